// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The queue of payments the store processes, and the observers told about them.
///
/// Against the simulated store (``SimulatedStore``): an added payment becomes `.purchasing` at once, then — on
/// later main-queue turns — the user answers the payment sheet and the transaction becomes `.purchased`, `.failed`
/// (cancelled, declined, an unknown product, purchases restricted) or `.deferred`. Observers are called on the main
/// queue and held weakly; an observer added while unfinished transactions wait is told about them, as at an app's
/// launch on iOS. Purchased non-consumables and subscriptions are recorded for
/// ``restoreCompletedTransactions()``. Unfinished transactions do not survive the process (on iOS they do).
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let defaultQueue = SKPaymentQueue(store: .shared)

    private let store: SimulatedStore
    private let lock = NSLock()
    private var queued: [SKPaymentTransaction] = []
    private var observers: [WeakObserver] = []

    /// A queue on the simulated store (apps use ``default()``).
    public override convenience init() {
        self.init(store: .shared)
    }

    /// A queue on `store` (tests give each queue a store of their own).
    package init(store: SimulatedStore) {
        self.store = store
        super.init()
    }

    /// The app's payment queue.
    open class func `default`() -> Self {
        defaultQueue as! Self
    }

    /// Whether the user may make payments (false while purchases are restricted).
    open class func canMakePayments() -> Bool {
        SimulatedStore.shared.paymentsAllowed
    }

    /// The transactions not yet finished, oldest first.
    open var transactions: [SKPaymentTransaction] { lock.withLock { queued } }

    /// The observers (iOS 14).
    open var transactionObservers: [any SKPaymentTransactionObserver] {
        lock.withLock { observers.compactMap(\.observer) }
    }

    /// The storefront the user buys in.
    open var storefront: SKStorefront? { SKStorefront(locale: store.configuration.locale) }

    /// Starts telling `observer` about transactions; unfinished ones are reported to it on the main queue.
    open func add(_ observer: any SKPaymentTransactionObserver) {
        let waiting = lock.withLock { () -> [SKPaymentTransaction] in
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(WeakObserver(observer: observer))
            return queued.filter { $0.transactionState != .purchasing }
        }
        guard !waiting.isEmpty else { return }
        onMain { [weak observer] in observer.map { $0.paymentQueue(self, updatedTransactions: waiting) } }
    }

    /// Stops telling `observer` about transactions.
    open func remove(_ observer: any SKPaymentTransactionObserver) {
        lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Adds `payment`: its transaction is reported `.purchasing`, then as the user answered.
    open func add(_ payment: SKPayment) {
        let transaction = SKPaymentTransaction(payment: payment)
        lock.withLock { queued.append(transaction) }
        onMain {
            self.notify([transaction])
            self.process(transaction)
        }
    }

    /// Removes a purchased, failed, restored or deferred transaction from the queue; finishing one that is still
    /// purchasing (an exception on iOS) is logged and ignored.
    open func finishTransaction(_ transaction: SKPaymentTransaction) {
        guard transaction.transactionState != .purchasing else {
            StoreDiagnostics.log("finishTransaction: cannot finish a purchasing transaction; ignored")
            return
        }
        let removed = lock.withLock { () -> Bool in
            let before = queued.count
            queued.removeAll { $0 === transaction }
            return queued.count != before
        }
        guard removed else { return }
        onMain { self.forEachObserver { $0.paymentQueue(self, removedTransactions: [transaction]) } }
    }

    /// Restores the user's non-consumable and subscription purchases as `.restored` transactions, then reports
    /// ``SKPaymentTransactionObserver/paymentQueueRestoreCompletedTransactionsFinished(_:)``.
    open func restoreCompletedTransactions() {
        restoreCompletedTransactions(withApplicationUsername: nil)
    }

    /// Restores purchases made under `username` (the simulated store keeps one account: all of them).
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {
        onMain {
            let ledger = MainActor.assumeIsolated { SimulatedStore.deviceLedger() }
            let restored = self.store.purchases(ledger: ledger).map { purchase -> SKPaymentTransaction in
                let payment = SKMutablePayment()
                payment.productIdentifier = purchase.productIdentifier
                payment.applicationUsername = username
                let original = SKPaymentTransaction(payment: payment)
                original.transactionState = .purchased
                original.transactionIdentifier = purchase.transactionIdentifier
                original.transactionDate = purchase.date
                let transaction = SKPaymentTransaction(payment: payment)
                transaction.transactionState = .restored
                transaction.transactionIdentifier = self.store.newTransactionIdentifier()
                transaction.transactionDate = Date()
                transaction.original = original
                return transaction
            }
            if !restored.isEmpty {
                self.lock.withLock { self.queued.append(contentsOf: restored) }
                self.notify(restored)
            }
            self.forEachObserver { $0.paymentQueueRestoreCompletedTransactionsFinished(self) }
        }
    }

    /// Shows the offer-code redemption sheet (the simulated store has no codes: logged).
    open func presentCodeRedemptionSheet() {
        StoreDiagnostics.log("presentCodeRedemptionSheet: the simulated store has no offer codes")
    }

    /// Starts downloading hosted content (the simulated store hosts none).
    open func start(_ downloads: [SKDownload]) {}
    /// Pauses downloads (none).
    open func pause(_ downloads: [SKDownload]) {}
    /// Resumes downloads (none).
    open func resume(_ downloads: [SKDownload]) {}
    /// Cancels downloads (none).
    open func cancel(_ downloads: [SKDownload]) {}

    /// The user answers the payment sheet for `transaction`; its new state is reported.
    private func process(_ transaction: SKPaymentTransaction) {
        let payment = transaction.payment
        let product = store.product(payment.productIdentifier)
        if !store.paymentsAllowed {
            fail(transaction, .paymentNotAllowed)
        } else if product == nil {
            StoreDiagnostics.log("SKPaymentQueue: the store sells no product \(payment.productIdentifier)")
            fail(transaction, .paymentInvalid)
        } else if payment.quantity < 1 {
            fail(transaction, .paymentInvalid)
        } else if payment.simulatesAskToBuyInSandbox {
            transaction.transactionState = .deferred
        } else {
            switch store.nextAnswer() {
            case .cancel: fail(transaction, .paymentCancelled)
            case .fail: fail(transaction, .unknown)
            case .ask: transaction.transactionState = .deferred
            case .buy:
                transaction.transactionState = .purchased
                transaction.transactionIdentifier = store.newTransactionIdentifier()
                transaction.transactionDate = Date()
                if let product, product.kind != .consumable {
                    let ledger = MainActor.assumeIsolated { SimulatedStore.deviceLedger() }
                    store.record(.init(productIdentifier: product.identifier, transactionIdentifier: transaction.transactionIdentifier!,
                                       date: transaction.transactionDate!), ledger: ledger)
                }
            }
        }
        notify([transaction])
    }

    private func fail(_ transaction: SKPaymentTransaction, _ code: SKError.Code) {
        transaction.transactionState = .failed
        transaction.error = SKError(code)
    }

    private func notify(_ transactions: [SKPaymentTransaction]) {
        forEachObserver { $0.paymentQueue(self, updatedTransactions: transactions) }
    }

    private func forEachObserver(_ body: (any SKPaymentTransactionObserver) -> Void) {
        for observer in transactionObservers { body(observer) }
    }

    /// Runs `body` on a later turn of the main queue.
    private func onMain(_ body: @escaping () -> Void) {
        let work = UncheckedWork(body: body)
        DispatchQueue.main.async { work.body() }
    }
}

/// An observer held weakly.
private struct WeakObserver {
    weak var observer: (any SKPaymentTransactionObserver)?
}

/// Work handed to the main queue; the payment queue's state is under its lock.
private struct UncheckedWork: @unchecked Sendable {
    let body: () -> Void
}

/// The App Store storefront the user buys in (iOS 13).
open class SKStorefront: NSObject, @unchecked Sendable {
    /// The storefront's three-letter country code (ISO 3166-1 alpha-3), such as `USA`.
    open private(set) var countryCode: String
    /// The storefront's App Store identifier.
    open private(set) var identifier: String

    init(locale: Locale) {
        let region = locale.region?.identifier ?? "US"
        let codes = ["US": ("USA", "143441"), "GB": ("GBR", "143444"), "DE": ("DEU", "143443"), "FR": ("FRA", "143442"),
                     "JP": ("JPN", "143462"), "CA": ("CAN", "143455"), "AU": ("AUS", "143460")]
        let code = codes[region] ?? (region, "0")
        countryCode = code.0
        identifier = code.1
        super.init()
    }
}
