// SPDX-License-Identifier: Apache-2.0

extension UIStackView {
    /// How a stack view places its arranged views across its axis (raw values as UIKit's; `top` is `leading` and
    /// `bottom` is `trailing`).
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack view across the axis. The default.
        case fill = 0
        /// The views line up at the leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; a vertical stack fills as with `.fill`).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views line up at the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; a vertical stack fills as with `.fill`).
        case lastBaseline = 5

        /// The views line up at the top of a horizontal stack: ``leading``.
        public static var top: Alignment { .leading }
        /// The views line up at the bottom of a horizontal stack: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}

// The constraints across the stack's axis.
extension StackArrangement {
    /// Places the visible views across the axis: the first against the canvas ("UISV-canvas-connection"), the
    /// others lined up with it ("UISV-alignment"). Except for `.fill`, each view stays inside the canvas
    /// ("UISV-spanning-boundary"), the stack view hugs the largest ("UISV-canvas-fit"), and a view with no
    /// intrinsic size across the axis has none ("UISV-ambiguity-suppression", as weak as UIKit's).
    mutating func addAlignment() {
        guard let first = visible.first else { return }
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        switch alignment {
        case .fill:
            equal(first, across.leading, canvas, across.leading, "UISV-canvas-connection")
            equal(first, across.trailing, canvas, across.trailing, "UISV-canvas-connection")
            for view in visible.dropFirst() {
                equal(view, across.leading, first, across.leading, "UISV-alignment")
                equal(view, across.trailing, first, across.trailing, "UISV-alignment")
            }
            return
        case .leading:
            align(across.leading, from: first)
            addBoundaries(start: false, end: true)
        case .trailing:
            align(across.trailing, from: first)
            addBoundaries(start: true, end: false)
        case .center:
            align(across.center, from: first)
            addBoundaries(start: true, end: true)
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() { equal(view, baseline, first, baseline, "UISV-alignment") }
            addBoundaries(start: true, end: true)
            // Lined up by their baselines, the views would float in a taller stack view: a weak pull to the top
            // puts the view reaching highest against it.
            for view in visible {
                equal(
                    view, across.leading, canvas, across.leading, priority: UILayoutPriority(49),
                    "UISV-canvas-connection")
            }
        }
        addCanvasFit(across)
        for view in visible {
            equal(view, across.size, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
    }

    /// The first view's `attribute` is the canvas's; the other views' are the first's.
    private mutating func align(_ attribute: NSLayoutConstraint.Attribute, from first: UIView) {
        equal(first, attribute, canvas, attribute, "UISV-canvas-connection")
        for view in visible.dropFirst() { equal(view, attribute, first, attribute, "UISV-alignment") }
    }

    /// Keeps every view inside the canvas at its start and/or end across the axis.
    private mutating func addBoundaries(start: Bool, end: Bool) {
        for view in visible {
            if start {
                add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary")
            }
            if end { add(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary") }
        }
    }
}
