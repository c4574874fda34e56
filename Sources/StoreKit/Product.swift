// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A product the App Store sells, as StoreKit 2 describes it (iOS 15).
///
/// Against the simulated store (``SimulatedStore``): ``products(for:)`` answers from the StoreKit configuration, and
/// ``purchase(options:)`` shows the simulated payment sheet, whose answer (buy, cancel, fail, ask) gives
/// `.success(.verified(transaction))`, `.userCancelled`, a thrown `StoreKitError.unknown` or `.pending`. Purchased
/// non-consumables and subscriptions join the same ledger Store Kit 1 restores from.
public struct Product: Identifiable, Hashable, Sendable {
    /// The kinds of product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought again and again (coins).
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once (remove ads).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// A subscription that renews.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// A subscription's length.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The units of a period.
        public enum Unit: Hashable, Sendable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year
        }

        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit
    }

    /// What an auto-renewable subscription is part of and how long it lasts.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group's identifier.
        public let subscriptionGroupID: String
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// What a purchase became.
    public enum PurchaseResult: Sendable {
        /// Bought: deliver the content, then `finish()` the transaction.
        case success(VerificationResult<Transaction>)
        /// The user cancelled.
        case userCancelled
        /// Waiting for approval (Ask to Buy); the outcome arrives on `Transaction.updates`.
        case pending
    }

    /// Options of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable {
            case appAccountToken(UUID)
            case quantity(Int)
            case simulatesAskToBuyInSandbox(Bool)
        }

        fileprivate let kind: Kind

        /// Ties the purchase to the app's account `token` (reported as the transaction's `appAccountToken`).
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(kind: .appAccountToken(token)) }
        /// Buys `quantity` of a consumable (1 to 10).
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(kind: .quantity(quantity)) }
        /// Makes the purchase wait for approval, as Ask to Buy does.
        public static func simulatesAskToBuyInSandbox(_ simulates: Bool) -> PurchaseOption {
            PurchaseOption(kind: .simulatesAskToBuyInSandbox(simulates))
        }
    }

    /// Why a purchase could not start.
    public enum PurchaseError: Error, Equatable, Sendable {
        /// The quantity is not 1 to 10.
        case invalidQuantity
        /// The store does not sell the product.
        case productUnavailable
        /// Purchases are restricted on the device.
        case purchaseNotAllowed
        /// The user may not take the offer.
        case ineligibleForOffer
        /// The offer's identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer lacks parameters.
        case missingOfferParameters
    }

    /// The product's identifier.
    public let id: String
    /// The kind of product.
    public let type: ProductType
    /// The product's name.
    public let displayName: String
    /// The product's description.
    public let description: String
    /// The price, in the storefront's currency.
    public let price: Decimal
    /// The price formatted in the storefront's currency ("£4.99").
    public let displayPrice: String
    /// Whether family members may share it.
    public let isFamilyShareable: Bool
    /// The subscription's group and period, for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// The store the product came from (not part of its identity).
    private let storeBox: StoreBox

    init(configured: StoreConfiguration.Product, locale: Locale, store: SimulatedStore) {
        id = configured.identifier
        type = switch configured.kind {
        case .consumable: .consumable
        case .nonConsumable: .nonConsumable
        case .nonRenewingSubscription: .nonRenewable
        case .autoRenewableSubscription: .autoRenewable
        }
        displayName = configured.title
        description = configured.description
        price = configured.price
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        displayPrice = formatter.string(from: NSDecimalNumber(decimal: configured.price)) ?? "\(configured.price)"
        isFamilyShareable = configured.familyShareable
        if configured.kind == .autoRenewableSubscription, let period = configured.period,
           let parsed = SKProductSubscriptionPeriod(iso8601: period) {
            let unit: SubscriptionPeriod.Unit = switch parsed.unit {
            case .day: .day
            case .week: .week
            case .month: .month
            case .year: .year
            }
            subscription = SubscriptionInfo(subscriptionGroupID: configured.groupIdentifier ?? "",
                                            subscriptionPeriod: SubscriptionPeriod(value: parsed.numberOfUnits, unit: unit))
        } else {
            subscription = nil
        }
        storeBox = StoreBox(store: store)
    }

    /// Products are equal when their identifiers are.
    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The products among `identifiers` the store sells, in the configuration's order; unknown identifiers are
    /// left out (an empty store logs once per request). Throws `StoreKitError.networkError` while offline.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        try await products(for: identifiers, in: .shared)
    }

    /// The products among `identifiers` that `store` sells (tests give each a store of their own).
    package static func products<Identifiers: Collection>(for identifiers: Identifiers, in store: SimulatedStore) async throws
        -> [Product] where Identifiers.Element == String
    {
        try store.requireNetwork()
        let wanted = Set(identifiers)
        if store.configuration.products.isEmpty {
            StoreDiagnostics.log("Product.products(for:): the simulated store has no products (no StoreKit configuration)")
        }
        return store.configuration.products.filter { wanted.contains($0.identifier) }
            .map { Product(configured: $0, locale: store.configuration.locale, store: store) }
    }

    /// Buys the product: the simulated user answers the payment sheet.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        let store = storeBox.store
        var token: UUID?
        var quantity = 1
        var askToBuy = false
        for option in options {
            switch option.kind {
            case .appAccountToken(let value): token = value
            case .quantity(let value): quantity = value
            case .simulatesAskToBuyInSandbox(let value): askToBuy = value
            }
        }
        guard store.paymentsAllowed else { throw PurchaseError.purchaseNotAllowed }
        guard (1...10).contains(quantity), quantity == 1 || type == .consumable else { throw PurchaseError.invalidQuantity }
        guard let configured = store.product(id) else { throw PurchaseError.productUnavailable }
        try store.requireNetwork()
        if askToBuy { return .pending }
        switch store.nextAnswer() {
        case .cancel: return .userCancelled
        case .fail: throw StoreKitError.unknown
        case .ask: return .pending
        case .buy:
            let ledger = await MainActor.run { SimulatedStore.deviceLedger() }
            let transaction = store.completePurchase(of: configured, quantity: quantity, token: token, ledger: ledger)
            return .success(.verified(transaction))
        }
    }

    /// The transaction that currently entitles the user to the product, if any (non-consumables and active
    /// subscriptions).
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id, in: storeBox.store) }
    }

    /// The user's latest transaction for the product, if any.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id, in: storeBox.store) }
    }
}

/// A store held by a value type without taking part in its equality.
struct StoreBox: Sendable {
    let store: SimulatedStore
}
