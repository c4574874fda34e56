// SPDX-License-Identifier: Apache-2.0
//
// An in-app purchase helper and a review request as iOS apps write them (Swift 5 mode, Store Kit 1): they compile
// unchanged (StoreKitIdiomsTests.swift runs the helper against the simulated store, which sells nothing here).

import StoreKit
import UIKit

final class IAPHelper: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    static let shared = IAPHelper()
    private var productsRequest: SKProductsRequest?
    private var completion: (([SKProduct], [String]) -> Void)?
    private(set) var purchasedIdentifiers = Set<String>()
    private(set) var failures: [String] = []

    func startObserving() { SKPaymentQueue.default().add(self) }
    func stopObserving() { SKPaymentQueue.default().remove(self) }

    func requestProducts(_ identifiers: Set<String>, completion: @escaping ([SKProduct], [String]) -> Void) {
        productsRequest?.cancel()
        self.completion = completion
        productsRequest = SKProductsRequest(productIdentifiers: identifiers)
        productsRequest?.delegate = self
        productsRequest?.start()
    }

    func buy(_ product: SKProduct) {
        guard SKPaymentQueue.canMakePayments() else { return }
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }

    static func priceString(for product: SKProduct) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = product.priceLocale
        return formatter.string(from: product.price)
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        completion?(response.products, response.invalidProductIdentifiers)
        completion = nil
        productsRequest = nil
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {
        failures.append(error.localizedDescription)
        completion?([], [])
        completion = nil
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored:
                let identifier = transaction.original?.payment.productIdentifier ?? transaction.payment.productIdentifier
                purchasedIdentifiers.insert(identifier)
                queue.finishTransaction(transaction)
            case .failed:
                if let error = transaction.error as? SKError, error.code != .paymentCancelled {
                    failures.append(error.localizedDescription)
                }
                queue.finishTransaction(transaction)
            case .deferred, .purchasing:
                break
            @unknown default:
                break
            }
        }
    }
}

@MainActor
enum ReviewRequester {
    static func askForReview(from view: UIView) {
        if let scene = view.window?.windowScene {
            SKStoreReviewController.requestReview(in: scene)
        }
    }
}

/// A StoreKit 2 tip jar, as iOS 15 apps write it.
@MainActor
final class TipJarStore {
    private(set) var products: [Product] = []
    private(set) var purchasedIdentifiers = Set<String>()
    private var updates: Task<Void, Never>?

    init() {
        updates = listenForTransactions()
    }

    deinit { updates?.cancel() }

    private func listenForTransactions() -> Task<Void, Never> {
        Task.detached {
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    await transaction.finish()
                }
            }
        }
    }

    func load() async {
        do {
            products = try await Product.products(for: ["com.example.tip.small", "com.example.tip.large"])
                .sorted { $0.price < $1.price }
        } catch {
            products = []
        }
    }

    func buy(_ product: Product) async throws -> Bool {
        switch try await product.purchase() {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            purchasedIdentifiers.insert(transaction.productID)
            await transaction.finish()
            return true
        case .userCancelled, .pending:
            return false
        @unknown default:
            return false
        }
    }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified(_, let error): throw error
        case .verified(let safe): return safe
        }
    }

    func refreshEntitlements() async {
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                purchasedIdentifiers.insert(transaction.productID)
            }
        }
    }
}
