// SPDX-License-Identifier: Apache-2.0

/// A relation between two layout attributes that Auto Layout keeps true: `item1.attribute1 = multiplier ×
/// item2.attribute2 + constant` (or `<=`, `>=`), satisfied exactly when ``priority`` is ``UILayoutPriority/required``
/// and as closely as possible otherwise.
///
/// Items are views and layout guides. A constraint does nothing until it is active: ``isActive``, or
/// ``activate(_:)``, installs it on the items' nearest common ancestor (a view's ``UIView/constraints``); the next
/// layout pass solves all the constraints of the view hierarchy together and sets the frames (see
/// `UIView.layoutSubviews()`). Constraints hold their items weakly, as UIKit's do not retain theirs.
///
/// A constraint UIKit would refuse to make (a position equal to a constant, a width related to a position, a
/// leading edge related to a left one, a non-finite constant or multiplier) is made, but logs UIKit's message and
/// is never installed; UIKit raises an exception instead, which Swift code cannot catch.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The left side of the relation, as anchors see it.
    package let first: AnchorExpression
    /// The right side's anchor part; nil for a constraint to a constant (`width == 100`).
    package let second: AnchorExpression?
    /// Why UIKit would have refused to make the constraint; such a constraint is never installed.
    package var invalidReason: String?

    /// The view the constraint is installed on (its items' nearest common ancestor), while it is active.
    package weak var container: UIView?
    /// The constraint in its hierarchy's solver, while it is there.
    package var engineConstraint: LayoutEngine.Constraint?
    /// The part of the constraint's constant in the solver that does not come from ``constant`` (baseline
    /// offsets), so a new constant is one incremental edit.
    package var engineConstantOffset: Double = 0
    /// The solver's owner for ``engineConstraint``.
    package weak var engineHost: AutoLayoutHost?

    /// How the two sides compare.
    public let relation: Relation
    /// The factor applied to the second attribute (1 for constraints to a constant).
    public let multiplier: CGFloat

    /// The amount added to the second side, in points. Changing it on an active constraint re-solves
    /// incrementally at the next layout pass (the cheap way to animate a constraint); non-finite values are
    /// ignored (logged).
    open var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                UIKitDiagnostics.log("NSLayoutConstraint: constant is not finite! That's illegal. constant:\(constant)")
                constant = oldValue
                return
            }
            if constant != oldValue { AutoLayoutHost.constantDidChange(self) }
        }
    }

    /// How strongly the constraint holds, clamped to 1…1000 (``UILayoutPriority/required`` by default). An active
    /// constraint cannot change between required and optional, as in UIKit; such a change is logged and ignored.
    open var priority: UILayoutPriority = .required {
        didSet {
            priority = LayoutStrength.clamped(priority)
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                UIKitDiagnostics.log(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(priority.rawValue) and the existing priority was "
                        + "\(oldValue.rawValue).")
                priority = oldValue
                return
            }
            AutoLayoutHost.priorityDidChange(self)
        }
    }

    /// A name for the constraint, printed in its description and in UIKit's layout logs.
    open var identifier: String?

    /// Whether the constraint is archived with its view (kept for source compatibility; nothing is archived).
    open var shouldBeArchived = false

    /// Whether the constraint is installed and taking part in layout. Setting it installs the constraint on the
    /// nearest common ancestor of its items (or removes it from there); items without a common ancestor are
    /// logged and the constraint stays inactive, as UIKit raises.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? AutoLayoutHost.activate(self) : AutoLayoutHost.deactivate(self) }
    }

    /// The first item: a view or layout guide.
    open var firstItem: AnyObject? { first.primary?.item }
    /// The first item's attribute.
    open var firstAttribute: Attribute { first.primary?.attribute ?? .notAnAttribute }
    /// The second item, or nil for a constraint to a constant.
    open var secondItem: AnyObject? { second?.primary?.item }
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    open var secondAttribute: Attribute { second?.primary?.attribute ?? .notAnAttribute }
    /// The first side as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(first) }
    /// The second side as an anchor, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>($0) } }

    /// An empty constraint (no items): it can never be activated.
    public override init() {
        first = AnchorExpression(terms: [])
        second = nil
        relation = .equal
        multiplier = 1
        constant = 0
        invalidReason = "a constraint made with init() has no items"
        super.init()
    }

    /// The designated initialiser behind every public way to make a constraint.
    package init(
        first: AnchorExpression, relation: Relation, second: AnchorExpression?, multiplier: CGFloat,
        constant: CGFloat
    ) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant.isFinite ? constant : 0
        super.init()
        invalidReason = ConstraintValidation.problem(
            first: first, second: second, multiplier: multiplier,
            constant: constant)
        if let invalidReason { UIKitDiagnostics.log(invalidReason) }
    }

    /// Makes `view1.attr1 (relation) multiplier × view2.attr2 + c`: UIKit's original way to write a constraint.
    ///
    /// `view1` and `view2` are views or layout guides; `view2` is nil, with ``Attribute/notAnAttribute``, for a
    /// size equal to a constant. The constraint starts inactive.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let firstItem = view1 as AnyObject
        let secondItem = view2.map { $0 as AnyObject }
        let second = secondItem.flatMap { attr2 == .notAnAttribute ? nil : AnchorExpression(item: $0, attr2) }
        self.init(
            first: AnchorExpression(item: firstItem, attr1), relation: relation, second: second,
            multiplier: multiplier, constant: c)
        if secondItem != nil, attr2 == .notAnAttribute, invalidReason == nil, !attr1.isDimension {
            invalidReason = ConstraintValidation.locationInPairs
            UIKitDiagnostics.log(ConstraintValidation.locationInPairs)
        }
    }

    // MARK: Activation

    /// Activates each constraint (see ``isActive``): cheaper than setting each one's ``isActive``, as UIKit says,
    /// because the hierarchy is solved once at the next layout pass either way.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Description

    /// UIKit's description: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`, with the identifier in
    /// quotes after the address, the multiplier (`0.5*UIView:0x….width`), a non-required priority (`@750`) and
    /// `(inactive)` when the constraint is not installed.
    open override var description: String {
        accessingMainActorState {
            let id = identifier.map { " '\($0)'" } ?? ""
            let state = isActive ? "active" : "inactive"
            return "<NSLayoutConstraint:\(ObjectDescription.address(of: self))\(id) \(equationText)   (\(state))>"
        }
    }

    /// The constraint's equation as UIKit prints it (`UIView:0x….leading == UIView:0x….leadingMargin + 8`).
    package var equationText: String {
        var text = "\(first.text) \(relation.symbol)"
        if let second {
            let factor = multiplier == 1 ? "" : "\(ObjectDescription.number(multiplier))*"
            text += " \(factor)\(second.text)"
            if constant != 0 {
                text +=
                    constant < 0
                    ? " - \(ObjectDescription.number(-constant))" : " + \(ObjectDescription.number(constant))"
            }
        } else {
            text += " \(ObjectDescription.number(constant))"
        }
        if priority != .required { text += " @\(ObjectDescription.number(CGFloat(priority.rawValue)))" }
        return text
    }
}

