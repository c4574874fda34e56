// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Sets a model property: refuses non-finite geometry (logged), records the change, and runs the property's
    /// action (an implicit animation unless actions are disabled or the delegate declines).
    package func setProperty<T>(
        _ key: String, _ keyPath: WritableKeyPath<LayerProperties, T>, _ value: T, animatable: Bool = true
    ) {
        if isPresentationCopy {
            props[keyPath: keyPath] = value
            return
        }
        guard PropertyValidation.isValid(value) else {
            return Diagnostics.log("CALayer.\(key): non-finite value \(value) ignored")
        }
        // The old value matters only if an action runs; most changes (a view's layer, disabled actions) run none,
        // so it is captured cheaply now and converted only when needed.
        let presentedBefore = animatable && !animationList.isEmpty
            ? presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: key) : nil
        let before = props
        let changed = !PropertyValueEquality.same(before[keyPath: keyPath], value)
        props[keyPath: keyPath] = value
        didChangeProperty(key, animatable: animatable, changed: changed) {
            presentedBefore ?? before.value(forKeyPath: key)
        }
    }

    /// Sets a subclass property stored under `key` in `LayerProperties/extra`: refuses non-finite numbers,
    /// points and transforms (logged), records the change and runs the key's action like a built-in property.
    ///
    /// nil is stored as `LayerProperties/nilExtra` so that the key stays present: an animation needs a model
    /// value to run against (an explicit `strokeColor` animation on a layer whose `strokeColor` is nil).
    package func setExtra(_ key: String, _ value: Any?, animatable: Bool = true) {
        guard PropertyValidation.isValid(value) else {
            return Diagnostics.log("CALayer.\(key): non-finite value \(value.map { "\($0)" } ?? "nil") ignored")
        }
        let stored: Any = value ?? LayerProperties.nilExtra
        if isPresentationCopy {
            props.extra[key] = stored
            return
        }
        let presentedBefore = animatable && !animationList.isEmpty
            ? presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: key) : nil
        let before = props
        props.extra[key] = stored
        didChangeProperty(key, animatable: animatable, changed: true) {
            // A key set for the first time (a custom key) changes from its default.
            presentedBefore ?? before.value(forKeyPath: key) ?? AnimationValue(type(of: self).defaultValue(forKey: key))
        }
    }

    /// A subclass property stored under `key`, or `value` when it is absent or of another type.
    package func extra<T>(_ key: String, default value: T) -> T { props.extra[key] as? T ?? value }

    /// Records the change (`changed`: false when the property was set to the value it had, which takes part in the
    /// transaction but leaves ``LayerChangeCount`` alone) and runs the key's needs-display rule and action, which
    /// Core Animation runs for every set, equal value or not.
    private func didChangeProperty(
        _ key: String, animatable: Bool, changed: Bool, oldValue: () -> AnimationValue?
    ) {
        if changed { noteChange() } else { noteSetWithoutChange() }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard animatable, !CATransaction.disableActions() else { return }
        // The old value is also what `presentation()` shows inside `action(forKey:)` (a subclass animating from
        // `presentation()?.value(forKey:)`), so a standalone layer, whose search almost always finds an action,
        // records it first. A delegate's layer (a view's) usually gets none, so it is computed only when needed.
        let ownsSearch = delegate == nil
        if ownsSearch { pendingOldValue = (key, oldValue()) }
        defer { pendingOldValue = nil }
        guard let action = action(forKey: key) else { return }
        if !ownsSearch { pendingOldValue = (key, oldValue()) }
        action.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: Geometry

    // MARK: Appearance

    // MARK: Contents

}

extension CALayer {
    /// Whether `value` is finite; logs and returns false otherwise. Clamping setters check first, so that clamping
    /// cannot turn NaN or an infinity into a legal value.
    package func finite<T: BinaryFloatingPoint>(_ key: String, _ value: T) -> Bool {
        guard value.isFinite else {
            Diagnostics.log("CALayer.\(key): non-finite value \(value) ignored")
            return false
        }
        return true
    }
}

/// Finite-value checks for property setters.
enum PropertyValidation {
    static func isValid<T>(_ value: T) -> Bool {
        switch value {
        case let v as CGFloat: return v.isFinite
        case let v as Float: return v.isFinite
        case let p as CGPoint: return p.x.isFinite && p.y.isFinite
        case let s as CGSize: return s.width.isFinite && s.height.isFinite
        case let r as CGRect: return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case let t as CATransform3D: return t.isFinite
        case let v as Double: return v.isFinite
        default: return true
        }
    }
}
