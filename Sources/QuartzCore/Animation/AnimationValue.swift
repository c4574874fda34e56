// SPDX-License-Identifier: Apache-2.0

/// A property value in a form animations can interpolate: what `fromValue`/`toValue`/`values` (typed `Any`, as on
/// Apple) are converted to.
///
/// Accepts Swift values (`CGFloat`, `Double`, `Float`, `Int`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`,
/// `CGAffineTransform`, `CGColor`, `CGPath`, `Bool`) and their Foundation boxes (`NSNumber`, `NSValue`). Values
/// of other types (images, arrays) animate discretely: they switch at the halfway point.
package enum AnimationValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    case path(CGPath)
    /// An array whose elements interpolate pairwise (gradient colours and locations).
    case array([AnimationValue])
    case discrete(Any?)

    package init(_ any: Any?) {
        switch any {
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as NSValue: self = AnimationValue.unbox(v)
        case let v as [Any]: self = .array(v.map { AnimationValue($0) })
        default: self = .discrete(any)
        }
    }

    private static func unbox(_ v: NSValue) -> AnimationValue {
        let type = String(cString: v.objCType)
        if type.contains("Rect") { return .rect(v.rectValue) }
        if type.contains("Size") { return .size(v.sizeValue) }
        if type.contains("Point") { return .point(v.pointValue) }
        return .discrete(v)
    }

    /// The value as the natural Swift type.
    package var any: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .array(let a): return a.map { $0.any as Any }
        case .discrete(let v): return v
        }
    }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1); t may leave 0…1 (springs, bounces overshoot).
    package func interpolated(to other: AnimationValue, _ t: Double) -> AnimationValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                                height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case (.color(let a), .color(let b)) where a.pattern == nil && b.pattern == nil:
            let x = a.rgba, y = b.rgba
            return .color(CGColor(red: x.r + (y.r - x.r) * t, green: x.g + (y.g - x.g) * t,
                                  blue: x.b + (y.b - x.b) * t, alpha: x.a + (y.a - x.a) * t))
        case (.path(let a), .path(let b)):
            return PathInterpolation.interpolate(a, b, t).map { .path($0) } ?? (t < 0.5 ? self : other)
        case (.array(let a), .array(let b)) where a.count == b.count:
            return .array(zip(a, b).map { $0.interpolated(to: $1, t) })
        default:
            return t < 0.5 ? self : other
        }
    }

    /// `self + other` (for `byValue` and additive animations); nil when the kinds don't add.
    package func adding(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width,
                                height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(a, b))
        case (.color(let a), .color(let b)):
            let x = a.rgba, y = b.rgba
            return .color(CGColor(red: x.r + y.r, green: x.g + y.g, blue: x.b + y.b, alpha: x.a + y.a))
        default: return nil
        }
    }

    /// `self − other`; nil when the kinds don't subtract.
    package func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width,
                                height: a.height - b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        case (.color(let a), .color(let b)):
            let x = a.rgba, y = b.rgba
            return .color(CGColor(red: x.r - y.r, green: x.g - y.g, blue: x.b - y.b, alpha: x.a - y.a))
        default: return nil
        }
    }

    /// A distance between two values (for paced keyframes): Euclidean over components.
    package func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            return Double(hypot(hypot(b.minX - a.minX, b.minY - a.minY), hypot(b.width - a.width, b.height - a.height)))
        default: return 1
        }
    }
}

/// Interpolates transforms by their components (scale, rotation about z, translation) when both are 2-D
/// similarity-like, as Core Animation does, so a rotation animates as a turn rather than a squash; otherwise
/// entry by entry.
package enum TransformInterpolation {
    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let ct = CGFloat(t)
        if let da = Decomposed(a), let db = Decomposed(b) {
            var dr = db.rotation - da.rotation
            // Take the short way round, as Core Animation does for matrix interpolation.
            while dr > .pi { dr -= 2 * .pi }
            while dr < -.pi { dr += 2 * .pi }
            let d = Decomposed(
                scaleX: da.scaleX + (db.scaleX - da.scaleX) * ct, scaleY: da.scaleY + (db.scaleY - da.scaleY) * ct,
                scaleZ: da.scaleZ + (db.scaleZ - da.scaleZ) * ct, rotation: da.rotation + dr * ct,
                tx: da.tx + (db.tx - da.tx) * ct, ty: da.ty + (db.ty - da.ty) * ct, tz: da.tz + (db.tz - da.tz) * ct,
                m34: da.m34 + (db.m34 - da.m34) * ct)
            return d.transform
        }
        let ea = a.entries, eb = b.entries
        return CATransform3D(entries: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * ct })
    }

    /// A transform of the form scale · rotate-about-z · translate (plus perspective m34).
    package struct Decomposed {
        package var scaleX: CGFloat, scaleY: CGFloat, scaleZ: CGFloat
        package var rotation: CGFloat
        package var tx: CGFloat, ty: CGFloat, tz: CGFloat
        package var m34: CGFloat

        package init(scaleX: CGFloat, scaleY: CGFloat, scaleZ: CGFloat, rotation: CGFloat, tx: CGFloat, ty: CGFloat,
                     tz: CGFloat, m34: CGFloat)
        {
            (self.scaleX, self.scaleY, self.scaleZ, self.rotation) = (scaleX, scaleY, scaleZ, rotation)
            (self.tx, self.ty, self.tz, self.m34) = (tx, ty, tz, m34)
        }

        /// Decomposes `m` when it has no shear, no rotation about x/y and no perspective other than m34.
        package init?(_ m: CATransform3D) {
            guard m.m13 == 0, m.m23 == 0, m.m31 == 0, m.m32 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
            let sx = hypot(m.m11, m.m12)
            let sy0 = hypot(m.m21, m.m22)
            guard sx > 0, sy0 > 0 else { return nil }
            let rotation = atan2(m.m12, m.m11)
            // Orthogonality check (no shear) and handedness for negative scales.
            let dot = m.m11 * m.m21 + m.m12 * m.m22
            guard abs(dot) < 1e-9 * sx * sy0 else { return nil }
            let det = m.m11 * m.m22 - m.m12 * m.m21
            let sy = det < 0 ? -sy0 : sy0
            self.init(scaleX: sx, scaleY: sy, scaleZ: m.m33, rotation: rotation, tx: m.m41, ty: m.m42, tz: m.m43,
                      m34: m.m34)
        }

        package var transform: CATransform3D {
            var t = CATransform3DMakeScale(scaleX, scaleY, scaleZ)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation, 0, 0, 1))
            t.m41 = tx
            t.m42 = ty
            t.m43 = tz
            t.m34 = m34
            return t
        }
    }
}

/// Interpolates two paths with the same structure point by point (as Core Animation animates `CAShapeLayer.path`).
package enum PathInterpolation {
    package static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
        }
        var out: [PathElement] = []
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): out.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): out.append(.quad(mix(c, d), mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                out.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }
}
