// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// Shows what a strategy snapshots on a fresh headless device and hands the launched device to a closure.
///
/// Every snapshot gets its own ``HeadlessDevice`` on the manual clock (1 January 2026, 09:41 UTC) and Touchstone's
/// font configuration, so a reference image is the same on every machine with the same font packages. The device launches an app whose window
/// shows the host controller, lets the manual clock run ``settleTime`` seconds (layout, appearance transitions and
/// animations started at launch finish), then calls `body`.
@MainActor
enum SnapshotHost {
    /// How long the device runs after launch before the snapshot is taken, in device seconds.
    static let settleTime = 1.0

    /// Launches a device of `profile` with `traits` showing `root`, runs it ``settleTime`` and returns `body`'s
    /// answer; nil (with the reason logged) when the device could not launch.
    static func withDevice<T>(
        profile: DeviceProfile, traits: UITraitCollection, root: UIViewController,
        _ body: (HeadlessDevice) -> T
    ) -> T? {
        do {
            let device = try HeadlessDevice(profile: profile)
            SnapshotTraits.apply(traits, to: device)
            try device.launch(delegate: SnapshotHostApp(root: root))
            device.advance(by: settleTime)
            let result = body(device)
            device.terminate()
            return result
        } catch {
            FileHandle.standardError.write(Data("TouchstoneSnapshotTesting: the device did not launch: \(error)\n".utf8))
            return nil
        }
    }

    /// Puts `view` at the top-left of a host controller's view, sized `size` (its own frame's size when nil), for
    /// the duration of `body`; the view goes back to its former superview and frame afterwards.
    static func withHostedView<T>(
        _ view: UIView, size: CGSize?, profile: DeviceProfile, traits: UITraitCollection,
        _ body: (HeadlessDevice, UIView) -> T
    ) -> T? {
        let formerSuperview = view.superview, formerFrame = view.frame
        let formerIndex = formerSuperview?.subviews.firstIndex(of: view)
        defer {
            view.removeFromSuperview()
            view.frame = formerFrame
            if let formerSuperview, let formerIndex {
                formerSuperview.insertSubview(view, at: min(formerIndex, formerSuperview.subviews.count))
            }
        }
        let host = UIViewController()
        host.view.backgroundColor = .clear
        view.frame = CGRect(origin: .zero, size: size ?? formerFrame.size)
        host.view.addSubview(view)
        return withDevice(profile: profile, traits: traits, root: host) { device in body(device, view) }
    }

    /// The picture of `view` as it is now: its bounds at `scale`, transparent where it draws nothing.
    static func image(of view: UIView, scale: CGFloat) -> UIImage {
        let size = view.bounds.size
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            FileHandle.standardError.write(Data(
                "TouchstoneSnapshotTesting: a view of size \(size) cannot be rendered; give it a size\n".utf8))
            return emptyImage
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    /// A 1×1 transparent image: what a snapshot that could not be taken records (so it never matches a real one).
    nonisolated static var emptyImage: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in }
    }
}

/// The app a snapshot device runs: one window showing the controller being snapshotted.
@MainActor
final class SnapshotHostApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let root: UIViewController

    init(root: UIViewController) {
        self.root = root
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

/// Runs main-actor work from a strategy's (non-isolated) closure: directly when already on the main queue (the
/// main thread under XCTest, a worker draining the main queue under Swift Testing), elsewhere by waiting for the
/// main queue. UIKit's views are main-actor objects, so tests that build them already run there.
func onMainActor<T>(_ work: @MainActor () -> T) -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil {
        return MainActor.assumeIsolated { UncheckedBox(work()) }.value
    }
    return withoutActuallyEscaping(work) { work in
        let box = UncheckedBox(work)
        return DispatchQueue.main.sync { MainActor.assumeIsolated { UncheckedBox(box.value()) } }.value
    }
}

/// Marks the main queue so code can ask whether it runs there, whichever thread drains it.
enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Carries a value across an isolation boundary the caller knows is safe (the main thread waits for it).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
