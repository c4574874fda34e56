// SPDX-License-Identifier: Apache-2.0

/// The system window the keyboard shows in: screen-sized, above the app's windows and alerts (as iOS's text-effects
/// and keyboard windows are), holding a host view turned with the interface and, at its bottom edge, the keyboard
/// container (the input accessory view on top of the keyboard or the responder's input view).
///
/// Only the container takes touches: elsewhere the window is transparent to hit-testing, so the app's windows
/// below keep working while the keyboard is up. It never becomes key.
@MainActor
package final class KeyboardWindow: UIWindow {
    /// The keyboard windows' level: in front of alerts, so an alert's text field gets its keyboard.
    package static let keyboardLevel = UIWindow.Level(10_000_000)
    /// Fills the interface (turned with it on the iPhone OS 3 profiles, as the app's root view is).
    package let host = UIView()
    /// The accessory view and the keyboard or input view, stacked; its frame is the keyboard's.
    package let container = UIView()

    package init(screen: UIScreen) {
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = Self.keyboardLevel
        backgroundColor = nil
        isOpaque = false
        host.frame = bounds
        host.backgroundColor = nil
        addSubview(host)
        container.backgroundColor = nil
        host.addSubview(container)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Inside only where the keyboard is (so touches elsewhere reach the app).
    override package func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !container.isHidden else { return false }
        return container.bounds.contains(convert(point, to: container))
    }

    override package func layoutIfNeeded() {
        applyInterfaceOrientation()
        super.layoutIfNeeded()
    }

    /// The host's size: the interface's (landscape is wider) whatever the window's own bounds.
    package var interfaceSize: CGSize {
        applyInterfaceOrientation()
        return host.bounds.size
    }

    /// Turns the host with the interface on the iPhone OS 3 profiles; on the modern profile the window's bounds
    /// turn and the host fills them.
    package func applyInterfaceOrientation() {
        let orientation = UIApplication.sharedIfPresent?.statusBarOrientation ?? .portrait
        let modern = screen.profile.hasModernInterface
        if modern {
            let screenBounds = screen.bounds
            if frame != screenBounds { frame = screenBounds }
        }
        guard !modern, orientation != .portrait else {
            if host.transform != .identity { host.transform = .identity }
            if host.frame != bounds { host.frame = bounds }
            return
        }
        let transform = CGAffineTransform(rotationAngle: InterfaceOrientationGeometry.angle(of: orientation))
        if host.transform != transform { host.transform = transform }
        let size = InterfaceOrientationGeometry.size(bounds.size, in: orientation)
        if host.bounds.size != size { host.bounds = CGRect(origin: .zero, size: size) }
        host.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
