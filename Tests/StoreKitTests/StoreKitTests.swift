// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import StoreKit
import Testing

/// A StoreKit configuration file as Xcode writes it: two products and a subscription group.
let storeConfigurationJSON = """
{
  "identifier" : "1A2B3C4D",
  "nonRenewingSubscriptions" : [ ],
  "products" : [
    { "displayPrice" : "0.99", "familyShareable" : false, "internalID" : "6444000001",
      "localizations" : [ { "description" : "A hundred coins", "displayName" : "100 Coins", "locale" : "en_US" } ],
      "productID" : "com.example.coins100", "referenceName" : "Coins", "type" : "Consumable" },
    { "displayPrice" : "4.99", "familyShareable" : true, "internalID" : "6444000002",
      "localizations" : [ { "description" : "Removes ads forever", "displayName" : "Remove Ads", "locale" : "en_US" } ],
      "productID" : "com.example.noads", "referenceName" : "No ads", "type" : "NonConsumable" },
    { "displayPrice" : "free", "internalID" : "6444000003", "productID" : "com.example.broken", "type" : "Consumable" }
  ],
  "settings" : { "_locale" : "en_GB", "_storefront" : "GBR" },
  "subscriptionGroups" : [
    { "id" : "21000001", "localizations" : [ ], "name" : "Premium",
      "subscriptions" : [
        { "displayPrice" : "2.99", "familyShareable" : false, "groupNumber" : 1, "internalID" : "6444000004",
          "localizations" : [ { "description" : "All features", "displayName" : "Premium Monthly", "locale" : "en_US" } ],
          "productID" : "com.example.premium.monthly", "recurringSubscriptionPeriod" : "P1M",
          "referenceName" : "Monthly", "subscriptionGroupID" : "21000001", "type" : "RecurringSubscription" }
      ] }
  ],
  "version" : { "major" : 2, "minor" : 0 }
}
"""

/// Lets the main queue run `count` turns (the store answers on later turns).
func mainTurns(_ count: Int = 4) async {
    for _ in 0..<count {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
}

/// Runs `body` as one main-queue turn, so that nothing the store scheduled on the main queue runs in the middle.
func inOneMainTurn(_ body: () -> Void) {
    if Thread.isMainThread { body() } else { DispatchQueue.main.sync(execute: body) }
}

/// Records what a payment queue tells its observer.
final class TransactionLog: NSObject, SKPaymentTransactionObserver, @unchecked Sendable {
    var entries: [String] = []
    var updated: [SKPaymentTransaction] = []

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            updated.append(transaction)
            entries.append("\(transaction.payment.productIdentifier) \(transaction.transactionState)")
        }
    }

    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {
        entries.append(contentsOf: transactions.map { "removed \($0.payment.productIdentifier)" })
    }

    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) { entries.append("restore finished") }
}

/// Records a products request's answers.
final class ProductsLog: NSObject, SKProductsRequestDelegate, @unchecked Sendable {
    var response: SKProductsResponse?
    var entries: [String] = []

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        self.response = response
        entries.append("response")
    }

    func requestDidFinish(_ request: SKRequest) { entries.append("finish") }
    func request(_ request: SKRequest, didFailWithError error: any Error) { entries.append("fail \((error as NSError).code)") }
}

