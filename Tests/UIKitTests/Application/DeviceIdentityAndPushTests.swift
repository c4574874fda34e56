// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// Records remote notification registration callbacks.
final class PushLoggingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var failures: [NSError] = []
    var tokens: [Data] = []
    func application(_ application: UIApplication, didFinishLaunchingWithOptions
                     launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        tokens.append(deviceToken)
    }
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        failures.append(error as NSError)
    }
}

@MainActor
@Suite("Device identity and remote notifications")
struct DeviceIdentityAndPushTests {
    @Test("identifierForVendor is stable per vendor and device, and differs between them")
    func identifierForVendor() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vendor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func launchedID(_ bundleID: String, root: URL) throws -> UUID? {
            let device = try HeadlessDevice()
            device.dataRoot = root
            try device.launch(delegate: PushLoggingDelegate(), info: ["CFBundleIdentifier": bundleID])
            return UIDevice.current.identifierForVendor
        }
        let first = try #require(try launchedID("com.example.notes", root: root))
        #expect(try launchedID("com.example.notes", root: root) == first)
        #expect(try launchedID("com.example.mail", root: root) == first)
        #expect(try launchedID("org.other.notes", root: root) != first)
        #expect(try launchedID("com.example.notes", root: root.appendingPathComponent("other-device")) != first)
        #expect(VendorIdentifier.vendor(of: "com.example.notes") == "com.example")
        #expect(VendorIdentifier.vendor(of: "single") == "single")
        let id = VendorIdentifier.uuid(bundleIdentifier: "com.example.notes", device: "/device")
        #expect(id.uuidString.count == 36 && Array(id.uuidString)[14] == "8")
    }

    @Test("Remote notification registration fails on the next turn with the Simulator's error")
    func registrationFails() throws {
        let device = try HeadlessDevice()
        let delegate = PushLoggingDelegate()
        try device.launch(delegate: delegate)
        let app = try #require(device.application)
        #expect(!app.isRegisteredForRemoteNotifications)
        app.registerForRemoteNotifications()
        #expect(delegate.failures.isEmpty)
        device.runPendingWork()
        #expect(delegate.failures.count == 1)
        #expect(delegate.failures.first?.domain == NSCocoaErrorDomain && delegate.failures.first?.code == 3010)
        #expect(delegate.tokens.isEmpty && !app.isRegisteredForRemoteNotifications)
        app.unregisterForRemoteNotifications()
        #expect(!app.isRegisteredForRemoteNotifications)
        #expect(UIBackgroundFetchResult.newData.rawValue == 0 && UIBackgroundFetchResult.failed.rawValue == 2)
    }
}
