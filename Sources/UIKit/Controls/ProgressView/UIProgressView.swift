// SPDX-License-Identifier: Apache-2.0

/// A view that shows the progress of a task over time as a filling bar.
///
/// **Progress.** ``progress`` is a fraction 0…1 (values outside are clamped, non-finite ones ignored with a
/// logged line). ``setProgress(_:animated:)`` can slide the bar to the new value over about a quarter of a
/// second on the device clock. With ``observedProgress`` set, the bar follows that `Progress` object's
/// `fractionCompleted`: Foundation on Linux has no key-value observing, so the view polls it on each frame
/// while it is in a window (and on each layout pass), and a change is shown on the next frame.
///
/// **Look.** `.default` draws the filled part (``progressTintColor``, the tint colour by default) over a track
/// (``trackTintColor``, a light system fill by default); `.bar` is the thinner toolbar style whose track is clear.
/// ``progressImage`` and ``trackImage`` replace the colours when set. The height is 4 points (`.default`) or 2.5
/// (`.bar`) on modern profiles and 9 or 11 on iPhone OS 3 profiles, which draw the glossy rounded bar.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The styles of progress view.
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The style used in a toolbar.
        case bar = 1
    }

    /// The style (`.default` unless created with ``init(progressViewStyle:)``).
    open var progressViewStyle: Style = .default {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The progress, 0…1 (0 by default). Out-of-range values are clamped; non-finite values are ignored with a
    /// logged line.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour; nil (the default) is the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled track's colour; nil (the default) is a light system fill (clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image stretched over the filled part instead of ``progressTintColor``.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image stretched over the track instead of ``trackTintColor``.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }
    /// A `Progress` whose `fractionCompleted` the bar follows (polled each frame while in a window; see the type's
    /// notes). Nil by default.
    open var observedProgress: Progress? {
        didSet {
            followObservedProgress()
            updatePolling()
        }
    }

    package var storedProgress: Float = 0
    /// The fraction the bar is drawn at (follows ``progress``, lagging while animating).
    package var displayedProgress: CGFloat = 0 { didSet { if displayedProgress != oldValue { setNeedsDisplay() } } }
    package var progressTransition: ControlTransition?
    package lazy var ticker = ControlTicker { [unowned self] time in self.stepFrame(at: time) }

    /// Creates a progress view in the `.default` style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureProgressView()
    }

    /// Creates a progress view; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureProgressView()
    }

    /// Creates a progress view in `style`, as tall as the style's bar and with no width.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 0, height: barHeight)
    }

    private func configureProgressView() {
        contentMode = .redraw
        isOpaque = false
    }

    /// Sets the progress (clamped to 0…1; non-finite ignored with a logged line), sliding the bar over about a
    /// quarter of a second when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            return UIKitDiagnostics.log("UIProgressView.progress \(progress) ignored (not finite)")
        }
        storedProgress = min(1, max(0, progress))
        let target = CGFloat(storedProgress)
        if animated && window != nil && displayedProgress != target {
            progressTransition = ControlTransition(from: displayedProgress, to: target, start: ControlTicker.now,
                                                   duration: ControlLook.animationDuration)
            ticker.start()
        } else {
            progressTransition = nil
            displayedProgress = target
            updatePolling()
        }
    }

    /// The bar's height for the style and look.
    package var barHeight: CGFloat {
        let classic = ControlLook.isClassic
        switch progressViewStyle {
        case .default: return classic ? 9 : 4
        case .bar: return classic ? 11 : 2.5
        }
    }

    /// The width offered and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }
    /// No intrinsic width; the bar's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// Lays out as a view does, then takes the fraction of the observed `Progress`, if any (without animating).
    open override func layoutSubviews() {
        super.layoutSubviews()
        followObservedProgress()
    }

    /// Starts the per-frame ticker when the view enters a window while an animation runs or a `Progress` is
    /// observed, and stops it when the view leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updatePolling()
    }

    /// Redraws the filled part in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the track and the filled part (see `UIProgressView+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawProgress() }

    // MARK: Accessibility

    /// A progress view is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// "Progress", unless set.
    open override var accessibilityLabel: String? {
        get { accessibilityLabelStorage ?? "Progress" }
        set { accessibilityLabelStorage = newValue }
    }
    /// Updates frequently, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? .updatesFrequently }
        set { accessibilityTraitsStorage = newValue }
    }
    /// The progress as a rounded percentage ("40%"), unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Frames

    /// Takes the observed progress's fraction, if any (not animated, as UIKit's observer does).
    package func followObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction.isFinite && min(1, max(0, fraction)) != storedProgress { setProgress(fraction, animated: false) }
    }

    /// Runs the per-frame ticker while an animation runs or a progress object is observed in a window.
    package func updatePolling() {
        if progressTransition != nil || (observedProgress != nil && window != nil) {
            ticker.start()
        } else {
            ticker.stop()
        }
    }

    /// One frame: the bar animation's next step, then the observed progress's poll. Returns whether to go on.
    package func stepFrame(at time: Double) -> Bool {
        if let transition = progressTransition {
            displayedProgress = transition.value(at: time)
            if transition.isFinished(at: time) { progressTransition = nil }
        }
        followObservedProgress()
        return progressTransition != nil || (observedProgress != nil && window != nil)
    }
}
