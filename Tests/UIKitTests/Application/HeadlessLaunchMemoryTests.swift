// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A delegate that builds a small interface: a window with a view controller, a label and a button.
private final class SmallAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Hello"
        controller.view.addSubview(label)
        controller.view.addSubview(UIButton(type: .roundedRect))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A delegate that fades out and drops its label while terminating, the way an app tidies up on its way out.
private final class TidyingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var label: UILabel?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Saving"
        window.addSubview(label)
        window.makeKeyAndVisible()
        self.window = window
        self.label = label
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        label?.alpha = 0
        label?.removeFromSuperview()
        label = nil
    }
}

/// Weak references to what one launch made.
@MainActor
private struct LaunchCensus {
    weak var device: HeadlessDevice?
    weak var application: UIApplication?
    weak var delegate: SmallAppDelegate?
    weak var window: UIWindow?
    weak var controller: UIViewController?
    weak var label: UIView?
    weak var layer: CALayer?

    var survivors: [String] {
        let all: [(String, AnyObject?)] = [("device", device), ("application", application), ("delegate", delegate),
                                           ("window", window), ("controller", controller), ("label", label),
                                           ("layer", layer)]
        return all.filter { $0.1 != nil }.map(\.0)
    }
}

@Suite("Headless launches leave nothing behind")
@MainActor
struct HeadlessLaunchMemoryTests {
    /// One launch, a few frames and termination; returns weak references to what it made.
    private func launchAndTerminate(delegate: SmallAppDelegate?) throws -> LaunchCensus {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: delegate, info: ["UIStatusBarHidden": false])
        device.tap(at: CGPoint(x: 50, y: 50))
        device.advance(by: 0.1)
        let window = delegate?.window
        let controller = window?.rootViewController
        let label = controller?.view.subviews.first
        #expect(delegate == nil || label is UILabel)
        var census = LaunchCensus()
        census.device = device
        census.application = device.application
        census.delegate = delegate
        census.window = window
        census.controller = controller
        census.label = label
        census.layer = label?.layer
        device.terminate()
        return census
    }

    @Test("A terminated device's application, delegate, windows, views and layers are freed")
    func terminatedLaunchIsFreed() throws {
        // fuzz-info-plist launches an app per input, so anything a launch leaves behind grows the fuzzer.
        let first = try launchAndTerminate(delegate: SmallAppDelegate())
        // `UIApplication.shared` keeps the last launched application (as iOS keeps its one application), so
        // the first launch's application goes once a second launch replaces it.
        let second = try launchAndTerminate(delegate: SmallAppDelegate())
        #expect(first.survivors == [])
        _ = second
    }

    @Test("Layer changes made while terminating are committed, not left waiting in a transaction")
    func terminationCommitsPendingChanges() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TidyingDelegate()
        try device.launch(delegate: delegate, info: [:])
        let environment = LayerEnvironment.default
        device.terminate()
        #expect(delegate.label == nil)
        #expect(environment.transactions.changedLayers.isEmpty,
                "the layers the delegate changed wait in an uncommitted transaction")
        _ = device
    }

    @Test("A device that goes away stops being the process's layer environment")
    func freedDeviceResignsLayerEnvironment() throws {
        weak var environment: LayerEnvironment?
        do {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            try device.launch(delegate: SmallAppDelegate(), info: [:])
            environment = LayerEnvironment.default
            #expect(environment?.clock.now == CACurrentMediaTime())
            device.advance(by: 0.5)
            device.terminate()
        }
        #expect(environment == nil, "the freed device's layer environment is still the process's default")
    }

    @Test("An app without a delegate (fuzz-info-plist's launch) leaves nothing behind, terminated or not")
    func delegatelessLaunchIsFreed() throws {
        var census: [LaunchCensus] = []
        for _ in 0..<20 {
            let device = try HeadlessDevice(profile: .iPhone3GS)
            try device.launch(delegate: nil, info: [:])
            var entry = LaunchCensus()
            entry.device = device
            entry.application = device.application
            census.append(entry)
        }
        // All but the last application, which `UIApplication.shared` still names.
        #expect(census.dropLast().flatMap(\.survivors) == [])
        #expect(census.last?.device == nil)
    }
}