@Suite("StoreKit", .serialized)
struct StoreKitTests {
    private func makeStore(answer: SimulatedStore.Answer = .buy, allowed: Bool = true) throws -> (SimulatedStore, URL) {
        let configuration = try StoreConfiguration(data: Data(storeConfigurationJSON.utf8))
        let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)/ledger.plist")
        let store = SimulatedStore(configuration: configuration, answer: answer, paymentsAllowed: allowed, ledger: ledger)
        store.isReachable = { true }  // not the process-wide network, which other tests turn off
        return (store, ledger)
    }

    @Test("A configuration file's products, subscriptions, prices and locale are read; malformed entries skipped")
    func configuration() throws {
        let configuration = try StoreConfiguration(data: Data(storeConfigurationJSON.utf8))
        #expect(configuration.products.map(\.identifier) == ["com.example.coins100", "com.example.noads", "com.example.premium.monthly"])
        #expect(configuration.products[1].kind == .nonConsumable && configuration.products[1].familyShareable)
        #expect(configuration.products[2].period == "P1M" && configuration.products[2].groupIdentifier == "21000001")
        #expect(configuration.locale.identifier == "en_GB")
        #expect(throws: CocoaError.self) { try StoreConfiguration(data: Data("{ not json".utf8)) }
    }

    @Test("A products request answers with the products sold and the identifiers unknown, then finishes")
    func productsRequest() async throws {
        let (store, _) = try makeStore()
        let log = ProductsLog()
        let request = SKProductsRequest(productIdentifiers: ["com.example.noads", "com.example.premium.monthly", "com.example.gold"],
                                        store: store)
        request.delegate = log
        inOneMainTurn {
            request.start()
            #expect(log.entries.isEmpty)
        }
        await mainTurns()
        #expect(log.entries == ["response", "finish"])
        let products = try #require(log.response?.products)
        #expect(products.map(\.productIdentifier) == ["com.example.noads", "com.example.premium.monthly"])
        #expect(products[0].localizedTitle == "Remove Ads" && products[0].localizedDescription == "Removes ads forever")
        #expect(products[0].price == NSDecimalNumber(string: "4.99") && products[0].priceLocale.identifier == "en_GB")
        #expect(products[0].subscriptionPeriod == nil)
        #expect(products[1].subscriptionPeriod?.unit == .month && products[1].subscriptionPeriod?.numberOfUnits == 1)
        #expect(log.response?.invalidProductIdentifiers == ["com.example.gold"])
    }

    @Test("A cancelled request tells its delegate nothing; offline, it fails")
    func cancelAndOffline() async throws {
        let (store, _) = try makeStore()
        let cancelled = ProductsLog()
        let request = SKProductsRequest(productIdentifiers: ["com.example.noads"], store: store)
        request.delegate = cancelled
        inOneMainTurn {
            request.start()
            request.cancel()
        }
        let (unreachable, _) = try makeStore()
        unreachable.isReachable = { false }  // the store's own network: the process-wide one is other tests' too
        let offline = ProductsLog()
        let second = SKProductsRequest(productIdentifiers: ["com.example.noads"], store: unreachable)
        second.delegate = offline
        second.start()
        await mainTurns()
        #expect(cancelled.entries.isEmpty)
        #expect(offline.entries == ["fail \(SKError.Code.cloudServiceNetworkConnectionFailed.rawValue)"])
    }

    @Test("A bought product goes purchasing → purchased with an identifier and date; finishing removes it")
    func purchase() async throws {
        let (store, ledger) = try makeStore()
        let queue = SKPaymentQueue(store: store)
        let log = TransactionLog()
        queue.add(log)
        let product = SKProduct(configured: try #require(store.product("com.example.noads")), locale: store.configuration.locale)
        inOneMainTurn {
            queue.add(SKPayment(product: product))
            #expect(queue.transactions.first?.transactionState == .purchasing)
        }
        await mainTurns()
        #expect(log.entries == ["com.example.noads purchasing", "com.example.noads purchased"])
        let transaction = try #require(log.updated.last)
        #expect(transaction.transactionIdentifier != nil && transaction.transactionDate != nil && transaction.error == nil)
        queue.finishTransaction(transaction)
        await mainTurns()
        #expect(queue.transactions.isEmpty)
        #expect(log.entries.last == "removed com.example.noads")
        #expect(store.purchases(ledger: nil).map(\.productIdentifier) == ["com.example.noads"])
        #expect(FileManager.default.fileExists(atPath: ledger.path))
    }

    @Test("Cancel, a declined card, Ask to Buy, an unknown product and restricted payments end as Apple's do")
    func failures() async throws {
        let (store, _) = try makeStore()
        store.script(.cancel, .fail, .ask)
        let queue = SKPaymentQueue(store: store)
        let log = TransactionLog()
        queue.add(log)
        for identifier in ["com.example.coins100", "com.example.coins100", "com.example.coins100", "com.example.gold"] {
            let payment = SKMutablePayment()
            payment.productIdentifier = identifier
            queue.add(payment)
        }
        await mainTurns()
        #expect(log.entries.filter { !$0.hasSuffix("purchasing") }.map { $0.split(separator: " ").last! }
            == ["failed", "failed", "deferred", "failed"])
        // Each transaction is reported twice (purchasing, then its end): the same object both times.
        let ends = log.updated.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        #expect(ends.map { ($0.error as? SKError)?.code } == [.paymentCancelled, .unknown, nil, .paymentInvalid])
        // Finishing a purchasing transaction is refused, not fatal.
        let pending = SKMutablePayment()
        pending.productIdentifier = "com.example.coins100"
        inOneMainTurn {
            queue.add(pending)
            let purchasing = queue.transactions.last!
            queue.finishTransaction(purchasing)
            #expect(queue.transactions.contains { $0 === purchasing })
        }
        await mainTurns()

        let (restricted, _) = try makeStore(allowed: false)
        let locked = SKPaymentQueue(store: restricted)
        let lockedLog = TransactionLog()
        locked.add(lockedLog)
        let payment = SKMutablePayment()
        payment.productIdentifier = "com.example.noads"
        locked.add(payment)
        await mainTurns()
        #expect((lockedLog.updated.last?.error as? SKError)?.code == .paymentNotAllowed)
    }

    @Test("Restoring reports each non-consumable and subscription bought, with its original, then finishes")
    func restore() async throws {
        let (store, _) = try makeStore()
        let queue = SKPaymentQueue(store: store)
        let log = TransactionLog()
        queue.add(log)
        for identifier in ["com.example.coins100", "com.example.noads", "com.example.premium.monthly"] {
            let payment = SKMutablePayment()
            payment.productIdentifier = identifier
            queue.add(payment)
        }
        await mainTurns()
        let bought = queue.transactions
        bought.forEach(queue.finishTransaction)
        await mainTurns()
        log.entries.removeAll()
        log.updated.removeAll()
        // A new queue on the same store (the app relaunched) restores from the ledger.
        let relaunched = SKPaymentQueue(store: store)
        let after = TransactionLog()
        relaunched.add(after)
        relaunched.restoreCompletedTransactions()
        await mainTurns()
        #expect(after.entries == ["com.example.noads restored", "com.example.premium.monthly restored", "restore finished"])
        let original = try #require(after.updated.first?.original)
        #expect(original.transactionIdentifier == bought[1].transactionIdentifier)
        #expect(after.updated.first?.transactionIdentifier != original.transactionIdentifier)
    }

    @Test("An observer added while transactions wait unfinished is told about them")
    func unfinishedAtLaunch() async throws {
        let (store, _) = try makeStore()
        let queue = SKPaymentQueue(store: store)
        let payment = SKMutablePayment()
        payment.productIdentifier = "com.example.coins100"
        queue.add(payment)
        await mainTurns()
        let late = TransactionLog()
        queue.add(late)
        await mainTurns()
        #expect(late.entries == ["com.example.coins100 purchased"])
    }

    @Test("The environment picks the configuration file, the answer and restrictions; bad values are ignored")
    func environment() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Products-\(UUID().uuidString).storekit")
        try Data(storeConfigurationJSON.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let store = SimulatedStore(environment: ["TOUCHSTONE_STOREKIT_CONFIG": file.path, "TOUCHSTONE_STORE_ANSWER": "Cancel",
                                                 "TOUCHSTONE_STORE_PAYMENTS": "restricted"], bundle: .main)
        #expect(store.configuration.products.count == 3 && !store.paymentsAllowed)
        #expect(store.nextAnswer() == .cancel)
        let fallback = SimulatedStore(environment: ["TOUCHSTONE_STOREKIT_CONFIG": "/nonexistent.storekit",
                                                    "TOUCHSTONE_STORE_ANSWER": "steal"], bundle: .main)
        #expect(fallback.configuration.products.isEmpty && fallback.paymentsAllowed && fallback.nextAnswer() == .buy)
    }

    @Test("Review prompts are limited to three in 365 days")
    func reviewLimit() throws {
        let (store, _) = try makeStore()
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect((0..<4).map { store.allowReviewPrompt(at: start.addingTimeInterval(Double($0) * 86_400)) } == [true, true, true, false])
        #expect(store.allowReviewPrompt(at: start.addingTimeInterval(366 * 86_400)))
    }
}

