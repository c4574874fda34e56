// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIColor")
struct ColorTests {
    @Test("getRed/getWhite/getHue report components; gray colours expand to equal RGB")
    func components() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.25 && g == 0.25 && b == 0.25 && a == 0.5)
        var w: CGFloat = -1
        #expect(UIColor.gray.getWhite(&w, alpha: &a) && w == 0.5 && a == 1)
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 210.0 / 360.0) < 1e-12 && s == 1 && v == 1)
        let hsb = UIColor(hue: 210.0 / 360.0, saturation: 1, brightness: 1, alpha: 1)
        #expect(hsb.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 0 && abs(g - 0.5) < 1e-12 && b == 1)
    }

    @Test("Out-of-range components are kept (extended sRGB) and NaN becomes 0")
    func extendedRange() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 1.5, green: -0.25, blue: CGFloat.nan, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1.5 && g == -0.25 && b == 0 && a == 1)
    }

    @Test("withAlphaComponent, equality and init(_ cgColor:)")
    func alphaAndEquality() {
        let half = UIColor.red.withAlphaComponent(0.5)
        #expect(half.cgColor.alpha == 0.5)
        #expect(half == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(half != UIColor.red)
        #expect(UIColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1)) == UIColor.blue)
        #expect(UIColor.blue.isEqual(UIColor(cgColor: UIColor.blue.cgColor)))
    }

    @Test("System colours have iOS's light-mode values")
    func systemColors() {
        func rgba(_ c: UIColor) -> [Int] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(rgba(.systemOrange) == [255, 149, 0, 100])
        #expect(rgba(.systemIndigo) == [88, 86, 214, 100])
        #expect(rgba(.systemGray6) == [242, 242, 247, 100])
        #expect(rgba(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(rgba(.tertiaryLabel) == [60, 60, 67, 30])
        #expect(rgba(.separator) == [60, 60, 67, 29])
        #expect(rgba(.link) == [0, 122, 255, 100])
    }

    @Test("set(), setFill() and setStroke() act on the current context; without one they do nothing")
    func settingColors() throws {
        UIColor.red.set()  // no context: no effect, no crash
        let ctx = pushUIKitCanvas(width: 8, height: 8)
        UIColor.green.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 8))
        UIColor.blue.setStroke()
        ctx.stroke(CGRect(x: 5.5, y: 1.5, width: 1, height: 5), width: 1)
        UIColor.yellow.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try popAndCheckGolden(ctx, "color-set-fill-stroke")
        #expect(isColor(image[3, 4], 0, 255, 0))
        #expect(isColor(image[0, 0], 255, 255, 0))
        #expect(isColor(image[5, 3], 0, 0, 255))
        #expect(isColor(image[7, 7], 255, 255, 255))
    }
}
