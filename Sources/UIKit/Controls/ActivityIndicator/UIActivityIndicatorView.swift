// SPDX-License-Identifier: Apache-2.0

/// A view that shows that a task is in progress: twelve spokes spinning clockwise, one step every twelfth of a
/// second on the device clock, while animating.
///
/// **Styles.** `.medium` (20×20 points) and `.large` (37×37) are drawn in ``color`` (a secondary label grey by
/// default); the deprecated iPhone OS 3 styles are `.white` (20×20, white), `.whiteLarge` (37×37, white) and
/// `.gray` (20×20, grey). The spinner is drawn at the style's size, centred in the bounds.
///
/// **Animating.** A new indicator is stopped and, since ``hidesWhenStopped`` is true by default, hidden:
/// ``startAnimating()`` shows it and starts the spin, ``stopAnimating()`` stops it (and hides it again when
/// ``hidesWhenStopped``). The spin runs on a per-frame display link, redrawing only when the step changes.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's styles, with Apple's raw values.
    public enum Style: Int, Sendable {
        /// The standard 20-point indicator (iOS 13).
        case medium = 100
        /// The 37-point indicator (iOS 13).
        case large = 101
        /// The large white indicator of earlier iOS.
        @available(iOS, deprecated: 13.0, message: "Use .large")
        case whiteLarge = 0
        /// The white indicator of earlier iOS.
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case white = 1
        /// The grey indicator of earlier iOS.
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case gray = 2
    }

    /// The style (`.medium` by default); changing it resizes the intrinsic size and resets ``color`` to the
    /// style's unless one was set.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour: the one set, or the style's (white for `.white`/`.whiteLarge`, grey otherwise).
    /// Setting nil goes back to the style's.
    open var color: UIColor! {
        get { customColor ?? styleColor }
        set {
            customColor = newValue
            setNeedsDisplay()
        }
    }
    /// Whether the indicator hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animating }

    package var customColor: UIColor?
    package var animating = false
    /// The device time the spin started at, and the step last drawn.
    package var spinStart: Double = 0
    package var step = 0 { didSet { if step != oldValue { setNeedsDisplay() } } }
    package lazy var ticker = ControlTicker { [unowned self] time in self.stepSpin(at: time) }

    /// Creates a `.medium` indicator, stopped and hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureIndicator()
    }

    /// Creates an indicator; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureIndicator()
    }

    /// Creates an indicator of `style`, sized to it, stopped and hidden.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = styleSize
    }

    private func configureIndicator() {
        contentMode = .redraw
        isOpaque = false
        isHidden = true
    }

    /// Starts spinning from the first spoke and shows the indicator. Does nothing when already spinning.
    open func startAnimating() {
        isHidden = false
        guard !animating else { return }
        animating = true
        spinStart = ControlTicker.now
        step = 0
        ticker.start()
    }

    /// Stops spinning, hiding the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        ticker.stop()
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20×20, or 37×37 for the large styles.
    package var styleSize: CGSize {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }

    /// The style's colour: white for the white styles, a mid grey for `.gray`, the secondary label colour for
    /// the modern styles.
    package var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .gray: return .gray
        default: return .secondaryLabel
        }
    }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { styleSize }
    /// The style's size.
    open override var intrinsicContentSize: CGSize { styleSize }

    /// Draws the spokes at the current step, centred in the bounds.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let size = styleSize
        let radius = size.width / 2
        let width = radius / 4.5
        ActivitySpinner.draw(in: ctx, center: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius - width / 2,
                             step: step, ink: ControlLook.cgColor(color ?? styleColor), lineWidth: width,
                             innerFraction: 0.5)
    }

    /// Restarts the link when a spinning indicator enters a window, and stops it when it leaves one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if animating && window != nil { ticker.start() } else { ticker.stop() }
    }

    /// One frame: the step for the time since the start (twelve a second).
    package func stepSpin(at time: Double) -> Bool {
        guard animating else { return false }
        let elapsed = max(0, time - spinStart)
        step = Int((elapsed * Double(ActivitySpinner.spokeCount)).rounded(.down)) % ActivitySpinner.spokeCount
        return true
    }

    // MARK: Accessibility

    /// An activity indicator is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// "In progress" while spinning and "Progress halted" when stopped, as iOS reads it, unless set.
    open override var accessibilityLabel: String? {
        get { accessibilityLabelStorage ?? (animating ? "In progress" : "Progress halted") }
        set { accessibilityLabelStorage = newValue }
    }
    /// Updates frequently, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? .updatesFrequently }
        set { accessibilityTraitsStorage = newValue }
    }
}
