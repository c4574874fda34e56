// SPDX-License-Identifier: Apache-2.0

/// Key-path access to layer properties: Core Animation's key-value coding extensions, without an Objective-C
/// runtime.
///
/// Supports every animatable property by name, the structure fields (`position.x`, `bounds.size.width`,
/// `anchorPoint.y`, `shadowOffset.height`, `contentsRect.origin.x`, …) and the transform fields
/// (`transform.rotation` = `transform.rotation.z`, `transform.rotation.x/y`, `transform.scale` (all axes),
/// `transform.scale.x/y/z`, `transform.translation` (a `CGSize`), `transform.translation.x/y/z`; the same under
/// `sublayerTransform`). Setting a transform field replaces that component and keeps the others.
extension LayerProperties {
    /// `keyPath` split at its dots (animations keep this, so a key path is parsed once, not every frame).
    package static func parts(of keyPath: String) -> [String] { keyPath.split(separator: ".").map(String.init) }

    package func value(forKeyPath keyPath: String) -> AnimationValue? {
        // Most keys are plain property names: no parsing needed.
        if !keyPath.utf8.contains(UInt8(ascii: ".")) {
            switch keyPath {
            case "transform": return .transform(transform)
            case "sublayerTransform": return .transform(sublayerTransform)
            default: return topLevel(keyPath) ?? extra[keyPath].map { AnimationValue($0) }
            }
        }
        return value(forKeyPathParts: LayerProperties.parts(of: keyPath))
    }

    package mutating func setValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        setValue(value, forKeyPathParts: LayerProperties.parts(of: keyPath))
    }

    package func value(forKeyPathParts parts: [String]) -> AnimationValue? {
        guard let head = parts.first else { return nil }
        let rest = Array(parts.dropFirst())
        switch head {
        case "transform": return TransformField.get(transform, rest)
        case "sublayerTransform": return TransformField.get(sublayerTransform, rest)
        default:
            guard let base = topLevel(head) else { return extra[head].map { AnimationValue($0) } }
            return StructField.get(base, rest)
        }
    }

    package mutating func setValue(_ value: AnimationValue, forKeyPathParts parts: [String]) {
        guard let head = parts.first else { return }
        let rest = Array(parts.dropFirst())
        switch head {
        case "transform":
            if let t = TransformField.set(transform, rest, value) { transform = t }
        case "sublayerTransform":
            if let t = TransformField.set(sublayerTransform, rest, value) { sublayerTransform = t }
        default:
            if let base = topLevel(head) {
                if let updated = StructField.set(base, rest, value) { setTopLevel(head, updated) }
            } else if rest.isEmpty {
                extra[head] = value.any
            }
        }
    }

    /// The top-level property `key` as an animation value, or nil for unknown keys.
    private func topLevel(_ key: String) -> AnimationValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "zPosition": return .scalar(Double(zPosition))
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .scalar(Double(anchorPointZ))
        case "frame": return .rect(frame)
        case "opacity": return .scalar(Double(opacity))
        case "hidden", "isHidden": return .discrete(isHidden)
        case "masksToBounds": return .discrete(masksToBounds)
        case "backgroundColor": return backgroundColor.map { .color($0) } ?? .discrete(nil)
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "borderColor": return borderColor.map { .color($0) } ?? .discrete(nil)
        case "shadowColor": return shadowColor.map { .color($0) } ?? .discrete(nil)
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "shadowPath": return shadowPath.map { .path($0) } ?? .discrete(nil)
        case "contents": return .discrete(contents)
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        case "contentsScale": return .scalar(Double(contentsScale))
        case "doubleSided", "isDoubleSided": return .discrete(isDoubleSided)
        default: return nil
        }
    }

    private mutating func setTopLevel(_ key: String, _ v: AnimationValue) {
        func scalar() -> CGFloat? { if case .scalar(let d) = v { return CGFloat(d) } else { return nil } }
        func color() -> CGColor?? {
            switch v {
            case .color(let c): return .some(c)
            case .discrete(let x): return x == nil ? .some(nil) : (x as? CGColor).map { .some($0) }
            default: return nil
            }
        }
        switch (key, v) {
        case ("bounds", .rect(let r)): bounds = r
        case ("position", .point(let p)): position = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case ("zPosition", _): if let s = scalar() { zPosition = s }
        case ("anchorPointZ", _): if let s = scalar() { anchorPointZ = s }
        case ("opacity", _): if let s = scalar() { opacity = Float(s) }
        case ("cornerRadius", _): if let s = scalar() { cornerRadius = s }
        case ("borderWidth", _): if let s = scalar() { borderWidth = s }
        case ("shadowOpacity", _): if let s = scalar() { shadowOpacity = Float(s) }
        case ("shadowRadius", _): if let s = scalar() { shadowRadius = s }
        case ("contentsScale", _): if let s = scalar() { contentsScale = s }
        case ("backgroundColor", _): if let c = color() { backgroundColor = c }
        case ("borderColor", _): if let c = color() { borderColor = c }
        case ("shadowColor", _): if let c = color() { shadowColor = c }
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("shadowPath", .discrete(let x)): shadowPath = x as? CGPath
        case ("contents", .discrete(let x)): contents = x
        case ("hidden", _), ("isHidden", _): if let b = Self.bool(v) { isHidden = b }
        case ("masksToBounds", _): if let b = Self.bool(v) { masksToBounds = b }
        case ("doubleSided", _), ("isDoubleSided", _): if let b = Self.bool(v) { isDoubleSided = b }
        default: break
        }
    }

    private static func bool(_ v: AnimationValue) -> Bool? {
        switch v {
        case .discrete(let x as Bool): return x
        case .scalar(let d): return d != 0
        default: return nil
        }
    }
}

