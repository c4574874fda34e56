// SPDX-License-Identifier: Apache-2.0

import MotionSensors

/// Turns the interface when the device turns (docs/ARCHITECTURE.md, "Rotation and the status bar").
///
/// When the device's orientation changes (the simulator's rotate keys, `HeadlessDevice.rotate(to:)`), the
/// orientation the interface would take (``UIDeviceOrientation/interfaceOrientation``) is asked of the key
/// window's deciding controller — its root view controller, or the last controller that root presents:
/// - **Modern profile** (iOS 6 and later): `shouldAutorotate` and `supportedInterfaceOrientations`, intersected
///   with the app's mask (``UIApplication/supportedInterfaceOrientations(for:)``: the delegate, else the
///   Info.plist's `UISupportedInterfaceOrientations`). An empty intersection is logged and refuses.
/// - **iPhone OS 3 profiles**: `shouldAutorotate` and iPhone OS 3's `shouldAutorotate(to:)` (by default
///   answered from `supportedInterfaceOrientations`), within the app's mask.
///
/// If it agrees, every window turns, in this order:
/// 1. `viewWillTransition(to:with:)` to each window's root controller and the controllers they present, with a
///    ``RotationTransitionCoordinator`` (containers forward it to their children);
/// 2. `willRotate(to:duration:)` to each of those controllers and their descendants, outside the animation;
/// 3. inside one view animation of 0.3 s (0.4 s for a half turn), ease in and out, on the device clock:
///    `UIApplication.statusBarOrientation` changes (traits, size classes and safe areas follow), every window
///    takes its geometry (``UIWindow/applyInterfaceGeometry(for:oldScreenBounds:modern:)``; bounds changes
///    apply the autoresizing masks) and lays out, `willAnimateRotation(to:duration:)` is sent, and the
///    coordinator's alongside animations run; the screen turns on the panel with the same timing;
/// 4. `UIDevice.orientationDidChangeNotification` is posted (UIKit's own observer turned the interface first, so
///    observers already read the new `statusBarOrientation`); a refused turn still posts it;
/// 5. when the animation ends: the coordinator's completions, then `didRotate(from:)`.
///
/// A turn asked for while one runs starts at once from where the interface is (the model values); the earlier
/// turn's animations are replaced, and its coordinator completions and `didRotate(from:)` still run when its
/// animation block completes.
@MainActor
package final class InterfaceRotation {
    /// A quarter turn's animation, seconds.
    package static let quarterTurnDuration = 0.3
    /// A half turn's animation, seconds.
    package static let halfTurnDuration = 0.4

    private weak var runtimeStorage: AppRuntime?
    /// The Info.plist's `UISupportedInterfaceOrientations` (nil: the key names none, so all four).
    package var infoPlistMask: UIInterfaceOrientationMask?
    /// How the device is held.
    package private(set) var deviceOrientation: UIDeviceOrientation = .portrait
    /// How many turns are animating.
    package private(set) var turnsAnimating = 0
    /// The orientation each window's geometry was last given for, and its root view then, so windows shown or
    /// given a root later are brought into the interface's orientation (``conformWindows()``).
    private var conformed: [ObjectIdentifier: ConformedWindow] = [:]
    private struct ConformedWindow {
        weak var window: UIWindow?
        weak var root: UIView?
        var orientation: UIInterfaceOrientation
    }

    init(runtime: AppRuntime) {
        self.runtimeStorage = runtime
    }

    /// The runtime (a rotation's completion may outlive a test device's; then it finds none and stops).
    private var runtime: AppRuntime { runtimeStorage! }
    private var application: UIApplication { runtime.application }
    private var modern: Bool { runtime.profile.hasModernInterface }

    /// Turns the device a quarter turn left (anticlockwise) or right.
    package func turnDevice(left: Bool) {
        setDeviceOrientation(deviceOrientation.turned(left: left))
    }

    /// Holds the device in `orientation`: turns the interface when allowed, then posts the notification.
    package func setDeviceOrientation(_ orientation: UIDeviceOrientation) {
        guard orientation != deviceOrientation else { return }
        deviceOrientation = orientation
        UIDevice.current.orientation = orientation
        holdSensor(in: orientation)
        attemptRotationToDeviceOrientation()
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
    }

    /// Sets the device's orientation at launch (no notification): the Info.plist's `UIInterfaceOrientation`.
    package func launch(in orientation: UIInterfaceOrientation) {
        deviceOrientation = orientation.deviceOrientation
        UIDevice.current.orientation = deviceOrientation
        holdSensor(in: deviceOrientation)
        application.statusBarOrientation = orientation
        runtime.interfaceOrientationDidChange(from: .portrait, duration: 0)
    }

    /// Tells the motion sensor how the device is held now, so gravity agrees with `UIDevice.orientation`.
    private func holdSensor(in orientation: UIDeviceOrientation) {
        guard let pose = DevicePose(rawValue: orientation.rawValue) else { return }
        runtime.motion.sensor.setPose(pose, at: runtime.host.clock.now)
    }

    /// Turns the interface to the device's orientation when the deciding controller allows it (what
    /// `UIViewController.attemptRotationToDeviceOrientation()` asks for). Returns whether a turn began.
    @discardableResult
    package func attemptRotationToDeviceOrientation() -> Bool {
        guard let target = deviceOrientation.interfaceOrientation, target != application.statusBarOrientation else {
            return false
        }
        guard allows(target) else { return false }
        rotate(to: target)
        return true
    }

    /// Whether the key window's deciding controller (and the app) allow the interface to take `orientation`.
    package func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        let window = application.keyWindow ?? application.visibleWindows.last
        let appMask = application.supportedInterfaceOrientations(for: window)
        guard let controller = window?.rootViewController?.topmostPresentedForStatusBar else {
            return appMask.contains(UIInterfaceOrientationMask(orientation: orientation))
        }
        if !modern {
            return appMask.contains(UIInterfaceOrientationMask(orientation: orientation)) && controller.shouldAutorotate
                && controller.shouldAutorotate(to: orientation)
        }
        let allowed = controller.supportedInterfaceOrientations.intersection(appMask)
        if allowed.isEmpty {
            UIKitDiagnostics.log(
                "Supported orientations has no common orientation with the application, and "
                    + "[\(type(of: controller)) shouldAutorotate] is returning YES; the interface does not turn")
            return false
        }
        return controller.shouldAutorotate && allowed.contains(UIInterfaceOrientationMask(orientation: orientation))
    }

    /// The controllers told of a turn: each visible window's root controller and the controllers it presents
    /// (`withDescendants`: and their children, for the iPhone OS 3 callbacks).
    private func controllers(withDescendants: Bool) -> [UIViewController] {
        var result: [UIViewController] = []
        for window in application.visibleWindows {
            guard let root = window.rootViewController else { continue }
            for controller in root.presentationChainForRotation {
                if withDescendants { result.append(contentsOf: controller.selfAndDescendantsForRotation) } else {
                    result.append(controller)
                }
            }
        }
        return result
    }

    /// Turns the interface to `target` (already allowed), animated.
    private func rotate(to target: UIInterfaceOrientation) {
        let old = application.statusBarOrientation
        let duration = old.isLandscape == target.isLandscape ? Self.halfTurnDuration : Self.quarterTurnDuration
        let oldScreenBounds = UIScreen.main.bounds
        let newSize = InterfaceOrientationGeometry.size(runtime.profile.pointSize, in: target)
        let container: UIView = application.keyWindow ?? application.visibleWindows.last ?? UIView()
        let coordinator = RotationTransitionCoordinator(
            duration: duration,
            targetTransform: CGAffineTransform(
                rotationAngle: InterfaceOrientationGeometry.angle(of: target)
                    - InterfaceOrientationGeometry.angle(of: old)),
            container: container)
        turnsAnimating += 1
        let direct = controllers(withDescendants: false)
        if old.isLandscape != target.isLandscape {
            let traits = Self.traits(UIScreen.main.traitCollection, for: target)
            for controller in direct { controller.willTransition(to: traits, with: coordinator) }
        }
        for controller in direct { controller.viewWillTransition(to: newSize, with: coordinator) }
        let everyone = controllers(withDescendants: true)
        for controller in everyone { controller.willRotate(to: target, duration: duration) }
        let windows = application.windows
        UIView.animate(withDuration: duration, delay: 0, options: [.layoutSubviews], animations: { [self] in
            application.statusBarOrientation = target
            runtime.interfaceOrientationDidChange(from: old, duration: duration)
            for window in windows {
                window.applyInterfaceGeometry(for: target, oldScreenBounds: oldScreenBounds, modern: modern)
                remember(window, target)
            }
            for window in windows where !window.isHidden { window.layoutIfNeeded() }
            for controller in everyone { controller.willAnimateRotation(to: target, duration: duration) }
            coordinator.runAlongsideAnimations()
        }, completion: { [self] finished in
            guard runtimeStorage != nil else { return }
            coordinator.finish()
            for controller in everyone { controller.didRotate(from: old) }
            turnsAnimating -= 1
        })
    }

    /// `current` with the size classes of `orientation` (what the screen's traits become after the turn).
    private static func traits(_ current: UITraitCollection, for orientation: UIInterfaceOrientation)
        -> UITraitCollection
    {
        let vertical = UITraitCollection(verticalSizeClass: orientation.isLandscape ? .compact : .regular)
        return UITraitCollection(traitsFrom: [current, vertical])
    }

    /// Records every window as already in the current orientation without changing it (after
    /// `setStatusBarOrientation(_:animated:)`, whose app turns its views itself).
    package func leaveWindowsAsTheyAre() {
        for window in application.windows { remember(window, application.statusBarOrientation) }
    }

    private func remember(_ window: UIWindow, _ orientation: UIInterfaceOrientation) {
        conformed[ObjectIdentifier(window)] = ConformedWindow(
            window: window, root: window.rootViewController?.viewIfLoaded, orientation: orientation)
    }

    /// Brings windows shown, made or given a new root view since the last turn into the interface's orientation,
    /// at once (each frame, before compositing). A window or root view already in it is left alone, so app code
    /// may set its root view's frame in portrait as iPhone OS 3 apps did.
    package func conformWindows() {
        guard runtimeStorage != nil else { return }
        let orientation = application.statusBarOrientation
        conformed = conformed.filter { $0.value.window != nil }
        for window in application.visibleWindows {
            let record = conformed[ObjectIdentifier(window)]
            let root = window.rootViewController?.viewIfLoaded
            if let record, record.orientation == orientation, record.root === root { continue }
            let before = record?.orientation ?? .portrait
            if orientation == .portrait && before == .portrait {
                remember(window, orientation)
                continue
            }
            let oldSize = InterfaceOrientationGeometry.size(runtime.profile.pointSize, in: before)
            let old = CGRect(origin: .zero, size: oldSize)
            UIView.performWithoutAnimation {
                window.applyInterfaceGeometry(for: orientation, oldScreenBounds: old, modern: modern)
            }
            remember(window, orientation)
        }
    }
}
