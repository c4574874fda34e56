// SPDX-License-Identifier: Apache-2.0

// Auto Layout's API on views: anchors, layout guides, the update-constraints entry points, priorities and the
// debugging aids. The overridable members (`updateConstraints()`, `constraints`, the priorities, fitting sizes)
// are declared in UIView.swift.
extension UIView {
    /// The smallest size `systemLayoutSizeFitting(_:)` can be asked for: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can be asked for (UIKit's 10,000,000 × 10,000,000 points).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Anchors

    /// The leading edge: left, or right in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .leading)) }
    /// The trailing edge: right, or left in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .right)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .bottom)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(item: self, .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(item: self, .height)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(item: self, .centerX)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(item: self, .centerY)) }
    /// The baseline of the first line of text (labels, buttons); the bottom edge for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorExpression(item: self, .firstBaseline))
    }
    /// The baseline of the last line of text; the bottom edge for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnchorExpression(item: self, .lastBaseline))
    }

    // MARK: Layout guides

    /// The guides added to the view with ``addLayoutGuide(_:)`` (the system guides once used).
    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds `layoutGuide` to the view (moving it from another view); its frame is then in this view's
    /// coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningViewStorage {
            guard owner !== self else { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        layoutState.guides.append(layoutGuide)
        layoutGuide.owningViewStorage = self
    }

    /// Removes `layoutGuide` from the view and deactivates the constraints that refer to it (they are installed
    /// on this view or an ancestor).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let state = autoLayout else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.constraints
            where (constraint.first.terms + (constraint.second?.terms ?? [])).contains(where: { $0.item === layoutGuide }) {
                constraint.isActive = false
            }
            ancestor = view.superviewStorage
        }
        state.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
        if let host = state.host {
            host.reset()
            host.markNeedsLayout()
        }
    }

    /// The guide for the view's layout margins (the bounds inset by ``layoutMargins``).
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide")
    }

    /// The guide for the view's safe area (the bounds inset by ``safeAreaInsets``): the part of the view not
    /// covered by the status bar, the sensor housing, the home indicator or bars.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for text that stays readable: inside the margins, centred, at most 672 points wide.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
    }

    package func systemGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
        _ region: SystemGuideRegion, _ identifier: String
    ) -> UILayoutGuide {
        let state = layoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemRegion = region
        state[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: The update-constraints pass

    /// Whether the view's constraints need updating before the next layout (true for a new view).
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdateFlag }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined: several frames satisfy them equally well.
    public var hasAmbiguousLayout: Bool { AutoLayoutHost.isAmbiguous(self, axis: nil) }

    /// Moves an ambiguously laid-out view to another frame its constraints allow, so the ambiguity shows on
    /// screen: each undetermined variable gets the weakest possible preference for a value 50 points away, which
    /// holds until the hierarchy's solver is next rebuilt.
    public func exerciseAmbiguityInLayout() {
        guard let host = autoLayout?.host, let variables = host.variables(for: self) else { return }
        for variable in [variables.minX, variables.minY, variables.width, variables.height]
        where host.engine.isAmbiguous(variable) {
            let value = host.engine.value(of: variable)
            if let nudge = host.engine.add([(variable, 1)], constant: -(value + 50), relation: .equal, strength: 1e-3) {
                host.exerciseConstraints.append(nudge)
            }
        }
        superview?.setNeedsLayout()
    }

    /// The constraints that affect the view's layout on `axis` (for debugging).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutHost.constraintsAffecting(self, axis: axis)
    }

    // MARK: Internals

    package func setTranslatesAutoresizingMask(_ translates: Bool) {
        let state = layoutState
        guard state.translatesAutoresizing != translates else { return }
        state.translatesAutoresizing = translates
        guard let host = state.host else { return }
        host.reset()
        host.markNeedsLayout()
    }

    package func setIntrinsicPriority(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let state = layoutState
        let clamped = LayoutStrength.clamped(priority)
        if hugging {
            state.hugging[axis.rawValue] = clamped
        } else {
            state.compressionResistance[axis.rawValue] = clamped
        }
        intrinsicContentSizeDidChange()
    }

    /// `invalidateIntrinsicContentSize()`'s work: the view's intrinsic constraints and baselines are remade at the
    /// next pass, and its superview lays out again.
    package func intrinsicContentSizeDidChange() {
        (superviewStorage as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)  // fillProportionally's shares
        if let host = autoLayout?.host {
            host.staleViews.append(Weak(self))
            host.markNeedsLayout()
        }
        superview?.setNeedsLayout()
    }
}
