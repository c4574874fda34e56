// SPDX-License-Identifier: Apache-2.0

extension NSLayoutConstraint {
    /// Makes the constraints an ASCII-art line of Auto Layout's visual format language describes:
    /// `H:|-[find]-[findNext]-[findField(>=20)]-|`, `V:|-20-[a(44)]-8-[b(==a)]`.
    ///
    /// `views` maps each bracketed name to a view; `metrics` maps names used as numbers (spacings, sizes,
    /// priorities) to `NSNumber`s or Swift numbers. `|` is the superview of the view next to it. A lone `-` is the
    /// standard spacing: 8 points between siblings, and the superview's layout margin at a `|` (`|-[a]` makes
    /// `a.leading == superview.leadingMargin`, as UIKit has since iOS 8, so 8 points in a plain view). Horizontal
    /// lines use leading and trailing edges unless `opts` asks for `directionLeftToRight` or
    /// `directionRightToLeft`; an alignment option (`alignAllTop`, `alignAllCenterY`, …) also makes each view's
    /// attribute equal to its neighbour's, and must lie across the line (a vertical line cannot align tops).
    ///
    /// The constraints are returned inactive: activate them (``activate(_:)``, `UIView.addConstraints(_:)`). A
    /// format UIKit refuses logs UIKit's message (the reason, the format and a caret under the fault) and returns
    /// no constraints, where UIKit raises an exception that Swift code cannot catch.
    ///
    /// Declared in an extension (so `public`, as members of extensions cannot be overridden in Swift); UIKit's
    /// method is a class method of `NSLayoutConstraint` too.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint]
    {
        switch VisualFormatParser.parse(format, metrics: metrics, views: views)
            .flatMap({ $0.constraints(options: opts) })
        {
        case .success(let constraints):
            return constraints
        case .failure(let error):
            UIKitDiagnostics.log(error.message)
            return []
        }
    }
}

extension VisualFormat {
    /// UIKit's standard spacing between sibling views.
    package static let standardSpacing: CGFloat = 8

    /// The constraints the parsed line describes with `options`, or what UIKit would raise: a value that is not a
    /// view, a `|` next to a view without a superview, an alignment along the line.
    @MainActor
    package func constraints(options: NSLayoutConstraint.FormatOptions) -> Result<[NSLayoutConstraint],
                                                                                   VisualFormatError>
    {
        do {
            return .success(try makeConstraints(options: options))
        } catch {
            return .failure(error)
        }
    }

