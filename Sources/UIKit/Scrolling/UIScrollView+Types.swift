// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIScrollView {
    /// How quickly content slows after a flick: the fraction of its speed it keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its speed the content keeps each millisecond (between 0 and 1; nearer 1 glides further).
        public var rawValue: CGFloat
        /// Creates a rate from that fraction.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998 per millisecond (a flick at 1,000 pt/s travels about 500 points).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 per millisecond (a flick at 1,000 pt/s travels about 100 points).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes` (Touchstone has no navigation-controller special case yet).
        case automatic
        /// The safe area is added on the axes that scroll: those whose content (with insets) is larger than the
        /// view, or that always bounce.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, readable on light content (Touchstone: black at 35 % opacity).
        case `default`
        /// Black at 50 % opacity, for light content.
        case black
        /// White at 50 % opacity, for dark content.
        case white
    }

    /// How the keyboard is dismissed when the user drags.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Not dismissed.
        case none
        /// Dismissed when a drag begins.
        case onDrag
        /// Follows the drag and can be pulled back up.
        case interactive
        /// Dismissed on drag, if possible.
        case onDragWithAccessory
        /// Interactive, if possible.
        case interactiveWithAccessory
    }

    // MARK: Scrollable ranges

    /// Whether the safe area is added on the (horizontal, vertical) axes, per ``contentInsetAdjustmentBehavior``.
    package func safeAreaAxes(contentInset: UIEdgeInsets) -> (Bool, Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic, .scrollableAxes:
            let size = bounds.size
            let h = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > size.width
            var v = alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > size.height
            // `.automatic`: always vertically when this is the view of a controller a navigation or tab bar
            // controller shows (Apple's documented difference from `.scrollableAxes`).
            if contentInsetAdjustmentBehavior == .automatic, owningViewController?.parent is ContentInsetAdjustingContainer {
                v = true
            }
            return (h, v)
        }
    }

    /// The smallest offset on each axis: minus the adjusted leading insets.
    package var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset on each axis: the content's far edge (plus inset) at the view's far edge, and never less
    /// than the minimum.
    package var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + inset.right - size.width),
                       y: max(minimum.y, contentSize.height + inset.bottom - size.height))
    }

    /// Whether a drag moves the content on the (horizontal, vertical) axes: the content is larger than the view
    /// (with insets), or the axis always bounces (and bounces).
    package var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let h = maximum.x > minimum.x || (alwaysBounceHorizontal && bounces)
        let v = maximum.y > minimum.y || (alwaysBounceVertical && bounces)
        return (h, v)
    }

    /// `offset` moved into the scrollable range on both axes (for `contentSize`, by default the current one).
    package func clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let minimum = minimumContentOffset
        var maximum = maximumContentOffset
        if let size {
            let inset = adjustedContentInset
            maximum = CGPoint(x: max(minimum.x, size.width + inset.right - bounds.width),
                              y: max(minimum.y, size.height + inset.bottom - bounds.height))
        }
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Sets the offset on behalf of UIKit's own motion (not shifting a running deceleration).
    package func applyMotionOffset(_ offset: CGPoint) {
        isApplyingMotion = true
        contentOffset = offset
        isApplyingMotion = false
    }
}

/// A container controller (navigation and tab bar controllers) whose children's root scroll views with
/// `contentInsetAdjustmentBehavior == .automatic` always add the safe area vertically, however short their content.
@MainActor
package protocol ContentInsetAdjustingContainer: AnyObject {}
