// SPDX-License-Identifier: Apache-2.0
//
// The C-style geometry functions of the iPhone OS 3 era (the guide's spelling), kept for source compatibility.
// Each forwards to the Swift API.

/// A point; same as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A size; same as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// A rectangle; same as `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
/// A vector; same as `CGVector(dx:dy:)`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

/// The smallest x of the standardized rectangle (`minX`).
public func CGRectGetMinX(_ r: CGRect) -> CGFloat { r.minX }
/// The x of the rectangle's centre (`midX`).
public func CGRectGetMidX(_ r: CGRect) -> CGFloat { r.midX }
/// The largest x of the standardized rectangle (`maxX`).
public func CGRectGetMaxX(_ r: CGRect) -> CGFloat { r.maxX }
/// The smallest y of the standardized rectangle (`minY`).
public func CGRectGetMinY(_ r: CGRect) -> CGFloat { r.minY }
/// The y of the rectangle's centre (`midY`).
public func CGRectGetMidY(_ r: CGRect) -> CGFloat { r.midY }
/// The largest y of the standardized rectangle (`maxY`).
public func CGRectGetMaxY(_ r: CGRect) -> CGFloat { r.maxY }
/// The width, never negative (`width`).
public func CGRectGetWidth(_ r: CGRect) -> CGFloat { r.width }
/// The height, never negative (`height`).
public func CGRectGetHeight(_ r: CGRect) -> CGFloat { r.height }
/// Whether the rectangle has zero area or is null (`isEmpty`).
public func CGRectIsEmpty(_ r: CGRect) -> Bool { r.isEmpty }
/// Whether the rectangle is the null rectangle (`isNull`).
public func CGRectIsNull(_ r: CGRect) -> Bool { r.isNull }
/// Whether the point lies inside, max edges excluded (`contains(_:)`); false for NaN or infinite input.
public func CGRectContainsPoint(_ r: CGRect, _ p: CGPoint) -> Bool {
    r.isSafeOperand && p.x.isFinite && p.y.isFinite && r.contains(p)
}
/// Whether the second rectangle lies wholly inside the first (`contains(_:)`); false for NaN or infinite input.
public func CGRectContainsRect(_ r1: CGRect, _ r2: CGRect) -> Bool {
    r1.isSafeOperand && r2.isSafeOperand && r1.contains(r2)
}
/// Whether the rectangles overlap (`intersects(_:)`); false when either has a NaN or infinite component.
public func CGRectIntersectsRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.safeIntersects(r2) }
/// The rectangle shrunk by `dx`, `dy` on each side; null when that leaves nothing (`insetBy(dx:dy:)`).
public func CGRectInset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.insetBy(dx: dx, dy: dy) }
/// The rectangle moved by `dx`, `dy` (`offsetBy(dx:dy:)`).
public func CGRectOffset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
/// The smallest rectangle containing both; a null operand is ignored (`union(_:)`), and so is one with a NaN or
/// infinite component.
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.safeUnion(r2) }
/// The overlap of the rectangles, or null when disjoint (`intersection(_:)`) or when either has a NaN or infinite
/// component.
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.safeIntersection(r2) }
/// The smallest rectangle with integer coordinates containing this one (`integral`).
public func CGRectIntegral(_ r: CGRect) -> CGRect { r.integral }
/// The same area with non-negative width and height (`standardized`).
public func CGRectStandardize(_ r: CGRect) -> CGRect { r.standardized }
/// Whether origin and size are exactly equal (`==`).
public func CGRectEqualToRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1 == r2 }
/// Whether both coordinates are exactly equal (`==`).
public func CGPointEqualToPoint(_ p1: CGPoint, _ p2: CGPoint) -> Bool { p1 == p2 }
/// Whether both dimensions are exactly equal (`==`).
public func CGSizeEqualToSize(_ s1: CGSize, _ s2: CGSize) -> Bool { s1 == s2 }

/// A transform from its six entries; same as `CGAffineTransform(a:b:c:d:tx:ty:)`.
public func CGAffineTransformMake(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
/// A translation; same as `CGAffineTransform(translationX:y:)`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}
/// A scale about the origin; same as `CGAffineTransform(scaleX:y:)`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}
/// A rotation in radians about the origin; same as `CGAffineTransform(rotationAngle:)`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}
/// Whether the transform is exactly the identity (`isIdentity`).
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
/// `t` preceded by a translation in its input space (`translatedBy(x:y:)`).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}
/// `t` preceded by a scale in its input space (`scaledBy(x:y:)`).
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}
/// `t` preceded by a rotation in its input space (`rotated(by:)`).
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}
/// The inverse, or `t` unchanged when singular (`inverted()`).
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
/// `t1` then `t2` (`t1.concatenating(t2)`).
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}
/// Whether all six entries are exactly equal (`==`).
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
/// The point mapped through `t` (`applying(_:)`).
public func CGPointApplyAffineTransform(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { p.applying(t) }
/// The size mapped through `t`'s linear part (`applying(_:)`).
public func CGSizeApplyAffineTransform(_ s: CGSize, _ t: CGAffineTransform) -> CGSize { s.applying(t) }
/// The bounding box of the mapped rectangle; null stays null (`applying(_:)`).
public func CGRectApplyAffineTransform(_ r: CGRect, _ t: CGAffineTransform) -> CGRect { r.applying(t) }
/// The identity transform (`CGAffineTransform.identity`).
public let CGAffineTransformIdentity = CGAffineTransform.identity