    @MainActor
    private func makeConstraints(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [NSLayoutConstraint]
    {
        let items = try views.map { (view) throws(VisualFormatError) -> UIView in try self.view(view.object, view) }
        // UIKit's message for `H:|-[view]-|` points at the closing bar, so that one is checked first.
        let trailingSuperview = try superview(of: items.last!, at: trailingBar)
        let leadingSuperview = try superview(of: items[0], at: leadingBar)
        let alignments = try alignmentAttributes(options)
        let flow = Flow(axis: axis, options: options)

        var result: [NSLayoutConstraint] = []
        if let leadingConnection, let leadingSuperview {
            result += gap(leadingConnection, before: (leadingSuperview, flow.start), after: (items[0], flow.start),
                          flow: flow, margin: .before(flow.startMargin))
        }
        for (offset, view) in views.enumerated() {
            if offset > 0 {
                result += gap(connections[offset - 1], before: (items[offset - 1], flow.end),
                              after: (items[offset], flow.start), flow: flow, margin: nil)
                for attribute in alignments {
                    result.append(NSLayoutConstraint(item: items[offset - 1], attribute: attribute, relatedBy: .equal,
                                                     toItem: items[offset], attribute: attribute, multiplier: 1,
                                                     constant: 0))
                }
            }
            for predicate in view.predicates {
                result.append(try size(of: items[offset], predicate, attribute: flow.size))
            }
        }
        if let trailingConnection, let trailingSuperview {
            result += gap(trailingConnection, before: (items[items.count - 1], flow.end),
                          after: (trailingSuperview, flow.end), flow: flow, margin: .after(flow.endMargin))
        }
        return result
    }

    /// The attributes a line's edges and sizes use, from its axis and direction option.
    private struct Flow {
        var start: NSLayoutConstraint.Attribute = .top
        var end: NSLayoutConstraint.Attribute = .bottom
        var startMargin: NSLayoutConstraint.Attribute = .topMargin
        var endMargin: NSLayoutConstraint.Attribute = .bottomMargin
        var size: NSLayoutConstraint.Attribute = .height
        /// Whether positions decrease along the line (right to left), so a gap is `before − after`.
        var reversed = false

        init(axis: NSLayoutConstraint.Axis, options: NSLayoutConstraint.FormatOptions) {
            guard axis == .horizontal else { return }
            size = .width
            switch options.intersection(.directionMask) {
            case .directionLeftToRight:
                (start, end, startMargin, endMargin) = (.left, .right, .leftMargin, .rightMargin)
            case .directionRightToLeft:
                (start, end, startMargin, endMargin) = (.right, .left, .rightMargin, .leftMargin)
                reversed = true
            default:
                (start, end, startMargin, endMargin) = (.leading, .trailing, .leadingMargin, .trailingMargin)
            }
        }
    }

    /// The superview's side of a connection at a `|`, and the margin attribute a standard spacing uses there.
    private enum SuperviewMargin {
        case before(NSLayoutConstraint.Attribute)
        case after(NSLayoutConstraint.Attribute)
    }

    /// The constraints of one connection between the edge `before` it and the edge `after` it: `after == before +
    /// spacing` (reversed lines swap the sides, so the spacing stays positive). A standard spacing at a `|` is the
    /// superview's `margin` instead of its edge.
    @MainActor
    private func gap(_ connection: Connection, before: (UIView, NSLayoutConstraint.Attribute),
                     after: (UIView, NSLayoutConstraint.Attribute), flow: Flow,
                     margin: SuperviewMargin?) -> [NSLayoutConstraint]
    {
        var (before, after) = (before, after)
        let predicates: [Predicate]
        switch connection {
        case .flush:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: nil)]
        case .standard:
            switch margin {
            case .before(let attribute): before.1 = attribute
            case .after(let attribute): after.1 = attribute
            case nil: break
            }
            predicates = [Predicate(relation: .equal, object: .constant(margin == nil ? Self.standardSpacing : 0),
                                    priority: nil)]
        case .predicates(let list):
            predicates = list
        }
        let (first, second) = flow.reversed ? (before, after) : (after, before)
        return predicates.map { predicate in
            guard case .constant(let constant) = predicate.object else {
                preconditionFailure("the parser admits views only in a view's predicates")
            }
            let constraint = NSLayoutConstraint(item: first.0, attribute: first.1, relatedBy: predicate.relation,
                                                toItem: second.0, attribute: second.1, multiplier: 1,
                                                constant: constant)
            if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
            return constraint
        }
    }

    /// A view's predicate: its size related to a constant or to another view's same size.
    @MainActor
    private func size(of item: UIView, _ predicate: Predicate, attribute: NSLayoutConstraint.Attribute)
        throws(VisualFormatError) -> NSLayoutConstraint
    {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .constant(let constant):
            constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: predicate.relation,
                                            toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                                            constant: constant)
        case .view(let name, let object, let position):
            let other = try view(object, View(name: name, object: object, predicates: [], position: position))
            constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: predicate.relation,
                                            toItem: other, attribute: attribute, multiplier: 1, constant: 0)
        }
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
        return constraint
    }

    /// The views dictionary's value as a view: the language relates views only (not layout guides).
    @MainActor
    private func view(_ object: Any, _ entry: View) throws(VisualFormatError) -> UIView {
        guard let view = object as? UIView else {
            throw VisualFormatError(
                reason: "\(entry.name) is not a view: the views dictionary's values must be views",
                position: entry.position, format: format)
        }
        return view
    }

    /// The superview `|` stands for beside `view`, nil when the line has no bar there.
    @MainActor
    private func superview(of view: UIView, at bar: Int?) throws(VisualFormatError) -> UIView? {
        guard let bar else { return nil }
        guard let superview = view.superview else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: bar, format: format)
        }
        return superview
    }

    /// The attributes the options align, refused (with UIKit's message) when they lie along the line.
    private func alignmentAttributes(_ options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [NSLayoutConstraint.Attribute]
    {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = all.filter { options.contains($0.0) }.map(\.1)
        if attributes.contains(where: { $0.axis == axis }) {
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                    + "layout that is also \(edge).",
                position: format.utf16.count, format: format)
        }
        return attributes
    }
}
