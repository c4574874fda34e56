// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration
import UIKit

/// The simulated App Store (infrastructure, not Apple API): the products for sale, how the user answers payment
/// sheets, and the purchases that can be restored.
///
/// The process's store (``shared``) follows the environment:
/// - `TOUCHSTONE_STOREKIT_CONFIG`: the StoreKit configuration file (`.storekit`) listing the products; unset, the
///   first `.storekit` file in the main bundle; none: an empty store (every identifier invalid, logged once).
/// - `TOUCHSTONE_STORE_ANSWER`: what the user does at each payment sheet, `buy` (default), `cancel`, `fail` or
///   `ask` (Ask to Buy: the payment is deferred).
/// - `TOUCHSTONE_STORE_PAYMENTS`: `allowed` (default) or `restricted` (Screen Time forbids purchases).
/// - `TOUCHSTONE_STORE_LEDGER`: the file restorable purchases are kept in; unset, `StoreKit/<bundle id>.plist`
///   under the device's data root (outside the app's container, so a reinstalled app restores them).
/// Malformed values are logged and the default used.
package final class SimulatedStore: @unchecked Sendable {
    /// What the simulated user does at a payment sheet.
    package enum Answer: String, Sendable {
        /// Confirms the purchase.
        case buy
        /// Taps Cancel.
        case cancel
        /// The payment fails (a declined card).
        case fail
        /// Asks a parent: the payment is deferred.
        case ask
    }

    /// A purchase that can be restored.
    package struct Purchase: Sendable, Equatable {
        package var productIdentifier: String
        package var transactionIdentifier: String
        package var date: Date
    }

    /// The process's store, from its environment and main bundle.
    package static let shared = SimulatedStore(environment: ProcessInfo.processInfo.environment, bundle: .main)

    /// The products for sale.
    package let configuration: StoreConfiguration
    /// Whether the user may buy.
    package let paymentsAllowed: Bool
    /// Where restorable purchases are kept; nil: in memory only.
    package let ledger: URL?
    /// Whether the store can be reached: the simulated network's state (tests give a store its own, since the
    /// network state is process-wide and other tests change it).
    package var isReachable: @Sendable () -> Bool = { SimulatedNetwork.isConnected }

    private let lock = NSLock()
    private let standingAnswer: Answer
    private var scripted: [Answer] = []
    private var nextTransaction = 1
    private var reviewPrompts: [Date] = []
    /// StoreKit 2's transactions this process made, oldest first, and which are unfinished.
    var transactionHistory: [Transaction] = []
    var unfinishedTransactions: Set<UInt64> = []
    /// The `Transaction.updates` iterations listening.
    var updateListeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
    /// The lock of the StoreKit 2 state above.
    let transactionLock = NSLock()

    /// A store selling `configuration`'s products whose user gives `answer` (unless scripted), keeping purchases
    /// in `ledger`.
    package init(configuration: StoreConfiguration, answer: Answer = .buy, paymentsAllowed: Bool = true, ledger: URL? = nil) {
        self.configuration = configuration
        standingAnswer = answer
        self.paymentsAllowed = paymentsAllowed
        self.ledger = ledger
    }

    /// The store `environment` and `bundle` describe (see the type's documentation).
    package convenience init(environment: [String: String], bundle: Bundle) {
        var configuration = StoreConfiguration(products: [])
        let file = environment["TOUCHSTONE_STOREKIT_CONFIG"].map { URL(fileURLWithPath: $0) }
            ?? bundle.paths(forResourcesOfType: "storekit", inDirectory: nil).sorted().first.map { URL(fileURLWithPath: $0) }
        if let file {
            do {
                configuration = try StoreConfiguration(contentsOf: file)
            } catch {
                StoreDiagnostics.log("StoreKit: cannot read the configuration \(file.path): \(error); the store is empty")
            }
        }
        var answer = Answer.buy
        if let text = environment["TOUCHSTONE_STORE_ANSWER"] {
            if let parsed = Answer(rawValue: text.lowercased()) { answer = parsed } else {
                StoreDiagnostics.log("TOUCHSTONE_STORE_ANSWER=\(text) is not buy, cancel, fail or ask; using buy")
            }
        }
        var allowed = true
        switch environment["TOUCHSTONE_STORE_PAYMENTS"]?.lowercased() {
        case nil, "allowed": break
        case "restricted": allowed = false
        case let other?: StoreDiagnostics.log("TOUCHSTONE_STORE_PAYMENTS=\(other) is not allowed or restricted; ignored")
        }
        let ledger = environment["TOUCHSTONE_STORE_LEDGER"].map { URL(fileURLWithPath: $0) }
        self.init(configuration: configuration, answer: answer, paymentsAllowed: allowed, ledger: ledger)
    }

    /// The configured product `identifier`, if the store sells it.
    package func product(_ identifier: String) -> StoreConfiguration.Product? {
        configuration.products.first { $0.identifier == identifier }
    }

    /// Queues answers the user gives at the next payment sheets, before the standing answer applies again.
    package func script(_ answers: Answer...) {
        lock.withLock { scripted.append(contentsOf: answers) }
    }

    /// Shows the payment sheet and returns the user's answer.
    func nextAnswer() -> Answer {
        lock.withLock { scripted.isEmpty ? standingAnswer : scripted.removeFirst() }
    }

    /// A new transaction identifier, unique in the store.
    func newTransactionIdentifier() -> String {
        lock.withLock {
            defer { nextTransaction += 1 }
            return String(format: "2000000%09d", nextTransaction)
        }
    }

    /// The restorable purchases (non-consumables and subscriptions), oldest first.
    package func purchases(ledger fallback: URL?) -> [Purchase] {
        lock.withLock { readLedger(ledger ?? fallback) }
    }

    /// Records a restorable purchase (a product bought twice is recorded once, with its first transaction).
    func record(_ purchase: Purchase, ledger fallback: URL?) {
        lock.withLock {
            guard let file = ledger ?? fallback else { return memoryLedger.append(purchase) }
            var entries = readLedger(file)
            guard !entries.contains(where: { $0.productIdentifier == purchase.productIdentifier }) else { return }
            entries.append(purchase)
            let plist = entries.map { ["productIdentifier": $0.productIdentifier, "transactionIdentifier": $0.transactionIdentifier,
                                       "date": $0.date] as [String: Any] }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: file, options: .atomic)
            } catch {
                StoreDiagnostics.log("StoreKit: cannot save the purchase of \(purchase.productIdentifier) to \(file.path): \(error)")
            }
        }
    }

    private var memoryLedger: [Purchase] = []

    private func readLedger(_ file: URL?) -> [Purchase] {
        guard let file else { return memoryLedger }
        guard let data = try? Data(contentsOf: file) else { return [] }
        guard let entries = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [[String: Any]] else {
            StoreDiagnostics.log("StoreKit: \(file.path) is not a list of purchases; nothing to restore")
            return []
        }
        return entries.compactMap { entry in
            guard let product = entry["productIdentifier"] as? String, let transaction = entry["transactionIdentifier"] as? String,
                  let date = entry["date"] as? Date else { return nil }
            return Purchase(productIdentifier: product, transactionIdentifier: transaction, date: date)
        }
    }

    /// Whether a review prompt may be shown at `now`: at most three in any 365 days, as Apple limits them.
    func allowReviewPrompt(at now: Date) -> Bool {
        lock.withLock {
            reviewPrompts = reviewPrompts.filter { now.timeIntervalSince($0) < 365 * 86_400 }
            guard reviewPrompts.count < 3 else { return false }
            reviewPrompts.append(now)
            return true
        }
    }

    /// The running app's ledger under the device's data root (`StoreKit/<bundle id>.plist`), if an app runs.
    @MainActor
    package static func deviceLedger() -> URL? {
        guard let container = UIApplication.sharedIfPresent?.runtime?.container, let root = container.dataRoot else { return nil }
        return root.appendingPathComponent("StoreKit/\(container.bundleIdentifier).plist")
    }
}
