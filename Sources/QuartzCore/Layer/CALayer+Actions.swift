// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Keys whose changes animate implicitly on a standalone layer (Apple's animatable layer properties; `shadowPath`
    /// is animatable only explicitly, like every path property).
    package static let implicitlyAnimatableKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "hidden", "masksToBounds", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contents", "contentsRect",
        "contentsCenter", "doubleSided", "sublayers",
    ]

    /// Finds the action for `event`, in Apple's order:
    /// 1. the delegate's `action(for:forKey:)` (an `NSNull` result stops the search with no action);
    /// 2. the `actions` dictionary; 3. the `style` dictionary's `"actions"` entry;
    /// 4. `defaultAction(forKey:)`; 5. the implicit animation for animatable properties of a committed layer: a
    /// `CABasicAnimation` of the key with the current transaction's duration and timing function.
    package func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        return implicitAction(forKey: event)
    }

    /// Step 5 of the search: the implicit animation, or nil for non-animatable keys and for a layer that has never
    /// been committed (``hasBeenCommitted``): Core Animation builds no implicit animation for changes made before
    /// a layer's first commit, so a layer configured as it is created (a shape layer built in a view's
    /// `init(frame:)`) shows its final look from its first frame instead of fading from the defaults. The steps
    /// before this one (a view's animation block, `actions`, `defaultAction(forKey:)`) still apply.
    ///
    /// A `contents` change crossfades the old image into the new one, as Core Animation shows it: the action is a
    /// fade `CATransition` (images cannot be interpolated value by value). Other keys get a `CABasicAnimation`.
    package func implicitAction(forKey event: String) -> CAAction? {
        // Keys stored through key-value coding (a custom `progress`) have no implicit animation, as on Apple:
        // only Core Animation's properties and the subclasses' declared ones do.
        guard hasBeenCommitted,
            CALayer.implicitlyAnimatableKeys.contains(event) || type(of: self).animatableExtraKeys.contains(event)
        else { return nil }
        let animation: CAAnimation = event == "contents" ? CATransition() : CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for `event` — ``kCAOnOrderIn`` when the layer enters a shown layer tree or is shown,
    /// ``kCAOnOrderOut`` when it leaves one or is hidden — as Core Animation does, unless actions are disabled.
    ///
    /// "Shown tree" is one whose root has been committed (rendered at least once): a tree being built before its
    /// first commit runs none. These events have no implicit animation; they act only through the delegate, the
    /// `actions` or `style` dictionaries or `defaultAction(forKey:)` (a fade for a layer added, say).
    package func runOrderAction(_ event: String, inShownTree shown: Bool) {
        guard shown, !isPresentationCopy, !isRenderMirror, !CATransaction.disableActions(),
            let action = action(forKey: event)
        else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }
}

/// The action identifier for a layer entering a shown layer tree or being shown (`isHidden` set to false).
public let kCAOnOrderIn = "onOrderIn"

/// The action identifier for a layer leaving a shown layer tree or being hidden.
public let kCAOnOrderOut = "onOrderOut"
