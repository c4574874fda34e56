// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    // MARK: Initialisers

    @Test("The identity and the default initialiser leave every point where it is")
    func identity() {
        let p = CGPoint(x: 3, y: -7)

        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransformIdentity == .identity)
        #expect(p.applying(.identity) == p)
    }

    @Test("The six-entry initialisers store a, b, c, d, tx, ty in that order")
    func entryInitialisers() {
        let labelled = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let unlabelled = CGAffineTransform(1, 2, 3, 4, 5, 6)

        #expect([labelled.a, labelled.b, labelled.c, labelled.d, labelled.tx, labelled.ty] == [1, 2, 3, 4, 5, 6])
        #expect(unlabelled == labelled)
        #expect(CGAffineTransformMake(1, 2, 3, 4, 5, 6) == labelled)
    }

    @Test("A point maps to (a·x + c·y + tx, b·x + d·y + ty): the row-vector convention")
    func pointMapping() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        #expect(CGPoint(x: 10, y: 100).applying(t) == CGPoint(x: 1 * 10 + 3 * 100 + 5, y: 2 * 10 + 4 * 100 + 6))
        #expect(CGPointApplyAffineTransform(CGPoint(x: 10, y: 100), t) == CGPoint(x: 315, y: 426))
    }

    @Test("Translation, scale and rotation initialisers")
    func shapeInitialisers() {
        let translate = CGAffineTransform(translationX: 10, y: -4)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)

        #expect(CGPoint(x: 1, y: 1).applying(translate) == CGPoint(x: 11, y: -3))
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 3))
        // Positive angles turn +x towards +y.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotate), CGPoint(x: 0, y: 1), tolerance: 1e-15))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(rotate), CGPoint(x: -1, y: 0), tolerance: 1e-15))
        #expect(CGAffineTransformMakeTranslation(10, -4) == translate)
        #expect(CGAffineTransformMakeScale(2, 3) == scale)
        #expect(CGAffineTransformMakeRotation(.pi / 2) == rotate)
    }

    // MARK: Composition

    @Test("t1.concatenating(t2) applies t1 first, then t2")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)

        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(CGAffineTransformConcat(scale, translate) == scale.concatenating(translate))
        #expect(p.applying(scale.concatenating(translate)) == p.applying(scale).applying(translate))
    }

    @Test("translatedBy, scaledBy and rotated act in the input space, before the receiver")
    func modifiersApplyToInputSpaceFirst() {
        let base = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 0)

        // Translate by 5 in input space, then scale: (1 + 5) × 2.
        #expect(p.applying(base.translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 0))
        #expect(p.applying(base.scaledBy(x: 3, y: 1)) == CGPoint(x: 6, y: 0))
        #expect(isClose(p.applying(base.rotated(by: .pi / 2)), CGPoint(x: 0, y: 2), tolerance: 1e-15))
        // Translation after a rotation moves along the rotated axes.
        let rotatedThenMoved = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(isClose(CGPoint.zero.applying(rotatedThenMoved), CGPoint(x: 0, y: 10), tolerance: 1e-14))
        #expect(CGAffineTransformTranslate(base, 5, 0) == base.translatedBy(x: 5, y: 0))
        #expect(CGAffineTransformScale(base, 3, 1) == base.scaledBy(x: 3, y: 1))
        #expect(CGAffineTransformRotate(base, 1) == base.rotated(by: 1))
    }

    // MARK: Inversion and identity

    @Test("inverted() undoes the transform")
    func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -5)
        let p = CGPoint(x: 4, y: 9)

        #expect(isClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-12))
        #expect(isClose(p.applying(t).applying(t.inverted()), p, tolerance: 1e-12))
        #expect(CGAffineTransformInvert(t) == t.inverted())
    }

    @Test("A singular transform is returned unchanged by inverted()")
    func singularInversion() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)

        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("isIdentity is true only for the exact identity")
    func isIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 1e-12, y: 0).isIdentity)
        #expect(!CGAffineTransform(rotationAngle: .pi / 3).isIdentity)
        #expect(CGAffineTransformIsIdentity(CGAffineTransform(scaleX: 1, y: 1)))
    }

    @Test("decomposed() and init(_:) round-trip", arguments: [
        CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 5),
        CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.5).translatedBy(x: -3, y: 8),
        CGAffineTransform(a: 1, b: 0.2, c: 0.8, d: 1.1, tx: -2, ty: 0),
        CGAffineTransform(scaleX: -1, y: 1),
    ])
    func decompositionRoundTrip(_ t: CGAffineTransform) {
        let rebuilt = CGAffineTransform(t.decomposed())

        #expect(isClose(rebuilt, t, tolerance: 1e-12))
    }

    @Test("decomposed() reports scale, shear, rotation and translation applied in that order")
    func decompositionComponents() {
        let components = CGAffineTransform.Components(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6,
            translation: CGVector(dx: 7, dy: -1))
        let expected = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 7, y: -1))

        let t = CGAffineTransform(components)
        let back = t.decomposed()

        #expect(isClose(t, expected, tolerance: 1e-12))
        #expect(abs(back.scale.width - 2) < 1e-12 && abs(back.scale.height - 3) < 1e-12)
        #expect(abs(back.horizontalShear - 0.5) < 1e-12)
        #expect(abs(back.rotation - .pi / 6) < 1e-12)
        #expect(back.translation == CGVector(dx: 7, dy: -1))
    }

    // MARK: Applying to sizes and rectangles

    @Test("A size maps through the linear part only and may turn negative")
    func sizeApplying() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 100, ty: 100)

        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
        #expect(CGSizeApplyAffineTransform(CGSize(width: 3, height: 4), t) == CGSize(width: 6, height: -4))
    }

    @Test("A rectangle maps to the bounding box of its four mapped corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)

        let flipped = rect.applying(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 5, ty: 100))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let negative = CGRect(x: 10, y: 10, width: -10, height: -10).applying(.identity)

        #expect(flipped == CGRect(x: 5, y: 80, width: 10, height: 20))
        let s = CGFloat(2).squareRoot() / 2
        #expect(isClose(rotated, CGRect(x: -20 * s, y: 0, width: 30 * s, height: 30 * s), tolerance: 1e-12))
        #expect(negative == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(CGRectApplyAffineTransform(rect, CGAffineTransform(scaleX: 2, y: 2))
            == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test("The null rectangle stays null under any transform")
    func nullRectStaysNull() {
        let moved = CGRect.null.applying(CGAffineTransform(translationX: 10, y: 10).rotated(by: 1))

        #expect(moved.isNull)
    }

    // MARK: Equality, vectors, coding

    @Test("equalTo compares points, sizes, rectangles and transforms exactly")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2.000001)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 2)))
        #expect(CGAffineTransformEqualToTransform(CGAffineTransform(scaleX: 2, y: 2), CGAffineTransformMakeScale(2, 2)))
        #expect(!CGAffineTransformEqualToTransform(.identity, CGAffineTransformMakeScale(2, 2)))
    }

    @Test("CGVector stores a direction: zero, initialisers, equality")
    func vector() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        #expect(CGVectorMake(1, -2) == CGVector(dx: 1, dy: -2))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
    }

    @Test("C-style geometry functions forward to the Swift API")
    func cStyleGeometry() {
        let r = CGRectMake(10, 20, 30, 40)

        #expect(r == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect([CGRectGetMinX(r), CGRectGetMidX(r), CGRectGetMaxX(r)] == [10, 25, 40])
        #expect([CGRectGetMinY(r), CGRectGetMidY(r), CGRectGetMaxY(r)] == [20, 40, 60])
        #expect(CGRectGetWidth(r) == 30 && CGRectGetHeight(r) == 40)
        #expect(CGRectContainsPoint(r, CGPointMake(10, 20)) && !CGRectContainsPoint(r, CGPointMake(40, 20)))
        #expect(CGRectInset(r, 5, 5) == CGRect(x: 15, y: 25, width: 20, height: 30))
        #expect(CGRectOffset(r, 1, -1) == CGRect(x: 11, y: 19, width: 30, height: 40))
        #expect(CGRectIsNull(CGRectIntersection(r, CGRectMake(100, 100, 1, 1))))
        #expect(CGRectIsEmpty(CGRectMake(0, 0, 0, 5)))
        #expect(CGSizeEqualToSize(CGSizeMake(1, 2), CGSize(width: 1, height: 2)))
        #expect(CGPointEqualToPoint(CGPointMake(1, 2), CGPoint(x: 1, y: 2)))
    }

    @Test("A transform encodes as Apple's unkeyed array [a, b, c, d, tx, ty] and decodes back")
    func transformCoding() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        let json = try JSONEncoder().encode(t)
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: json)
        let fromApple = try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,0,0,1,10,20]".utf8))

        #expect(String(decoding: json, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(decoded == t)
        #expect(fromApple == CGAffineTransform(translationX: 10, y: 20))
    }

    @Test("A vector encodes as Apple's unkeyed array [dx, dy]")
    func vectorCoding() throws {
        let json = try JSONEncoder().encode(CGVector(dx: 3, dy: -4))

        #expect(String(decoding: json, as: UTF8.self) == "[3,-4]")
        #expect(try JSONDecoder().decode(CGVector.self, from: json) == CGVector(dx: 3, dy: -4))
    }

    @Test("description prints the six entries in Apple's format")
    func description() {
        #expect(CGAffineTransform(translationX: 2, y: 3).description
            == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 2.0, ty: 3.0)")
    }
}
