// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The appearance state, made on first use.
    package var appearanceStateMaking: ViewAppearanceState {
        if let appearanceState { return appearanceState }
        let state = ViewAppearanceState()
        appearanceState = state
        return state
    }

    /// The nearest `overrideUserInterfaceStyle` from this view up: each view's own, then its view controller's
    /// (the controller whose root view it is), then its superview's; `.unspecified` when none is set.
    package var overriddenUserInterfaceStyle: UIUserInterfaceStyle {
        // Cached per view for the current generation, so a deep tree's layout (each view asking) stays linear.
        let generation = StyleOverrides.generation
        var path: [UIView] = []
        var found = UIUserInterfaceStyle.unspecified
        var view: UIView? = self
        while let current = view {
            if let cache = current.overrideStyleCache, cache.generation == generation {
                found = cache.style
                break
            }
            path.append(current)
            if current.overrideUserInterfaceStyle != .unspecified {
                found = current.overrideUserInterfaceStyle
                break
            }
            if let controller = current.owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
                found = controller.overrideUserInterfaceStyle
                break
            }
            view = current.superviewStorage
        }
        for visited in path { visited.overrideStyleCache = (generation, found) }
        return found
    }

    /// ``backgroundColor``'s getter: the dynamic colour the app set while the layer still shows it, else the
    /// layer's colour.
    package var appearanceBackgroundColor: UIColor? {
        if let dynamic = appearanceState?.dynamicBackground, dynamic.pushed == layer.backgroundColor {
            return dynamic.color
        }
        return layer.backgroundColor.map { UIColor(cgColor: $0) }
    }

    /// ``backgroundColor``'s setter: a fixed colour goes to the layer as it is; a dynamic one is resolved for the
    /// view's traits and remembered, to be resolved again when the appearance changes.
    package func setAppearanceBackgroundColor(_ color: UIColor?) {
        noteSetDirectly(AppearanceProperty.backgroundColorName)
        guard let color, color.isDynamic else {
            appearanceState?.dynamicBackground = nil
            layer.backgroundColor = color?.cgColor
            return
        }
        let resolved = color.resolvedColor(with: traitCollection).cgColor
        appearanceStateMaking.dynamicBackground = (color, resolved)
        layer.backgroundColor = resolved
    }

    /// Records that the app set the appearance property `name` on this view (not a proxy applying it).
    package func noteSetDirectly(_ name: String) {
        if let state = appearanceState {
            if state.applyingAppearance { return }
            state.setDirectly.insert(name)
        } else {
            appearanceStateMaking.setDirectly.insert(name)
        }
    }

    /// Follows a change of the resolved appearance (``UITraitCollection/current`` is the new traits): the dynamic
    /// background colour is resolved again and, unless this is the first report (`initial`, the view entering a
    /// window), the tint is re-announced (`tintColorDidChange()`) and a view that draws is redisplayed, as iOS
    /// does — unless it is one of UIKit's own drawing views whose colours all resolve as before
    /// (``DrawnColours``), which keeps its pixels. Called before `traitCollectionDidChange(_:)`.
    package func appearanceDidChange(initial: Bool) {
        if let state = appearanceState, let dynamic = state.dynamicBackground {
            if dynamic.pushed == layer.backgroundColor {
                let resolved = dynamic.color.resolvedColor(with: UITraitCollection.current).cgColor
                state.dynamicBackground = (dynamic.color, resolved)
                if resolved != layer.backgroundColor { layer.backgroundColor = resolved }
            } else {
                state.dynamicBackground = nil  // the app set the layer's colour since
            }
        }
        if initial { return }
        // UIKit's own drawing views whose drawing resolves to the same colours keep their pixels (DrawnColours).
        let keeps = implementsDraw && DrawnColours.drawingHolds(for: self, traits: UITraitCollection.current)
        let outer = DrawnColours.keepingContents
        if keeps { DrawnColours.keepingContents = self }
        if inheritedTint.color?.isDynamic ?? true { tintColorDidChange() }
        DrawnColours.keepingContents = outer
        if implementsDraw && !keeps { setNeedsDisplay() }
    }

    /// ``overrideUserInterfaceStyle``'s didSet: traits are reported down the subtree when it is in a window.
    package func overrideUserInterfaceStyleDidChange() {
        StyleOverrides.generation &+= 1
        if overrideUserInterfaceStyle != .unspecified { StyleOverrides.inUse = true }
        if reportedTraitCollection != nil { updateTraitsInSubtree() }
    }
}

extension UIViewController {
    /// The traits before the view loads: the main screen's with ``overrideUserInterfaceStyle`` applied.
    package var traitCollectionBeforeViewLoads: UITraitCollection {
        let base = UIScreen.main.traitCollection
        return overrideUserInterfaceStyle == .unspecified ? base : base.with(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    /// ``overrideUserInterfaceStyle``'s didSet: the controller and its view's subtree are told when the view is in
    /// a window.
    package func overrideUserInterfaceStyleDidChange() {
        StyleOverrides.generation &+= 1
        if overrideUserInterfaceStyle != .unspecified { StyleOverrides.inUse = true }
        if let view = viewIfLoaded, view.reportedTraitCollection != nil { view.updateTraitsInSubtree() }
    }
}
