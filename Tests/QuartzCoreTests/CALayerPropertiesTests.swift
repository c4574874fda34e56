// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CALayer properties", .freshLayerEnvironment)
struct CALayerPropertiesTests {
    @Test("Appearance defaults match Core Animation's")
    func appearanceDefaults() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(!layer.isHidden)
            #expect(layer.opacity == 1)
            #expect(!layer.masksToBounds)
            #expect(layer.backgroundColor == nil)
            #expect(layer.cornerRadius == 0)
            #expect(layer.borderWidth == 0)
            #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
            #expect(!layer.isOpaque)
            #expect(layer.isDoubleSided)
            #expect(!layer.isGeometryFlipped)
            #expect(layer.mask == nil)
            #expect(!layer.needsDisplayOnBoundsChange)
        }
    }

    @Test("Shadow defaults: opaque black, opacity 0, offset (0, -3), radius 3, no path")
    func shadowDefaults() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
            #expect(layer.shadowOpacity == 0)
            #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
            #expect(layer.shadowRadius == 3)
            #expect(layer.shadowPath == nil)
        }
    }

    @Test("Contents defaults: no contents, resize gravity, unit rect and centre, scale 1, linear filters")
    func contentsDefaults() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(layer.contents == nil)
            #expect(layer.contentsGravity == .resize)
            #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(layer.contentsScale == 1)
            #expect(layer.minificationFilter == .linear)
            #expect(layer.magnificationFilter == .linear)
        }
    }

    @Test("Opacity is clamped to 0…1")
    func opacityClamping() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions { layer.opacity = 1.5 }
            #expect(layer.opacity == 1)
            withoutActions { layer.opacity = -0.5 }
            #expect(layer.opacity == 0)
            withoutActions { layer.opacity = 0.25 }
            #expect(layer.opacity == 0.25)
            withoutActions { layer.shadowOpacity = 2 }
            #expect(layer.shadowOpacity == 1)
        }
    }

    @Test("Negative corner radius, border width and shadow radius are stored as 0")
    func negativeLengths() {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions {
                layer.cornerRadius = -4
                layer.borderWidth = -1
                layer.shadowRadius = -2
            }
            #expect(layer.cornerRadius == 0)
            #expect(layer.borderWidth == 0)
            #expect(layer.shadowRadius == 0)
        }
    }

    @Test("Setting each appearance property stores the value")
    func appearanceRoundTrip() {
        withTestEnvironment { _ in
            let layer = CALayer()
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
            withoutActions {
                layer.isHidden = true
                layer.masksToBounds = true
                layer.backgroundColor = Palette.red
                layer.cornerRadius = 6
                layer.maskedCorners = [.layerMinXMinYCorner]
                layer.borderWidth = 2
                layer.borderColor = Palette.blue
                layer.shadowColor = Palette.green
                layer.shadowOpacity = 0.5
                layer.shadowOffset = CGSize(width: 2, height: 3)
                layer.shadowRadius = 8
                layer.shadowPath = path
                layer.isOpaque = true
                layer.isDoubleSided = false
                layer.contentsGravity = .center
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
                layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                layer.contentsScale = 2
            }
            #expect(layer.isHidden && layer.masksToBounds && layer.isOpaque && !layer.isDoubleSided)
            #expect(layer.backgroundColor == Palette.red && layer.borderColor == Palette.blue)
            #expect(layer.cornerRadius == 6 && layer.borderWidth == 2 && layer.maskedCorners == [.layerMinXMinYCorner])
            #expect(layer.shadowColor == Palette.green && layer.shadowOpacity == 0.5 && layer.shadowRadius == 8)
            #expect(layer.shadowOffset == CGSize(width: 2, height: 3) && layer.shadowPath == path)
            #expect(layer.contentsGravity == .center && layer.contentsScale == 2)
            #expect(layer.contentsRect == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
            #expect(layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        }
    }

    @Test("defaultValue(forKey:) reports Core Animation's defaults and nil for unknown keys")
    func defaultValues() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(CALayer.defaultValue(forKey: "bounds") as? CGRect == .zero)
        #expect(CALayer.defaultValue(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "contentsRect") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test("Changing an animatable property of a committed standalone layer adds an implicit animation under its key")
    func implicitAnimationKey() {
        withTestEnvironment { _ in
            let layer = committed(CALayer())
            layer.opacity = 0.5
            #expect(layer.animationKeys() == ["opacity"])
        }
    }

    @Test("shadowPath, like every CGPath property, does not animate implicitly")
    func shadowPathNotImplicit() {
        withTestEnvironment { _ in
            let layer = CALayer()
            layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(layer.animationKeys() == nil)
        }
    }
}

/// Non-finite geometry must be refused (logged) and never stored, for every geometric property.
@Suite("CALayer bad geometry", .freshLayerEnvironment)
struct CALayerBadGeometryTests {
    static let bad: [CGFloat] = [.nan, .infinity, -.infinity]

