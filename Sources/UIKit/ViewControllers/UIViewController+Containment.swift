// SPDX-License-Identifier: Apache-2.0

import Foundation

/// View controller containment (iOS 5): a container adds children, places their views and forwards appearance.
///
/// The protocol, as on iOS: `addChild(_:)` calls the child's `willMove(toParent:)`; the container adds the child's
/// view, then calls `didMove(toParent:)`. To remove: `willMove(toParent: nil)`, remove the view,
/// `removeFromParent()` (which calls `didMove(toParent: nil)`). Appearance callbacks follow the child's view in and
/// out of a shown window unless the parent answers false to `shouldAutomaticallyForwardAppearanceMethods`.
extension UIViewController {
    package func addChildController(_ child: UIViewController) {
        guard child !== self else {
            return UIKitDiagnostics.log("addChild: a view controller cannot be its own child; ignored")
        }
        guard !isDescendantController(of: child) else {
            return UIKitDiagnostics.log("addChild: \(child) is an ancestor of \(self); ignored")
        }
        if child.parentStorage === self { return }
        if child.parentStorage != nil {
            child.willMove(toParent: nil)
            child.removeFromParentController()
        }
        child.willMove(toParent: self)
        childList.append(child)
        child.parentStorage = self
    }

    package func removeFromParentController() {
        guard let parent = parentStorage else { return }
        parent.childList.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Whether `ancestor` is this controller's parent, grandparent, ….
    package func isDescendantController(of ancestor: UIViewController) -> Bool {
        var current = parentStorage
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parentStorage
        }
        return false
    }

    /// The nearest ancestor (or self) of type `T`.
    package func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var current: UIViewController? = parentStorage
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parentStorage
        }
        return nil
    }

    /// Whether the automatic appearance callbacks (from the view entering or leaving a window) reach this
    /// controller: false when a parent forwards appearance itself.
    package var receivesAutomaticAppearance: Bool {
        parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// Swaps two children of this controller: adds `toViewController`'s view where `fromViewController`'s is,
    /// runs `animations` over `duration` seconds with `options` (a transition style in `options` plays over the
    /// pair), then removes the old view and calls `completion` (iOS 5).
    ///
    /// Both must be children of this controller; otherwise the call is logged and ignored. Appearance callbacks
    /// follow the views when this controller forwards appearance automatically.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
            return UIKitDiagnostics.log("transition(from:to:): children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller; ignored")
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            return UIKitDiagnostics.log("transition(from:to:): \(fromViewController)'s view is not in a view hierarchy; ignored")
        }
        let toView: UIView = toViewController.view
        if toView.frame == .zero { toView.frame = fromView.frame }
        let hasTransition = options.rawValue & (0xF << 20) != 0
        if hasTransition {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
                animations?()
            }, completion: completion)
            return
        }
        container.insertSubview(toView, aboveSubview: fromView)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }) { finished in
            fromView.removeFromSuperview()
            completion?(finished)
        }
    }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)`: the nearest ancestor that shows children in
    /// place (a navigation controller) shows `vc`; without one, this controller presents it.
    package func showInContext(_ vc: UIViewController, sender: Any?, detail: Bool) {
        var current: UIViewController? = parentStorage
        while let controller = current {
            if controller.showsChildrenInPlace {
                return detail ? controller.showDetailViewController(vc, sender: sender)
                    : controller.show(vc, sender: sender)
            }
            current = controller.parentStorage
        }
        present(vc, animated: true)
    }
}
