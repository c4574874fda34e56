// SPDX-License-Identifier: Apache-2.0

import Foundation

/// StoreKit 2's side of the simulated store: purchases, the transaction history, entitlements and updates.
extension SimulatedStore {
    /// Throws `StoreKitError.networkError(.notConnectedToInternet)` while the simulated network is off.
    func requireNetwork() throws {
        guard isReachable() else { throw StoreKitError.networkError(URLError(.notConnectedToInternet)) }
    }

    /// Records a bought `product`: an unfinished transaction in the history, and in `ledger` when restorable.
    func completePurchase(of product: StoreConfiguration.Product, quantity: Int, token: UUID?, ledger: URL?) -> Transaction {
        let identifier = newTransactionIdentifier()
        let transaction = Transaction(id: UInt64(identifier) ?? 0, configured: product, productID: product.identifier,
                                      date: Date(), quantity: quantity, token: token, store: self)
        transactionLock.withLock {
            transactionHistory.append(transaction)
            unfinishedTransactions.insert(transaction.id)
        }
        if product.kind != .consumable {
            record(Purchase(productIdentifier: product.identifier, transactionIdentifier: identifier, date: transaction.purchaseDate),
                   ledger: ledger)
        }
        return transaction
    }

    /// Marks transaction `id` finished.
    func finish(_ id: UInt64) {
        transactionLock.withLock { _ = unfinishedTransactions.remove(id) }
    }

    /// This process's unfinished transactions, oldest first.
    func unfinished() -> [Transaction] {
        transactionLock.withLock { transactionHistory.filter { unfinishedTransactions.contains($0.id) } }
    }

    /// Every transaction, newest first: this process's, then the ledger's purchases not among them.
    func allTransactions(ledger: URL?) -> [Transaction] {
        let recent = transactionLock.withLock { transactionHistory }
        let known = Set(recent.map(\.id))
        let older = purchases(ledger: ledger).compactMap { purchase -> Transaction? in
            let id = UInt64(purchase.transactionIdentifier) ?? 0
            guard !known.contains(id) else { return nil }
            return Transaction(id: id, configured: product(purchase.productIdentifier), productID: purchase.productIdentifier,
                               date: purchase.date, quantity: 1, token: nil, store: self)
        }
        return (recent + older).sorted { $0.purchaseDate > $1.purchaseDate || ($0.purchaseDate == $1.purchaseDate && $0.id > $1.id) }
    }

    /// The transactions entitling the user at `now`: the latest per non-consumable or subscription still in its
    /// period.
    func entitlements(ledger: URL?, at now: Date = Date()) -> [Transaction] {
        var seen = Set<String>()
        return allTransactions(ledger: ledger).filter { transaction in
            guard transaction.productType != .consumable, transaction.revocationDate == nil,
                  transaction.expirationDate.map({ $0 > now }) ?? true, !seen.contains(transaction.productID) else { return false }
            seen.insert(transaction.productID)
            return true
        }
    }

    /// A stream of updates: the unfinished transactions at once, then each one ``publishUpdate(_:)`` sends.
    func updates() -> AsyncStream<VerificationResult<Transaction>> {
        AsyncStream { continuation in
            let key = UUID()
            let waiting = transactionLock.withLock { () -> [Transaction] in
                updateListeners[key] = continuation
                return transactionHistory.filter { unfinishedTransactions.contains($0.id) }
            }
            for transaction in waiting { continuation.yield(.verified(transaction)) }
            continuation.onTermination = { [weak self] _ in
                self?.transactionLock.withLock { _ = self?.updateListeners.removeValue(forKey: key) }
            }
        }
    }

    /// Approves a pending (Ask to Buy) purchase of `productIdentifier`: the transaction is recorded and sent to
    /// every `Transaction.updates` listener (the simulated parent's approval; for tests and the device console).
    @discardableResult
    package func approvePendingPurchase(of productIdentifier: String, ledger: URL? = nil) -> Transaction? {
        guard let configured = product(productIdentifier) else { return nil }
        let transaction = completePurchase(of: configured, quantity: 1, token: nil, ledger: ledger)
        let listeners = transactionLock.withLock { Array(updateListeners.values) }
        for listener in listeners { listener.yield(.verified(transaction)) }
        return transaction
    }
}
