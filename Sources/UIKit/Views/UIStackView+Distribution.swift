// SPDX-License-Identifier: Apache-2.0

extension UIStackView {
    /// How a stack view shares the space along its axis among its arranged views (raw values as UIKit's).
    public enum Distribution: Int, Sendable {
        /// The views fill the stack view, `spacing` apart; when they do not fit exactly, the view with the lowest
        /// content hugging (to grow) or compression resistance priority (to shrink) gives. The default.
        case fill = 0
        /// The views fill the stack view, `spacing` apart, all the same size along the axis.
        case fillEqually = 1
        /// The views fill the stack view, `spacing` apart, sized in proportion to their intrinsic content sizes
        /// along the axis (equal shares when none has one).
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the space between them is the same everywhere, at least
        /// `spacing`; when they do not fit, views shrink by their compression resistance.
        case equalSpacing = 3
        /// The views keep their intrinsic sizes and their centres are the same distance apart, the gaps at least
        /// `spacing`.
        case equalCentering = 4
    }
}

// The constraints along the stack's axis.
extension StackArrangement {
    /// The first visible view starts at the canvas's start and the last ends at its end ("UISV-canvas-connection");
    /// adjacent visible views are their spacing apart ("UISV-spacing": exactly, or at least for the equal
    /// distributions); then the distribution's own constraints.
    mutating func addDistribution() {
        let distribution = stack.distribution
        if distribution != .equalSpacing && distribution != .equalCentering || visible.isEmpty {
            _ = stack.spacers(0)
        }
        guard let first = visible.first, let last = visible.last else { return }
        equal(first, along.leading, canvas, along.leading, "UISV-canvas-connection")
        equal(last, along.trailing, canvas, along.trailing, "UISV-canvas-connection")
        let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        for (view, next) in zip(visible, visible.dropFirst()) {
            addSpacing(after: view, before: next, exact ? .equal : .greaterThanOrEqual)
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { equal(view, along.size, first, along.size, "UISV-fill-equally") }
        case .fillProportionally:
            addProportions()
        case .equalSpacing:
            addSpacers(between: along.trailing, and: along.leading, priority: .required)
        case .equalCentering:
            // Below required, so that views that do not fit give up equal centring before their minimum spacing.
            addSpacers(between: along.center, and: along.center, priority: .required - 1)
        }
    }

    /// `next` follows `view` by the spacing after `view`; in a vertical stack with baseline-relative arrangement,
    /// from `view`'s last baseline to `next`'s first.
    private mutating func addSpacing(after view: UIView, before next: UIView, _ relation: NSLayoutConstraint.Relation) {
        let gap = stack.spacingValue(after: view)
        if stack.axis == .vertical && stack.isBaselineRelativeArrangement {
            add(next, .firstBaseline, relation, view, .lastBaseline, constant: gap, "UISV-spacing")
        } else {
            add(next, along.leading, relation, view, along.trailing, constant: gap, "UISV-spacing")
        }
    }

    /// Each view's size is its share of the canvas less the spacing, its share being its intrinsic size over the
    /// sum of them ("UISV-fill-proportionally", just below required so compression can still win).
    private mutating func addProportions() {
        let sizes = visible.map {
            max(0, stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height)
        }
        let total = sizes.reduce(0, +)
        let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacingValue(after: $1.0) }
        for (view, size) in zip(visible, sizes) {
            let share = total > 0 ? size / total : 1 / CGFloat(visible.count)
            equal(
                view, along.size, canvas, along.size, multiplier: share, constant: -share * spacing,
                priority: .required - 1, "UISV-fill-proportionally")
        }
    }

    /// A spacer guide spans each gap, from one view's `start` attribute to the next one's `end` (edges for
    /// `.equalSpacing`, centres for `.equalCentering`), all the same size; the stack view hugs its content along
    /// the axis, so without a size of its own the gaps are at their minimum.
    private mutating func addSpacers(
        between start: NSLayoutConstraint.Attribute, and end: NSLayoutConstraint.Attribute,
        priority: UILayoutPriority
    ) {
        let guides = stack.spacers(visible.count - 1)
        for (index, guide) in guides.enumerated() {
            equal(guide, along.leading, visible[index], start, "UISV-distributing-edge")
            equal(guide, along.trailing, visible[index + 1], end, "UISV-distributing-edge")
            if index > 0 { equal(guide, along.size, guides[0], along.size, priority: priority, "UISV-fill-equally") }
            // Across the axis the guides only need to be somewhere: at the canvas's start, with no size.
            equal(guide, across.leading, canvas, across.leading, "UISV-distributing-edge")
            equal(guide, across.size, nil, .notAnAttribute, "UISV-distributing-edge")
        }
        addCanvasFit(along)
    }
}
