// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The animation controller of a `UIAlertController`'s presentation or dismissal: it puts the controller's view
/// (an ``AlertHostView``: dimming and panel) into the transition's container and plays ``AlertAnimation``.
///
/// While the alert arrives its buttons take no choices, so a quick tap cannot dismiss it mid-presentation.
@MainActor
package final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    package let isPresenting: Bool

    package init(presenting: Bool) { isPresenting = presenting }

    private func host(in context: UIViewControllerContextTransitioning?) -> AlertHostView? {
        context?.view(forKey: isPresenting ? .to : .from) as? AlertHostView
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let content = host(in: transitionContext)?.content
        let kind = content?.kind ?? .alert, appearance = content?.appearance ?? .modern
        return isPresenting ? AlertAnimation.presentDuration(kind, appearance)
            : AlertAnimation.dismissDuration(kind, appearance)
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let host = host(in: context) else {
            if isPresenting, let view = context.view(forKey: .to) {
                view.frame = container.bounds
                container.addSubview(view)
            }
            return context.completeTransition(!context.transitionWasCancelled)
        }
        if isPresenting {
            let final = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
            host.frame = final.isEmpty ? container.bounds : final
            host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(host)
            host.content.acceptsChoices = false
            AlertAnimation.present(host, animated: context.isAnimated) {
                host.content.acceptsChoices = true
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            host.content.acceptsChoices = false
            AlertAnimation.dismiss(host, animated: context.isAnimated) {
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// The transitioning delegate every `UIAlertController` uses: ``AlertTransitionAnimator`` both ways, the default
/// presentation controller (the alert's view covers the container itself).
@MainActor
final class AlertTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertTransitionAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertTransitionAnimator(presenting: false)
    }
}
