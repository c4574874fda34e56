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
