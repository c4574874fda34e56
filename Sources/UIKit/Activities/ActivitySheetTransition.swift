// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The share sheet's presentation and dismissal: the screen dims while the card slides up from the bottom edge
/// (0.35 s), and the reverse (0.25 s).
@MainActor
final class ActivitySheetTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.35 : 0.25
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let sheet = context.view(forKey: isPresenting ? .to : .from) as? ActivitySheetView else {
            if isPresenting, let view = context.view(forKey: .to) {
                view.frame = container.bounds
                container.addSubview(view)
            }
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let duration = transitionDuration(using: context)
        if isPresenting {
            sheet.frame = container.bounds
            sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(sheet)
            sheet.layoutIfNeeded()
            sheet.dimming.alpha = 0
            sheet.card.transform = CGAffineTransform(translationX: 0, y: sheet.card.frame.height)
        }
        let animations = {
            sheet.dimming.alpha = self.isPresenting ? 1 : 0
            sheet.card.transform = self.isPresenting
                ? .identity : CGAffineTransform(translationX: 0, y: sheet.card.frame.height)
        }
        guard context.isAnimated else {
            animations()
            return context.completeTransition(!context.transitionWasCancelled)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: animations) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The transitioning delegate of every `UIActivityViewController`.
@MainActor
final class ActivitySheetTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ActivitySheetTransitionAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ActivitySheetTransitionAnimator(presenting: false)
    }
}
