// SPDX-License-Identifier: Apache-2.0

/// Key-value coding of animations (the open entry points are declared in `CAAnimation`'s class body so that
/// subclasses can override them).
///
/// Every animation property answers to its Objective-C key (`duration`, `removedOnCompletion`, `keyPath`,
/// `fromValue`, `keyTimes`, `mass`, `type`, `animations`, …). Any other key is stored with the animation and
/// copied with it, so the copy a layer runs (and hands to `animationDidStop(_:finished:)`) carries it: the iOS
/// idiom `animation.setValue(layer, forKey: "layer")`, read back in the delegate. Values come back as on Apple
/// (see ``KeyValueBoxing``); unset keys read as `defaultValue(forKey:)`. A value of the wrong type for a property
/// is ignored and logged (Apple raises an exception).
extension CAAnimation {
    /// The value of `key` (see the extension's documentation).
    package func animationValue(forKey key: String) -> Any? {
        if let known = propertyValue(forKey: key) { return KeyValueBoxing.box(known) }
        if let stored = storedValues?[key] { return KeyValueBoxing.box(stored) }
        return KeyValueBoxing.box(type(of: self).defaultValue(forKey: key))
    }

    /// Sets `key` to `value` (see the extension's documentation).
    package func setAnimationValue(_ value: Any?, forKey key: String) {
        guard !setPropertyValue(value is NSNull ? nil : value, forKey: key) else { return }
        if storedValues == nil { storedValues = [:] }
        storedValues?[key] = value
    }

