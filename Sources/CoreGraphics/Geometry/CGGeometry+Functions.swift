// SPDX-License-Identifier: Apache-2.0
//
// The C-style geometry functions of the iPhone OS 3 era (the guide's spelling), kept for source compatibility.
// Each forwards to the Swift API.

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

public func CGRectGetMinX(_ r: CGRect) -> CGFloat { r.minX }
public func CGRectGetMidX(_ r: CGRect) -> CGFloat { r.midX }
public func CGRectGetMaxX(_ r: CGRect) -> CGFloat { r.maxX }
public func CGRectGetMinY(_ r: CGRect) -> CGFloat { r.minY }
public func CGRectGetMidY(_ r: CGRect) -> CGFloat { r.midY }
public func CGRectGetMaxY(_ r: CGRect) -> CGFloat { r.maxY }
public func CGRectGetWidth(_ r: CGRect) -> CGFloat { r.width }
public func CGRectGetHeight(_ r: CGRect) -> CGFloat { r.height }
public func CGRectIsEmpty(_ r: CGRect) -> Bool { r.isEmpty }
public func CGRectIsNull(_ r: CGRect) -> Bool { r.isNull }
public func CGRectContainsPoint(_ r: CGRect, _ p: CGPoint) -> Bool { r.contains(p) }
public func CGRectContainsRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.contains(r2) }
public func CGRectIntersectsRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.intersects(r2) }
public func CGRectInset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.insetBy(dx: dx, dy: dy) }
public func CGRectOffset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
public func CGRectIntegral(_ r: CGRect) -> CGRect { r.integral }
public func CGRectStandardize(_ r: CGRect) -> CGRect { r.standardized }
public func CGRectEqualToRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1 == r2 }
public func CGPointEqualToPoint(_ p1: CGPoint, _ p2: CGPoint) -> Bool { p1 == p2 }
public func CGSizeEqualToSize(_ s1: CGSize, _ s2: CGSize) -> Bool { s1 == s2 }

public func CGAffineTransformMake(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
public func CGPointApplyAffineTransform(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { p.applying(t) }
public func CGSizeApplyAffineTransform(_ s: CGSize, _ t: CGAffineTransform) -> CGSize { s.applying(t) }
public func CGRectApplyAffineTransform(_ r: CGRect, _ t: CGAffineTransform) -> CGRect { r.applying(t) }
public let CGAffineTransformIdentity = CGAffineTransform.identity
