// SPDX-License-Identifier: Apache-2.0

/// An accessibility element that is not a view: a part of a custom view that assistive technologies should
/// treat as a separate item (a bar of a chart, a key of a drawn keyboard).
///
/// A container view lists its elements in `accessibilityElements`; each element's frame is given in screen
/// coordinates (`accessibilityFrame`) or, usually more convenient, in its container's
/// (`accessibilityFrameInContainerSpace`).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view (or element) that contains this element (weak, as Apple's).
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technologies see this element (true by default).
    open var isAccessibilityElement = true
    /// A short description: what the element is ("Play").
    open var accessibilityLabel: String?
    /// What activating the element does ("Plays the song").
    open var accessibilityHint: String?
    /// The element's current value ("50%").
    open var accessibilityValue: String?
    /// What the element is and does.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A string that identifies the element in UI tests; not read to the user.
    open var accessibilityIdentifier: String?
    /// The frame in its container's coordinates; when set (non-zero), ``accessibilityFrame`` follows the
    /// container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var screenFrame: CGRect = .zero
    /// The point VoiceOver's double tap touches when ``accessibilityActivate()`` declines, in screen
    /// coordinates: the centre of ``accessibilityFrame`` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { activationPoint = newValue }
    }
    private var activationPoint: CGPoint?
    /// Extra actions VoiceOver offers for the element; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The outline to highlight, in screen coordinates, when the element is not a rectangle.
    open var accessibilityPath: UIBezierPath?
    /// What kind of container the element is for elements it contains (`.none` by default).
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    /// Elements inside this element, when it is itself a container (nil by default).
    open var accessibilityElements: [Any]?
    /// Whether the element's own children are hidden from assistive technologies (false by default).
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the element's siblings (false by default).
    open var accessibilityViewIsModal = false
    /// The language of the label, value and hint (a BCP 47 tag), nil for the app's.
    open var accessibilityLanguage: String?
    /// The names a Voice Control user may say for the element; by default its label alone.
    open var accessibilityUserInputLabels: [String]! {
        get { userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { userInputLabels = newValue }
    }
    private var userInputLabels: [String]?
    /// ``accessibilityLabel`` as an attributed string (setting it sets the label to its text).
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// ``accessibilityValue`` as an attributed string (setting it sets the value to its text).
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// ``accessibilityHint`` as an attributed string (setting it sets the hint to its text).
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }

    // MARK: Actions (as UIResponder's; NSObject's informal protocol on Apple's platforms)

    /// Activates the element (VoiceOver's double tap); returns whether it handled it. The default returns false,
    /// and the screen reader then taps ``accessibilityActivationPoint``.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value. The default does nothing.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value. The default does nothing.
    open func accessibilityDecrement() {}
    /// Dismisses what is shown modally; returns whether it did (false by default: the container is asked next).
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the screen's most important action; returns whether it did (false by default).
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Scrolls by a page in `direction`; returns whether it did (false by default).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Whether a screen reader's cursor is on this element.
    open func accessibilityElementIsFocused() -> Bool { isFocused }
    package var isFocused = false
    /// Called after a screen reader's cursor moved onto the element. The default does nothing.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called after a screen reader's cursor left the element. The default does nothing.
    open func accessibilityElementDidLoseFocus() {}

    /// Creates an element inside `container` (usually the view listing it in `accessibilityElements`).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The element's frame in screen coordinates: the one set, or ``accessibilityFrameInContainerSpace``
    /// converted from the container view's coordinates when that is set.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = accessibilityContainer as? UIView {
                return UIAccessibilityElement.screenFrame(of: accessibilityFrameInContainerSpace, in: view)
            }
            return screenFrame
        }
        set { screenFrame = newValue }
    }

    /// `rect` in `view`'s coordinates, in screen coordinates (the window's, as windows fill the screen here).
    package static func screenFrame(of rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
