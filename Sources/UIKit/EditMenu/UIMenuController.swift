// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The edit menu: Cut, Copy, Select, Select All, Paste, Delete, Bold, Italic, Underline, the first responder's own
/// commands (a text field's "Replace…") and the app's ``menuItems``, shown above or below a target rectangle
/// (guide §2.3.8).
///
/// Showing the menu (``showMenu(from:rect:)``, or iPhone OS 3's ``setTargetRect(_:in:)`` then
/// ``setMenuVisible(_:animated:)``) asks, for each command, whether a responder up the chain from the first
/// responder can perform its action (`target(forAction:withSender:)`, with this controller as the sender, so each
/// responder's `canPerformAction(_:withSender:)` decides); only those commands appear, in that order. A tap on a
/// command hides the menu and then sends its action up the chain from the first responder, with the controller as
/// the sender. ``update()`` asks again while the menu shows. Commands that do not fit the screen's width are paged
/// with ◂ and ▸ arrows. The menu hides when a finger goes down outside it.
///
/// The look follows the device: iPhone OS 3's black glossy callout on the classic profiles, the modern rounded bar
/// otherwise (light or dark).
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
        /// Up or down, whichever fits: the menu goes above the target unless it is too near the screen's top.
        case `default` = 0
        /// The arrow points up: the menu is below the target.
        case up = 1
        /// The arrow points down: the menu is above the target.
        case down = 2
        /// Treated as ``default`` on the iPhone.
        case left = 3
        /// Treated as ``default`` on the iPhone.
        case right = 4
    }

    /// Posted before the menu appears.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu appeared (its fade-in ended).
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu goes away.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu went away.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes while it shows.
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The app's edit menu (one per app).
    open class var shared: UIMenuController {
        if let runtime = UIApplication.sharedIfPresent?.runtime { return runtime.menuController }
        return detached
    }

    /// The menu of code that runs outside any app.
    private static let detached = UIMenuController()

    /// Custom commands shown after the system's, each when the responder chain can perform its action.
    open var menuItems: [UIMenuItem]?
    /// Where the arrow points (``ArrowDirection/default``: chosen by the room above the target).
    open var arrowDirection: ArrowDirection = .default

    /// The view and rectangle (in its coordinates) the menu points at.
    package private(set) weak var targetView: UIView?
    package private(set) var targetRect: CGRect = .zero
    /// The window showing the menu, while it shows.
    package private(set) var window: EditMenuWindow?
    /// Commands given by an edit menu interaction, used instead of the standard ones while it presents.
    package var interactionCommands: [EditMenuCommand]?
    /// Called when the menu hides (for an edit menu interaction's delegate).
    package var onHide: (() -> Void)?
    private var visible = false

    package override init() { super.init() }

    // MARK: Showing and hiding

    /// Whether the menu is on screen. Setting it shows or hides the menu without animation.
    open var isMenuVisible: Bool {
        get { visible }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// Shows the menu over the target set with ``setTargetRect(_:in:)``, or hides it; `animated` fades it (0.1 s on
    /// the device clock, `didShow`/`didHide` posted when the fade ends). Showing does nothing (logged) without a
    /// target in a window, and shows nothing when no command applies.
    @available(iOS, deprecated: 13.0, message: "Use showMenu(from:rect:) and hideMenu()")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        menuVisible ? present(animated: animated) : dismiss(animated: animated)
    }

    /// Sets the rectangle (in `targetView`'s coordinates) the menu points at; moves a visible menu.
    @available(iOS, deprecated: 13.0, message: "Use showMenu(from:rect:)")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        guard targetRect.origin.x.isFinite, targetRect.origin.y.isFinite, targetRect.width.isFinite,
            targetRect.height.isFinite
        else { return UIKitDiagnostics.log("UIMenuController: a non-finite target rectangle ignored") }
        self.targetView = targetView
        self.targetRect = targetRect.standardized
        if visible { placeMenu() }
    }

    /// Shows the menu pointing at `targetRect` in `targetView`'s coordinates (iOS 13).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        guard self.targetView === targetView else { return }
        present(animated: true)
    }

    /// Hides the menu.
    open func hideMenu() { dismiss(animated: true) }

    /// Hides the menu if it points into `targetView`.
    open func hideMenu(from targetView: UIView) {
        guard self.targetView === targetView else { return }
        dismiss(animated: true)
    }

    /// Asks the responder chain again which commands apply and redraws the visible menu (hiding it when none
    /// does); call it when an action changed what applies while the menu shows.
    open func update() {
        guard visible, let window else { return }
        let commands = currentCommands()
        guard !commands.isEmpty else { return dismiss(animated: false) }
        window.menuView.configure(commands: commands, maxWidth: maxWidth(in: window))
        placeMenu()
    }

    /// The menu's frame, arrow included, in screen coordinates (`.zero` while hidden).
    open var menuFrame: CGRect {
        guard visible, let window else { return .zero }
        return window.menuView.frame
    }

    // MARK: Internals

    /// The commands to show now: the interaction's, or the standard ones and ``menuItems`` the chain can perform.
    package func currentCommands() -> [EditMenuCommand] {
        if let interactionCommands { return interactionCommands }
        let custom = (menuItems ?? []).map { EditMenuCommand(title: $0.title, action: $0.action) }
        let system = EditMenuCommand.available(EditMenuCommand.standard + EditMenuCommand.textStyle,
                                               firstResponder: FirstResponderTracker.current, sender: self)
        return system + providedCommands
            + EditMenuCommand.available(custom, firstResponder: FirstResponderTracker.current, sender: self)
    }

    private func present(animated: Bool) {
        guard let targetView, let targetWindow = targetView.window else {
            return UIKitDiagnostics.log("UIMenuController: no target view in a window; the menu is not shown")
        }
        let commands = currentCommands()
        guard !commands.isEmpty else { return }
        let style = EditMenuStyle.of(targetWindow.screen)
        if window?.menuView.style != style {
            window?.close()
            window = EditMenuWindow(style: style, screen: targetWindow.screen)
            window?.controller = self
            window?.menuView.onChoose = { [weak self] command in self?.choose(command) }
        }
        guard let window else { return }
        let wasVisible = visible
        if !wasVisible { NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self) }
        visible = true
        window.menuView.configure(commands: commands, maxWidth: maxWidth(in: window))
        placeMenu()
        window.show()
        guard !wasVisible else { return }
        if animated {
            window.menuView.alpha = 0
            UIView.animate(withDuration: 0.1, animations: { window.menuView.alpha = 1 }) { [weak self] _ in
                guard let self, self.visible else { return }
                NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
            }
        } else {
            window.menuView.alpha = 1
            NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
        }
    }

    private func dismiss(animated: Bool) {
        guard visible, let window else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        visible = false
        let finish = { [weak self] in
            guard let self, !self.visible else { return }
            window.close()
            // A closed window has left the application's window list: the next showing makes a new one.
            if self.window === window { self.window = nil }
            NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
        }
        let hidden = onHide
        onHide = nil
        interactionCommands = nil
        hidden?()
        if animated {
            UIView.animate(withDuration: 0.1, animations: { window.menuView.alpha = 0 }) { _ in finish() }
        } else {
            window.menuView.alpha = 0
            finish()
        }
    }

    private func maxWidth(in window: UIWindow) -> CGFloat { window.bounds.width - 4 }

    /// Places the menu at the target (screen coordinates: the menu's window fills the screen).
    package func placeMenu() {
        guard let window, let targetView, targetView.window != nil else { return }
        // The app's windows and the menu's fill the screen, so window coordinates are the menu window's.
        let screenTarget = targetView.convert(targetRect, to: nil)
        let view = window.menuView
        let style = view.style
        let statusBar = UIApplication.sharedIfPresent?.statusBarFrame ?? .zero
        let placement = EditMenuPlacement.place(
            width: view.pageWidth, target: screenTarget, in: window.bounds, topInset: statusBar.maxY,
            direction: arrowDirection, style: style)
        let frame = placement.frame(style)
        let oldFrame = view.frame
        view.frame = frame
        view.bodyRect = placement.body.offsetBy(dx: -frame.minX, dy: -frame.minY)
        view.pointsDown = placement.pointsDown
        view.arrowX = placement.arrowX - frame.minX
        view.setNeedsLayout()
        view.setNeedsDisplay()
        if visible, oldFrame != frame, oldFrame != .zero {
            NotificationCenter.default.post(name: Self.menuFrameDidChangeNotification, object: self)
        }
    }

    /// A command was tapped: hide the menu, then perform it.
    private func choose(_ command: EditMenuCommand) {
        dismiss(animated: true)
        if let perform = command.perform { return perform() }
        if let app = UIApplication.sharedIfPresent {
            app.sendAction(command.action, to: nil, from: self, for: nil)
        } else {
            _ = TargetActionDispatch.send(command.action, to: nil, from: self, event: nil,
                                          firstResponder: FirstResponderTracker.current)
        }
    }

    /// A finger went down outside the menu.
    package func touchedOutsideMenu() { dismiss(animated: true) }
}
