// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration
import Testing
import TouchstoneTesting
@testable import UIKit

/// `UIRequiresPersistentWiFi`'s alert at launch (guide §2.6.3) and the status bar's network activity spinner.
/// Part of the serialized "Network state" suite: the network is process-wide.
extension NetworkStateTests {
    @Test("UIRequiresPersistentWiFi in airplane mode: the system's Wi-Fi alert covers the app at launch (golden)")
    @MainActor
    func wifiAlertGolden() throws {
        defer { SimulatedNetwork.set(.wifi) }
        SimulatedNetwork.set(.none)
        let (device, _) = try launchStatusBarApp(.iPhone3GS, info: ["UIRequiresPersistentWiFi": true])
        device.advance(by: 0.5)
        let app = try #require(device.application)
        let alert = try #require(PersistentWiFiAlert.shown(in: app))
        #expect(alert.isKeyWindow == false)
        try assertGolden(device.screenshot(), named: "persistent-wifi-alert-iphone-3gs", suite: "Network",
                         filePath: uikitTestsRootFile())
        let ok = try #require(alert.button(titled: "OK"))
        device.tap(at: ok.convert(CGPoint(x: ok.bounds.midX, y: ok.bounds.midY), to: nil))
        device.advance(by: 0.5)
        #expect(PersistentWiFiAlert.shown(in: app) == nil)
    }

    @Test("No Wi-Fi alert on Wi-Fi or cellular data, nor without the key")
    @MainActor
    func noWiFiAlert() throws {
        defer { SimulatedNetwork.set(.wifi) }
        for (network, info) in [(SimulatedNetwork.Kind.wifi, ["UIRequiresPersistentWiFi": true] as [String: Any]),
                                (.cellular, ["UIRequiresPersistentWiFi": "YES"]), (.none, [:])] {
            SimulatedNetwork.set(network)
            let (device, _) = try launchStatusBarApp(.iPhone3GS, info: info)
            device.advance(by: 0.5)
            let app = try #require(device.application)
            #expect(PersistentWiFiAlert.shown(in: app) == nil, "\(network)")
        }
        #expect(PersistentWiFiAlert.requiresPersistentWiFi(["UIRequiresPersistentWiFi": "true"]))
        #expect(!PersistentWiFiAlert.requiresPersistentWiFi(["UIRequiresPersistentWiFi": false]))
    }
}
