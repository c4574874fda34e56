// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A controller that logs the rotation callbacks (and its trait changes) into a shared log.
final class RotationLoggingController: UIViewController {
    var name = "root"
    var log: (String) -> Void = { _ in }
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    var autorotates = true
    /// iPhone OS 3's answer, when set (nil: the default).
    var legacyAnswer: ((UIInterfaceOrientation) -> Bool)?
    /// A subview that stretches with the root view.
    let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 40))

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        stretchy.autoresizingMask = [.flexibleWidth]
        view.addSubview(stretchy)
    }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var shouldAutorotate: Bool { autorotates }
    override func shouldAutorotate(to interfaceOrientation: UIInterfaceOrientation) -> Bool {
        legacyAnswer?(interfaceOrientation) ?? super.shouldAutorotate(to: interfaceOrientation)
    }
    override func willTransition(to newCollection: UITraitCollection,
                                 with coordinator: UIViewControllerTransitionCoordinator)
    {
        super.willTransition(to: newCollection, with: coordinator)
        log("\(name) willTransition \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log("\(name) viewWillTransition \(Int(size.width))x\(Int(size.height)) \(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { [weak self] context in
            guard let self else { return }
            log("\(name) alongside \(Int(view.bounds.width))x\(Int(view.bounds.height)) \(context.isAnimated)")
        }, completion: { [weak self] context in
            guard let self else { return }
            log("\(name) completion \(context.isCancelled)")
        })
    }
    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log("\(name) willRotate \(toInterfaceOrientation.name) \(duration)")
    }
    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        let size = "\(Int(view.bounds.width))x\(Int(view.bounds.height))"
        log("\(name) willAnimate \(toInterfaceOrientation.name) bounds \(size)")
    }
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        log("\(name) didRotate from \(fromInterfaceOrientation.name)")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log("\(name) traits")
    }
}

extension UIInterfaceOrientation {
    var name: String {
        switch self {
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "upsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        case .unknown: return "unknown"
        }
    }
}

/// An app delegate whose window's root is a ``RotationLoggingController``; logs the device's orientation
/// notifications too.
final class RotationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = RotationLoggingController()
    var log: [String] = []
    var appMask: UIInterfaceOrientationMask?
    nonisolated(unsafe) private var observer: NSObjectProtocol?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        controller.log = { [weak self] in self?.log.append($0) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.log.append("notification \(UIApplication.shared.statusBarOrientation.name)")
            }
        }
        return true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        appMask ?? application.infoPlistInterfaceOrientations
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

/// A launched device with a ``RotationAppDelegate``.
@MainActor
func launchRotationApp(_ profile: DeviceProfile = .modernPhone, info: [String: Any] = [:],
                       configure: (RotationAppDelegate) -> Void = { _ in })
    throws -> (HeadlessDevice, RotationAppDelegate)
{
    let device = try HeadlessDevice(profile: profile)
    let delegate = RotationAppDelegate()
    configure(delegate)
    try device.launch(delegate: delegate, info: info)
    device.advance(by: 0.05)
    delegate.log.removeAll()
    return (device, delegate)
}
