// SPDX-License-Identifier: Apache-2.0

/// The window an iPhone OS 3 alert or action sheet shows in: screen-sized, at `UIWindow.Level.alert`, above the
/// app's windows, holding an ``AlertHostView`` that fills it.
///
/// UIKit keeps the window alive while it shows (the app need not hold the alert), and forgets it when it closes.
/// It does not become key, so motion and key events still reach the app's first responder.
@MainActor
package class AlertWindow: UIWindow {
    /// The veil and panel.
    package let host: AlertHostView
    /// Whether the window is going away (its dismissal animation runs or has ended).
    package private(set) var isClosing = false

    package init(host: AlertHostView, screen: UIScreen = .main) {
        self.host = host
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = .alert
        backgroundColor = nil
        isOpaque = false
        host.frame = bounds
        addSubview(host)
    }

    @available(*, unavailable)
    convenience init() { self.init(host: AlertHostView(content: AlertContentView(kind: .alert, appearance: .modern))) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) {
        self.init(host: AlertHostView(content: AlertContentView(kind: .alert, appearance: .modern)))
    }

    /// Shows the window in front of the app's windows; UIKit holds it until ``close()``.
    package func show() {
        if let app = UIApplication.sharedIfPresent, !app.systemWindows.contains(where: { $0 === self }) {
            app.systemWindows.append(self)
        }
        applyInterfaceOrientation()
        isHidden = false
    }

    /// Lays out after turning the host with the interface (a turn lays every window out inside its animation,
    /// so the alert turns with the app).
    override package func layoutIfNeeded() {
        applyInterfaceOrientation()
        super.layoutIfNeeded()
    }

    /// On the iPhone OS 3 profiles the window stays portrait and the interface turns inside it, as the app's
    /// root view does: the host is rotated to `statusBarOrientation` and sized to the turned screen. On the
    /// modern profile the window's own bounds turn, and the host simply fills them.
    private func applyInterfaceOrientation() {
        let orientation = UIApplication.sharedIfPresent?.statusBarOrientation ?? .portrait
        guard AlertAppearance.of(screen) == .classic, orientation != .portrait else {
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

    /// Marks the window as leaving: it still shows (and swallows touches) while its dismissal animates.
    package func beginClosing() {
        isClosing = true
        host.content.acceptsChoices = false
    }

    /// Hides the window and lets it go.
    package func close() {
        isClosing = true
        isHidden = true
        UIApplication.sharedIfPresent?.unregister(self)
    }
}

/// The life of one iPhone OS 3 alert or sheet on screen, shared by `UIAlertView` and `UIActionSheet`: its window,
/// the presentation and dismissal animations, and the phase they are in.
@MainActor
package final class AlertSession {
    package enum Phase: Equatable {
        case hidden, presenting, shown, dismissing
    }

    package private(set) var phase: Phase = .hidden
    package let content: AlertContentView
    /// The view that holds the content on screen (the `UIAlertView` or `UIActionSheet`).
    private unowned let panel: UIView
    package private(set) var window: AlertWindow?
    /// Called when a tap lands outside the panel.
    package var onTapOutside: (() -> Void)?

    package init(content: AlertContentView, panel: UIView) {
        self.content = content
        self.panel = panel
    }

    /// Whether the alert is on screen or arriving (not while it leaves).
    package var isVisible: Bool { phase == .presenting || phase == .shown }

    /// Shows the panel in a new alert window on `screen` with the presentation animation; `didPresent` runs when
    /// it ends. Does nothing unless hidden.
    package func show(on screen: UIScreen = .main, animated: Bool = true, didPresent: @escaping () -> Void) {
        guard phase == .hidden else { return }
        content.appearance = AlertAppearance.of(screen)
        content.acceptsChoices = true
        let host = AlertHostView(content: content, panel: panel)
        host.onTapOutside = { [weak self] in self?.onTapOutside?() }
        let window = AlertWindow(host: host, screen: screen)
        self.window = window
        window.show()
        phase = .presenting
        AlertAnimation.present(host, animated: animated) { [weak self] in
            if self?.phase == .presenting { self?.phase = .shown }
            didPresent()
        }
    }

    /// Starts the dismissal animation and closes the window when it ends, then runs `completion`. Returns false
    /// (and does nothing) unless the alert is visible.
    @discardableResult
    package func dismiss(animated: Bool, completion: @escaping () -> Void) -> Bool {
        guard isVisible, let window else { return false }
        phase = .dismissing
        window.beginClosing()
        AlertAnimation.dismiss(window.host, animated: animated) { [weak self] in
            window.close()
            if self?.window === window {
                self?.window = nil
                self?.phase = .hidden
            }
            completion()
        }
        return true
    }
}
