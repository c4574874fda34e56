// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("Array-valued and path-valued animations", .freshLayerEnvironment)
struct ArrayAnimationTests {
    @Test("Gradient colours and locations interpolate element by element")
    func gradientArrays() throws {
        try withTestEnvironment { clock in
            let layer = CAGradientLayer()
            let colors = CABasicAnimation(keyPath: "colors")
            colors.fromValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
            colors.toValue = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
            colors.duration = 1
            let locations = CABasicAnimation(keyPath: "locations")
            locations.fromValue = [NSNumber(value: 0), NSNumber(value: 1)]
            locations.toValue = [NSNumber(value: 0.5), NSNumber(value: 1)]
            locations.duration = 1
            layer.add(colors, forKey: "colors")
            layer.add(locations, forKey: "locations")
            CATransaction.flush()
            clock.advance(by: 0.5)

            let presented = try #require(layer.presentation())
            let mid = try #require(presented.colors as? [CGColor])
            #expect(mid.count == 2)
            #expect(abs(mid[0].rgba.r - 0.5) < 1e-9 && abs(mid[0].rgba.b - 0.5) < 1e-9)
            #expect(abs(mid[1].rgba.g - 0.5) < 1e-9)
            let locs = try #require(presented.locations)
            #expect(abs(locs[0].doubleValue - 0.25) < 1e-9 && abs(locs[1].doubleValue - 1) < 1e-9)
        }
    }

    @Test("Arrays of different lengths switch at the halfway point")
    func unequalArrays() {
        let a = AnimationValue([CGFloat(0)]), b = AnimationValue([CGFloat(1), CGFloat(2)])
        #expect((a.interpolated(to: b, 0.4).any as? [Any])?.count == 1)
        #expect((a.interpolated(to: b, 0.6).any as? [Any])?.count == 2)
    }

    @Test("shadowPath changes do not animate implicitly (path properties never do)")
    func shadowPathNotImplicit() {
        withTestEnvironment { _ in
            let layer = committed(CALayer())
            layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            #expect(layer.animation(forKey: "shadowPath") == nil)
            layer.shadowOpacity = 0.5
            #expect(layer.animation(forKey: "shadowOpacity") != nil)
        }
    }
}
