// SPDX-License-Identifier: Apache-2.0
//
// Store Kit: in-app purchase (products, payments, transactions, restoring) and review requests, against a
// simulated App Store.
//
// The store's products come from an Xcode StoreKit configuration file (`.storekit`, JSON), as in Xcode's local
// testing: `TOUCHSTONE_STOREKIT_CONFIG` names one, else the first `.storekit` file in the app's bundle is used.
// Purchases are kept per app under the device's data root, outside the app's container, so deleting and
// reinstalling the app can restore them (see `SimulatedStore`).

import Logging

/// Store Kit's log: swift-log, label `Touchstone.StoreKit`.
enum StoreDiagnostics {
    private static let logger = Logger(label: "Touchstone.StoreKit")

    /// Logs a warning: a malformed configuration, an unknown product, a refused request.
    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}
