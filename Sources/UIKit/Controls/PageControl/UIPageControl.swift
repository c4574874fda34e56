// SPDX-License-Identifier: Apache-2.0

/// A control that shows a row of dots, one per page, the current page's highlighted.
///
/// **Pages.** ``numberOfPages`` (0 by default) below 0 becomes 0 with a logged line; ``currentPage`` is clamped to
/// 0…`numberOfPages - 1`. With ``hidesForSinglePage`` a control of one page (or none) draws nothing.
///
/// **Interaction.** A tap on the left half of the control moves to the previous page, on the right half to the
/// next; `.valueChanged` is sent when the finger lifts inside, only if the page changed. With
/// ``defersCurrentPageDisplay`` the dots keep showing the old page until ``updateCurrentPageDisplay()``.
///
/// **Look.** Modern: 7-point dots 9 points apart, ``currentPageIndicatorTintColor`` (the label colour by default)
/// and ``pageIndicatorTintColor`` (a faint label colour), on a translucent capsule with the `.prominent`
/// ``backgroundStyle``; 26 points tall. iPhone OS 3 profiles: 6-point white dots 10 points apart (the others at
/// 30 % opacity), 36 points tall.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the control's background is drawn.
    public enum BackgroundStyle: Int, Sendable {
        /// The system's choice (no background on iPhone until interacted with).
        case automatic = 0
        /// A translucent capsule behind the dots, always.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// The number of pages (0 by default); negative values become 0 with a logged line.
    open var numberOfPages: Int {
        get { pageCount }
        set {
            if newValue < 0 { UIKitDiagnostics.log("UIPageControl.numberOfPages \(newValue) treated as 0") }
            pageCount = max(0, newValue)
            currentPage = pageIndex
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The current page, clamped to 0…``numberOfPages`` − 1 (0 when there are no pages); setting it shows it at
    /// once and sends no event.
    open var currentPage: Int {
        get { pageIndex }
        set {
            pageIndex = max(0, min(newValue, pageCount - 1))
            displayedPage = pageIndex
        }
    }
    /// Whether the indicator is hidden when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Whether a tap's page change waits for ``updateCurrentPageDisplay()`` to show (false by default).
    open var defersCurrentPageDisplay = false
    /// The dots' colour for the other pages; nil (the default) is the look's.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot colour; nil (the default) is the look's.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background style (`.automatic` by default).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Whether dragging along the dots scrubs through the pages (true by default; kept, taps only on Touchstone).
    open var allowsContinuousInteraction = true
    /// The image used for every page's indicator (kept; the dots are drawn on Touchstone).
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    package var pageCount = 0
    package var pageIndex = 0
    /// The page the dots show (lags ``currentPage`` with ``defersCurrentPageDisplay``).
    package var displayedPage = 0 { didSet { if displayedPage != oldValue { setNeedsDisplay() } } }
    package var pageImages: [Int: UIImage] = [:]
    /// The page when the tracked finger touched down.
    package var pageAtTouchDown = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePageControl()
    }

    /// Creates a page control; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePageControl()
    }

    private func configurePageControl() {
        contentMode = .redraw
        isOpaque = false
    }

    /// Shows ``currentPage`` (after a deferred change).
    open func updateCurrentPageDisplay() { displayedPage = pageIndex }

    /// The image set for `page`'s indicator (nil when none was).
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    /// Sets the image for `page`'s indicator (kept; the dots are drawn on Touchstone).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }

    /// The size the dots of `pageCount` pages need: their row's width (plus the capsule's padding on modern
    /// profiles) and the control's height. Negative counts count as 0.
    open func size(forNumberOfPages pageCount: Int) -> CGSize { PageControlMetrics.size(forPages: pageCount) }

    /// The dots' size for the current number of pages (see ``size(forNumberOfPages:)``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pageCount) }
    /// The dots' size for the current number of pages.
    open override var intrinsicContentSize: CGSize { self.size(forNumberOfPages: pageCount) }

    /// Draws the dots (see `UIPageControl+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawPageControl() }

    /// Whether the control responds to taps; changing it redraws the dots (dimmed when disabled).
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Redraws the dots in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking

    /// Tracks a touch when there is at least one page, remembering the page shown at touch down.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pageAtTouchDown = pageIndex
        return pageCount > 0
    }

    /// A lift inside moves one page towards the side of the control it landed on, sending `.valueChanged` when
    /// the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInTouchArea(touch) else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        movePage(by: forward ? 1 : -1, event: event)
    }

    /// Moves `delta` pages (clamped) and sends `.valueChanged` when the page changed.
    package func movePage(by delta: Int, event: UIEvent?) {
        let old = pageIndex
        pageIndex = max(0, min(pageIndex + delta, pageCount - 1))
        if !defersCurrentPageDisplay { displayedPage = pageIndex }
        if pageIndex != old { sendActions(for: .valueChanged, event: event) }
    }

    // MARK: Accessibility

    /// A page control is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// Adjustable, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { accessibilityTraitsStorage = newValue }
    }
    /// "page 2 of 5", unless set (nil with no pages).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (pageCount > 0 ? "page \(pageIndex + 1) of \(pageCount)" : nil) }
        set { super.accessibilityValue = newValue }
    }
    /// Moves to the next page, sending `.valueChanged` when it changed.
    open override func accessibilityIncrement() { movePage(by: 1, event: nil) }
    /// Moves to the previous page, sending `.valueChanged` when it changed.
    open override func accessibilityDecrement() { movePage(by: -1, event: nil) }
}
