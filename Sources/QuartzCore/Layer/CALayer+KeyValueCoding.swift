// SPDX-License-Identifier: Apache-2.0

/// Key-value coding of layers, as Core Animation extends `NSKeyValueCoding` (the open entry points are declared in
/// the class body so that subclasses can override them).
///
/// - Every layer property by its Objective-C key (`opacity`, `hidden`, `doubleSided`, `contentsGravity`, …, and
///   the subclasses' properties such as a shape layer's `strokeEnd`), read from the model (or, on a presentation
///   copy, the presented values) and set through the property, so the change runs the same action as setting the
///   property.
/// - Core Animation's key-path extensions: `transform.scale`, `transform.rotation.z`, `transform.translation.x`,
///   `position.x`, `bounds.size.width`, `shadowOffset.height`, `sublayerTransform.…` (see
///   LayerProperties+KeyPaths.swift). Setting a field sets the whole property (and runs its action).
/// - Any other key is stored, as Apple's `CALayer` does: it is copied to presentation copies, animations of it
///   interpolate it, `needsDisplay(forKey:)` redraws for it, and setting it runs `action(forKey:)` for it (a
///   custom key has no implicit animation unless the layer's action search supplies one, as on Apple).
///   Unset keys read as `defaultValue(forKey:)`.
/// - Values come back as on Apple (see ``KeyValueBoxing``): numbers as `NSNumber`, geometry as `NSValue`; values
///   set may be Swift values or those boxes.
///
/// Bad input: a value of the wrong type for a property, or nil for a number, is ignored and logged (Apple raises
/// an exception); an unknown field in a key path reads as nil and is ignored when set (logged).
extension CALayer {
    // MARK: Reading

    /// The value of `key` (see the extension's documentation).
    package func layerValue(forKey key: String) -> Any? {
        if let known = ownValue(forKey: key) { return KeyValueBoxing.box(known) }
        if let stored = props.extra[key] { return KeyValueBoxing.box(stored) }
        if let value = LayerKeys.value(forKey: key, in: props) { return KeyValueBoxing.box(value) }
        return KeyValueBoxing.box(type(of: self).defaultValue(forKey: key))
    }

