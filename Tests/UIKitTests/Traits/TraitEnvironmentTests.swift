// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A view that logs `traitCollectionDidChange(_:)` with its name and the previous vertical size class.
final class TraitLoggingView: UIView {
    var name = ""
    var log: ((String) -> Void)?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let previous = previousTraitCollection?.verticalSizeClass == .regular ? "regular" : "compact"
        log?("\(name) from \(previous), current \(UITraitCollection.current == traitCollection)")
    }
}

/// A controller whose view is a logging view with one logging subview.
final class TraitLoggingController: UIViewController {
    var log: [String] = []
    let root = TraitLoggingView()
    let child = TraitLoggingView()
    override func loadView() {
        root.name = "view"
        child.name = "subview"
        root.log = { [unowned self] in log.append($0) }
        child.log = { [unowned self] in log.append($0) }
        root.addSubview(child)
        view = root
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller from \(previousTraitCollection?.verticalSizeClass == .regular ? "regular" : "compact")")
    }
}

/// A window that logs into its controller's log.
final class TraitLoggingWindow: UIWindow {
    var log: ((String) -> Void)?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?("window")
    }
}

final class TraitAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = TraitLoggingController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = TraitLoggingWindow(frame: UIScreen.main.bounds)
        window.log = { [unowned self] in controller.log.append($0) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
@Suite("Trait environments")
struct TraitEnvironmentTests {
    private func launch(_ profile: DeviceProfile) throws -> (HeadlessDevice, TraitAppDelegate) {
        let device = try HeadlessDevice(profile: profile)
        let delegate = TraitAppDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate)
    }

    @Test(
        "Every profile is a phone with compact width; height is regular in portrait and compact in landscape",
        arguments: DeviceProfile.all)
    func sizeClasses(profile: DeviceProfile) throws {
        let (device, delegate) = try launch(profile)
        let traits = delegate.controller.child.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == profile.scale)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.forceTouchCapability == .unavailable)
        #expect(traits.displayGamut == (profile == .modernPhone ? .P3 : .SRGB))
        device.rotate(to: .landscapeLeft)
        let landscape = delegate.controller.child.traitCollection
        #expect(landscape.horizontalSizeClass == .compact)
        #expect(landscape.verticalSizeClass == .compact)
        #expect(UIScreen.main.traitCollection == landscape)
        #expect(delegate.window?.traitCollection == landscape)
        #expect(delegate.controller.traitCollection == landscape)
    }

    @Test("A view in no window has the main screen's traits")
    func detachedView() throws {
        let (device, _) = try launch(.iPhone4)
        device.rotate(to: .landscapeRight)
        let view = UIView()
        #expect(view.traitCollection == UIScreen.main.traitCollection)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(UIViewController().traitCollection == UIScreen.main.traitCollection)
    }

    @Test("Rotating tells the window, then the controller, its view and the subview, with the previous traits")
    func rotationOrder() throws {
        let (device, delegate) = try launch(.modernPhone)
        #expect(delegate.controller.log.isEmpty)
        device.rotate(to: .landscapeLeft)
        #expect(
            delegate.controller.log == [
                "window", "controller from regular", "view from regular, current true",
                "subview from regular, current true",
            ])
        delegate.controller.log.removeAll()
        device.rotate(left: true)
        #expect(
            delegate.controller.log == [
                "window", "controller from compact", "view from compact, current true",
                "subview from compact, current true",
            ])
    }

    @Test("Turning between the two landscape orientations changes no trait, so nothing is told")
    func noChange() throws {
        let (device, delegate) = try launch(.iPhone4)
        device.rotate(to: .landscapeLeft)
        delegate.controller.log.removeAll()
        device.application?.statusBarOrientation = .landscapeRight
        device.application?.traitEnvironmentDidChange()
        #expect(delegate.controller.log.isEmpty)
        device.application?.statusBarOrientation = .portraitUpsideDown
        #expect(delegate.controller.log.count == 4)
    }

    @Test("Views are told from the time they are in a window: one added after the rotation is not told of it")
    func addedAfterRotation() throws {
        let (device, delegate) = try launch(.iPhone4)
        var log: [String] = []
        let early = TraitLoggingView()
        early.name = "early"
        early.log = { log.append($0) }
        delegate.window?.addSubview(early)
        device.rotate(to: .landscapeLeft)
        let late = TraitLoggingView()
        late.name = "late"
        late.log = { log.append($0) }
        delegate.window?.addSubview(late)
        #expect(log == ["early from regular, current true"])
    }
}
