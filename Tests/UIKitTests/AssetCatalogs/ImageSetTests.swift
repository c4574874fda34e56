// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `UIImage(named:in:compatibleWith:)` on image sets of an app bundle's Assets.xcassets.
@Suite(.serialized) @MainActor struct ImageSetTests {
    @Test func picksTheScreenScaleThenHigherThenLower() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Dot", [imageEntry("dot.png", scale: "1x"), imageEntry("dot@2x.png", scale: "2x"),
                                     imageEntry("dot@3x.png", scale: "3x")],
                             files: ["dot.png": solidPNG(.red, width: 2), "dot@2x.png": solidPNG(.red, width: 4),
                                     "dot@3x.png": solidPNG(.red, width: 6)])
        try fixture.imageSet("Sparse", [imageEntry("a.png", scale: "1x"), imageEntry("c.png", scale: "3x"),
                                        #"{ "idiom" : "universal", "scale" : "2x" }"#],
                             files: ["a.png": solidPNG(.green, width: 2), "c.png": solidPNG(.green, width: 6)])
        let bundle = try fixture.bundle()

        let dots = [1, 2, 3].map { UIImage(named: "Dot", in: bundle, compatibleWith: traits(scale: $0)) }
        let sparseOn2x = UIImage(named: "Sparse", in: bundle, compatibleWith: traits(scale: 2))
        let sparseOn1x = UIImage(named: "Sparse", in: bundle, compatibleWith: traits(scale: 1))

        #expect(dots.map { $0?.scale } == [1, 2, 3])
        #expect(dots.map { $0?.size } == Array(repeating: CGSize(width: 2, height: 2), count: 3))
        #expect(sparseOn2x?.scale == 3, "no 2x file: the higher scale comes first, as for loose files")
        #expect(sparseOn1x?.scale == 1)
    }

    @Test func darkAppearanceChoosesTheDarkVariantAndIsCachedApart() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Badge", [imageEntry("light.png", scale: "2x"),
                                       imageEntry("dark.png", scale: "2x", darkAppearance)],
                             files: ["light.png": solidPNG(.red, width: 4), "dark.png": solidPNG(.blue, width: 4)])
        let bundle = try fixture.bundle()

        let light = UIImage(named: "Badge", in: bundle, compatibleWith: traits(scale: 2, .light))
        let dark = UIImage(named: "Badge", in: bundle, compatibleWith: traits(scale: 2, .dark))
        let unspecified = UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        let darkAgain = UIImage(named: "Badge", in: bundle, compatibleWith: traits(scale: 2, .dark))

        #expect(pixel(light, 0, 0) == .red)
        #expect(pixel(dark, 0, 0) == .blue)
        #expect(pixel(unspecified, 0, 0) == .red, "no style asked and the device is light")
        #expect(darkAgain?.cgImage === dark?.cgImage)
        #expect(light?.cgImage !== dark?.cgImage)
    }

    @Test func templateAndOriginalRenderingIntents() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = ["i.png": solidPNG(.red, width: 2)]
        try fixture.imageSet("Template", [imageEntry("i.png")],
                             properties: #"{ "template-rendering-intent" : "template" }"#, files: files)
        try fixture.imageSet("Original", [imageEntry("i.png")],
                             properties: #"{ "template-rendering-intent" : "original" }"#, files: files)
        try fixture.imageSet("Default", [imageEntry("i.png")], files: files)
        let bundle = try fixture.bundle()

        let modes = ["Template", "Original", "Default"].map {
            UIImage(named: $0, in: bundle, compatibleWith: traits(scale: 1))?.renderingMode
        }

        #expect(modes == [.alwaysTemplate, .alwaysOriginal, .automatic])
    }

    @Test func resizingBecomesCapInsetsInPoints() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let nine = #""resizing" : { "mode" : "9-part", "center" : { "mode" : "stretch", "width" : 2, "height" : 2 }, "#
            + #""cap-insets" : { "top" : 4, "left" : 6, "bottom" : 8, "right" : 10 } }"#
        let horizontal = #""resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "tile" }, "#
            + #""cap-insets" : { "top" : 4, "left" : 6, "bottom" : 8, "right" : 10 } }"#
        try fixture.imageSet("Bubble", [imageEntry("b@2x.png", scale: "2x", nine)],
                             files: ["b@2x.png": solidPNG(.green, width: 24)])
        try fixture.imageSet("Bar", [imageEntry("bar.png", scale: "1x", horizontal)],
                             files: ["bar.png": solidPNG(.green, width: 24)])
        let bundle = try fixture.bundle()

        let bubble = try #require(UIImage(named: "Bubble", in: bundle, compatibleWith: traits(scale: 2)))
        let bar = try #require(UIImage(named: "Bar", in: bundle, compatibleWith: traits(scale: 1)))

        #expect(bubble.capInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(bubble.resizingMode == .stretch)
        #expect(bar.capInsets == UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 10))
        #expect(bar.resizingMode == .tile)
    }

    @Test func groupsAndNamespaces() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let png = ["f.png": solidPNG(.blue, width: 2)]
        try fixture.write("Assets.xcassets/Flags/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try fixture.imageSet("Flags/France", [imageEntry("f.png")], files: png)
        try fixture.imageSet("Icons/Plain", [imageEntry("f.png")], files: png)
        try fixture.imageSet("Flags/Nested/Deep", [imageEntry("f.png")], files: png)
        let bundle = try fixture.bundle()
        func named(_ name: String) -> UIImage? { UIImage(named: name, in: bundle, compatibleWith: traits(scale: 1)) }

        #expect(named("Flags/France") != nil)
        #expect(named("France") == nil, "a namespaced asset is found only by its full name")
        #expect(named("Plain") != nil, "a group without a namespace adds nothing to the name")
        #expect(named("Icons/Plain") == nil)
        #expect(named("Flags/Deep") != nil)
    }

    @Test func theCatalogComesBeforeLooseFiles() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Logo", [imageEntry("logo.png")], files: ["logo.png": solidPNG(.red, width: 2)])
        try fixture.write("Logo.png", solidPNG(.green, width: 2))
        try fixture.write("Loose.png", solidPNG(.blue, width: 2))
        let bundle = try fixture.bundle()

        let logo = UIImage(named: "Logo", in: bundle, compatibleWith: traits(scale: 1))
        let loose = UIImage(named: "Loose", in: bundle, compatibleWith: traits(scale: 1))

        #expect(pixel(logo, 0, 0) == .red)
        #expect(pixel(loose, 0, 0) == .blue)
    }

    @Test func iphoneIdiomBeatsUniversalAndOtherIdiomsAreTheLastResort() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Phone", [imageEntry("u.png", scale: "2x"), imageEntry("p.png", scale: "2x", idiom: "iphone"),
                                       imageEntry("i.png", scale: "2x", idiom: "ipad")],
                             files: ["u.png": solidPNG(.red, width: 2), "p.png": solidPNG(.green, width: 2),
                                     "i.png": solidPNG(.blue, width: 2)])
        try fixture.imageSet("PadOnly", [imageEntry("i.png", scale: "1x", idiom: "ipad")],
                             files: ["i.png": solidPNG(.blue, width: 2)])
        let bundle = try fixture.bundle()

        #expect(pixel(UIImage(named: "Phone", in: bundle, compatibleWith: traits(scale: 2)), 0, 0) == .green)
        #expect(pixel(UIImage(named: "PadOnly", in: bundle, compatibleWith: traits(scale: 2)), 0, 0) == .blue)
    }

    @Test func plainVariantsBeatP3RightToLeftAndSizeClassOnes() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Gamut", [imageEntry("p3.png", scale: "2x", #""display-gamut" : "display-P3""#),
                                       imageEntry("rtl.png", scale: "2x", #""language-direction" : "right-to-left""#),
                                       imageEntry("compact.png", scale: "2x", #""width-class" : "compact""#),
                                       imageEntry("srgb.png", scale: "2x", #""display-gamut" : "sRGB""#)],
                             files: ["p3.png": solidPNG(.red, width: 2), "rtl.png": solidPNG(.red, width: 2),
                                     "compact.png": solidPNG(.red, width: 2), "srgb.png": solidPNG(.green, width: 2)])
        let bundle = try fixture.bundle()

        #expect(pixel(UIImage(named: "Gamut", in: bundle, compatibleWith: traits(scale: 2)), 0, 0) == .green)
    }

    @Test func sharedIndexIsBuiltOncePerBundle() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("One", [imageEntry("o.png")], files: ["o.png": solidPNG(.red, width: 2)])
        let bundle = try fixture.bundle()

        let first = AssetCatalog.catalog(for: bundle)
        try fixture.imageSet("Two", [imageEntry("o.png")], files: ["o.png": solidPNG(.red, width: 2)])
        let second = AssetCatalog.catalog(for: bundle)

        #expect(first === second)
        #expect(first.names(of: .image) == ["One"], "indexed once, on first use")
    }
}
