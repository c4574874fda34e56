// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration

/// The object told when a store request finishes or fails. Both methods are optional (defaults do nothing).
public protocol SKRequestDelegate: NSObjectProtocol {
    /// The request finished (after its response, for a products request).
    func requestDidFinish(_ request: SKRequest)
    /// The request failed: the network is down, or the store refused it.
    func request(_ request: SKRequest, didFailWithError error: any Error)
}

extension SKRequestDelegate {
    /// Does nothing.
    public func requestDidFinish(_ request: SKRequest) {}
    /// Does nothing.
    public func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// A request to the store; its delegate hears on the main queue after ``start()``.
open class SKRequest: NSObject, @unchecked Sendable {
    /// The object told when the request finishes or fails (held weakly; for a products request, an
    /// ``SKProductsRequestDelegate``).
    open weak var delegate: (any SKRequestDelegate)?
    private let lock = NSLock()
    private var generation = 0

    /// A request (the store's requests are its subclasses).
    public override init() {
        super.init()
    }

    /// Sends the request; the delegate hears on later main-queue turns. The request keeps itself alive until then.
    open func start() {
        let started = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        let work = StartedRequest(request: self, generation: started)
        DispatchQueue.main.async {
            guard work.request.lock.withLock({ work.request.generation == work.generation }) else { return }
            guard work.request.isStoreReachable else {
                work.request.delegate?.request(work.request, didFailWithError: SKError(.cloudServiceNetworkConnectionFailed))
                return
            }
            work.request.perform()
            work.request.delegate?.requestDidFinish(work.request)
        }
    }

    /// Cancels the request: its delegate hears nothing more.
    open func cancel() {
        lock.withLock { generation += 1 }
    }

    /// What the request does when the store answers (subclasses tell their delegates).
    func perform() {}

    /// Whether the store can be reached (the simulated network's state; a products request asks its store).
    var isStoreReachable: Bool { SimulatedNetwork.isConnected }
}

/// A started request handed to the main queue.
private struct StartedRequest: @unchecked Sendable {
    let request: SKRequest
    let generation: Int
}

/// The object told which products a products request found.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    /// The store's answer: the products it sells and the identifiers it does not know.
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request for the store's information on products: titles, descriptions and prices.
open class SKProductsRequest: SKRequest, @unchecked Sendable {
    private let identifiers: Set<String>
    private let store: SimulatedStore

    /// A request for the products `productIdentifiers`.
    public convenience init(productIdentifiers: Set<String>) {
        self.init(productIdentifiers: productIdentifiers, store: .shared)
    }

    /// A request for `productIdentifiers` to `store` (tests give each request a store of their own).
    package init(productIdentifiers: Set<String>, store: SimulatedStore) {
        identifiers = productIdentifiers
        self.store = store
        super.init()
    }

    override var isStoreReachable: Bool { store.isReachable() }

    override func perform() {
        let configuration = store.configuration
        if configuration.products.isEmpty {
            StoreDiagnostics.log("SKProductsRequest: the simulated store has no products (no StoreKit configuration)")
        }
        let products = configuration.products.filter { identifiers.contains($0.identifier) }
            .map { SKProduct(configured: $0, locale: configuration.locale) }
        let known = Set(products.map(\.productIdentifier))
        let response = SKProductsResponse(products: products, invalid: identifiers.subtracting(known).sorted())
        (delegate as? SKProductsRequestDelegate)?.productsRequest(self, didReceive: response)
    }
}

/// A products request's answer.
open class SKProductsResponse: NSObject, @unchecked Sendable {
    /// The products the store sells, in the configuration's order.
    open private(set) var products: [SKProduct]
    /// The requested identifiers the store does not know, sorted.
    open private(set) var invalidProductIdentifiers: [String]

    init(products: [SKProduct], invalid: [String]) {
        self.products = products
        invalidProductIdentifiers = invalid
        super.init()
    }
}

/// A request to refresh the app's receipt (the simulated store issues no receipts: it finishes with nothing new).
open class SKReceiptRefreshRequest: SKRequest, @unchecked Sendable {
    /// The properties asked for (sandbox only).
    open private(set) var receiptProperties: [String: Any]?

    /// A refresh request with `properties`.
    public init(receiptProperties properties: [String: Any]?) {
        receiptProperties = properties
        super.init()
    }

    /// A refresh request without properties.
    public override convenience init() {
        self.init(receiptProperties: nil)
    }
}