/// The checks UIKit makes when a constraint is created, with UIKit's messages.
package enum ConstraintValidation {
    package static let locationInPairs =
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
        + "constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// UIKit's message for the first problem with a constraint made of these parts, or nil when there is none.
    @MainActor
    package static func problem(
        first: AnchorExpression, second: AnchorExpression?, multiplier: CGFloat,
        constant: CGFloat
    ) -> String? {
        guard constant.isFinite else {
            return "NSLayoutConstraint: constant is not finite! That's illegal. constant:\(constant)"
        }
        guard multiplier.isFinite else {
            return "NSLayoutConstraint: multiplier is not finite! That's illegal. multiplier:\(multiplier)"
        }
        guard let primary = first.primary else { return "NSLayoutConstraint: a constraint needs a first item" }
        for term in first.terms + (second?.terms ?? []) {
            guard let item = term.item else { return "NSLayoutConstraint: an item of the constraint no longer exists" }
            guard item is UIView || item is UILayoutGuide else {
                return "NSLayoutConstraint for \(item): Constraint items must each be a view or layout guide."
            }
            guard term.attribute != .notAnAttribute else {
                return "NSLayoutConstraint: Unknown layout attribute (notAnAttribute) for an item"
            }
        }
        guard let second, let other = second.primary else {
            return first.isDimension ? nil : locationInPairs
        }
        if !first.isDimension && multiplier == 0 { return locationInPairs }
        if primary.attribute.axis != other.attribute.axis && !(first.isDimension && second.isDimension) {
            return "NSLayoutConstraint: Invalid pairing of layout attributes \(primary.attribute.name) and "
                + "\(other.attribute.name): they are on different axes."
        }
        if first.isDimension != second.isDimension {
            return "NSLayoutConstraint: Invalid pairing of layout attributes \(primary.attribute.name) and "
                + "\(other.attribute.name): a size cannot be related to a location."
        }
        let attributes = (first.terms + second.terms).map(\.attribute)
        if attributes.contains(where: \.isDirectional), attributes.contains(where: \.isAbsoluteHorizontalEdge) {
            return "NSLayoutConstraint: A constraint cannot be made between a leading/trailing attribute and a "
                + "right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }
}
