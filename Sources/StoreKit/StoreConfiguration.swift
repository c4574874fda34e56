// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The products of an Xcode StoreKit configuration file (`.storekit`, JSON) (infrastructure, not Apple API).
///
/// Read: `products` (consumable and non-consumable), `nonRenewingSubscriptions`, and `subscriptionGroups`'
/// `subscriptions` with their `recurringSubscriptionPeriod` (ISO 8601, `P1W`, `P1M`, `P1Y`…); each item's
/// `productID`, `type`, `displayPrice`, `familyShareable` and first localization (`displayName`, `description`),
/// and `settings._locale` (default `en_US`). Anything else in the file is ignored.
package struct StoreConfiguration: Sendable {
    /// One product the store sells.
    package struct Product: Sendable, Equatable {
        /// The kinds of product.
        package enum Kind: String, Sendable {
            case consumable = "Consumable"
            case nonConsumable = "NonConsumable"
            case nonRenewingSubscription = "NonRenewingSubscription"
            case autoRenewableSubscription = "RecurringSubscription"
        }

        package var identifier: String
        package var kind: Kind
        package var price: Decimal
        package var title: String
        package var description: String
        package var familyShareable: Bool
        /// The subscription period (`P1M`), for subscriptions.
        package var period: String?
        /// The subscription group's identifier, for auto-renewable subscriptions.
        package var groupIdentifier: String?
    }

    /// The products, in the file's order.
    package var products: [Product]
    /// The storefront's locale.
    package var locale: Locale

    /// A configuration of `products` priced in `locale`.
    package init(products: [Product], locale: Locale = Locale(identifier: "en_US")) {
        self.products = products
        self.locale = locale
    }

    /// Reads the configuration file at `url`; throws a `CocoaError` for unreadable or malformed files.
    package init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    /// Reads a configuration from the JSON `data`.
    package init(data: Data) throws {
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSUnderlyingErrorKey: error,
                NSLocalizedDescriptionKey: "Not a StoreKit configuration file: \(error)"])
        }
        var products = (file.products ?? []) + (file.nonRenewingSubscriptions ?? [])
        for group in file.subscriptionGroups ?? [] {
            products += (group.subscriptions ?? []).map { item in
                var item = item
                item.subscriptionGroupID = item.subscriptionGroupID ?? group.id
                return item
            }
        }
        self.init(products: products.compactMap(Self.product(from:)),
                  locale: Locale(identifier: file.settings?._locale ?? "en_US"))
    }

    private static func product(from item: FileFormat.Item) -> Product? {
        guard let kind = Product.Kind(rawValue: item.type) else {
            StoreDiagnostics.log("StoreKit configuration: product \(item.productID) has unknown type \(item.type); skipped")
            return nil
        }
        guard let price = Decimal(string: item.displayPrice, locale: Locale(identifier: "en_US_POSIX")) else {
            StoreDiagnostics.log("StoreKit configuration: product \(item.productID) has price '\(item.displayPrice)'; skipped")
            return nil
        }
        let localization = item.localizations?.first
        return Product(identifier: item.productID, kind: kind, price: price,
                       title: localization?.displayName ?? item.referenceName ?? item.productID,
                       description: localization?.description ?? "", familyShareable: item.familyShareable ?? false,
                       period: item.recurringSubscriptionPeriod, groupIdentifier: item.subscriptionGroupID)
    }

    /// The file's JSON shape (the parts read).
    private struct FileFormat: Decodable {
        struct Localization: Decodable {
            var displayName: String?
            var description: String?
        }

        struct Item: Decodable {
            var productID: String
            var type: String
            var displayPrice: String
            var referenceName: String?
            var familyShareable: Bool?
            var localizations: [Localization]?
            var recurringSubscriptionPeriod: String?
            var subscriptionGroupID: String?
        }

        struct Group: Decodable {
            var id: String?
            var subscriptions: [Item]?
        }

        struct Settings: Decodable {
            var _locale: String?
        }

        var products: [Item]?
        var nonRenewingSubscriptions: [Item]?
        var subscriptionGroups: [Group]?
        var settings: Settings?
    }
}
