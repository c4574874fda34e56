// SPDX-License-Identifier: Apache-2.0

/// A control with a minus and a plus half for incrementing or decrementing a value by a constant amount.
///
/// **Values.** ``value`` lies within ``minimumValue``…``maximumValue`` (0…100 by default) and moves by
/// ``stepValue`` (1 by default). Where iOS raises an exception — a minimum not below the maximum, a step that is
/// not positive, non-finite numbers — Touchstone logs a line and ignores the assignment.
///
/// **Interaction.** Touching a half steps the value at once (a half is disabled, and ignores touches, when the value
/// is at its limit and ``wraps`` is false). Holding it repeats the step when ``autorepeat`` is on: first after
/// 0.5 s, then every 0.2 s, and every 0.1 s after the fifth repeat, on the device clock, while the finger stays in
/// the touch area. `.valueChanged` is sent for each step when ``isContinuous`` (the default), otherwise once
/// when the finger lifts if the value changed. Setting the value from code sends no event.
///
/// **Size.** Fixed, whatever frame it is given: 94×32 points (modern) or 94×27 (iPhone OS 3 profiles).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value (0 by default), clamped to the range; non-finite values are ignored with a logged line.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return UIKitDiagnostics.log("UIStepper.value \(newValue) ignored") }
            storedValue = min(storedMaximum, max(storedMinimum, newValue))
        }
    }
    /// The lowest value (0 by default). Must be below ``maximumValue``: other values are logged and ignored.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue < storedMaximum else {
                return UIKitDiagnostics.log("UIStepper.minimumValue \(newValue) ignored (must be below \(storedMaximum))")
            }
            storedMinimum = newValue
            storedValue = max(storedValue, newValue)
        }
    }
    /// The highest value (100 by default). Must be above ``minimumValue``: other values are logged and ignored.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue > storedMinimum else {
                return UIKitDiagnostics.log("UIStepper.maximumValue \(newValue) ignored (must be above \(storedMinimum))")
            }
            storedMaximum = newValue
            storedValue = min(storedValue, newValue)
        }
    }
    /// How much one step changes the value (1 by default). Must be positive: other values are logged and ignored.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return UIKitDiagnostics.log("UIStepper.stepValue \(newValue) ignored (must be positive)")
            }
            storedStep = newValue
        }
    }
    /// Whether `.valueChanged` is sent for every step while the finger is down (true, the default) or once when
    /// it lifts.
    open var isContinuous = true
    /// Whether holding a half repeats its step (true by default).
    open var autorepeat = true
    /// Whether stepping past one end continues from the other (false by default); both halves then stay enabled.
    open var wraps = false

    package var storedValue: Double = 0 { didSet { if storedValue != oldValue { setNeedsDisplay() } } }
    package var storedMinimum: Double = 0 { didSet { setNeedsDisplay() } }
    package var storedMaximum: Double = 100 { didSet { setNeedsDisplay() } }
    package var storedStep: Double = 1
    /// The half the tracked finger pressed (nil when none).
    package var pressedHalf: StepperHalf? { didSet { if pressedHalf != oldValue { setNeedsDisplay() } } }
    /// The half the tracked finger touched down on (kept while the finger is outside).
    package var pressedHalfWhileTracking: StepperHalf?
    package var valueAtTouchDown: Double = 0
    package var repeatTimer: DeviceTimer?
    package var repeatCount = 0
    /// When the next repeat is due (device seconds).
    package var nextRepeatTime: Double = 0
    package var backgroundImages: [UInt: UIImage] = [:]
    package var dividerImages: [String: UIImage] = [:]
    package var incrementImages: [UInt: UIImage] = [:]
    package var decrementImages: [UInt: UIImage] = [:]
    package lazy var halfElements: [UIAccessibilityElement] = makeAccessibilityElements()

    /// Creates a stepper at `frame`'s origin with the stepper's fixed size (the frame's size is ignored).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
        configureStepper()
    }

    /// Creates a stepper; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureStepper()
    }

    private func configureStepper() {
        contentMode = .redraw
        isOpaque = false
    }

    /// The frame; its size is always the stepper's fixed size (94×32 modern, 94×27 classic).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.fixedSize) }
    }

    /// The stepper's size on the main screen's profile.
    package static var fixedSize: CGSize {
        ControlLook.isClassic ? CGSize(width: 94, height: 27) : CGSize(width: 94, height: 32)
    }

    /// The fixed size: 94×32 (modern) or 94×27 (classic).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.fixedSize }
    /// The fixed size: 94×32 (modern) or 94×27 (classic).
    open override var intrinsicContentSize: CGSize { UIStepper.fixedSize }

    // MARK: Images

    /// Sets the background image for `state`, stretched over the whole stepper (nil removes it).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image set for exactly `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }
    /// Sets the image drawn between the halves when the left (minus) half is in `leftState` and the right in
    /// `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State)
    {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = image
        setNeedsDisplay()
    }
    /// The divider image set for exactly these two states.
    open func dividerImage(forLeftSegmentState state: UIControl.State,
                           rightSegmentState state2: UIControl.State) -> UIImage?
    {
        dividerImages["\(state.rawValue)-\(state2.rawValue)"]
    }
    /// Sets the image drawn in the plus half for `state`, instead of the plus sign.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The increment image set for exactly `state`.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }
    /// Sets the image drawn in the minus half for `state`, instead of the minus sign.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The decrement image set for exactly `state`.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Drawing and tracking (the work is in UIStepper+Drawing.swift and UIStepper+Tracking.swift)

    /// Draws the two halves, the divider and the signs.
    open override func draw(_ rect: CGRect) { drawStepper() }

    /// Whether the stepper responds to touches; changing it redraws both halves (dimmed when disabled).
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Redraws the halves, divider and signs in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Steps once at touch down on an enabled half (sending `valueChanged` when continuous) and starts the
    /// autorepeat timer when ``UIStepper/autorepeat`` is on; a touch on a disabled half is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stepperBeginTracking(touch, event: event)
    }
    /// Shows the touched half pressed while the finger is inside the stepper and unpressed outside; tracking
    /// goes on either way.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedHalf = isTouchInside ? pressedHalfWhileTracking : nil
        return true
    }
    /// Stops repeating; a non-continuous stepper sends `valueChanged` now if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { stepperEndTracking(event: event) }
    /// Stops repeating, as ``UIStepper/endTracking(_:with:)`` does.
    open override func cancelTracking(with event: UIEvent?) { stepperEndTracking(event: event) }

    // MARK: Accessibility

    /// Not one element: VoiceOver reads the two halves as "Decrement" and "Increment" buttons, as on iOS.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? updatedAccessibilityElements() }
        set { super.accessibilityElements = newValue }
    }
}
