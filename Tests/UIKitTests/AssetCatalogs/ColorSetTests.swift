// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization
import Testing
import TouchstoneTesting
@testable import UIKit

/// `UIColor(named:in:compatibleWith:)` on colour sets.
@Suite struct ColorSetTests {
    /// A colour entry in `space` with `components` (JSON members), plus extra keys.
    private func entry(_ space: String, _ components: String, _ extra: String = "") -> String {
        #"{ "idiom" : "universal", "color" : { "color-space" : "\#(space)", "components" : { \#(components) } }"#
            + (extra.isEmpty ? "" : ", " + extra) + " }"
    }

    /// Components 0…1 of `color` resolved for `style`, unclamped.
    private func components(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [Double] {
        guard let color else { return [] }
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { (Double($0) * 1000).rounded() / 1000 }
    }

    @Test func componentFormsFloatIntegerAndHex() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("Floats", [entry("srgb", #""red" : "1.000", "green" : "0.500", "blue" : "0.000", "alpha" : "0.250""#)])
        try fixture.colorSet("Integers", [entry("srgb", #""red" : "255", "green" : "51", "blue" : "0", "alpha" : "1.000""#)])
        try fixture.colorSet("Hex", [entry("srgb", #""red" : "0xFF", "green" : "0x33", "blue" : "0x00", "alpha" : "1.000""#)])
        try fixture.colorSet("Numbers", [entry("srgb", #""red" : 0.2, "green" : 102, "blue" : 1, "alpha" : 1"#)])
        let bundle = try fixture.bundle()
        func named(_ name: String) -> UIColor? { UIColor(named: name, in: bundle, compatibleWith: nil) }

        #expect(components(named("Floats")) == [1, 0.5, 0, 0.25])
        #expect(components(named("Integers")) == [1, 0.2, 0, 1])
        #expect(components(named("Hex")) == [1, 0.2, 0, 1])
        #expect(components(named("Numbers")) == [0.2, 0.4, 1, 1])
    }

    @Test func colourSpacesBecomeExtendedSRGB() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("P3Red", [entry("display-p3", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)])
        try fixture.colorSet("Extended", [entry("extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000""#)])
        try fixture.colorSet("Linear", [entry("extended-linear-srgb", #""red" : "0.214", "green" : "1.000", "blue" : "0.000", "alpha" : "1.000""#)])
        try fixture.colorSet("Gray", [entry("gray-gamma-22", #""white" : "0.500", "alpha" : "0.500""#)])
        try fixture.colorSet("ExtendedGray", [entry("extended-gray", #""white" : "1.000", "alpha" : "1.000""#)])
        let bundle = try fixture.bundle()
        func named(_ name: String) -> [Double] { components(UIColor(named: name, in: bundle, compatibleWith: nil)) }

        let p3 = named("P3Red")
        #expect(abs(p3[0] - 1.093) < 0.002 && abs(p3[1] + 0.227) < 0.002 && abs(p3[2] + 0.15) < 0.002)
        #expect(named("Extended") == [1.2, -0.1, 0.5, 1])
        #expect(abs(named("Linear")[0] - 0.5) < 0.002 && named("Linear")[1] == 1)
        #expect(abs(named("Gray")[0] - 0.504) < 0.002 && named("Gray")[3] == 0.5)
        #expect(named("ExtendedGray") == [1, 1, 1, 1])
    }

    @Test func lightAndDarkGiveADynamicColour() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("Accent", [
            entry("srgb", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#),
            entry("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "1.000", "alpha" : "1.000""#, darkAppearance),
        ])
        try fixture.colorSet("Fixed", [entry("srgb", #""red" : "0.000", "green" : "1.000", "blue" : "0.000", "alpha" : "1.000""#)])
        let bundle = try fixture.bundle()

        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        let darkOnly = UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        let fixed = try #require(UIColor(named: "Fixed", in: bundle, compatibleWith: nil))

        #expect(accent.isDynamic)
        #expect(components(accent, .light) == [1, 0, 0, 1])
        #expect(components(accent, .dark) == [0, 0, 1, 1])
        #expect(darkOnly?.isDynamic == false && components(darkOnly, .light) == [0, 0, 1, 1])
        #expect(!fixed.isDynamic && components(fixed, .dark) == [0, 1, 0, 1])
    }

    @Test func mainBundleAndMissingNames() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/Brand/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try fixture.colorSet("Brand/Ink", [entry("srgb", #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)])
        let previous = AppBundle.main
        AppBundle.main = try fixture.bundle()
        defer { AppBundle.main = previous }

        #expect(UIColor(named: "Brand/Ink") != nil)
        #expect(UIColor(named: "Ink") == nil)
        #expect(UIColor(named: "") == nil)
        #expect(UIColor(named: "Nowhere") == nil)
    }

    @Test func loadsFromManyThreadsAtOnce() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        for i in 0..<20 {
            try fixture.colorSet("C\(i)", [entry("srgb", #""red" : "\#(i)", "green" : "0", "blue" : "0", "alpha" : "1.000""#)])
        }
        let bundle = try fixture.bundle()
        let found = Mutex(0)

        DispatchQueue.concurrentPerform(iterations: 200) { i in
            if UIColor(named: "C\(i % 20)", in: bundle, compatibleWith: nil) != nil { found.withLock { $0 += 1 } }
        }

        #expect(found.withLock { $0 } == 200)
    }
}
