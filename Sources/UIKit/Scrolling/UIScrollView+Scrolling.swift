// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIScrollView {
    /// Scrolls to `contentOffset`: at once, or over ``ScrollPhysics/animatedScrollDuration`` (0.3 s, eased by
    /// 3u² − 2u³) ending with `scrollViewDidEndScrollingAnimation(_:)`. Either stops a deceleration. The offset is
    /// not clamped (as on iOS); a non-finite one is logged and ignored.
    package func scrollTo(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            return UIKitDiagnostics.log("UIScrollView.setContentOffset(_:animated:): non-finite \(contentOffset) ignored")
        }
        if motion.stop() == .deceleration { decelerationDidEnd() }
        // Already there: nothing moves, and no animation ends (as on iOS).
        guard animated, contentOffset != self.contentOffset else {
            applyMotionOffset(contentOffset)
            return
        }
        indicators.show()
        motion.animate(to: contentOffset, purpose: .scrollingAnimation)
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible within the bounds minus the
    /// adjusted insets; a rect larger than the visible area shows its top-left part. Nothing happens when it is
    /// already visible. A null or non-finite rect is logged and ignored.
    package func scrollToMakeVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return UIKitDiagnostics.log("UIScrollView.scrollRectToVisible: invalid rect \(rect) ignored") }
        let inset = adjustedContentInset
        let offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        func axis(_ current: CGFloat, _ lead: CGFloat, _ minEdge: CGFloat, _ length: CGFloat, _ visible: CGFloat) -> CGFloat {
            let start = current + lead  // first visible content coordinate
            if minEdge < start || length > visible { return minEdge - lead }
            if minEdge + length > start + visible { return minEdge + length - visible - lead }
            return current
        }
        var target = CGPoint(x: axis(offset.x, inset.left, rect.minX, rect.width, visibleWidth),
                             y: axis(offset.y, inset.top, rect.minY, rect.height, visibleHeight))
        target = clampedOffset(target)
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the indicators for a moment (they fade out after ``ScrollIndicators/flashDuration``).
    package func flashIndicators() {
        indicators.show()
        indicators.scheduleHide(after: ScrollIndicators.flashDuration)
    }

    // MARK: Scroll to top

    /// A tap on the status bar: the one visible scroll view with `scrollsToTop` in the key window (none if there
    /// are several, as on iPhone) scrolls to its top, animated, if its delegate agrees; `scrollViewDidScrollToTop`
    /// follows. Returns whether a scroll view scrolled.
    @discardableResult
    package static func scrollToTopForStatusBarTap(in application: UIApplication) -> Bool {
        guard let window = application.keyWindow ?? application.visibleWindows.last else { return false }
        var candidates: [UIScrollView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scroll = view as? UIScrollView, scroll.scrollsToTop { candidates.append(scroll) }
            stack.append(contentsOf: view.subviewList)
        }
        guard candidates.count == 1, let scroll = candidates.first else {
            if candidates.count > 1 {
                UIKitDiagnostics.log("status bar tap: \(candidates.count) scroll views have scrollsToTop; none scrolls")
            }
            return false
        }
        return scroll.scrollToTop()
    }

    /// Scrolls to the top (animated) when the delegate agrees.
    @discardableResult
    package func scrollToTop() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        if motion.stop() == .deceleration { decelerationDidEnd() }
        indicators.show()
        motion.animate(to: top, purpose: .scrollToTop)
        return true
    }
}
