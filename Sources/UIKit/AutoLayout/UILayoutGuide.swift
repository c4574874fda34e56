// SPDX-License-Identifier: Apache-2.0

/// A rectangle that takes part in Auto Layout like a view but draws nothing, receives no events and is not in the
/// view hierarchy: the space between views, or a region such as the layout margins or the safe area.
///
/// A guide belongs to one view (``owningView``, set by `UIView.addLayoutGuide(_:)`); its frame is in that view's
/// coordinates and is known after a layout pass (``layoutFrame``). The system guides — `layoutMarginsGuide`,
/// `safeAreaLayoutGuide`, `readableContentGuide` — are held to their view's margins, safe area or readable width
/// by UIKit; constrain other guides yourself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The guide's name in constraint descriptions and layout logs ("" by default; the system guides'
    /// `UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`, `UIViewReadableContentGuide`).
    open var identifier: String = ""

    /// The view that owns the guide, or nil before `addLayoutGuide(_:)`.
    open weak var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }
    package weak var owningViewStorage: UIView?

    /// Which system region the guide follows (nil for an app's own guide).
    package var systemRegion: SystemGuideRegion?

    /// Creates a guide that belongs to no view yet.
    public override init() { super.init() }

    /// The guide's frame in its owning view's coordinates, from the last layout pass (`.zero` before one, or
    /// without an owning view).
    open var layoutFrame: CGRect { AutoLayoutHost.solvedFrame(of: self) ?? .zero }

    // MARK: Anchors

    /// The guide's leading edge (left, or right in a right-to-left layout).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .leading)) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .trailing)) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .left)) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .right)) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .top)) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .bottom)) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(item: self, .width)) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(item: self, .height)) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .centerX)) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .centerY)) }

    // MARK: Debugging

    /// Whether the solved layout leaves the guide's frame undetermined on either axis.
    open var hasAmbiguousLayout: Bool {
        AutoLayoutHost.isAmbiguous(self, axis: .horizontal) || AutoLayoutHost.isAmbiguous(self, axis: .vertical)
    }

    /// The constraints that affect the guide's layout on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutHost.constraintsAffecting(self, axis: axis)
    }

    /// `<UILayoutGuide: 0x…; frame = (0 0; 0 0); owningView = <UIView: 0x…>>`, with the identifier when set.
    open override var description: String {
        let details = accessingMainActorState {
            var details = identifier.isEmpty ? [] : ["identifier = \(identifier)"]
            details.append("layoutFrame = \(ObjectDescription.rect(layoutFrame))")
            details.append("owningView = \(owningView.map { ObjectDescription.describe($0) } ?? "(null)")")
            return details
        }
        return ObjectDescription.describe(self, details.joined(separator: "; "))
    }
}

/// The regions UIKit keeps a view's system layout guides to.
package enum SystemGuideRegion {
    case layoutMargins, safeArea, readableContent
    /// A view controller's top and bottom layout guides: the bands outside the safe area at the top and bottom.
    case topLayoutSupport, bottomLayoutSupport
    /// A scroll view's content and frame layout guides (Sources/UIKit/Scrolling/UIScrollView+LayoutGuides.swift).
    case scrollContent, scrollFrame
    /// A view's keyboard layout guide: a full-width band up from the bottom edge, as high as the keyboard's overlap
    /// (Sources/UIKit/Keyboard/UIKeyboardLayoutGuide.swift).
    case keyboard
}
