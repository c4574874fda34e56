// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where an edit menu interaction's arrow points (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Up or down, whichever fits.
    case automatic = 0
    /// The arrow points up: the menu is below the target.
    case up = 1
    /// The arrow points down: the menu is above the target.
    case down = 2
    /// Treated as ``automatic`` on the iPhone.
    case left = 3
    /// Treated as ``automatic`` on the iPhone.
    case right = 4
}

/// What an edit menu interaction presents: an identifier, the point it comes from, the preferred arrow.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given at creation (a unique one when nil was given).
    public let identifier: NSCopying
    /// The point, in the interaction's view, the menu points at (when the delegate gives no target rectangle).
    public let sourcePoint: CGPoint
    /// Where the arrow should point (``UIEditMenuArrowDirection/automatic`` by default).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint` (the interaction's view's coordinates).
    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Runs animations and completions alongside the menu's appearing or going away.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The edit menu interaction's delegate: supplies the menu and its target, and hears of presentation.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`; `suggestedActions` are the standard commands the responder chain can
    /// perform. Nil (the default) shows the suggested actions.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (interaction's view coordinates) the menu points at; by default the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to appear.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    /// The menu is about to go away.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// Returns `nil`, which shows the suggested actions unchanged.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Returns a zero-sized rectangle at the configuration's ``UIEditMenuConfiguration/sourcePoint``.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}

/// iOS 16's edit menu: an interaction on a view that presents a menu of actions at a point, drawn as the
/// edit menu (``UIMenuController``'s view, so it looks the same).
///
/// ``presentEditMenu(with:)`` asks the delegate for the menu, offering the standard commands the responder chain
/// can perform (Cut, Copy, Select, Select All, Paste, Delete) as suggested actions; the menu's `UIAction`s run their
/// handlers when tapped (with the interaction as sender), submenus are shown inline, hidden and disabled elements
/// are left out.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The delegate supplying the menu.
    open weak var delegate: UIEditMenuInteractionDelegate?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The configuration of the menu on screen, if any.
    private var presented: UIEditMenuConfiguration?

    /// An interaction whose menu `delegate` supplies.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Dismisses a menu this interaction shows when it is being removed from its view (`view` is `nil`).
    open func willMove(to view: UIView?) { if view == nil { dismissMenu() } }
    /// Records `view` as the interaction's ``UIEditMenuInteraction/view`` (nil once removed).
    open func didMove(to view: UIView?) { self.view = view }

    /// Shows the menu for `configuration` (nothing, logged, when the interaction is on no view in a window, or the
    /// menu has no usable action).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else {
            return UIKitDiagnostics.log("UIEditMenuInteraction: not on a view in a window; no menu presented")
        }
        let controller = UIMenuController.shared
        let suggested = EditMenuCommand.available(EditMenuCommand.standard, firstResponder: FirstResponderTracker.current,
                                                  sender: controller)
            .map { command -> UIMenuElement in
                UIAction(title: command.title) { _ in
                    _ = TargetActionDispatch.send(command.action, to: nil, from: controller, event: nil,
                                                  firstResponder: FirstResponderTracker.current)
                }
            }
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        let commands = Self.commands(of: menu, sender: self)
        guard !commands.isEmpty else { return }
        let rect = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        if presented != nil { dismissMenu() }
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: EditMenuAnimator())
        presented = configuration
        controller.interactionCommands = commands
        controller.onHide = { [weak self] in self?.menuDidHide() }
        switch configuration.preferredArrowDirection {
        case .up: controller.arrowDirection = .up
        case .down: controller.arrowDirection = .down
        default: controller.arrowDirection = .default
        }
        controller.showMenu(from: view, rect: rect)
    }

    /// Hides the menu this interaction presented.
    open func dismissMenu() {
        guard presented != nil else { return }
        UIMenuController.shared.hideMenu()
    }

    /// Asks the delegate for the menu again and shows it in place.
    open func reloadVisibleMenu() {
        guard let configuration = presented else { return }
        presentEditMenu(with: configuration)
    }

    /// Moves the visible menu to the delegate's current target rectangle.
    open func updateVisibleMenuPositionAnimated(_ animated: Bool) {
        guard let configuration = presented, let view else { return }
        let rect = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        UIMenuController.shared.setTargetRect(rect, in: view)
    }

    /// The configuration's source point of the visible menu in `view`'s coordinates (zero when none shows).
    open func location(in view: UIView) -> CGPoint {
        guard let configuration = presented, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    private func menuDidHide() {
        guard let configuration = presented else { return }
        presented = nil
        UIMenuController.shared.arrowDirection = .default
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: EditMenuAnimator())
    }

    /// The menu's actions as commands, submenus inline, hidden and disabled elements left out.
    private static func commands(of menu: UIMenu, sender: AnyObject) -> [EditMenuCommand] {
        menu.children.flatMap { element -> [EditMenuCommand] in
            if let submenu = element as? UIMenu { return commands(of: submenu, sender: sender) }
            guard let action = element as? UIAction, action.attributes.isDisjoint(with: [.hidden, .disabled]) else {
                return []
            }
            return [EditMenuCommand(title: action.title, action: Selector(action.identifier.rawValue)) { [weak sender] in
                action.perform(sender: sender)
            }]
        }
    }
}

/// The animator handed to the delegate: animations run at once, completions when the menu's state changed.
@MainActor
private final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}
