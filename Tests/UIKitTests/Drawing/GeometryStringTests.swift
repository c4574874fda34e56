// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

@Suite("NSCoder geometry strings and NSValue(uiEdgeInsets:)")
struct GeometryStringTests {
    @Test("Geometry prints in Apple's formats")
    func formats() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGPoint(x: 0.5, y: -3)) == "{0.5, -3}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGVector(dx: 1, dy: -1)) == "{1, -1}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)) == "[1, 0, 0, 1, 5, 6]")
    }

    @Test("Strings parse back, with any spacing; malformed strings give zero values")
    func parsing() {
        #expect(NSCoder.cgPoint(for: "{1, 2}") == CGPoint(x: 1, y: 2))
        #expect(NSCoder.cgPoint(for: " { 3.0 ,2.4 } ") == CGPoint(x: 3, y: 2.4))
        #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgVector(for: "{1e2, -1}") == CGVector(dx: 100, dy: -1))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, 6]") == CGAffineTransform(translationX: 5, y: 6))
        let rect = CGRect(x: 0.1, y: 1 / 3, width: 2.5, height: 1e-7)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)

        #expect(NSCoder.cgPoint(for: "garbage") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2, 3}") == .zero)
        #expect(NSCoder.cgRect(for: "{1, 2, 3, 4}") == .zero)
        #expect(NSCoder.uiEdgeInsets(for: "{1, nan, 3, 4}") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "{1, 0, 0, 1, 5, 6}") == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test("NSValue boxes edge insets, and as? casts bridge them both ways")
    func edgeInsetsValue() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let boxed: Any = NSValue(uiEdgeInsets: insets)
        let plain: Any = insets

        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(boxed as? UIEdgeInsets == insets)
        #expect((plain as? NSValue)?.uiEdgeInsetsValue == insets)
        #expect(NSValue(cgPoint: .zero).uiEdgeInsetsValue == .zero)
    }
}
