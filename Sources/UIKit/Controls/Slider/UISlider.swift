// SPDX-License-Identifier: Apache-2.0

/// A control for choosing a single value from a continuous range by moving a thumb along a track.
///
/// **Values.** ``value`` always lies within ``minimumValue``…``maximumValue`` (0…1 by default): values outside
/// are clamped, and non-finite ones are ignored with a logged line. Raising the minimum above the maximum raises
/// the maximum with it (and the other way round).
///
/// **Interaction.** Only a touch on the thumb (its frame grown by `thumbTouchSlop` points on every side) is
/// tracked: touching the track elsewhere does nothing, as on iOS. While tracking, the thumb stays under the finger
/// at the offset where it was grabbed, and the finger may wander off the track vertically; `.valueChanged` is sent
/// on every move that changes the value when ``isContinuous`` (the default), otherwise once when the finger lifts
/// (and only if the value changed). Setting the value from code sends no event.
///
/// **Geometry.** The value images sit at the ends (``minimumValueImageRect(forBounds:)``), the track between them
/// (``trackRect(forBounds:)``), and the thumb travels so that it stays within the track
/// (``thumbRect(forBounds:trackRect:value:)``). The height is 31 points (modern) or 23 (iPhone OS 3 profiles).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, within ``minimumValue``…``maximumValue`` (0 by default). Out-of-range values are clamped;
    /// non-finite values are ignored with a logged line.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lowest value (0 by default); the value is raised to it, and the maximum too when below it.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return UIKitDiagnostics.log("UISlider.minimumValue \(newValue) ignored") }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            reclampValue()
        }
    }
    /// The highest value (1 by default); the value is lowered to it, and the minimum too when above it.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return UIKitDiagnostics.log("UISlider.maximumValue \(newValue) ignored") }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            reclampValue()
        }
    }
    /// The image at the minimum end, left of the track (nil by default).
    open var minimumValueImage: UIImage? { didSet { sliderAppearanceDidChange() } }
    /// The image at the maximum end, right of the track (nil by default).
    open var maximumValueImage: UIImage? { didSet { sliderAppearanceDidChange() } }
    /// Whether `.valueChanged` is sent on every move while dragging (true, the default) or once when the finger
    /// lifts.
    open var isContinuous = true
    /// The track's colour left of the thumb; nil (the default) is the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's colour right of the thumb; nil (the default) is a light system fill.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour; nil (the default) is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// How far beyond the thumb's frame, on every side, a touch still grabs it (points).
    package static let thumbTouchSlop: CGFloat = 10

    package var storedValue: Float = 0
    package var storedMinimum: Float = 0
    package var storedMaximum: Float = 1
    /// The value the thumb is drawn at (follows ``value``, lagging while animating).
    package var displayedValue: Float = 0 { didSet { if displayedValue != oldValue { setNeedsDisplay() } } }
    package var valueTransition: ControlTransition?
    package lazy var ticker = ControlTicker { [unowned self] time in self.stepValueAnimation(at: time) }
    /// Per-state images, keyed by state bits.
    package var thumbImages: [UInt: UIImage] = [:]
    package var minimumTrackImages: [UInt: UIImage] = [:]
    package var maximumTrackImages: [UInt: UIImage] = [:]
    /// The tracked finger: its horizontal offset from the thumb's centre, and the value at touch down.
    package var grabOffset: CGFloat = 0
    package var valueAtTouchDown: Float = 0

    /// Creates a slider (value 0 in 0…1).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Creates a slider; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
        decodeSliderAttributes(from: coder)
    }

    private func configureSlider() {
        contentMode = .redraw
        isOpaque = false
    }

    /// Sets the value (clamped; non-finite ignored with a logged line), moving the thumb over about a quarter
    /// of a second on the device clock when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return UIKitDiagnostics.log("UISlider.value \(value) ignored (not finite)") }
        storedValue = min(storedMaximum, max(storedMinimum, value))
        if animated && window != nil && displayedValue != storedValue {
            valueTransition = ControlTransition(from: CGFloat(displayedValue), to: CGFloat(storedValue),
                                                start: ControlTicker.now, duration: ControlLook.animationDuration)
            ticker.start()
        } else {
            valueTransition = nil
            ticker.stop()
            displayedValue = storedValue
        }
    }

    private func reclampValue() {
        setValue(storedValue, animated: false)
        setNeedsDisplay()
    }

    package func sliderAppearanceDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// One frame of a value animation; returns whether it continues.
    package func stepValueAnimation(at time: Double) -> Bool {
        guard let transition = valueTransition else { return false }
        displayedValue = Float(transition.value(at: time))
        guard transition.isFinished(at: time) else { return true }
        valueTransition = nil
        displayedValue = storedValue
        return false
    }

    // MARK: Per-state images

    /// Sets the thumb's image for `state` (nil removes it; `.normal`'s is used for states without one).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        sliderAppearanceDidChange()
    }
    /// Sets the track image left of the thumb for `state`; it is stretched to the track's length.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        sliderAppearanceDidChange()
    }
    /// Sets the track image right of the thumb for `state`; it is stretched to the track's length.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        sliderAppearanceDidChange()
    }
    /// The thumb image set for exactly `state` (nil when none was).
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The minimum track image set for exactly `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The maximum track image set for exactly `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb image for the current state, falling back to `.normal`'s.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// The minimum track image for the current state, falling back to `.normal`'s.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    /// The maximum track image for the current state, falling back to `.normal`'s.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    // MARK: Geometry (the work is in UISlider+Geometry.swift)

    /// Where the minimum value image is drawn in `bounds`: its size, at the left edge, centred vertically (an
    /// empty rectangle at the left edge when there is none).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMinimumValueImageRect(forBounds: bounds)
    }
    /// Where the maximum value image is drawn in `bounds`: its size, at the right edge, centred vertically (an
    /// empty rectangle at the right edge when there is none).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMaximumValueImageRect(forBounds: bounds)
    }
    /// The track's rectangle in `bounds`: between the value images (8 points from each image present), as tall
    /// as the look's track (4 points modern, 9 classic) or the track images, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { defaultTrackRect(forBounds: bounds) }
    /// The thumb's rectangle for `value` on the track `rect` within `bounds`: the thumb's size, centred
    /// vertically on the track, at the track's left end for the minimum and its right end for the maximum
    /// (linear between; the value is clamped to the range first).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
    }

    // MARK: Size and drawing

    /// The width offered and the slider's height (31 points modern, 23 classic, or taller images').
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: sliderHeight) }
    /// No intrinsic width; the slider's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sliderHeight)
    }

    /// Draws the value images, the track and the thumb (see `UISlider+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawSlider() }

    /// Whether the slider responds to touches; changing it redraws the slider (dimmed when disabled).
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Whether the thumb is being dragged; a change redraws the slider, whose thumb may have a highlighted image.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Redraws the filled track in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking (the work is in UISlider+Tracking.swift)

    /// Tracks only a touch that lands on the thumb (grown by a small slop), remembering where on the thumb it
    /// landed; a touch elsewhere on the track does not move the value, as on iOS.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { sliderBeginTracking(touch) }
    /// Keeps the thumb under the finger at the offset it was grabbed, whatever the finger's height, and sends
    /// `valueChanged` when the slider is continuous and the value changed.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        sliderContinueTracking(touch, event: event)
    }
    /// Sends `valueChanged` when the slider is not continuous and the value changed during the drag.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { sliderEndTracking(event: event) }

    // MARK: Accessibility

    /// A slider is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// Adjustable (`.notEnabled` too while disabled), unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { accessibilityTraitsStorage = newValue }
    }
    /// The value's position in the range as a rounded percentage ("50%"), unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((valueFraction(storedValue) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
    /// Moves the value up by a tenth of the range (clamped) and sends `.valueChanged` when it changed.
    open override func accessibilityIncrement() { adjustByTenth(1) }
    /// Moves the value down by a tenth of the range (clamped) and sends `.valueChanged` when it changed.
    open override func accessibilityDecrement() { adjustByTenth(-1) }

    private func adjustByTenth(_ direction: Float) {
        let old = storedValue
        setValue(old + direction * (storedMaximum - storedMinimum) / 10, animated: false)
        if storedValue != old { sendActions(for: .valueChanged) }
    }
}
