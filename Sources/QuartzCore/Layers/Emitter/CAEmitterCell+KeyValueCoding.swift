// SPDX-License-Identifier: Apache-2.0

/// Key-value coding of emitter cells (the open entry points are declared in `CAEmitterCell`'s class body so that
/// subclasses can override them).
///
/// Every cell property answers to its Objective-C key (`birthRate`, `enabled`, `emissionLongitude`, `color`,
/// `contents`, `emitterCells`, the `CAMediaTiming` keys, …). Any other key is stored with the cell. Values come
/// back as on Apple (numbers as `NSNumber`; see ``KeyValueBoxing``); a key never set reads from the cell's
/// `style`, then `defaultValue(forKey:)`. A value of the wrong type for a property, or a non-finite number, is
/// ignored and logged (Apple raises an exception). Key paths step through named sub-cells:
/// `"emitterCells.<name>.<key>"`.
extension CAEmitterCell {
    /// The value of `key` (see the extension's documentation).
    func cellValue(forKey key: String) -> Any? {
        if let known = propertyValue(forKey: key) { return KeyValueBoxing.box(known) }
        if let stored = storedValues[key] { return KeyValueBoxing.box(stored) }
        if let styled = style?[key] { return KeyValueBoxing.box(styled) }
        return KeyValueBoxing.box(type(of: self).defaultValue(forKey: key))
    }

