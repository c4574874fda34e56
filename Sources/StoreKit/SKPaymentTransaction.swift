// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a transaction is in its life: purchasing, then purchased, failed, restored or deferred.
public enum SKPaymentTransactionState: Int, Sendable {
    /// The store is processing the payment.
    case purchasing = 0
    /// The payment went through: deliver the content, then finish the transaction.
    case purchased = 1
    /// The payment failed (see the transaction's `error`): finish the transaction.
    case failed = 2
    /// A purchase made earlier was restored: deliver the content, then finish the transaction.
    case restored = 3
    /// The payment waits for a parent's approval ("Ask to Buy").
    case deferred = 4
}

/// A payment in the queue and what became of it.
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    /// The payment.
    open private(set) var payment: SKPayment
    /// Where the transaction is.
    open internal(set) var transactionState: SKPaymentTransactionState = .purchasing
    /// The store's identifier of the transaction, once purchased or restored.
    open internal(set) var transactionIdentifier: String?
    /// When the store charged the user, once purchased or restored.
    open internal(set) var transactionDate: Date?
    /// Why the transaction failed, when it did.
    open internal(set) var error: (any Error)?
    /// The transaction that was restored, for restored transactions.
    open internal(set) var original: SKPaymentTransaction?
    /// The transaction's receipt (deprecated in iOS 7: the app receipt replaced it; always nil here).
    @available(*, deprecated, message: "Use Bundle.appStoreReceiptURL")
    open var transactionReceipt: Data? { nil }
    /// Hosted content to download (none in the simulated store).
    open private(set) var downloads: [SKDownload] = []

    init(payment: SKPayment) {
        self.payment = payment.copy() as! SKPayment
        super.init()
    }
}

/// Hosted content of a product (the simulated store hosts none).
open class SKDownload: NSObject, @unchecked Sendable {
    /// The content's identifier.
    open private(set) var contentIdentifier = ""
    /// Where the downloaded content is.
    open private(set) var contentURL: URL?
}

/// The object told about the payment queue's transactions; apps add one at launch and keep it for the app's life.
///
/// Only ``paymentQueue(_:updatedTransactions:)`` is required (the others were optional Objective-C methods: the
/// extension gives each a default that does nothing). Calls come on the main queue.
public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    /// Transactions changed state: purchasing, purchased, failed, restored or deferred.
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    /// Transactions were finished and left the queue.
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    /// Restoring failed.
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    /// Every restorable purchase has been delivered as a `.restored` transaction.
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    /// A purchase started in the App Store: return `true` to add it now (the default), `false` to add it later.
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    /// The storefront changed.
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
}

extension SKPaymentTransactionObserver {
    /// Does nothing.
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    /// Does nothing.
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    /// Does nothing.
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    /// Adds the payment now.
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
    /// Does nothing.
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
}
