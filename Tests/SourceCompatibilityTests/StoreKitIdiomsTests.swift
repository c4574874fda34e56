// SPDX-License-Identifier: Apache-2.0

import Dispatch
import StoreKit
import Testing

@Suite("Source compatibility: Store Kit")
struct StoreKitIdiomsTests {
    @Test("An IAP helper's products request gets an answer from the simulated store (no configuration: all invalid)")
    func productsRequest() async {
        let identifiers = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            DispatchQueue.main.async {
                IAPHelper.shared.requestProducts(["com.example.tips.small"]) { products, invalid in
                    done.resume(returning: products.map(\.productIdentifier) + invalid)
                }
            }
        }
        // The shared store follows the process-wide simulated network, which other tests may have turned off: then
        // the helper hears a failure instead.
        #expect(identifiers == ["com.example.tips.small"] || !IAPHelper.shared.failures.isEmpty)
        #expect(SKPaymentQueue.canMakePayments())
    }

    @Test("A StoreKit 2 tip jar loads (nothing, with no configuration) and reads its entitlements")
    @MainActor
    func tipJar() async {
        let store = TipJarStore()
        await store.load()
        await store.refreshEntitlements()
        #expect(store.products.isEmpty && store.purchasedIdentifiers.isEmpty)
    }
}