    /// The value at `keyPath`: a Core Animation key-path extension, or each key in turn of the objects (layers,
    /// animations, stored structs) along the path.
    package func layerValue(forKeyPath keyPath: String) -> Any? {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return value(forKey: keyPath) }
        if LayerKeys.isStructured(parts[0]) {
            return KeyValueBoxing.box(props.value(forKeyPathParts: parts)?.any)
        }
        return KeyValueCoding.value(of: value(forKey: parts[0]), at: Array(parts.dropFirst()))
    }

    /// The properties that live outside ``LayerProperties`` (wrapped so that a nil property reads as `.some(nil)`).
    private func ownValue(forKey key: String) -> Any?? {
        switch key {
        case "name": return .some(name)
        case "delegate": return .some(delegate)
        case "actions": return .some(actions)
        case "style": return .some(style)
        case "mask": return .some(mask)
        case "sublayers": return .some(sublayers)
        case "superlayer": return .some(superlayer)
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        default: return MediaTimingKeys.value(forKey: key, of: self).map { .some($0) }
        }
    }

    // MARK: Writing

    /// Sets `key` to `value` (see the extension's documentation).
    package func setLayerValue(_ value: Any?, forKey key: String) {
        if setOwnValue(value, forKey: key) || setPropertyValue(value, forKey: key) { return }
        let stored = props.extra[key]
        if !(value is NSNull), let number = KeyValueBoxing.number(value), !number.isFinite {
            return Diagnostics.log("CALayer.setValue(_:forKey: \"\(key)\"): non-finite value ignored")
        }
        setExtra(key, KeyValueBoxing.matching(value, existing: stored))
    }

    /// Sets the value at `keyPath`: a field of a structured property sets the whole property; otherwise the last
    /// key is set on the object the rest of the path names (a layer or an animation).
    package func setLayerValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return setValue(value, forKey: keyPath) }
        let head = parts[0], rest = Array(parts.dropFirst())
        if LayerKeys.isStructured(head) {
            guard let base = props.value(forKeyPath: head), let updated = LayerKeys.set(rest, of: base, to: value),
                updated.isFinite
            else { return Diagnostics.log("CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): unusable value ignored") }
            return setValue(KeyValueBoxing.box(updated.any), forKey: head)
        }
        if let stored = props.extra[head], let updated = LayerKeys.set(rest, of: AnimationValue(stored), to: value) {
            // A struct stored under a custom key (`"origin.x"` of a stored point): replace the field.
            return setValue(KeyValueBoxing.box(updated.any), forKey: head)
        }
        KeyValueCoding.setValue(value, of: self.value(forKey: head), at: rest, path: keyPath)
    }

    private func setOwnValue(_ value: Any?, forKey key: String) -> Bool {
        let v = value is NSNull ? nil : value
        switch key {
        case "name": name = v as? String
        case "delegate": delegate = v as? CALayerDelegate
        case "actions": actions = v as? [String: CAAction]
        case "style": style = v as? [AnyHashable: Any]
        case "mask": mask = v as? CALayer
        case "sublayers": sublayers = v as? [CALayer]
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange = KeyValueBoxing.bool(v) ?? false
        default: return MediaTimingKeys.setValue(v, forKey: key, of: self, reject: reject)
        }
        return true
    }

    /// Sets a ``LayerProperties`` property through its public setter (validation, clamping, actions).
    private func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let v = value is NSNull ? nil : value
        let a = AnimationValue(v)
        func scalar(_ set: (CGFloat) -> Void) {
            guard let n = KeyValueBoxing.number(v) else { return reject(key, value) }
            set(CGFloat(n))
        }
        func flag(_ set: (Bool) -> Void) {
            guard let b = KeyValueBoxing.bool(v) else { return reject(key, value) }
            set(b)
        }
        func color(_ set: (CGColor?) -> Void) {
            guard v == nil || v is CGColor else { return reject(key, value) }
            set(v.map { $0 as! CGColor })
        }
        switch (key, a) {
        case ("bounds", .rect(let r)): bounds = r
        case ("frame", .rect(let r)): frame = r
        case ("position", .point(let p)): position = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("zPosition", _): scalar { zPosition = $0 }
        case ("anchorPointZ", _): scalar { anchorPointZ = $0 }
        case ("opacity", _): scalar { opacity = Float($0) }
        case ("cornerRadius", _): scalar { cornerRadius = $0 }
        case ("borderWidth", _): scalar { borderWidth = $0 }
        case ("shadowOpacity", _): scalar { shadowOpacity = Float($0) }
        case ("shadowRadius", _): scalar { shadowRadius = $0 }
        case ("contentsScale", _): scalar { contentsScale = $0 }
        case ("hidden", _), ("isHidden", _): flag { isHidden = $0 }
        case ("masksToBounds", _): flag { masksToBounds = $0 }
        case ("opaque", _), ("isOpaque", _): flag { isOpaque = $0 }
        case ("doubleSided", _), ("isDoubleSided", _): flag { isDoubleSided = $0 }
        case ("geometryFlipped", _), ("isGeometryFlipped", _): flag { isGeometryFlipped = $0 }
        case ("backgroundColor", _): color { backgroundColor = $0 }
        case ("borderColor", _): color { borderColor = $0 }
        case ("shadowColor", _): color { shadowColor = $0 }
        case ("shadowPath", _):
            guard v == nil || v is CGPath else { reject(key, value); break }
            shadowPath = v.map { $0 as! CGPath }
        case ("contents", _): contents = v
        case ("maskedCorners", _):
            guard let n = KeyValueBoxing.number(v) ?? (v as? CACornerMask).map({ Double($0.rawValue) }), n >= 0
            else { reject(key, value); break }
            maskedCorners = CACornerMask(rawValue: UInt(n))
        case ("contentsGravity", _):
            guard let g = KeyValueBoxing.option(v, CALayerContentsGravity.self) else { reject(key, value); break }
            contentsGravity = g
        case ("minificationFilter", _):
            guard let f = KeyValueBoxing.option(v, CALayerContentsFilter.self) else { reject(key, value); break }
            minificationFilter = f
        case ("magnificationFilter", _):
            guard let f = KeyValueBoxing.option(v, CALayerContentsFilter.self) else { reject(key, value); break }
            magnificationFilter = f
        case ("bounds", _), ("frame", _), ("position", _), ("anchorPoint", _), ("shadowOffset", _),
            ("contentsRect", _), ("contentsCenter", _), ("transform", _), ("sublayerTransform", _):
            reject(key, value)
        default: return false
        }
        return true
    }

    private func reject(_ key: String, _ value: Any?) {
        Diagnostics.log("CALayer.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") "
            + "is not a valid value; ignored")
    }
}