/// StoreKit 2 against scripted stores.
@Suite("StoreKit 2", .serialized)
struct StoreKit2Tests {
    private func makeStore() throws -> SimulatedStore {
        let configuration = try StoreConfiguration(data: Data(storeConfigurationJSON.utf8))
        let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("store2-\(UUID().uuidString)/ledger.plist")
        let store = SimulatedStore(configuration: configuration, ledger: ledger)
        store.isReachable = { true }  // not the process-wide network, which other tests turn off
        return store
    }

    @Test("Products come with types, prices formatted in the storefront's currency and subscription periods")
    func products() async throws {
        let store = try makeStore()
        let products = try await Product.products(for: ["com.example.premium.monthly", "com.example.coins100", "nope"], in: store)
        #expect(products.map(\.id) == ["com.example.coins100", "com.example.premium.monthly"])
        #expect(products[0].type == .consumable && products[1].type == .autoRenewable)
        #expect(products[0].displayPrice == "£0.99" && products[0].price == Decimal(string: "0.99"))
        #expect(products[1].subscription?.subscriptionPeriod == Product.SubscriptionPeriod(value: 1, unit: .month))
        #expect(products[1].subscription?.subscriptionGroupID == "21000001")
    }

    @Test("A purchase returns a verified, unfinished transaction that entitles until finished or expired")
    func purchase() async throws {
        let store = try makeStore()
        let products = try await Product.products(for: ["com.example.noads", "com.example.premium.monthly"], in: store)
        let token = UUID()
        let result = try await products[0].purchase(options: [.appAccountToken(token)])
        guard case .success(let verification) = result else {
            Issue.record("expected success, got \(result)")
            return
        }
        let transaction = try verification.payloadValue
        #expect(transaction.productID == "com.example.noads" && transaction.appAccountToken == token)
        #expect(transaction.productType == .nonConsumable && transaction.expirationDate == nil)
        #expect(store.unfinished().map(\.id) == [transaction.id])
        await transaction.finish()
        #expect(store.unfinished().isEmpty)
        #expect(await products[0].currentEntitlement.map { try? $0.payloadValue.id } == transaction.id)
        // A monthly subscription entitles for a month.
        _ = try await products[1].purchase()
        let month = store.entitlements(ledger: nil).first { $0.productID == "com.example.premium.monthly" }
        let expiry = try #require(month?.expirationDate)
        #expect(abs(expiry.timeIntervalSince(month!.purchaseDate) - 30 * 86_400) < 2 * 86_400)
        #expect(store.entitlements(ledger: nil, at: expiry.addingTimeInterval(1)).map(\.productID) == ["com.example.noads"])
    }

