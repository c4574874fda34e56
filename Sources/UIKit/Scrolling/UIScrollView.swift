// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view whose content is larger than its bounds: the user drags it to see the rest (guide §2.2, "Scroll Views").
///
/// The content offset *is* `bounds.origin`: scrolling moves the bounds over the content, so subviews keep their
/// frames and the ones outside the bounds are clipped (`clipsToBounds` is true by default). Every change of the
/// offset, however made (``contentOffset``, `bounds`, a drag, an animation), calls the delegate's
/// `scrollViewDidScroll(_:)` and schedules `layoutSubviews()`, which table and collection views use to place the
/// rows that scrolled in. Dragging, deceleration, bouncing, paging, zooming and the indicators run on the device
/// clock, one step per display frame (docs/ARCHITECTURE.md, "Scroll views", has the formulas and constants).
@preconcurrency @MainActor
open class UIScrollView: UIView, _ScrollViewDelegateHolding {
    /// The delegate, held weakly; table, collection and text views read the same storage with their own protocol.
    public weak var _delegateStorage: AnyObject?

    /// The size of the content, in points (the scrollable area before insets). Negative or non-finite sizes are
    /// logged and ignored.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite,
                  contentSize.width >= 0, contentSize.height >= 0 else {
                UIKitDiagnostics.log("UIScrollView.contentSize: invalid \(contentSize) ignored")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { contentSizeDidChange(from: oldValue) }
        }
    }

    /// The inset the app adds around the content (points; the area the user can scroll into past the content).
    /// Non-finite or negative-infinite values are logged and ignored (finite negative insets are allowed, as on
    /// iOS: they hide part of the content).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset.isFiniteInsets else {
                UIKitDiagnostics.log("UIScrollView.contentInset: non-finite \(contentInset) ignored")
                contentInset = oldValue
                return
            }
            guard contentInset != oldValue else { return }
            updateAdjustedContentInset()
        }
    }

    /// How the safe area is added to ``contentInset`` to give ``adjustedContentInset`` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether the indicators' insets also follow the safe area (true by default, iOS 13).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Creates a scroll view with `frame`; it clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollViewSetUp()
    }

    /// Creates a scroll view with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollViewSetUp()
    }

    private func scrollViewSetUp() {
        clipsToBounds = true
        installGestureRecognizers()
    }

    /// The point of the content shown at the bounds' top-left corner: `bounds.origin`. Setting it scrolls at once
    /// (no animation, no bounce) and calls `scrollViewDidScroll(_:)`; non-finite values are logged and ignored.
    /// Setting it during a deceleration shifts the deceleration by the same amount, as iOS does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitDiagnostics.log("UIScrollView.contentOffset: non-finite \(newValue) ignored")
            }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }

    /// The bounds; a change of origin is a scroll (see ``contentOffset``).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.origin != old.origin { contentOffsetDidChange(from: old.origin) }
            if new.size != old.size { boundsSizeDidChange() }
        }
    }

    /// The frame; a change of size may change which axes scroll (and so the adjusted insets).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { boundsSizeDidChange() }
        }
    }

    /// The insets the content is scrolled within: ``contentInset`` plus the safe area where
    /// ``contentInsetAdjustmentBehavior`` asks for it.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInset(contentInset: contentInset) }

    /// Called by UIKit when ``adjustedContentInset`` changes; the default does nothing. Call super.
    open func adjustedContentInsetDidChange() {}

    /// The safe area changed: the adjusted insets may follow.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    // MARK: Scrolling behaviour

    /// Whether the content bounces past its edges (true by default): rubber-banding while dragging and a spring
    /// back when released or decelerating past an edge. False stops the content at the edges.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view (false by default).
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the view (false by default).
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the user can scroll (true by default); false disables the pan gesture recognizer.
    open var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content stops on multiples of the view's size (false by default).
    open var isPagingEnabled = false
    /// Whether a drag that starts mostly along one axis stays on that axis (false by default).
    open var isDirectionalLockEnabled = false
    /// How quickly the content slows after a flick: the fraction of its speed kept per millisecond.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let r = decelerationRate.rawValue
            guard r.isFinite, r > 0, r < 1 else {
                UIKitDiagnostics.log("UIScrollView.decelerationRate: \(r) is not in (0, 1); ignored")
                decelerationRate = oldValue
                return
            }
        }
    }
    /// Whether a tap on the status bar scrolls this view to the top (true by default; only when exactly one
    /// scroll view on screen has it on, as on iPhone).
    open var scrollsToTop = true
    /// How the keyboard is dismissed when a drag begins (Touchstone has no keyboard yet: stored only).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether touches are held ~150 ms to see whether they scroll before the content gets `touchesBegan`
    /// (true by default).
    open var delaysContentTouches = true
    /// Whether a drag that starts after the content began tracking a touch cancels it (true by default); false
    /// keeps the touch with the content and the view does not scroll.
    open var canCancelContentTouches = true

    /// Whether the user has touched the content (a finger is down), whether or not it has started dragging.
    open var isTracking: Bool { hasFingerDown }
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving after the user lifted the finger (deceleration, bounce or paging).
    open internal(set) var isDecelerating = false

    // MARK: Gesture recognizers

    /// The scroll view's pan gesture recognizer (read-only; add dependencies to it, do not replace its delegate).
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    /// The pinch gesture recognizer used for zooming, or nil when zooming is not possible (the zoom scales are
    /// equal).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        minimumZoomScale < maximumZoomScale ? pinchRecognizer : nil
    }
    package let panRecognizer = UIPanGestureRecognizer()
    package let pinchRecognizer = UIPinchGestureRecognizer()
    package let touchDelayRecognizer = ScrollTouchDelayRecognizer()
    package lazy var recognizerDelegate = ScrollRecognizerDelegate(scrollView: self)

    // MARK: Zooming

    /// The smallest zoom scale (1 by default); non-finite or non-positive values are logged and ignored.
    open var minimumZoomScale: CGFloat = 1 {
        didSet {
            guard minimumZoomScale.isFinite, minimumZoomScale > 0 else {
                UIKitDiagnostics.log("UIScrollView.minimumZoomScale: \(minimumZoomScale) ignored")
                minimumZoomScale = oldValue
                return
            }
        }
    }
    /// The largest zoom scale (1 by default); non-finite or non-positive values are logged and ignored.
    open var maximumZoomScale: CGFloat = 1 {
        didSet {
            guard maximumZoomScale.isFinite, maximumZoomScale > 0 else {
                UIKitDiagnostics.log("UIScrollView.maximumZoomScale: \(maximumZoomScale) ignored")
                maximumZoomScale = oldValue
                return
            }
        }
    }
    /// Whether a pinch past the zoom limits springs back (true by default); false stops at the limits.
    open var bouncesZoom = true
    /// The scale of the zoom view (1 by default); setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    package var zoomScaleStorage: CGFloat = 1
    /// Whether the user is pinching.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back into its limits after a pinch went past them.
    open internal(set) var isZoomBouncing = false

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour scheme (`.default` by default).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { indicators.styleDidChange() }
    }
    /// The insets of both indicators' tracks (setting it sets both; reading it gives the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The insets of the vertical indicator's track, from the view's edges (plus the adjusted content insets'
    /// safe-area part when ``automaticallyAdjustsScrollIndicatorInsets``).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal indicator's track.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The refresh control shown above the content when pulled (nil by default).
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: Scrolling, zooming and touches (overridable)

    /// Scrolls to `contentOffset`: at once, or over 0.3 s (eased by 3u² − 2u³) ending with
    /// `scrollViewDidEndScrollingAnimation(_:)`. Either stops a deceleration. The offset is not clamped (as on
    /// iOS); a non-finite one is logged and ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { scrollTo(contentOffset, animated: animated) }

    /// Scrolls a page (the bounds' size less the content insets) in `direction`, as VoiceOver's three-finger
    /// swipe does: `.up` shows what is below, `.left` what is on the right, `.next`/`.previous` page along the
    /// axis that scrolls (vertical first). Returns false, leaving the offset alone, when the content is already
    /// at that edge or scrolling is off.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let inset = adjustedContentInset
        let page = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        let verticalRoom = contentSize.height + inset.top + inset.bottom > bounds.height
        var delta = CGPoint.zero
        switch direction {
        case .up: delta.y = page.height
        case .down: delta.y = -page.height
        case .left: delta.x = page.width
        case .right: delta.x = -page.width
        case .next, .previous:
            let sign: CGFloat = direction == .next ? 1 : -1
            if verticalRoom { delta.y = sign * page.height } else { delta.x = sign * page.width }
        }
        let target = clampedOffset(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: true)
        return true
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible within the bounds minus the
    /// adjusted insets (a rect larger than that area shows its top-left part); nothing happens when it is already
    /// visible. Animated as ``setContentOffset(_:animated:)``. A null or non-finite rect is logged and ignored.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scrollToMakeVisible(rect, animated: animated) }

    /// Shows the scroll indicators for a moment (0.75 s, then they fade out).
    open func flashScrollIndicators() { flashIndicators() }

    /// Sets the zoom scale, clamped to ``minimumZoomScale``…``maximumZoomScale``, keeping the centre of the
    /// visible area in place (the offset then kept within the content); animated over 0.3 s. Calls
    /// `scrollViewDidZoom(_:)` at each change. Does nothing without a zoom view (`viewForZooming(in:)`); a
    /// non-finite or non-positive scale is logged and ignored.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomTo(scale: scale, animated: animated) }

    /// Zooms so that `rect` (the zoom view's coordinates) fills the view as far as the zoom limits allow, centred.
    /// A null, empty or non-finite rect is logged and ignored.
    open func zoom(to rect: CGRect, animated: Bool) { zoomTo(rect: rect, animated: animated) }

    /// Whether touches that began in `view` (inside the content) are delivered to it; override to keep them from
    /// some views. The default returns true. Asked when a finger touches down.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may take the touches `view` (inside the content) is already tracking: true lets the scroll
    /// view scroll and `view` gets `touchesCancelled`; false keeps the touches with `view` and the scroll view does
    /// not scroll. The default is true, except for a `UIControl`. Asked when a drag would begin after the content
    /// got the touch (the 150 ms delay passed, or ``delaysContentTouches`` is off).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The scroll view's pan begins only when some axis scrolls and, if the content already has the touch, it may
    /// take it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``); its pinch only when zooming is possible.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollGestureShouldBegin(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Lays out subviews (Auto Layout's solved frames first), then takes the ``UIScrollView/contentLayoutGuide``'s solved size
    /// as the content size when the guide is in use. Subclasses that override it call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncContentSizeFromLayoutGuide()
    }

    /// A subview added while the indicators show goes below them (a table's new cells stay under the indicator).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if !(subview is ScrollIndicatorView) { indicators.bringToFront() }
    }

    // MARK: Machinery state

    /// The per-frame driver (deceleration, bounces, animations, indicator fades).
    package lazy var motion = ScrollMotionDriver(scrollView: self)
    package lazy var indicators = ScrollIndicators(scrollView: self)
    package var drag: ScrollDragState?
    package var zoomGesture: ScrollZoomState?
    package var lastAdjustedInset: UIEdgeInsets = .zero
    /// Set while UIKit's own machinery moves the offset (so it is not taken as the app's change).
    package var isApplyingMotion = false
    package var refreshInsetTop: CGFloat = 0
    /// Closures run after the offset, content size, bounds size or adjusted insets change (bars watching for the
    /// content reaching their edge, Bars/BarScrollEdge.swift).
    package var geometryObservers = ChangeObservers()

    // MARK: Hooks for the scrolling machinery

    /// The adjusted inset for a given app inset.
    package func adjustedContentInset(contentInset: UIEdgeInsets) -> UIEdgeInsets {
        var result = contentInset
        result.top += refreshInsetTop
        let safe = safeAreaInsets
        let (h, v) = safeAreaAxes(contentInset: contentInset)
        if v {
            result.top += safe.top
            result.bottom += safe.bottom
        }
        if h {
            result.left += safe.left
            result.right += safe.right
        }
        return result
    }

    /// After every change of the offset: lay out again, move the indicators and tell the delegate.
    package func contentOffsetDidChange(from oldOffset: CGPoint) {
        if !isApplyingMotion {
            let delta = CGPoint(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
            motion.appDidMoveOffset(by: delta)
            drag?.shift(by: delta)
        }
        setNeedsLayout()
        layoutGuidesFollowOffset()
        indicators.layout()
        refreshControl?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
        geometryObservers.notify()
    }

    package func contentSizeDidChange(from oldSize: CGSize) {
        if autoLayout?.scrollContentGuide != nil { setNeedsLayout() }  // the content guide follows
        updateAdjustedContentInset()
        indicators.layout()
        geometryObservers.notify()
    }

    package func boundsSizeDidChange() {
        updateAdjustedContentInset()
        indicators.layout()
        geometryObservers.notify()
    }

    /// Recomputes ``adjustedContentInset``; when it changed, tells the view and its delegate.
    package func updateAdjustedContentInset() {
        let new = adjustedContentInset
        guard new != lastAdjustedInset else { return }
        adjustedContentInsetDidChange(from: lastAdjustedInset)
    }

    package func adjustedContentInsetDidChange(from oldInset: UIEdgeInsets) {
        let new = adjustedContentInset
        lastAdjustedInset = new
        guard new != oldInset else { return }
        // Resting at its top, the content stays at its top (a table under a navigation bar shows its first row).
        if contentOffset.y == -oldInset.top, drag == nil, !isDecelerating, new.top != oldInset.top {
            contentOffset.y = -new.top
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        geometryObservers.notify()
    }
}

/// Lets ``UIScrollView``'s subclasses declare `delegate` with their own protocol, as Apple's headers do
/// (`UITableView.delegate: UITableViewDelegate?`).
///
/// Swift cannot override a property with a narrower type, so ``UIScrollView/delegate`` lives in this protocol's
/// extension, and a subclass's own `delegate` shadows it; both read and write the same weak storage. Not API.
@MainActor
public protocol _ScrollViewDelegateHolding: AnyObject {
    /// The delegate, stored once for the scroll view and its subclasses' typed `delegate` properties.
    var _delegateStorage: AnyObject? { get set }
}

extension _ScrollViewDelegateHolding where Self: UIScrollView {
    /// The scroll view's delegate, held weakly (nil: none).
    public var delegate: UIScrollViewDelegate? {
        get { _delegateStorage as? UIScrollViewDelegate }
        set { _delegateStorage = newValue }
    }
}

extension UIEdgeInsets {
    /// Whether every edge is finite.
    package var isFiniteInsets: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