    /// The value at `keyPath`, each key in turn of the objects along it.
    package func animationValue(forKeyPath keyPath: String) -> Any? {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return value(forKey: keyPath) }
        return KeyValueCoding.value(of: value(forKey: parts[0]), at: Array(parts.dropFirst()))
    }

    /// Sets the value at `keyPath`: the last key on the object the rest of the path names.
    package func setAnimationValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return setValue(value, forKey: keyPath) }
        KeyValueCoding.setValue(value, of: self.value(forKey: parts[0]), at: Array(parts.dropFirst()), path: keyPath)
    }

    /// The property `key` of this animation's class (wrapped, so that a nil property reads as `.some(nil)`), or
    /// nil for keys that are not properties.
    private func propertyValue(forKey key: String) -> Any?? {
        if let timing = MediaTimingKeys.value(forKey: key, of: self) { return timing }
        switch key {
        case "timingFunction": return .some(timingFunction)
        case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
        case "delegate": return .some(delegate)
        default: break
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": return .some(property.keyPath)
            case "additive", "isAdditive": return property.isAdditive
            case "cumulative", "isCumulative": return property.isCumulative
            case "valueFunction": return .some(property.valueFunction)
            default: break
            }
        }
        switch (self, key) {
        case (let a as CABasicAnimation, "fromValue"): return .some(a.fromValue)
        case (let a as CABasicAnimation, "toValue"): return .some(a.toValue)
        case (let a as CABasicAnimation, "byValue"): return .some(a.byValue)
        case (let a as CASpringAnimation, "mass"): return a.mass
        case (let a as CASpringAnimation, "stiffness"): return a.stiffness
        case (let a as CASpringAnimation, "damping"): return a.damping
        case (let a as CASpringAnimation, "initialVelocity"): return a.initialVelocity
        case (let a as CASpringAnimation, "allowsOverdamping"): return a.allowsOverdamping
        case (let a as CASpringAnimation, "settlingDuration"): return a.settlingDuration
        case (let a as CAKeyframeAnimation, "values"): return .some(a.values)
        case (let a as CAKeyframeAnimation, "path"): return .some(a.path)
        case (let a as CAKeyframeAnimation, "keyTimes"): return .some(a.keyTimes)
        case (let a as CAKeyframeAnimation, "timingFunctions"): return .some(a.timingFunctions)
        case (let a as CAKeyframeAnimation, "calculationMode"): return a.calculationMode
        case (let a as CAKeyframeAnimation, "rotationMode"): return .some(a.rotationMode)
        case (let a as CAKeyframeAnimation, "tensionValues"): return .some(a.tensionValues)
        case (let a as CAKeyframeAnimation, "continuityValues"): return .some(a.continuityValues)
        case (let a as CAKeyframeAnimation, "biasValues"): return .some(a.biasValues)
        case (let a as CATransition, "type"): return a.type
        case (let a as CATransition, "subtype"): return .some(a.subtype)
        case (let a as CATransition, "startProgress"): return a.startProgress
        case (let a as CATransition, "endProgress"): return a.endProgress
        case (let a as CATransition, "filter"): return .some(a.filter)
        case (let a as CAAnimationGroup, "animations"): return .some(a.animations)
        default: return nil
        }
    }

    /// Sets the property `key` from `v` (nil for `NSNull`); returns false for keys that are not properties.
    private func setPropertyValue(_ v: Any?, forKey key: String) -> Bool {
        func number(_ set: (Double) -> Void) {
            guard let n = KeyValueBoxing.number(v), n.isFinite else { return reject(key, v) }
            set(n)
        }
        func flag(_ set: (Bool) -> Void) {
            guard let b = KeyValueBoxing.bool(v) else { return reject(key, v) }
            set(b)
        }
        func object<T>(_ type: T.Type, _ set: (T?) -> Void) {
            guard v == nil || v is T else { return reject(key, v) }
            set(v as? T)
        }
        if MediaTimingKeys.setValue(v, forKey: key, of: self, reject: reject) { return true }
        switch key {
        case "timingFunction": object(CAMediaTimingFunction.self) { timingFunction = $0 }
        case "removedOnCompletion", "isRemovedOnCompletion": flag { isRemovedOnCompletion = $0 }
        case "delegate": object(CAAnimationDelegate.self) { delegate = $0 }
        default: return setSubclassValue(v, forKey: key, number: number, flag: flag)
        }
        return true
    }

    private func setSubclassValue(
        _ v: Any?, forKey key: String, number: ((Double) -> Void) -> Void, flag: ((Bool) -> Void) -> Void
    ) -> Bool {
        switch (self, key) {
        case (let a as CAPropertyAnimation, "keyPath"): a.keyPath = v as? String
        case (let a as CAPropertyAnimation, "additive"), (let a as CAPropertyAnimation, "isAdditive"):
            flag { a.isAdditive = $0 }
        case (let a as CAPropertyAnimation, "cumulative"), (let a as CAPropertyAnimation, "isCumulative"):
            flag { a.isCumulative = $0 }
        case (let a as CAPropertyAnimation, "valueFunction"): a.valueFunction = v as? CAValueFunction
        case (let a as CABasicAnimation, "fromValue"): a.fromValue = v
        case (let a as CABasicAnimation, "toValue"): a.toValue = v
        case (let a as CABasicAnimation, "byValue"): a.byValue = v
        case (let a as CASpringAnimation, "mass"): number { a.mass = CGFloat($0) }
        case (let a as CASpringAnimation, "stiffness"): number { a.stiffness = CGFloat($0) }
        case (let a as CASpringAnimation, "damping"): number { a.damping = CGFloat($0) }
        case (let a as CASpringAnimation, "initialVelocity"): number { a.initialVelocity = CGFloat($0) }
        case (let a as CASpringAnimation, "allowsOverdamping"): flag { a.allowsOverdamping = $0 }
        case (let a as CAKeyframeAnimation, "values"): a.values = v as? [Any]
        case (let a as CAKeyframeAnimation, "path"): a.path = v as? CGPath
        case (let a as CAKeyframeAnimation, "keyTimes"): a.keyTimes = v as? [NSNumber]
        case (let a as CAKeyframeAnimation, "timingFunctions"): a.timingFunctions = v as? [CAMediaTimingFunction]
        case (let a as CAKeyframeAnimation, "calculationMode"):
            a.calculationMode = KeyValueBoxing.option(v, CAAnimationCalculationMode.self) ?? .linear
        case (let a as CAKeyframeAnimation, "rotationMode"):
            a.rotationMode = KeyValueBoxing.option(v, CAAnimationRotationMode.self)
        case (let a as CAKeyframeAnimation, "tensionValues"): a.tensionValues = v as? [NSNumber]
        case (let a as CAKeyframeAnimation, "continuityValues"): a.continuityValues = v as? [NSNumber]
        case (let a as CAKeyframeAnimation, "biasValues"): a.biasValues = v as? [NSNumber]
        case (let a as CATransition, "type"): a.type = KeyValueBoxing.option(v, CATransitionType.self) ?? .fade
        case (let a as CATransition, "subtype"): a.subtype = KeyValueBoxing.option(v, CATransitionSubtype.self)
        case (let a as CATransition, "startProgress"): number { a.startProgress = Float($0) }
        case (let a as CATransition, "endProgress"): number { a.endProgress = Float($0) }
        case (let a as CATransition, "filter"): a.filter = v
        case (let a as CAAnimationGroup, "animations"): a.animations = v as? [CAAnimation]
        default: return false
        }
        return true
    }

    private func reject(_ key: String, _ value: Any?) {
        Diagnostics.log("CAAnimation.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") "
            + "is not a valid value; ignored")
    }
}
