// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A request to buy a product: what the app adds to the payment queue.
open class SKPayment: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The product bought.
    open fileprivate(set) var productIdentifier: String = ""
    /// How many (consumables; at least 1).
    open fileprivate(set) var quantity: Int = 1
    /// An opaque identifier of the app's user account.
    open fileprivate(set) var applicationUsername: String?
    /// App-defined data (unused by the store).
    open fileprivate(set) var requestData: Data?
    /// Whether the payment is a simulated "Ask to Buy" one (sandbox only).
    open fileprivate(set) var simulatesAskToBuyInSandbox = false

    /// A payment for one `product`.
    public convenience init(product: SKProduct) {
        self.init()
        productIdentifier = product.productIdentifier
    }

    /// The iOS 3 way: a payment for the product `identifier` (deprecated; use `init(product:)`).
    @available(*, deprecated, message: "Use init(product:)")
    open class func payment(withProductIdentifier identifier: String) -> Any {
        let payment = SKPayment()
        payment.productIdentifier = identifier
        return payment
    }

    /// A payment for one `product`.
    open class func payment(with product: SKProduct) -> SKPayment {
        SKPayment(product: product)
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKPayment()
        copy.take(self)
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = SKMutablePayment()
        copy.take(self)
        return copy
    }

    fileprivate func take(_ other: SKPayment) {
        productIdentifier = other.productIdentifier
        quantity = other.quantity
        applicationUsername = other.applicationUsername
        requestData = other.requestData
        simulatesAskToBuyInSandbox = other.simulatesAskToBuyInSandbox
    }
}

/// A payment the app can change before adding it.
open class SKMutablePayment: SKPayment, @unchecked Sendable {
    /// The product bought.
    open override var productIdentifier: String {
        get { super.productIdentifier }
        set { super.productIdentifier = newValue }
    }
    /// How many (consumables; at least 1).
    open override var quantity: Int {
        get { super.quantity }
        set { super.quantity = newValue }
    }
    /// An opaque identifier of the app's user account.
    open override var applicationUsername: String? {
        get { super.applicationUsername }
        set { super.applicationUsername = newValue }
    }
    /// App-defined data.
    open override var requestData: Data? {
        get { super.requestData }
        set { super.requestData = newValue }
    }
    /// Whether the payment simulates "Ask to Buy" (it then becomes `.deferred`).
    open override var simulatesAskToBuyInSandbox: Bool {
        get { super.simulatesAskToBuyInSandbox }
        set { super.simulatesAskToBuyInSandbox = newValue }
    }
}
