// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One scroll indicator: a rounded bar, in the scroll view's subviews while it shows. Touches pass through it.
package final class ScrollIndicatorView: UIView {
    package let isVertical: Bool

    package init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = ScrollIndicators.thickness / 2
    }

    package required init?(coder: NSCoder) {
        isVertical = true
        super.init(coder: coder)
    }
}

/// A scroll view's two indicators: where they are, how they look and when they show.
///
/// They are added as the scroll view's frontmost subviews when scrolling starts (as on iOS), follow the offset
/// (in content coordinates, so they stay put on screen), fade out ``fadeDelay`` after the scrolling stops over
/// ``fadeDuration``, and are then removed from the subviews, so an idle scroll view's `subviews` are the app's;
/// a subview added while they show goes below them.
/// Geometry, per axis: the track is the view's length minus the indicator insets and ``margin`` at each end (and
/// the other indicator's corner when both show); the bar's length is the visible fraction of the content times the
/// track, at least ``minimumLength``; its position is the scroll progress along the rest of the track. Past an edge
/// the bar shrinks by the overscroll, down to ``minimumBandedLength``, pinned to that end.
@MainActor
package final class ScrollIndicators {
    /// Bar thickness, points.
    package static let thickness: CGFloat = 3
    /// Distance from the view's edge and the track's ends, points.
    package static let margin: CGFloat = 3
    /// Shortest bar while within the content, points.
    package static let minimumLength: CGFloat = 36
    /// Shortest bar while rubber-banding, points.
    package static let minimumBandedLength: CGFloat = 7
    /// Time after the scrolling stops before the fade starts, seconds.
    package static let fadeDelay = 0.25
    /// The fade's length, seconds (linear in opacity).
    package static let fadeDuration = 0.2
    /// How long `flashScrollIndicators()` shows them before fading, seconds.
    package static let flashDuration = 0.75

    private unowned let scrollView: UIScrollView
    package private(set) var vertical: ScrollIndicatorView?
    package private(set) var horizontal: ScrollIndicatorView?
    /// When the fade starts (nil: showing until told).
    private var hideTime: Double?
    package private(set) var isShowing = false

    package init(scrollView: UIScrollView) { self.scrollView = scrollView }

    /// Shows the indicators of the axes that scroll (fully opaque, frontmost) until ``scheduleHide(after:)``.
    package func show() {
        hideTime = nil
        isShowing = true
        layout()
    }

    /// Starts the fade-out `delay` seconds from now.
    package func scheduleHide(after delay: Double = ScrollIndicators.fadeDelay) {
        guard isShowing else { return }
        hideTime = scrollView.motion.now + delay
        scrollView.motion.ensureLink()
    }

    /// Fades at `time`; returns whether frames are still needed.
    package func step(at time: Double) -> Bool {
        guard isShowing, let hideTime else { return false }
        let alpha = CGFloat(1 - (time - hideTime) / Self.fadeDuration)
        if alpha <= 0 {
            isShowing = false
            self.hideTime = nil
            for bar in [vertical, horizontal] { bar?.removeFromSuperview() }
            return false
        }
        for bar in [vertical, horizontal] { bar?.alpha = min(1, alpha) }
        return true
    }

    /// Puts the showing bars back in front of the other subviews.
    package func bringToFront() {
        guard isShowing else { return }
        for bar in [vertical, horizontal] {
            if let bar, bar.superview === scrollView, scrollView.subviewList.last !== bar { scrollView.addSubview(bar) }
        }
    }

    package func styleDidChange() {
        for bar in [vertical, horizontal] { bar?.backgroundColor = color }
    }

    private var color: UIColor {
        switch scrollView.indicatorStyle {
        case .default: UIColor(white: 0, alpha: 0.35)
        case .black: UIColor(white: 0, alpha: 0.5)
        case .white: UIColor(white: 1, alpha: 0.5)
        }
    }

    /// Places the bars for the current offset (nothing while hidden).
    package func layout() {
        guard isShowing else { return }
        let view = scrollView
        let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
        let showV = view.showsVerticalScrollIndicator && maximum.y > minimum.y
        let showH = view.showsHorizontalScrollIndicator && maximum.x > minimum.x
        let b = view.bounds
        let auto = view.automaticallyAdjustsScrollIndicatorInsets ? safeAreaPart : .zero
        let t = Self.thickness, m = Self.margin
        if showV {
            let insets = view.verticalScrollIndicatorInsets
            let lo = b.minY + insets.top + auto.top + m
            let hi = b.maxY - insets.bottom - auto.bottom - m - (showH ? t + m : 0)
            let (start, length) = Self.bar(track: (lo, hi), offset: b.minY, range: (minimum.y, maximum.y),
                                           visible: b.height, content: maximum.y - minimum.y + b.height)
            let bar = self.bar(\.vertical, vertical: true)
            bar.frame = CGRect(x: b.maxX - insets.right - auto.right - m - t, y: start, width: t, height: length)
        } else {
            vertical?.removeFromSuperview()
        }
        if showH {
            let insets = view.horizontalScrollIndicatorInsets
            let lo = b.minX + insets.left + auto.left + m
            let hi = b.maxX - insets.right - auto.right - m - (showV ? t + m : 0)
            let (start, length) = Self.bar(track: (lo, hi), offset: b.minX, range: (minimum.x, maximum.x),
                                           visible: b.width, content: maximum.x - minimum.x + b.width)
            let bar = self.bar(\.horizontal, vertical: false)
            bar.frame = CGRect(x: start, y: b.maxY - insets.bottom - auto.bottom - m - t, width: length, height: t)
        } else {
            horizontal?.removeFromSuperview()
        }
    }

    /// The bar's start and length along a track `(lo, hi)` (content coordinates) for the offset `offset` within
    /// `range`, `visible` of `content` points showing.
    package static func bar(track: (CGFloat, CGFloat), offset: CGFloat, range: (CGFloat, CGFloat), visible: CGFloat,
                            content: CGFloat) -> (CGFloat, CGFloat) {
        let trackLength = max(0, track.1 - track.0)
        let fraction = content > 0 ? min(1, visible / content) : 1
        var length = min(trackLength, max(minimumLength, trackLength * fraction))
        let span = range.1 - range.0
        if offset < range.0 {
            length = max(minimumBandedLength, length - (range.0 - offset))
            return (track.0, length)
        }
        if offset > range.1 {
            length = max(minimumBandedLength, length - (offset - range.1))
            return (track.1 - length, length)
        }
        let progress = span > 0 ? (offset - range.0) / span : 0
        return (track.0 + progress * (trackLength - length), length)
    }

    /// The part of the adjusted insets that comes from the safe area.
    private var safeAreaPart: UIEdgeInsets {
        let a = scrollView.adjustedContentInset, c = scrollView.contentInset
        return UIEdgeInsets(top: a.top - c.top - scrollView.refreshInsetTop, left: a.left - c.left,
                            bottom: a.bottom - c.bottom, right: a.right - c.right)
    }

    /// The bar at `slot`, made on first use, in the scroll view's subviews (frontmost) and opaque.
    private func bar(_ slot: ReferenceWritableKeyPath<ScrollIndicators, ScrollIndicatorView?>, vertical: Bool)
        -> ScrollIndicatorView
    {
        let bar = self[keyPath: slot] ?? ScrollIndicatorView(vertical: vertical)
        self[keyPath: slot] = bar
        bar.backgroundColor = color
        if hideTime == nil { bar.alpha = 1 }
        let front = scrollView.subviewList.last
        if bar.superview !== scrollView || !(front is ScrollIndicatorView) { scrollView.addSubview(bar) }
        return bar
    }
}
