// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A product the store sells, as a products request returns it.
open class SKProduct: NSObject, @unchecked Sendable {
    /// The product's identifier in the store.
    open private(set) var productIdentifier: String = ""
    /// The product's name in the storefront's language.
    open private(set) var localizedTitle: String = ""
    /// The product's description in the storefront's language.
    open private(set) var localizedDescription: String = ""
    /// The price, in the storefront's currency.
    open private(set) var price = NSDecimalNumber.zero
    /// The storefront's locale: format ``price`` with a `NumberFormatter` of style `.currency` in it.
    open private(set) var priceLocale = Locale(identifier: "en_US")
    /// Whether the product has hosted content to download (never, in the simulated store).
    open private(set) var isDownloadable = false
    /// Whether family members may share the purchase.
    open private(set) var isFamilyShareable = false
    /// The length of one subscription period, for auto-renewable subscriptions.
    open private(set) var subscriptionPeriod: SKProductSubscriptionPeriod?
    /// The subscription group, for auto-renewable subscriptions.
    open private(set) var subscriptionGroupIdentifier: String?
    /// The introductory offer (none in the simulated store).
    open private(set) var introductoryPrice: SKProductDiscount?
    /// The promotional offers (none in the simulated store).
    open private(set) var discounts: [SKProductDiscount] = []
    /// The hosted content's version ("" without hosted content).
    open private(set) var contentVersion = ""
    /// The hosted content's lengths (none).
    open private(set) var downloadContentLengths: [NSNumber] = []
    /// The hosted content's version (none).
    open private(set) var downloadContentVersion = ""

    /// An empty product (Apple's products come from requests; this exists for subclasses and tests).
    public override init() {
        super.init()
    }

    /// The product `configured` in the store, priced in `locale`.
    package convenience init(configured: StoreConfiguration.Product, locale: Locale) {
        self.init()
        productIdentifier = configured.identifier
        localizedTitle = configured.title
        localizedDescription = configured.description
        price = NSDecimalNumber(decimal: configured.price)
        priceLocale = locale
        isFamilyShareable = configured.familyShareable
        subscriptionGroupIdentifier = configured.groupIdentifier
        if configured.kind == .autoRenewableSubscription, let period = configured.period {
            subscriptionPeriod = SKProductSubscriptionPeriod(iso8601: period)
        }
    }
}

/// The length of a subscription period: a number of units.
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    /// The units a period is counted in.
    public enum Unit: UInt, Sendable {
        /// Days.
        case day = 0
        /// Weeks.
        case week = 1
        /// Months.
        case month = 2
        /// Years.
        case year = 3
    }

    /// How many units a period lasts.
    open private(set) var numberOfUnits: Int = 1
    /// The unit.
    open private(set) var unit: Unit = .month

    /// A period of one month.
    public override init() {
        super.init()
    }

    /// The period an ISO 8601 duration such as `P1M` or `P2W` names; nil for anything else (logged).
    package convenience init?(iso8601 text: String) {
        let units: [Character: Unit] = ["D": .day, "W": .week, "M": .month, "Y": .year]
        guard text.hasPrefix("P"), let last = text.last, let unit = units[last],
              let count = Int(text.dropFirst().dropLast()), count > 0 else {
            StoreDiagnostics.log("StoreKit configuration: subscription period '\(text)' is not P<n>D/W/M/Y; none given")
            return nil
        }
        self.init()
        numberOfUnits = count
        self.unit = unit
    }
}

/// An introductory or promotional offer on a subscription (never offered by the simulated store).
open class SKProductDiscount: NSObject, @unchecked Sendable {
    /// How the offer is paid.
    public enum PaymentMode: UInt, Sendable {
        /// Paid each period.
        case payAsYouGo = 0
        /// Paid once, up front.
        case payUpFront = 1
        /// Free.
        case freeTrial = 2
    }

    /// Whether the offer is introductory or promotional.
    public enum `Type`: UInt, Sendable {
        /// An introductory offer.
        case introductory = 0
        /// A promotional offer.
        case subscription = 1
    }

    /// The offer's price.
    open private(set) var price = NSDecimalNumber.zero
    /// The storefront's locale.
    open private(set) var priceLocale = Locale(identifier: "en_US")
    /// The offer's identifier (promotional offers).
    open private(set) var identifier: String?
    /// The period the offer price applies to.
    open private(set) var subscriptionPeriod = SKProductSubscriptionPeriod()
    /// How many periods the offer lasts.
    open private(set) var numberOfPeriods = 1
    /// How the offer is paid.
    open private(set) var paymentMode = PaymentMode.payAsYouGo
    /// The kind of offer.
    open private(set) var type = Type.introductory
}
