// SPDX-License-Identifier: Apache-2.0

/// A view that lays out a row or column of views (its ``arrangedSubviews``) with Auto Layout, as iOS 9's stack
/// view does.
///
/// The stack view makes and owns the constraints that arrange its views: along ``axis`` by ``distribution`` and
/// ``spacing``, across it by ``alignment``, inside its bounds or its layout margins
/// (``isLayoutMarginsRelativeArrangement``). They are installed on the stack view (so they appear in its
/// `constraints`, named `UISV-…` as UIKit names them) and made again in ``updateConstraints()`` whenever the
/// configuration, the arranged views or their `isHidden` change. A hidden arranged view collapses: it takes no
/// space and the spacing next to it goes away; shown again, it takes its place back. Hiding or showing an arranged
/// view inside a `UIView.animate` block lays out at once, so the other views' moves animate.
///
/// The stack view has no intrinsic content size of its own: its size comes from its arranged views through the
/// constraints (their intrinsic sizes, hugging and compression resistance), so a stack constrained only by its
/// position is as large as its content, and stacks nest. Arranged views get
/// `translatesAutoresizingMaskIntoConstraints = false`; position the stack view itself with constraints or a frame.
/// Subviews that are not arranged are left alone.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The arranged views, in order (see ``arrangedSubviews``).
    package var arrangedList: [UIView] = []
    /// Custom spacings after arranged views (``setCustomSpacing(_:after:)``), by view.
    package var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made for the current arrangement.
    package var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`, reused between arrangements.
    package var spacerGuides: [UILayoutGuide] = []
    /// Set when the arrangement's constraints must be made again at the next update pass.
    package var needsArrangement = true

    // MARK: Creation

    /// Creates an empty horizontal stack view with `frame`: `.fill` distribution and alignment, no spacing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack view (archives are not read on Touchstone, so nothing is decoded from `coder`).
    ///
    /// Not failable, as in Apple's SDK: a subclass that adds a designated initialiser writes
    /// `required init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        decodeStackViewAttributes(from: coder)
    }

    /// Creates a horizontal stack view that arranges `views`, in order (each is added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Stack views lay out with constraints even when nothing else in the hierarchy does.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged views

    /// The views the stack view arranges, in order: always a subset of ``UIView/subviews`` (whose order only
    /// decides drawing order). Removing an arranged view from its superview removes it from this list too.
    open var arrangedSubviews: [UIView] { arrangedList }

    /// Appends `view` to the arranged views (moving it to the end if it is already arranged) and adds it as a
    /// subview when it is not one; sets its `translatesAutoresizingMaskIntoConstraints` to false.
    open func addArrangedSubview(_ view: UIView) { insertArranged(view, at: arrangedList.count) }

    /// Removes `view` from the arranged views; it stays a subview (with its current frame), as on iOS — call
    /// `removeFromSuperview()` to take it out of the hierarchy. Nothing happens when `view` is not arranged.
    open func removeArrangedSubview(_ view: UIView) { removeArranged(view) }

    /// Inserts `view` into the arranged views at `stackIndex` (0…count; a view already arranged moves there) and
    /// adds it as a subview when it is not one. An index beyond the end is logged and ignored (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { insertArranged(view, at: stackIndex) }

    // MARK: Configuration

    /// The axis the views are laid out along: `.horizontal` (a row, leading to trailing; the default) or
    /// `.vertical` (a column, top to bottom).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views share the space along ``axis`` (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views are placed across ``axis`` (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between adjacent arranged views, in points (0 by default): exact for the fill distributions, a
    /// minimum for `.equalSpacing` and `.equalCentering`. ``UIStackView/spacingUseSystem`` asks for the system
    /// spacing (8 points). Negative values overlap the views.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }

    /// Whether, in a vertical stack, the spacing is measured from the last baseline of a view to the first
    /// baseline of the next one rather than between their edges (false by default; ignored for horizontal
    /// stacks).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are laid out inside the stack view's layout margins (`layoutMarginsGuide`) rather than
    /// its bounds (false by default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Sets the space after `arrangedSubview` (before the next visible arranged view), replacing ``spacing``
    /// there; ``UIStackView/spacingUseDefault`` goes back to ``spacing``, ``UIStackView/spacingUseSystem`` asks
    /// for the system spacing. The custom spacing is forgotten when the view stops being arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[key]
        customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        if customSpacings[key] != old { setNeedsArrangement() }
    }

    /// The custom spacing after `arrangedSubview`, or ``UIStackView/spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Layout

    /// Makes the arrangement's constraints again when the configuration or the arranged views changed, then
    /// calls `super`. Subclasses that override it call `super`.
    open override func updateConstraints() {
        arrangeIfNeeded()
        super.updateConstraints()
    }
}

extension UIStackView {
    /// A ``spacing`` value meaning "the stack view's ``spacing``", for ``setCustomSpacing(_:after:)`` (and what
    /// ``customSpacing(after:)`` returns without a custom spacing): `Float.greatestFiniteMagnitude`, as UIKit's.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A ``spacing`` value meaning "the system spacing" (8 points): `Float.leastNormalMagnitude`, as UIKit's.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
