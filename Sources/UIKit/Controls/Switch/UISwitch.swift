// SPDX-License-Identifier: Apache-2.0

/// A control that offers a binary choice: on or off.
///
/// **Size.** A switch has a fixed size, whatever frame it is given: 51×31 points on modern profiles, 94×27 on
/// iPhone OS 3 profiles (which show "ON" and "OFF" on the track). Only the frame's origin is used.
///
/// **Interaction.** A tap toggles the switch; dragging the thumb moves it with the finger, and the side of the
/// track it is on when the finger lifts (past the midpoint or not) is the new value. `.valueChanged` is sent once,
/// when the finger lifts, and only when the value actually changed — before `.touchUpInside`/`.touchUpOutside`.
/// Setting ``isOn`` or calling ``setOn(_:animated:)`` from code sends no event.
///
/// **Look.** Modern: a capsule track, ``onTintColor`` (`.systemGreen` by default) when on and `.systemGray5`
/// when off, with a white round thumb (``thumbTintColor``) casting a soft shadow. Classic: a blue "ON" half and a
/// grey "OFF" half either side of a glossy thumb. ``onImage`` and ``offImage`` are kept but not drawn, as on
/// iOS 7 and later.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch presents its value.
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding on iPhone.
        case automatic = 0
        /// A checkbox (Mac Catalyst only; iPhone switches slide).
        case checkbox = 1
        /// A sliding thumb on a track.
        case sliding = 2
    }

    /// Whether the switch is on (false by default). Setting it moves the thumb at once and sends no event.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on; nil (the default) is `.systemGreen` (modern) or blue (classic).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour; nil (the default) is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The image shown on the track when on. Kept for source compatibility; never drawn, as on iOS 7 and later.
    open var onImage: UIImage?
    /// The image shown on the track when off. Kept for source compatibility; never drawn, as on iOS 7 and later.
    open var offImage: UIImage?
    /// A title shown beside a checkbox-style switch (Mac Catalyst); kept, never drawn on iPhone.
    open var title: String?
    /// The style the app asks for (`.automatic` by default). On iPhone every switch slides.
    open var preferredStyle: Style = .automatic
    /// The style in use: always `.sliding` on iPhone.
    open var style: Style { .sliding }

    /// The stored value behind ``isOn``.
    package var on = false
    /// Where the thumb is drawn: 0 at the off end, 1 at the on end (between while animating or dragged).
    package var thumbPosition: CGFloat = 0 { didSet { if thumbPosition != oldValue { setNeedsDisplay() } } }
    /// The running thumb animation, if any.
    package var thumbTransition: ControlTransition?
    package lazy var ticker = ControlTicker { [unowned self] time in self.stepThumbAnimation(at: time) }
    /// The tracked finger's state (see `UISwitch+Tracking.swift`).
    package var drag = SwitchDrag()

    /// Creates a switch at `frame`'s origin with the switch's fixed size (the frame's size is ignored).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        configureSwitch()
    }

    /// Creates a switch; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSwitch()
        decodeSwitchAttributes(from: coder)
    }

    private func configureSwitch() {
        contentMode = .redraw
        backgroundColor = nil
        isOpaque = false
    }

    /// The frame; its size is always the switch's fixed size (51×31 modern, 94×27 classic).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.fixedSize) }
    }

    /// Turns the switch on or off, sliding the thumb over about a quarter of a second on the device clock when
    /// `animated` (at once otherwise). Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        let target: CGFloat = on ? 1 : 0
        if animated && window != nil && thumbPosition != target {
            thumbTransition = ControlTransition(from: thumbPosition, to: target, start: ControlTicker.now,
                                                duration: ControlLook.animationDuration)
            ticker.start()
        } else {
            thumbTransition = nil
            ticker.stop()
            thumbPosition = target
        }
    }

    /// The fixed size: 51×31 (modern) or 94×27 (classic).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }
    /// The fixed size: 51×31 (modern) or 94×27 (classic).
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    /// The switch's size on the main screen's profile.
    package static var fixedSize: CGSize {
        ControlLook.isClassic ? CGSize(width: 94, height: 27) : CGSize(width: 51, height: 31)
    }

    /// Draws the track and thumb (see `UISwitch+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawSwitch() }

    /// Whether the switch responds to touches; changing it redraws the switch (dimmed when disabled).
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Whether a finger is on the switch; a change redraws it (the thumb stretches on the modern look and darkens
    /// on the classic one).
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Redraws the switch in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking (the work is in UISwitch+Tracking.swift)

    /// Tracks every touch on the switch, remembering where it started and where the thumb was.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { switchBeginTracking(touch) }
    /// Moves the thumb with the finger, clamped to the track.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        switchContinueTracking(touch)
    }
    /// A tap toggles the value; a drag keeps the side the thumb ended on. The thumb slides home and
    /// `valueChanged` is sent when the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { switchEndTracking(touch, event: event) }
    /// Keeps the value and slides the thumb back to it.
    open override func cancelTracking(with event: UIEvent?) { switchCancelTracking() }

    // MARK: Accessibility

    /// A switch is one accessibility element.
    open override var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? true }
        set { isAccessibilityElementStorage = newValue }
    }
    /// A button (as iOS reports a switch), `.notEnabled` while disabled, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibilityTraitsStorage = newValue }
    }
    /// "1" when on and "0" when off, as iOS reads a switch, unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (on ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}
