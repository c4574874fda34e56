// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A purchase the App Store recorded, as StoreKit 2 reports it (iOS 15).
///
/// The simulated store's transactions are all `.verified`. Entitlements come from the purchase ledger Store Kit 1
/// also writes (so a relaunched app, or one that bought through `SKPaymentQueue`, still sees them); a subscription
/// entitles for one period from its purchase (the simulated store does not renew).
public struct Transaction: Identifiable, Hashable, Sendable {
    /// Who owns the purchase.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member shared it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// A sequence of transactions (`updates`, `all`, `currentEntitlements`, `unfinished`).
    public struct Transactions: AsyncSequence, Sendable {
        /// Each element is a transaction and its verification.
        public typealias Element = VerificationResult<Transaction>

        fileprivate let stream: AsyncStream<Element>

        /// An iterator over the sequence.
        public func makeAsyncIterator() -> AsyncStream<Element>.AsyncIterator { stream.makeAsyncIterator() }
    }

    /// The transaction's identifier.
    public let id: UInt64
    /// The identifier of the original purchase (itself, except for restored or renewed transactions).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The product's kind.
    public let productType: Product.ProductType
    /// When the user was charged.
    public let purchaseDate: Date
    /// When the original purchase was made.
    public let originalPurchaseDate: Date
    /// When the subscription period ends, for subscriptions.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it (never, here).
    public let revocationDate: Date?
    /// The app's account token given at purchase.
    public let appAccountToken: UUID?
    /// How many were bought.
    public let purchasedQuantity: Int
    /// Who owns it.
    public let ownershipType: OwnershipType
    /// The subscription group, for auto-renewable subscriptions.
    public let subscriptionGroupID: String?
    /// Whether a higher subscription in the group replaced it (never, here).
    public let isUpgraded: Bool
    /// The store that recorded it (not part of its identity).
    private let storeBox: StoreBox

    init(id: UInt64, configured: StoreConfiguration.Product?, productID: String, date: Date, quantity: Int, token: UUID?,
         store: SimulatedStore) {
        self.id = id
        originalID = id
        self.productID = productID
        productType = switch configured?.kind {
        case .consumable?: .consumable
        case .nonRenewingSubscription?: .nonRenewable
        case .autoRenewableSubscription?: .autoRenewable
        case .nonConsumable?, nil: .nonConsumable
        }
        purchaseDate = date
        originalPurchaseDate = date
        expirationDate = configured.flatMap { product in
            guard product.kind == .autoRenewableSubscription, let period = product.period,
                  let parsed = SKProductSubscriptionPeriod(iso8601: period) else { return nil }
            let component: Calendar.Component = switch parsed.unit {
            case .day: .day
            case .week: .weekOfYear
            case .month: .month
            case .year: .year
            }
            return Calendar(identifier: .gregorian).date(byAdding: component, value: parsed.numberOfUnits, to: date)
        }
        revocationDate = nil
        appAccountToken = token
        purchasedQuantity = quantity
        ownershipType = .purchased
        subscriptionGroupID = configured?.groupIdentifier
        isUpgraded = false
        storeBox = StoreBox(store: store)
    }

    /// Transactions are equal when their identifiers are.
    public static func == (lhs: Transaction, rhs: Transaction) -> Bool { lhs.id == rhs.id }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Tells the store the content was delivered: the transaction is no longer unfinished.
    public func finish() async {
        storeBox.store.finish(id)
    }

    /// Transactions made outside the app's own `purchase()` calls (approved Ask to Buy requests), starting with
    /// the unfinished ones, as iOS delivers them at launch.
    public static var updates: Transactions { Transactions(stream: SimulatedStore.shared.updates()) }

    /// Every transaction: this process's, then the ledger's older ones.
    public static var all: Transactions { Transactions(stream: finite { SimulatedStore.shared.allTransactions(ledger: $0) }) }

    /// The transactions that entitle the user now: non-consumables and subscriptions within their period.
    public static var currentEntitlements: Transactions {
        Transactions(stream: finite { SimulatedStore.shared.entitlements(ledger: $0) })
    }

    /// This process's transactions not yet finished.
    public static var unfinished: Transactions { Transactions(stream: finite { _ in SimulatedStore.shared.unfinished() }) }

    /// The latest transaction for `productID`, if any.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        await latest(for: productID, in: .shared)
    }

    /// The transaction entitling the user to `productID` now, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        await currentEntitlement(for: productID, in: .shared)
    }

    static func latest(for productID: String, in store: SimulatedStore) async -> VerificationResult<Transaction>? {
        let ledger = await MainActor.run { SimulatedStore.deviceLedger() }
        return store.allTransactions(ledger: ledger).first { $0.productID == productID }.map { .verified($0) }
    }

    static func currentEntitlement(for productID: String, in store: SimulatedStore) async -> VerificationResult<Transaction>? {
        let ledger = await MainActor.run { SimulatedStore.deviceLedger() }
        return store.entitlements(ledger: ledger).first { $0.productID == productID }.map { .verified($0) }
    }

    /// A sequence that yields the transactions `list` gives for the running app's ledger (verified) and ends.
    private static func finite(_ list: @escaping @Sendable (URL?) -> [Transaction]) -> AsyncStream<VerificationResult<Transaction>> {
        AsyncStream { continuation in
            Task {
                let ledger = await MainActor.run { SimulatedStore.deviceLedger() }
                for transaction in list(ledger) { continuation.yield(.verified(transaction)) }
                continuation.finish()
            }
        }
    }
}