/// The ``LayerProperties`` keys key-value coding reads.
enum LayerKeys {
    /// The value of `key` in `props` as a Swift value (`Float` for the `Float` properties), or nil for keys that
    /// are not layer properties.
    static func value(forKey key: String, in props: LayerProperties) -> Any? {
        switch key {
        case "opacity": return props.opacity
        case "shadowOpacity": return props.shadowOpacity
        case "maskedCorners": return props.maskedCorners.rawValue
        case "opaque", "isOpaque": return props.isOpaque
        case "geometryFlipped", "isGeometryFlipped": return props.isGeometryFlipped
        case "contentsGravity": return props.contentsGravity
        case "minificationFilter": return props.minificationFilter
        case "magnificationFilter": return props.magnificationFilter
        default:
            guard let value = props.value(forKeyPath: key) else { return nil }
            return value.any ?? NSNull()
        }
    }

    /// `base` with the field at `path` (a transform component or a structure field) set to `value`; nil when
    /// there is no such field or `value` does not fit it.
    static func set(_ path: [String], of base: AnimationValue, to value: Any?) -> AnimationValue? {
        let new = AnimationValue(value)
        if case .transform(let t) = base { return TransformField.set(t, path, new).map { .transform($0) } }
        return StructField.set(base, path, new)
    }

    /// Whether key paths starting with `head` are Core Animation's structure and transform fields.
    static func isStructured(_ head: String) -> Bool {
        switch head {
        case "transform", "sublayerTransform", "bounds", "frame", "position", "anchorPoint", "shadowOffset",
            "contentsRect", "contentsCenter":
            return true
        default: return false
        }
    }
}

/// Key paths through objects other than layers: animations, layers held by other layers, stored structs.
enum KeyValueCoding {
    /// The value at `path` inside `object`, or nil when some step does not answer.
    static func value(of object: Any?, at path: [String]) -> Any? {
        guard let key = path.first else { return object }
        let rest = Array(path.dropFirst())
        switch object {
        case let layer as CALayer: return layer.value(forKeyPath: path.joined(separator: "."))
        case let animation as CAAnimation: return animation.value(forKeyPath: path.joined(separator: "."))
        case let dictionary as [String: Any]: return value(of: dictionary[key], at: rest)
        case let object?:
            let field = StructField.get(AnimationValue(object), path)
            return KeyValueBoxing.box(field?.any)
        default: return nil
        }
    }

    /// Sets `value` at `path` inside `object` (a layer or an animation); logs and ignores anything else.
    static func setValue(_ value: Any?, of object: Any?, at path: [String], path fullPath: String) {
        let rest = path.joined(separator: ".")
        switch object {
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        case let animation as CAAnimation: animation.setValue(value, forKeyPath: rest)
        default: Diagnostics.log("setValue(_:forKeyPath: \"\(fullPath)\"): no object answers \"\(rest)\"; ignored")
        }
    }
}
