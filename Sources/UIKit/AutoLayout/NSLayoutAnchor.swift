// SPDX-License-Identifier: Apache-2.0

/// One attribute of a view or layout guide (an edge, a centre, a size), from which constraints are made:
/// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
///
/// The subclasses keep constraints well formed at compile time: an x-axis anchor relates only to x-axis anchors,
/// a y-axis anchor to y-axis anchors, and only dimensions relate to constants. Every constraint made here starts
/// inactive; activate it (``NSLayoutConstraint/isActive``, ``NSLayoutConstraint/activate(_:)``). Anchors hold
/// their item weakly.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor stands for.
    package let expression: AnchorExpression

    package init(_ expression: AnchorExpression) {
        self.expression = expression
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { expression.primary?.item }

    /// The anchor's name as UIKit prints it (`UIView:0x….leading`).
    open var name: String { expression.text }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraints that affect this anchor's attribute in the item's hierarchy (for debugging).
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let term = expression.primary, let item = term.item else { return [] }
        return AutoLayoutHost.constraintsAffecting(item, axis: term.attribute.axis)
    }

    /// Whether the solved layout leaves this anchor's attribute undetermined (for debugging).
    open var hasAmbiguousLayout: Bool {
        guard let term = expression.primary, let item = term.item else { return false }
        return AutoLayoutHost.isAmbiguous(item, axis: term.attribute.axis, sizeOnly: term.attribute.isDimension)
    }

    package func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
        multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: expression, relation: relation, second: anchor.expression, multiplier: multiplier,
            constant: constant)
    }
}

/// The points and points per "system spacing" unit: UIKit's standard space between sibling views (8 points).
package enum SystemSpacing {
    package static let points: CGFloat = 8
}

/// An anchor on the x axis: a leading, trailing, left, right or centre-x attribute.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`other − self`), as a dimension that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: expression, to: otherAnchor.expression)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points per unit): this anchor follows `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: multiplier * SystemSpacing.points)
    }
    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.points)
    }
    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.points)
    }
}

/// An anchor on the y axis: a top, bottom, centre-y or baseline attribute.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`other − self`), as a dimension that can be constrained.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: expression, to: otherAnchor.expression)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points per unit): this anchor sits below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: multiplier * SystemSpacing.points)
    }
    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * SystemSpacing.points)
    }
    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * SystemSpacing.points)
    }
}

/// A size anchor: a width, a height, or a distance made by `anchorWithOffset(to:)`. Only dimensions relate to
/// constants and take multipliers.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    package convenience init(offsetFrom start: AnchorExpression, to end: AnchorExpression) {
        let terms =
            end.terms
            + start.terms.map {
                AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient)
            }
        self.init(AnchorExpression(terms: terms, isDimension: true))
    }

    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: expression, relation: relation, second: nil, multiplier: 1, constant: c)
    }
}