    /// Sets a good value, then the bad one, and expects the good value to survive.
    private func expectRefused<T: Equatable>(
        _ get: (CALayer) -> T, _ set: (CALayer, T) -> Void, good: T, bad: T,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        withTestEnvironment { _ in
            let layer = CALayer()
            withoutActions { set(layer, good) }
            withoutActions { set(layer, bad) }
            #expect(get(layer) == good, "stored \(get(layer))", sourceLocation: sourceLocation)
        }
    }

    @Test("bounds, position, frame and anchorPoint refuse NaN and infinite values", arguments: bad)
    func rectsAndPoints(_ v: CGFloat) {
        expectRefused(
            { $0.bounds }, { $0.bounds = $1 }, good: CGRect(x: 1, y: 2, width: 3, height: 4),
            bad: CGRect(x: 1, y: v, width: 3, height: 4))
        expectRefused(
            { $0.bounds }, { $0.bounds = $1 }, good: CGRect(x: 1, y: 2, width: 3, height: 4),
            bad: CGRect(x: 1, y: 2, width: v, height: 4))
        expectRefused({ $0.position }, { $0.position = $1 }, good: CGPoint(x: 5, y: 6), bad: CGPoint(x: v, y: 6))
        expectRefused({ $0.anchorPoint }, { $0.anchorPoint = $1 }, good: CGPoint(x: 0, y: 1), bad: CGPoint(x: 0, y: v))
        expectRefused(
            { $0.frame }, { $0.frame = $1 }, good: CGRect(x: 1, y: 2, width: 3, height: 4),
            bad: CGRect(x: v, y: 2, width: 3, height: 4))
        expectRefused(
            { $0.frame }, { $0.frame = $1 }, good: CGRect(x: 1, y: 2, width: 3, height: 4),
            bad: CGRect(x: 1, y: 2, width: 3, height: v))
    }

    @Test(
        "zPosition, anchorPointZ, corner radius, border width and shadow radius refuse non-finite values",
        arguments: bad)
    func scalars(_ v: CGFloat) {
        expectRefused({ $0.zPosition }, { $0.zPosition = $1 }, good: 2, bad: v)
        expectRefused({ $0.anchorPointZ }, { $0.anchorPointZ = $1 }, good: 2, bad: v)
        expectRefused({ $0.cornerRadius }, { $0.cornerRadius = $1 }, good: 2, bad: v)
        expectRefused({ $0.borderWidth }, { $0.borderWidth = $1 }, good: 2, bad: v)
        expectRefused({ $0.shadowRadius }, { $0.shadowRadius = $1 }, good: 2, bad: v)
        expectRefused({ $0.contentsScale }, { $0.contentsScale = $1 }, good: 2, bad: v)
    }

    @Test("Opacity and shadow opacity refuse NaN and infinities", arguments: [Float.nan, .infinity, -.infinity])
    func opacities(_ v: Float) {
        expectRefused({ $0.opacity }, { $0.opacity = $1 }, good: 0.5, bad: v)
        expectRefused({ $0.shadowOpacity }, { $0.shadowOpacity = $1 }, good: 0.5, bad: v)
    }

    @Test("Transforms, shadow offset and contents rectangles refuse non-finite values", arguments: bad)
    func structures(_ v: CGFloat) {
        var badTransform = CATransform3DIdentity
        badTransform.m34 = v
        let good = CATransform3DMakeTranslation(1, 2, 3)
        expectRefused({ $0.transform }, { $0.transform = $1 }, good: good, bad: badTransform)
        expectRefused({ $0.sublayerTransform }, { $0.sublayerTransform = $1 }, good: good, bad: badTransform)
        expectRefused(
            { $0.affineTransform() }, { $0.setAffineTransform($1) }, good: CGAffineTransform(scaleX: 2, y: 2),
            bad: CGAffineTransform(translationX: v, y: 0))
        expectRefused(
            { $0.shadowOffset }, { $0.shadowOffset = $1 }, good: CGSize(width: 1, height: 1),
            bad: CGSize(width: v, height: 1))
        expectRefused(
            { $0.contentsRect }, { $0.contentsRect = $1 }, good: CGRect(x: 0, y: 0, width: 0.5, height: 1),
            bad: CGRect(x: 0, y: 0, width: v, height: 1))
        expectRefused(
            { $0.contentsCenter }, { $0.contentsCenter = $1 }, good: CGRect(x: 0, y: 0, width: 0.5, height: 1),
            bad: CGRect(x: v, y: 0, width: 0.5, height: 1))
    }

    @Test("Non-positive contents scales are refused")
    func contentsScale() {
        expectRefused({ $0.contentsScale }, { $0.contentsScale = $1 }, good: 3, bad: 0)
        expectRefused({ $0.contentsScale }, { $0.contentsScale = $1 }, good: 3, bad: -1)
    }
}
