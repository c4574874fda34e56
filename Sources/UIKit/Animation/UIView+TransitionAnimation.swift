// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The legacy API's view transitions (guide: `setAnimationTransition:forView:cache:`), with UIKit's raw values.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// Flip around the vertical axis, left edge first.
        case flipFromLeft = 1
        /// Flip around the vertical axis, right edge first.
        case flipFromRight = 2
        /// Curl the page up.
        case curlUp = 3
        /// Curl the page down.
        case curlDown = 4
    }

    /// Animates the changes `animations` makes to `view`'s content (its subviews, their visibility, its drawing)
    /// with the transition in `options` over `duration` seconds, as one `CATransition` on the view's layer.
    ///
    /// Touchstone approximates Apple's 3-D effects with Core Animation's 2-D transitions: cross-dissolve is a
    /// `fade`; flips from left/right/top/bottom `push` the new look in from that side; curl up `reveal`s the new
    /// look by moving the old one up, curl down moves the new one in from the top; no transition is a `fade` too.
    /// Property changes in `animations` apply at once unless the options include `.allowAnimatedContent`, when
    /// they animate along. Completion, delay, curve and user interaction behave as in
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = makeContext(duration: duration, options: options.union(.overrideInheritedDuration),
                                  completion: completion)
        if ViewAnimationSettings.enabled, context.duration > 0 {
            context.addPrepared(makeTransition(options), forKey: kCATransition, on: view.layer)
        }
        let work = animations ?? {}
        if options.contains(.allowAnimatedContent) {
            run(context, work)
        } else {
            performWithoutAnimation(work)
            context.close()
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition in `options`: `toView` is
    /// inserted above `fromView`, which is then removed; with `.showHideTransitionViews` `fromView` is hidden and
    /// `toView` shown instead. The transition runs on the superview's layer (see
    /// ``transition(with:duration:options:animations:completion:)`` for the effects). A `fromView` without a
    /// superview is swapped without animation (logged); completion still runs.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if fromView !== toView {
                fromView.superview?.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let parent = fromView.superview else {
            UIKitDiagnostics.log("UIView.transition(from:to:): fromView has no superview; swapped without animation")
            swap()
            let context = makeContext(duration: 0, options: [], completion: completion)
            return context.close()
        }
        transition(with: parent, duration: duration, options: options.subtracting(.allowAnimatedContent),
                   animations: swap, completion: completion)
    }

    /// Sets a transition for `view` in the open begin/commit block (guide §2.2.8): the changes to the view's
    /// content made after this call animate with it, with the block's duration, delay and curve. `cache` is
    /// accepted and ignored (the old look is always captured once). Call it before the changes; `.none` adds
    /// nothing. Outside a block it is ignored (logged).
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = LegacyAnimationBlock.innermost("setAnimationTransition"), transition != .none,
            ViewAnimationSettings.enabled
        else { return }
        // The legacy codes 1–4 are the options' transition codes (bits 20–23).
        let options = AnimationOptions(rawValue: UInt(transition.rawValue) << 20)
        block.context.addPrepared(makeTransition(options), forKey: kCATransition, on: view.layer)
    }

    /// The 2-D `CATransition` standing in for the options' transition.
    private static func makeTransition(_ options: AnimationOptions) -> CATransition {
        let transition = CATransition()
        switch (options.rawValue >> 20) & 0xF {
        case 1: (transition.type, transition.subtype) = (.push, .fromLeft)
        case 2: (transition.type, transition.subtype) = (.push, .fromRight)
        case 3: (transition.type, transition.subtype) = (.reveal, .fromBottom)
        case 4: (transition.type, transition.subtype) = (.moveIn, .fromTop)
        case 6: (transition.type, transition.subtype) = (.push, .fromTop)
        case 7: (transition.type, transition.subtype) = (.push, .fromBottom)
        default: transition.type = .fade
        }
        return transition
    }
}