/// Fields of CGPoint/CGSize/CGRect values: `x`, `y`, `width`, `height`, `origin`, `size`.
enum StructField {
    static func get(_ base: AnimationValue, _ path: [String]) -> AnimationValue? {
        guard let field = path.first else { return base }
        let rest = Array(path.dropFirst())
        switch (base, field) {
        case (.point(let p), "x"): return .scalar(Double(p.x))
        case (.point(let p), "y"): return .scalar(Double(p.y))
        case (.size(let s), "width"): return .scalar(Double(s.width))
        case (.size(let s), "height"): return .scalar(Double(s.height))
        case (.rect(let r), "origin"): return get(.point(r.origin), rest)
        case (.rect(let r), "size"): return get(.size(r.size), rest)
        default: return nil
        }
    }

    static func set(_ base: AnimationValue, _ path: [String], _ value: AnimationValue) -> AnimationValue? {
        guard let field = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch (base, field) {
        case (.point(var p), "x"): guard case .scalar(let d) = value else { return nil }; p.x = CGFloat(d); return .point(p)
        case (.point(var p), "y"): guard case .scalar(let d) = value else { return nil }; p.y = CGFloat(d); return .point(p)
        case (.size(var s), "width"):
            guard case .scalar(let d) = value else { return nil }; s.width = CGFloat(d); return .size(s)
        case (.size(var s), "height"):
            guard case .scalar(let d) = value else { return nil }; s.height = CGFloat(d); return .size(s)
        case (.rect(var r), "origin"):
            guard case .point(let p)? = set(.point(r.origin), rest, value) else { return nil }; r.origin = p; return .rect(r)
        case (.rect(var r), "size"):
            guard case .size(let s)? = set(.size(r.size), rest, value) else { return nil }; r.size = s; return .rect(r)
        default: return nil
        }
    }
}

/// Transform fields: rotation, scale and translation components.
enum TransformField {
    static func get(_ t: CATransform3D, _ path: [String]) -> AnimationValue? {
        guard let field = path.first else { return .transform(t) }
        let axis = path.count > 1 ? path[1] : nil
        let sx = hypot(hypot(t.m11, t.m12), t.m13), sy = hypot(hypot(t.m21, t.m22), t.m23)
        let sz = hypot(hypot(t.m31, t.m32), t.m33)
        switch (field, axis) {
        case ("rotation", nil), ("rotation", "z"?): return .scalar(Double(atan2(t.m12, t.m11)))
        case ("rotation", "x"?): return .scalar(Double(atan2(t.m23, t.m33)))
        case ("rotation", "y"?): return .scalar(Double(atan2(-t.m13, hypot(t.m23, t.m33))))
        case ("scale", nil): return .scalar(Double((sx + sy + sz) / 3))
        case ("scale", "x"?): return .scalar(Double(sx))
        case ("scale", "y"?): return .scalar(Double(sy))
        case ("scale", "z"?): return .scalar(Double(sz))
        case ("translation", nil): return .size(CGSize(width: t.m41, height: t.m42))
        case ("translation", "x"?): return .scalar(Double(t.m41))
        case ("translation", "y"?): return .scalar(Double(t.m42))
        case ("translation", "z"?): return .scalar(Double(t.m43))
        default: return nil
        }
    }

    static func set(_ t: CATransform3D, _ path: [String], _ value: AnimationValue) -> CATransform3D? {
        guard let field = path.first else {
            if case .transform(let n) = value { return n }
            return nil
        }
        let axis = path.count > 1 ? path[1] : nil
        if field == "translation" {
            var n = t
            switch (axis, value) {
            case (nil, .size(let s)): (n.m41, n.m42) = (s.width, s.height)
            case ("x"?, .scalar(let d)): n.m41 = CGFloat(d)
            case ("y"?, .scalar(let d)): n.m42 = CGFloat(d)
            case ("z"?, .scalar(let d)): n.m43 = CGFloat(d)
            default: return nil
            }
            return n
        }
        guard case .scalar(let d) = value else { return nil }
        let v = CGFloat(d)
        // Rebuild as scale · rotation · translation, replacing the named component.
        var sx = hypot(hypot(t.m11, t.m12), t.m13), sy = hypot(hypot(t.m21, t.m22), t.m23)
        var sz = hypot(hypot(t.m31, t.m32), t.m33)
        var (rx, ry, rz) = (atan2(t.m23, t.m33), atan2(-t.m13, hypot(t.m23, t.m33)), atan2(t.m12, t.m11))
        switch (field, axis) {
        case ("rotation", nil), ("rotation", "z"?): rz = v
        case ("rotation", "x"?): rx = v
        case ("rotation", "y"?): ry = v
        case ("scale", nil): (sx, sy, sz) = (v, v, v)
        case ("scale", "x"?): sx = v
        case ("scale", "y"?): sy = v
        case ("scale", "z"?): sz = v
        default: return nil
        }
        var n = CATransform3DMakeScale(sx, sy, sz)
        n = CATransform3DConcat(n, CATransform3DMakeRotation(rx, 1, 0, 0))
        n = CATransform3DConcat(n, CATransform3DMakeRotation(ry, 0, 1, 0))
        n = CATransform3DConcat(n, CATransform3DMakeRotation(rz, 0, 0, 1))
        (n.m41, n.m42, n.m43, n.m34) = (t.m41, t.m42, t.m43, t.m34)
        return n
    }
}
