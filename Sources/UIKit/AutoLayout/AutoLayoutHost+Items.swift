// SPDX-License-Identifier: Apache-2.0

// Items' variables, and the constraints UIKit makes for them: autoresizing masks (the root: its size), intrinsic
// content sizes, and the system guides' regions.
extension AutoLayoutHost {
    /// The variables of `item` (a view or layout guide), made with UIKit's constraints for it on first use; nil for
    /// anything else, or a guide without an owning view.
    package func variables(for item: AnyObject) -> LayoutVariables? {
        if let record = records[ObjectIdentifier(item)], record.item === item { return record.variables }
        if let view = item as? UIView { return variables(forView: view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningViewStorage else { return nil }
        _ = variables(forView: owner)
        let record = ItemRecord(item: guide, variables: LayoutVariables(engine))
        register(record, for: guide)
        if guide.systemRegion != nil { systemGuideRecords.append(record) }
        addGuideConstraints(guide, record)
        return record.variables
    }

    /// A view's variables: made, with those of the superviews its autoresizing constraints refer to, top down
    /// (iteratively, so any depth is safe).
    private func variables(forView view: UIView) -> LayoutVariables {
        var chain: [UIView] = []
        var current: UIView? = view
        while let candidate = current, records[ObjectIdentifier(candidate)]?.item !== candidate {
            chain.append(candidate)
            current = refersToSuperview(candidate) ? candidate.superviewStorage : nil
        }
        for member in chain.reversed() {
            let record = ItemRecord(item: member, variables: LayoutVariables(engine))
            register(record, for: member)
            if fitting == nil { member.layoutState.host = self }
            addFrameConstraints(member, record)
            addIntrinsicConstraints(member, record)
        }
        return records[ObjectIdentifier(view)]!.variables
    }

    private func register(_ record: ItemRecord, for item: AnyObject) {
        records[ObjectIdentifier(item)] = record
        let v = record.variables
        for variable in [v.minX, v.minY, v.width, v.height] { variableOwners[variable.id] = record }
    }

    package func isRoot(_ view: UIView) -> Bool { view === root || view.superviewStorage == nil }

    /// Whether the view's autoresizing constraints involve its superview's size (a flexible leading margin or
    /// size on either axis).
    private func refersToSuperview(_ view: UIView) -> Bool {
        guard !isRoot(view), translates(view) else { return false }
        return !view.autoresizingMask.isDisjoint(with: [
            .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin,
            .flexibleHeight,
        ])
    }

    private func translates(_ view: UIView) -> Bool { view.autoLayout?.translatesAutoresizing ?? true }

    // MARK: Frames

    /// Holds `view` to its frame: at the root, its size to the bounds (required while it translates its mask,
    /// weakest otherwise, as nothing lays out a root; a fitting solver's target instead); elsewhere, when it
    /// translates its autoresizing mask, its origin and size to what autoresizing would give them.
    private func addFrameConstraints(_ view: UIView, _ record: ItemRecord) {
        let v = record.variables
        if isRoot(view) {
            if let fitting {
                for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                    let target = axis == .horizontal ? fitting.size.width : fitting.size.height
                    add(
                        &record.frameConstraints, [(v.size(axis), 1)], -Double(target), .equal,
                        LayoutStrength.weight(fitting.priorities[axis.rawValue]))
                }
                return
            }
            let size = view.bounds.size
            let strength = translates(view) ? LayoutEngine.required : LayoutStrength.weight(UILayoutPriority(1))
            add(&record.frameConstraints, [(v.width, 1)], -Double(size.width), .equal, strength)
            add(&record.frameConstraints, [(v.height, 1)], -Double(size.height), .equal, strength)
            record.frameSource = [size.width, size.height]
            return
        }
        guard translates(view), let superview = view.superviewStorage else { return }
        let f = view.untransformedFrame, insets = view.alignmentRectInsets, container = superview.bounds.size
        let mask = view.autoresizingMask
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let origin = horizontal ? f.minX : f.minY, length = horizontal ? f.width : f.height
            let extent = horizontal ? container.width : container.height
            let flexible =
                horizontal
                ? [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin),
                ]
                : [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin),
                ]
            let weights = zip(flexible, [origin, length, extent - origin - length]).map { $0 ? max(0, $1) : 0 }
            let total = weights.reduce(0, +), count = CGFloat(flexible.filter { $0 }.count)
            let shares = flexible.indices.map { i -> CGFloat in
                guard flexible[i] else { return 0 }
                return total > 0 ? weights[i] / total : 1 / count
            }
            let leading = horizontal ? insets.left : insets.top
            let trailing = horizontal ? insets.right : insets.bottom
            let alignedOrigin = origin + leading, alignedLength = length - leading - trailing
            var originTerms = [(v.origin(axis), 1.0)], sizeTerms = [(v.size(axis), 1.0)]
            if shares[0] != 0 || shares[1] != 0, let parent = variables(for: superview) {
                if shares[0] != 0 { originTerms.append((parent.size(axis), -Double(shares[0]))) }
                if shares[1] != 0 { sizeTerms.append((parent.size(axis), -Double(shares[1]))) }
            }
            add(
                &record.frameConstraints, originTerms, -Double(alignedOrigin - shares[0] * extent), .equal,
                LayoutEngine.required)
            add(
                &record.frameConstraints, sizeTerms, -Double(alignedLength - shares[1] * extent), .equal,
                LayoutEngine.required)
        }
        record.frameSource = frameSource(of: view)
    }

    /// What a view's frame constraints depend on: its frame, mask and alignment insets and its superview's size
    /// (at the root, its bounds size).
    package func frameSource(of view: UIView) -> [CGFloat] {
        if isRoot(view) { return [view.bounds.width, view.bounds.height] }
        let f = view.untransformedFrame, insets = view.alignmentRectInsets
        let container = view.superviewStorage?.bounds.size ?? .zero
        return [
            f.minX, f.minY, f.width, f.height, container.width, container.height,
            CGFloat(view.autoresizingMask.rawValue), insets.top, insets.left, insets.bottom, insets.right,
            translates(view) ? 1 : 0,
        ]
    }

    // MARK: Intrinsic content size

    /// For a view that does not translate its mask and has an intrinsic content size: `size <= intrinsic` at its
    /// content hugging priority and `size >= intrinsic` at its compression resistance priority, on each axis
    /// where the size is not `UIView.noIntrinsicMetric`. (UIKit makes these for translating views too, where the
    /// required autoresizing constraints override them; Touchstone leaves them out there.)
    private func addIntrinsicConstraints(_ view: UIView, _ record: ItemRecord) {
        if deferredIntrinsic != nil { return deferredIntrinsic!.append((Weak(view), record)) }
        record.intrinsicSource = intrinsicSource(of: view)
        guard !translates(view) || isRoot(view) && fitting != nil else { return }
        let size = view.intrinsicContentSize
        let state = view.layoutState
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value.isFinite, value >= 0, value != UIView.noIntrinsicMetric else { continue }
            let variable = record.variables.size(axis)
            add(
                &record.intrinsicConstraints, [(variable, 1)], -Double(value), .lessThanOrEqual,
                LayoutStrength.weight(state.priority(state.hugging, axis)))
            add(
                &record.intrinsicConstraints, [(variable, 1)], -Double(value), .greaterThanOrEqual,
                LayoutStrength.weight(state.priority(state.compressionResistance, axis)))
        }
    }

    /// Adds the intrinsic constraints put off while the solver was being rebuilt (see ``rebuild()``).
    package func addDeferredIntrinsicConstraints() {
        let deferred = deferredIntrinsic ?? []
        deferredIntrinsic = nil
        for (reference, record) in deferred {
            guard let view = reference.object, records[ObjectIdentifier(view)] === record else { continue }
            addIntrinsicConstraints(view, record)
        }
    }

    /// What a view's intrinsic constraints depend on: whether it translates its mask, its intrinsic size and
    /// priorities.
    package func intrinsicSource(of view: UIView) -> [CGFloat] {
        guard !translates(view) || isRoot(view) && fitting != nil else { return [1] }
        let size = view.intrinsicContentSize, state = view.layoutState
        return [0, size.width, size.height] + (state.hugging + state.compressionResistance).map { CGFloat($0.rawValue) }
    }

    // MARK: System guides

    /// Holds a system guide to its owning view's margins, safe area or readable region.
    private func addGuideConstraints(_ guide: UILayoutGuide, _ record: ItemRecord) {
        guard let region = guide.systemRegion, let owner = guide.owningViewStorage,
            let o = variables(for: owner)
        else { return }
        if region == .scrollContent || region == .scrollFrame {
            return addScrollGuideConstraints(region, of: owner, record, o)
        }
        let insets = regionInsets(region, of: owner)
        record.frameSource = guideSource(guide, region, of: owner)
        let g = record.variables
        let required = LayoutEngine.required
        if region == .topLayoutSupport || region == .bottomLayoutSupport || region == .keyboard {
            // A full-width band: from the top to the safe area's top, or from the safe area's (or the keyboard's)
            // top to the bottom.
            add(&record.frameConstraints, [(g.minX, 1)], 0, .equal, required)
            add(&record.frameConstraints, [(g.width, 1), (o.width, -1)], 0, .equal, required)
            let top = region == .topLayoutSupport
            add(&record.frameConstraints, [(g.height, 1)], -Double(top ? insets.top : insets.bottom), .equal, required)
            add(
                &record.frameConstraints, top ? [(g.minY, 1)] : [(g.minY, 1), (g.height, 1), (o.height, -1)], 0,
                .equal, required)
            return
        }
        add(&record.frameConstraints, [(g.minY, 1)], -Double(insets.top), .equal, required)
        add(
            &record.frameConstraints, [(g.height, 1), (o.height, -1)], Double(insets.top + insets.bottom), .equal,
            required)
        if region == .readableContent {
            // Centred in the margins, as wide as they are up to the readable width.
            add(
                &record.frameConstraints, [(g.minX, 1), (g.width, 0.5), (o.width, -0.5)],
                Double(insets.right - insets.left) / 2, .equal, required)
            add(
                &record.frameConstraints, [(g.width, 1), (o.width, -1)], Double(insets.left + insets.right),
                .lessThanOrEqual, required)
            add(&record.frameConstraints, [(g.width, 1)], -Double(ReadableWidth.points), .lessThanOrEqual, required)
            add(
                &record.frameConstraints, [(g.width, 1), (o.width, -1)], Double(insets.left + insets.right), .equal,
                LayoutStrength.weight(UILayoutPriority(999)))
        } else {
            add(&record.frameConstraints, [(g.minX, 1)], -Double(insets.left), .equal, required)
            add(
                &record.frameConstraints, [(g.width, 1), (o.width, -1)], Double(insets.left + insets.right), .equal,
                required)
        }
    }

    /// The insets from the owning view's bounds that a system guide follows.
    package func regionInsets(_ region: SystemGuideRegion, of owner: UIView) -> UIEdgeInsets {
        switch region {
        case .layoutMargins, .readableContent: return owner.layoutMargins
        case .safeArea, .topLayoutSupport, .bottomLayoutSupport: return owner.safeAreaInsets
        case .scrollContent, .scrollFrame: return .zero
        case .keyboard:
            guard let guide = owner.autoLayout?.keyboardGuide else { return .zero }
            return UIEdgeInsets(top: 0, left: 0, bottom: guide.height(in: owner), right: 0)
        }
    }

    /// What a system guide's constraints depend on: they are remade when it changes.
    private func guideSource(_ guide: UILayoutGuide, _ region: SystemGuideRegion, of owner: UIView) -> [CGFloat] {
        if region == .scrollContent || region == .scrollFrame { return scrollGuideSource(region, of: owner) }
        let insets = regionInsets(region, of: owner)
        return [insets.top, insets.left, insets.bottom, insets.right]
    }

    // MARK: Refreshing

    /// Remakes the frame and intrinsic constraints of the views whose frame, mask or intrinsic size changed.
    package func refreshStaleViews() {
        let stale = staleViews
        staleViews = []
        for reference in stale {
            guard let view = reference.object, let record = records[ObjectIdentifier(view)], record.item === view
            else { continue }
            if record.frameSource != frameSource(of: view) {
                remove(&record.frameConstraints)
                addFrameConstraints(view, record)
            }
            if record.intrinsicSource != intrinsicSource(of: view) {
                remove(&record.intrinsicConstraints)
                addIntrinsicConstraints(view, record)
                refreshBaselineConstraints(of: view)
            }
        }
    }

    /// Remakes the constraints of the system guides whose region moved (margins or safe area changed).
    package func refreshGuides() {
        for record in systemGuideRecords {
            guard let guide = record.item as? UILayoutGuide, let region = guide.systemRegion,
                let owner = guide.owningViewStorage
            else { continue }
            guard record.frameSource != guideSource(guide, region, of: owner) else { continue }
            remove(&record.frameConstraints)
            addGuideConstraints(guide, record)
        }
    }

    // MARK: Solver edits

    /// Adds `Σ terms + constant (relation) 0` to the solver and to `list`; a required constraint that conflicts
    /// is logged and held just below required instead.
    package func add(
        _ list: inout [LayoutEngine.Constraint], _ terms: [(LayoutEngine.Variable, Double)],
        _ constant: Double, _ relation: LayoutEngine.Relation, _ strength: Double
    ) {
        if let handle = engine.add(terms, constant: constant, relation: relation, strength: strength) {
            return list.append(handle)
        }
        guard strength >= LayoutEngine.required else { return }
        UnsatisfiableConstraintsLog.report(breaking: nil, host: self)
        if let handle = engine.add(
            terms, constant: constant, relation: relation,
            strength: LayoutEngine.demotedRequired)
        {
            list.append(handle)
        }
    }

    package func remove(_ list: inout [LayoutEngine.Constraint]) {
        for handle in list { engine.remove(handle) }
        list = []
    }
}

/// The widest a readable content guide gets, in points: UIKit's readable width at the default text size.
package enum ReadableWidth {
    package static let points: CGFloat = 672
}
