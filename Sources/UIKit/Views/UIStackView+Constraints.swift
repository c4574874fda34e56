// SPDX-License-Identifier: Apache-2.0

// How a stack view turns its configuration into constraints: `arrangeIfNeeded()` runs in `updateConstraints()` and
// replaces the previous arrangement's constraints with a new set made by `StackArrangement`, whose parts are in
// UIStackView+Distribution.swift (along the axis), UIStackView+Alignment.swift (across it) and below (hidden views).
extension UIStackView {
    /// Makes the arrangement's constraints again if the configuration or the arranged views changed since the
    /// last time: deactivates the old set and activates the new one (installed on the stack view).
    package func arrangeIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        var arrangement = StackArrangement(self)
        arrangement.addDistribution()
        arrangement.addAlignment()
        arrangement.addHiding()
        NSLayoutConstraint.activate(arrangement.constraints)
        arrangementConstraints = arrangement.constraints
    }

    /// The space after `view`: its custom spacing or ``spacing``, with ``UIStackView/spacingUseSystem`` as the
    /// system spacing.
    package func spacingValue(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? SystemSpacing.points : value
    }

    /// `count` spacer guides owned by the stack view, reusing the previous arrangement's. Extra guides stay,
    /// unconstrained, while the distribution uses spacers (removing a guide rebuilds the hierarchy's solver, too
    /// much for hiding a view); all go with `count` 0.
    package func spacers(_ count: Int) -> ArraySlice<UILayoutGuide> {
        if count == 0 {
            for guide in spacerGuides { removeLayoutGuide(guide) }
            spacerGuides = []
        }
        while spacerGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
        return spacerGuides.prefix(count)
    }
}

/// The four attributes of one axis: where an item starts and ends on it, its centre and its size.
struct StackAxisAttributes {
    let leading, trailing, center, size: NSLayoutConstraint.Attribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, size: .width)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, center: .centerY, size: .height)

    static func of(_ axis: NSLayoutConstraint.Axis) -> StackAxisAttributes {
        axis == .horizontal ? .horizontal : .vertical
    }
}

/// The constraints of one arrangement of a stack view, as they are made.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// What the views are arranged in: the stack view, or its layout margins guide.
    let canvas: AnyObject
    /// The attributes along the stack's axis and across it.
    let along, across: StackAxisAttributes
    /// The arranged views that take part (not hidden), in order.
    let visible: [UIView]
    var constraints: [NSLayoutConstraint] = []

    init(_ stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = .of(stack.axis)
        across = .of(stack.axis == .horizontal ? .vertical : .horizontal)
        visible = stack.arrangedList.filter { !$0.isHidden }
    }

    /// Adds `item1.attribute1 (relation) multiplier × item2.attribute2 + constant` at `priority`, named
    /// `identifier`.
    mutating func add(
        _ item1: AnyObject, _ attribute1: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ item2: AnyObject?,
        _ attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            item: item1, attribute: attribute1, relatedBy: relation, toItem: item2,
            attribute: attribute2, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    /// Adds `item1.attribute1 == multiplier × item2.attribute2 + constant` at `priority`, named `identifier`.
    mutating func equal(
        _ item1: AnyObject, _ attribute1: NSLayoutConstraint.Attribute, _ item2: AnyObject?,
        _ attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) {
        add(
            item1, attribute1, .equal, item2, attribute2, multiplier: multiplier, constant: constant,
            priority: priority, identifier)
    }

    /// Adds a weak wish that the stack view be as small as its content allows on `attributes`' axis, so a stack
    /// view constrained only by its position hugs its arranged views (above `systemLayoutSizeFitting`'s target
    /// priority, 50, so fitting sizes are the content's).
    mutating func addCanvasFit(_ attributes: StackAxisAttributes) {
        equal(stack, attributes.size, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-canvas-fit")
    }

    // MARK: Hidden views

    /// Collapses each hidden arranged view: no size along the axis, at the end of the visible view before it (the
    /// canvas's start for none), placed across the axis by the alignment without taking part in the stack view's
    /// size. Its spacing has gone with it, as the spacing constraints join visible views only.
    mutating func addHiding() {
        var previous: UIView?
        for view in stack.arrangedList {
            guard view.isHidden else {
                previous = view
                continue
            }
            equal(view, along.size, nil, .notAnAttribute, "UISV-hiding")
            if let previous {
                equal(view, along.leading, previous, along.trailing, "UISV-hiding")
            } else {
                equal(view, along.leading, canvas, along.leading, "UISV-hiding")
            }
            switch stack.alignment {
            case .center: equal(view, across.center, canvas, across.center, "UISV-hiding")
            case .trailing: equal(view, across.trailing, canvas, across.trailing, "UISV-hiding")
            default: equal(view, across.leading, canvas, across.leading, "UISV-hiding")
            }
            equal(view, across.size, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
    }
}
