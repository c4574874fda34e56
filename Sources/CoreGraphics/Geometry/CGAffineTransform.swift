// SPDX-License-Identifier: Apache-2.0

/// A 2-D affine transformation matrix, as in Quartz: `[x' y' 1] = [x y 1] × [[a b 0] [c d 0] [tx ty 1]]`.
///
/// Row-vector convention, identical to Apple's: a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`, and
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The x-axis scale/rotation entry: contributes `a·x` to x'.
    public var a: CGFloat
    /// The y shear/rotation entry: contributes `b·x` to y'.
    public var b: CGFloat
    /// The x shear/rotation entry: contributes `c·y` to x'.
    public var c: CGFloat
    /// The y-axis scale/rotation entry: contributes `d·y` to y'.
    public var d: CGFloat
    /// The x translation, added to x' after the linear part.
    public var tx: CGFloat
    /// The y translation, added to y' after the linear part.
    public var ty: CGFloat

    /// The identity transform: maps every point to itself.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates the identity transform.
    public init() { self = .identity }

    /// Creates a transform from its six matrix entries (unlabelled form, as `CGAffineTransformMake`).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin.
    ///
    /// Positive angles turn +x towards +y: counter-clockwise in Quartz's y-up space, clockwise on screen in UIKit's
    /// y-down space.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle)
        let cs = cos(angle)
        self.init(a: cs, b: s, c: -s, d: cs, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (Apple's documented behaviour).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    /// A transform that translates by `(tx, ty)` in this transform's input space, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A transform that scales by `(sx, sy)` in this transform's input space, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A transform that rotates by `angle` radians in this transform's input space, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The scale, shear, rotation and translation components, as Apple's `decomposed()` returns them
    /// (applied in that order).
    public func decomposed() -> Components {
        let sx = (a * a + b * b).squareRoot()
        let rotation = atan2(b, a)
        // Remove the rotation, leaving scale and shear.
        let cosR = cos(rotation)
        let sinR = sin(rotation)
        let c2 = c * cosR + d * sinR
        let d2 = -c * sinR + d * cosR
        let sy = d2
        let shear = sy != 0 ? c2 / sy : 0
        return Components(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }

    /// Creates a transform from its decomposed components (inverse of ``decomposed()``).
    public init(_ components: Components) {
        let scale = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        let rotate = CGAffineTransform(rotationAngle: components.rotation)
        var t = scale.concatenating(shear).concatenating(rotate)
        t.tx = components.translation.dx
        t.ty = components.translation.dy
        self = t
    }

    /// The components of an affine transform: scale, then horizontal shear, then rotation, then translation.
    public struct Components: Equatable, Sendable {
        /// The initial x and y scale factors.
        public var scale: CGSize
        /// The shear applied after scaling: x' = x + horizontalShear · y.
        public var horizontalShear: CGFloat
        /// The rotation in radians applied after the shear (positive turns +x towards +y).
        public var rotation: CGFloat
        /// The translation applied last.
        public var translation: CGVector

        /// Creates components; ``CGAffineTransform/init(_:)`` composes them in the order listed.
        public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
            self.scale = scale
            self.horizontalShear = horizontalShear
            self.rotation = rotation
            self.translation = translation
        }
    }
}

extension CGAffineTransform: Codable {
    /// Decodes Apple's form: an unkeyed container of the six entries `[a, b, c, d, tx, ty]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes as Apple does, an unkeyed container `[a, b, c, d, tx, ty]` (JSON: `[1,0,0,1,0,0]`), so archives
    /// written on either platform read on the other.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in [a, b, c, d, tx, ty] { try container.encode(entry) }
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// Apple's format: `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
