// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Maps a 3-D point through `t` (row vector, as Core Animation multiplies), with perspective division.
private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat) {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return (
        (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w, (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
        (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
    )
}

private func expectPoint(
    _ p: (CGFloat, CGFloat, CGFloat), _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        close(p.0, x, 1e-9) && close(p.1, y, 1e-9) && close(p.2, z, 1e-9), "got \(p), expected (\(x), \(y), \(z))",
        sourceLocation: sourceLocation)
}

@Suite("CATransform3D", .freshLayerEnvironment)
struct CATransform3DTests {
    @Test("The identity has ones on the diagonal and is recognised by CATransform3DIsIdentity")
    func identity() {
        let t = CATransform3DIdentity
        #expect(t.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(t))
        #expect(t.isIdentity)
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(CATransform3DEqualToTransform(t, CATransform3D()))
    }

    @Test("MakeTranslation puts the offsets in m41, m42, m43 and moves points by them")
    func translation() {
        let t = CATransform3DMakeTranslation(3, -4, 5)
        #expect((t.m41, t.m42, t.m43) == (3, -4, 5))
        expectPoint(apply(t, 1, 1, 1), 4, -3, 6)
    }

    @Test("MakeScale puts the factors on the diagonal")
    func scale() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect((t.m11, t.m22, t.m33, t.m44) == (2, 3, 4, 1))
        expectPoint(apply(t, 1, 1, 1), 2, 3, 4)
    }

    @Test("A positive rotation about z turns +x towards +y (clockwise on a y-down screen)")
    func rotationZ() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectPoint(apply(t, 1, 0), 0, 1)
        expectPoint(apply(t, 0, 1), -1, 0)
    }

    @Test("Rotations about x and y follow the right-hand rule; the axis need not be normalised")
    func rotationXY() {
        expectPoint(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1, 0, 0), 0, 0, -1)
        expectPoint(apply(CATransform3DMakeRotation(.pi / 2, 5, 0, 0), 0, 1, 0), 0, 0, 1)
    }

    @Test("A rotation about a zero-length axis is the identity")
    func rotationZeroAxis() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("Concat(a, b) applies a first, then b")
    func concatOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        expectPoint(apply(CATransform3DConcat(scale, move), 1, 0), 12, 0)
        expectPoint(apply(CATransform3DConcat(move, scale), 1, 0), 22, 0)
        #expect(scale.concatenating(move) == CATransform3DConcat(scale, move))
    }

    @Test("Translate, Scale and Rotate apply the new operation before the existing transform")
    func prependingFunctions() {
        let base = CATransform3DMakeScale(2, 2, 1)
        expectPoint(apply(CATransform3DTranslate(base, 5, 0, 0), 0, 0), 10, 0)
        expectPoint(apply(CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 1, 1), 1, 0), 8, 0)
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        expectPoint(apply(rotated, 1, 0), 5, 1)
    }

    @Test("Invert undoes a transform, perspective included")
    func invert() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(7, -3, 2), 0.7, 1, 2, 3)
        t.m34 = -1 / 500
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(close(product, CATransform3DIdentity, 1e-12))
        #expect(close(t.inverted(), CATransform3DInvert(t)))
    }

    @Test("Inverting a singular transform returns it unchanged")
    func invertSingular() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("IsAffine is true only without z and perspective terms")
    func isAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test("MakeAffineTransform and GetAffineTransform round-trip an affine transform")
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect((t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) == (1, 2, 3, 4, 5, 6))
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
    }

    @Test("Perspective m34 = -1/d shrinks points behind the plane and enlarges points in front of it")
    func perspectiveProjection() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        let behind = apply(t, 100, 0, -500)  // w = 2
        let front = apply(t, 100, 0, 250)  // w = 0.5
        #expect(close(behind.0, 50))
        #expect(close(front.0, 200))
        expectPoint(apply(t, 100, 50, 0), 100, 50)
    }

    @Test("Transforms with a non-finite entry are reported as such")
    func finiteness() {
        var t = CATransform3DIdentity
        #expect(t.isFinite)
        t.m23 = .nan
        #expect(!t.isFinite)
    }
}
