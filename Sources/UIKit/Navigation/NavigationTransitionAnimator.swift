// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's own push and pop animation for a navigation controller (used when its delegate supplies none).
///
/// A push slides the new view in from the right edge (x = width → 0) over ``duration``; on the modern profile
/// the old view moves a third of the way left (x → −0.3 × width, the parallax) under a black dimming view whose
/// alpha goes 0 → 0.1; on the iPhone OS 3 profiles the old view slides a full width left, as the two views did
/// then. A pop plays the mirror image. iOS drives the slide with a critically damped spring; Touchstone uses
/// ease-out, which starts as fast and settles the same way without overshoot, and a linear curve when the
/// transition is interactive so the view follows the finger. A cancelled transition puts both views back where
/// they started.
@MainActor
package final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// How long a push or pop takes, seconds.
    package static let duration: TimeInterval = 0.35
    /// How far the view underneath moves on the modern profile, as a fraction of the width.
    package static let parallax: CGFloat = 0.3
    /// The dimming view's alpha over the view underneath, modern profile.
    package static let dimmingAlpha: CGFloat = 0.1

    package let operation: UINavigationController.Operation
    package let classic: Bool

    package init(operation: UINavigationController.Operation, classic: Bool) {
        self.operation = operation
        self.classic = classic
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let fromView = context.view(forKey: .from)
        let width = container.bounds.width
        let final = context.finalFrame(for: toVC) == .zero ? container.bounds : context.finalFrame(for: toVC)
        let fromStart = fromView?.frame ?? .zero
        let under = classic ? width : width * Self.parallax
        let pushing = operation != .pop

        let dimming = classic ? nil : UIView()
        dimming?.backgroundColor = .black
        dimming?.isUserInteractionEnabled = false
        if pushing {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            if let fromView, let dimming {
                dimming.frame = fromView.frame
                dimming.alpha = 0
                container.insertSubview(dimming, aboveSubview: fromView)
            }
            container.addSubview(toView)
        } else {
            toView.frame = final.offsetBy(dx: -under, dy: 0)
            if let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            if let dimming {
                dimming.frame = final
                dimming.alpha = Self.dimmingAlpha
                container.insertSubview(dimming, aboveSubview: toView)
            }
        }

        let options: UIView.AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseOut]
        UIView.animate(withDuration: Self.duration, delay: 0, options: options, animations: {
            toView.frame = final
            if pushing {
                fromView?.frame = fromStart.offsetBy(dx: -under, dy: 0)
                dimming?.alpha = Self.dimmingAlpha
                dimming?.frame = fromStart.offsetBy(dx: -under, dy: 0)
            } else {
                fromView?.frame = fromStart.offsetBy(dx: width, dy: 0)
                dimming?.alpha = 0
                dimming?.frame = final
            }
        }, completion: { _ in
            dimming?.removeFromSuperview()
            let cancelled = context.transitionWasCancelled
            fromView?.frame = fromStart
            if cancelled {
                toView.removeFromSuperview()
            }
            context.completeTransition(!cancelled)
        })
    }
}