    /// The value at `keyPath`: through named sub-cells, then the last key.
    func cellValue(forKeyPath keyPath: String) -> Any? {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return value(forKey: keyPath) }
        guard let (cell, key) = Self.resolve(parts, in: emitterCells) else { return nil }
        return cell.value(forKey: key)
    }

    /// Sets the value at `keyPath` (see ``cellValue(forKeyPath:)``); a path naming no cell is ignored (logged).
    func setCellValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = LayerProperties.parts(of: keyPath)
        guard parts.count > 1 else { return setValue(value, forKey: keyPath) }
        guard let (cell, key) = Self.resolve(parts, in: emitterCells) else {
            return Diagnostics.log("CAEmitterCell.setValue(_:forKeyPath: \"\(keyPath)\"): no such cell; ignored")
        }
        cell.setValue(value, forKey: key)
    }

    /// The cell and key a path `emitterCells.<name>(.emitterCells.<name>)*.<key>` names among `cells`, or nil.
    static func resolve(_ parts: [String], in cells: [CAEmitterCell]?) -> (CAEmitterCell, String)? {
        guard parts.count >= 3, parts[0] == "emitterCells",
            let cell = cells?.first(where: { $0.name == parts[1] })
        else { return nil }
        let rest = Array(parts.dropFirst(2))
        if rest.count == 1 { return (cell, rest[0]) }
        return resolve(rest, in: cell.emitterCells)
    }

    /// The property `key` (wrapped, so that a nil property reads as `.some(nil)`), or nil for keys that are not
    /// properties.
    func propertyValue(forKey key: String) -> Any?? {
        if let timing = MediaTimingKeys.value(forKey: key, of: self) { return timing }
        switch key {
        case "name": return .some(name)
        case "enabled", "isEnabled": return isEnabled
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "lifetimeRange": return lifetimeRange
        case "emissionLatitude": return emissionLatitude
        case "emissionLongitude": return emissionLongitude
        case "emissionRange": return emissionRange
        case "velocity": return velocity
        case "velocityRange": return velocityRange
        case "xAcceleration": return xAcceleration
        case "yAcceleration": return yAcceleration
        case "zAcceleration": return zAcceleration
        case "scale": return scale
        case "scaleRange": return scaleRange
        case "scaleSpeed": return scaleSpeed
        case "spin": return spin
        case "spinRange": return spinRange
        case "color": return .some(color)
        case "redRange": return redRange
        case "greenRange": return greenRange
        case "blueRange": return blueRange
        case "alphaRange": return alphaRange
        case "redSpeed": return redSpeed
        case "greenSpeed": return greenSpeed
        case "blueSpeed": return blueSpeed
        case "alphaSpeed": return alphaSpeed
        case "contents": return .some(contents)
        case "contentsRect": return contentsRect
        case "contentsScale": return contentsScale
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        case "minificationFilterBias": return minificationFilterBias
        case "emitterCells": return .some(emitterCells)
        case "style": return .some(style)
        default: return nil
        }
    }

    /// Sets `key` (see the extension's documentation).
    func setCellValue(_ value: Any?, forKey key: String) {
        let v = value is NSNull ? nil : value
        if MediaTimingKeys.setValue(v, forKey: key, of: self, reject: reject) { return }
        func float(_ set: (Float) -> Void) {
            guard let n = KeyValueBoxing.number(v), n.isFinite else { return reject(key, value) }
            set(Float(n))
        }
        func cgFloat(_ set: (CGFloat) -> Void) {
            guard let n = KeyValueBoxing.number(v), n.isFinite else { return reject(key, value) }
            set(CGFloat(n))
        }
        switch key {
        case "name": name = v as? String
        case "enabled", "isEnabled":
            guard let b = KeyValueBoxing.bool(v) else { return reject(key, value) }
            isEnabled = b
        case "birthRate": float { birthRate = $0 }
        case "lifetime": float { lifetime = $0 }
        case "lifetimeRange": float { lifetimeRange = $0 }
        case "emissionLatitude": cgFloat { emissionLatitude = $0 }
        case "emissionLongitude": cgFloat { emissionLongitude = $0 }
        case "emissionRange": cgFloat { emissionRange = $0 }
        case "velocity": cgFloat { velocity = $0 }
        case "velocityRange": cgFloat { velocityRange = $0 }
        case "xAcceleration": cgFloat { xAcceleration = $0 }
        case "yAcceleration": cgFloat { yAcceleration = $0 }
        case "zAcceleration": cgFloat { zAcceleration = $0 }
        case "scale": cgFloat { scale = $0 }
        case "scaleRange": cgFloat { scaleRange = $0 }
        case "scaleSpeed": cgFloat { scaleSpeed = $0 }
        case "spin": cgFloat { spin = $0 }
        case "spinRange": cgFloat { spinRange = $0 }
        case "redRange": float { redRange = $0 }
        case "greenRange": float { greenRange = $0 }
        case "blueRange": float { blueRange = $0 }
        case "alphaRange": float { alphaRange = $0 }
        case "redSpeed": float { redSpeed = $0 }
        case "greenSpeed": float { greenSpeed = $0 }
        case "blueSpeed": float { blueSpeed = $0 }
        case "alphaSpeed": float { alphaSpeed = $0 }
        case "minificationFilterBias": float { minificationFilterBias = $0 }
        case "contentsScale": cgFloat { contentsScale = $0 }
        case "color":
            guard v == nil || v is CGColor else { return reject(key, value) }
            color = v.map { $0 as! CGColor }
        case "contents": contents = v
        case "contentsRect":
            guard case .rect(let r) = AnimationValue(v), r.origin.x.isFinite, r.origin.y.isFinite,
                r.width.isFinite, r.height.isFinite
            else { return reject(key, value) }
            contentsRect = r
        case "minificationFilter", "magnificationFilter":
            guard let f = KeyValueBoxing.option(v, CALayerContentsFilter.self) else { return reject(key, value) }
            if key == "minificationFilter" { minificationFilter = f.rawValue } else { magnificationFilter = f.rawValue }
        case "emitterCells":
            guard v == nil || v is [CAEmitterCell] else { return reject(key, value) }
            emitterCells = v as? [CAEmitterCell]
        case "style":
            guard v == nil || v is [AnyHashable: Any] else { return reject(key, value) }
            style = v as? [AnyHashable: Any]
        default: storedValues[key] = value
        }
    }

    private func reject(_ key: String, _ value: Any?) {
        Diagnostics.log("CAEmitterCell.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") "
            + "is not a valid value; ignored")
    }
}
