// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The card and arrow drawn behind a popover's presented view: a shape layer filled with the popover's colour,
/// with a soft shadow. It takes no touches (the presented view covers the card; the arrow is too small to matter).
package final class PopoverChromeView: UIView {
    private let shape = CAShapeLayer()

    override package init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.addSublayer(shape)
        shape.shadowColor = UIColor.black.cgColor
        shape.shadowOpacity = 0.18
        shape.shadowRadius = 16
        shape.shadowOffset = CGSize(width: 0, height: 4)
    }

    package required init?(coder: NSCoder) { nil }

    /// Sizes the view around `placement`'s card and arrow and fills the outline with `fill`.
    package func configure(placement: PopoverPlacement, fill: UIColor) {
        let box = placement.bounds
        frame = box
        let path = placement.outline(relativeTo: box.origin)
        shape.frame = CGRect(origin: .zero, size: box.size)
        shape.path = path
        shape.shadowPath = path
        shape.fillColor = fill.cgColor
    }

    /// The outline's shape layer (tests read its path).
    package var shapeLayer: CAShapeLayer { shape }
}

/// The clear view under a popover that catches touches outside it: a touch that ends inside dismisses the popover
/// (through ``UIPopoverPresentationController/handleOutsideTap()``); touches over a passthrough view fall through to
/// it.
package final class PopoverOutsideView: UIView {
    package weak var popover: UIPopoverPresentationController?

    override package init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    package required init?(coder: NSCoder) { nil }

    override package func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        for view in popover?.passthroughViews ?? [] where view.window != nil && !view.isHidden {
            if view.bounds.contains(convert(point, to: view)) { return nil }
        }
        return hit
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        popover?.handleOutsideTap()
    }

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The popover's fade (0.2 s, ease out in, ease in out): the presented view fades in at its frame, and out.
@MainActor
package final class PopoverTransitionAnimator: UIViewControllerAnimatedTransitioning {
    package let isPresenting: Bool
    package init(presenting: Bool) { isPresenting = presenting }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.2
    }

    package func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        if isPresenting {
            guard let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) else {
                return context.completeTransition(true)
            }
            view.frame = context.finalFrame(for: presented)
            view.alpha = 0
            context.containerView.addSubview(view)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let view = context.view(forKey: .from) else { return context.completeTransition(true) }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: { view.alpha = 0 }) { _ in
                view.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