    @Test("Cancel, a declined payment, Ask to Buy, bad quantities and restrictions end as StoreKit 2's do")
    func outcomes() async throws {
        let store = try makeStore()
        store.script(.cancel, .fail)
        let coins = try #require(try await Product.products(for: ["com.example.coins100"], in: store).first)
        guard case .userCancelled = try await coins.purchase() else { Issue.record("expected a cancel"); return }
        await #expect(throws: StoreKitError.unknown) { _ = try await coins.purchase() }
        guard case .pending = try await coins.purchase(options: [.simulatesAskToBuyInSandbox(true)]) else {
            Issue.record("expected pending")
            return
        }
        await #expect(throws: Product.PurchaseError.invalidQuantity) { _ = try await coins.purchase(options: [.quantity(11)]) }
        let restricted = SimulatedStore(configuration: store.configuration, paymentsAllowed: false)
        restricted.isReachable = { true }
        let locked = try #require(try await Product.products(for: ["com.example.coins100"], in: restricted).first)
        await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { _ = try await locked.purchase() }
    }

    @Test("Updates deliver unfinished transactions first, then approved Ask to Buy purchases")
    func updates() async throws {
        let store = try makeStore()
        let coins = try #require(try await Product.products(for: ["com.example.coins100"], in: store).first)
        guard case .success(let first) = try await coins.purchase() else { Issue.record("expected success"); return }
        var iterator = store.updates().makeAsyncIterator()
        #expect(try await iterator.next()?.payloadValue.id == first.unsafePayloadValue.id)
        let approved = try #require(store.approvePendingPurchase(of: "com.example.noads"))
        #expect(try await iterator.next()?.payloadValue.id == approved.id)
    }

    @Test("Offline, product requests throw a network error")
    func offline() async throws {
        let store = try makeStore()
        store.isReachable = { false }  // the store's own network: the process-wide one is other tests' too
        await #expect(throws: StoreKitError.networkError(URLError(.notConnectedToInternet))) {
            _ = try await Product.products(for: ["com.example.coins100"], in: store)
        }
    }
}
