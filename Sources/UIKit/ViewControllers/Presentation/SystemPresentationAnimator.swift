// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's own animator for presentations that have no custom one: it plays the presented controller's
/// `modalTransitionStyle`.
///
/// - `.coverVertical`: the presented view slides up from below the container over 0.5 s (ease in-out) and back
///   down when dismissed.
/// - `.crossDissolve`: it fades in (and out) over 0.5 s.
/// - `.flipHorizontal` and `.partialCurl` use Core Animation's 2-D stand-ins of the 3-D effects (see
///   `UIView.transition(with:…)`).
@MainActor
package final class SystemPresentationAnimator: UIViewControllerAnimatedTransitioning {
    package let style: UIModalTransitionStyle
    package let isPresenting: Bool

    package init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.isPresenting = presenting
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical, .crossDissolve: 0.5
        case .flipHorizontal: 0.75
        case .partialCurl: 1.0
        }
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let finish = { (_: Bool) in context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            guard let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) else {
                return context.completeTransition(true)
            }
            let final = context.finalFrame(for: presented)
            switch style {
            case .coverVertical:
                view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
                container.addSubview(view)
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                               animations: { view.frame = final }, completion: finish)
            case .crossDissolve:
                view.frame = final
                view.alpha = 0
                container.addSubview(view)
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                               animations: { view.alpha = 1 }, completion: finish)
            case .flipHorizontal, .partialCurl:
                view.frame = final
                let option: UIView.AnimationOptions = style == .flipHorizontal ? .transitionFlipFromRight : .transitionCurlUp
                UIView.transition(with: container, duration: duration, options: option,
                                  animations: { container.addSubview(view) }, completion: finish)
            }
        } else {
            guard let view = context.view(forKey: .from) else { return context.completeTransition(true) }
            switch style {
            case .coverVertical:
                let target = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                               animations: { view.frame = target }, completion: finish)
            case .crossDissolve:
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                               animations: { view.alpha = 0 }, completion: finish)
            case .flipHorizontal, .partialCurl:
                let option: UIView.AnimationOptions = style == .flipHorizontal ? .transitionFlipFromLeft : .transitionCurlDown
                UIView.transition(with: container, duration: duration, options: option,
                                  animations: { view.isHidden = true }, completion: finish)
            }
        }
    }
}
