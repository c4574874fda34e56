// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's own animator for presentations that have no custom one: it plays the presented controller's
/// `modalTransitionStyle` (the presenter's when it `providesPresentationContextTransitionStyle`).
///
/// Apple documents no durations; these are Touchstone's, measured by eye against iOS recordings:
/// - `.coverVertical` (0.5 s, ease in-out): the presented view slides up from below the container, and back down.
/// - `.crossDissolve` (0.5 s, ease in-out): it fades in, and out.
/// - `.flipHorizontal` (0.75 s): a 3-D turn about the vertical axis with perspective (`m34` = −1/1000): the
///   outgoing view turns edge-on over the first half (ease in), the incoming one turns from edge-on to flat over
///   the second (ease out). Presenting turns right to left, dismissing left to right. Views are single-sided
///   meanwhile so the back of a turning view is never drawn.
/// - `.partialCurl` (1.0 s, ease in-out): the presenter's page curls up from its bottom-right corner and stays
///   curled over the upper part of the screen, the presented view showing beneath; a tap on the page dismisses
///   and the dismissal uncurls it (``presentCurl(using:duration:)``, drawn by ``PageCurlLayer``). Only
///   `.fullScreen` presentations may use it (others are refused, as on iOS).
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
        if style == .flipHorizontal { return flip(using: context, duration: duration) }
        if style == .partialCurl {
            return isPresenting ? presentCurl(using: context, duration: duration)
                : dismissCurl(using: context, duration: duration)
        }
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
                container.addSubview(view)
                finish(true)
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
                               animations: { view.alpha = 0 }) { done in
                    view.alpha = 1
                    finish(done)
                }
            case .flipHorizontal, .partialCurl:
                finish(true)
            }
        }
    }

    /// The 3-D flip: the outgoing view turns to edge-on, then the incoming one turns from edge-on to flat.
    private func flip(using context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = context.containerView
        let outgoing = context.view(forKey: .from)
        let incoming = context.view(forKey: .to)
        if isPresenting, let presented = context.viewController(forKey: .to), let incoming {
            incoming.frame = context.finalFrame(for: presented)
            incoming.isHidden = true
            container.addSubview(incoming)
        } else {
            incoming?.isHidden = true
        }
        let sign: CGFloat = isPresenting ? 1 : -1
        let edgeOn = { (angle: CGFloat) -> CATransform3D in
            var t = CATransform3DIdentity
            t.m34 = -1 / 1000
            return CATransform3DRotate(t, angle, 0, 1, 0)
        }
        let saved = [outgoing, incoming].map { view in view.map { ($0, $0.layer.isDoubleSided) } }
        for case let (view, _)? in saved { view.layer.isDoubleSided = false }
        let restore = {
            for case let (view, doubleSided)? in saved {
                view.layer.transform = CATransform3DIdentity
                view.layer.isDoubleSided = doubleSided
                view.isHidden = false
            }
        }
        let secondHalf = {
            outgoing?.isHidden = true
            guard let incoming else {
                restore()
                return context.completeTransition(!context.transitionWasCancelled)
            }
            incoming.layer.transform = edgeOn(-sign * .pi / 2)
            incoming.isHidden = false
            UIView.animate(withDuration: duration / 2, delay: 0, options: [.curveEaseOut],
                           animations: { incoming.layer.transform = CATransform3DIdentity }) { _ in
                restore()
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        guard let outgoing else { return secondHalf() }
        UIView.animate(withDuration: duration / 2, delay: 0, options: [.curveEaseIn],
                       animations: { outgoing.layer.transform = edgeOn(sign * .pi / 2) }) { _ in secondHalf() }
    }
}
