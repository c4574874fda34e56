// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Malformed catalogs: nil or the next candidate, never a crash or a hang.
@Suite(.serialized) @MainActor struct AssetCatalogBadInputTests {
    @Test func malformedContentsJSONGivesNil() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/Broken.imageset/Contents.json", "{ \"images\" : [ ")
        try fixture.write("Assets.xcassets/Array.imageset/Contents.json", "[1, 2]")
        try fixture.write("Assets.xcassets/NotArray.imageset/Contents.json", #"{ "images" : "x" }"#)
        try fixture.write("Assets.xcassets/NoContents.imageset/x.png", solidPNG(.red, width: 2))
        try fixture.write("Assets.xcassets/BadColor.colorset/Contents.json", "nope")
        let bundle = try fixture.bundle()

        for name in ["Broken", "Array", "NotArray", "NoContents"] {
            #expect(UIImage(named: name, in: bundle, compatibleWith: traits(scale: 1)) == nil, "\(name)")
        }
        #expect(UIColor(named: "BadColor", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func missingOrCorruptFilesFallBackToTheNextVariant() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Fallback", [imageEntry("gone@2x.png", scale: "2x"), imageEntry("bad@3x.png", scale: "3x"),
                                          imageEntry("ok.png", scale: "1x"), imageEntry("weird.png", scale: "7x")],
                             files: ["bad@3x.png": Data("not a png".utf8), "ok.png": solidPNG(.green, width: 2),
                                     "weird.png": solidPNG(.red, width: 2)])
        try fixture.imageSet("Escape", [imageEntry("../../Info.plist")], files: [:])
        let bundle = try fixture.bundle()

        let image = UIImage(named: "Fallback", in: bundle, compatibleWith: traits(scale: 2))

        #expect(image?.scale == 1 && pixel(image, 0, 0) == .green)
        #expect(UIImage(named: "Escape", in: bundle, compatibleWith: traits(scale: 1)) == nil)
    }

    @Test func unknownColourSpacesAndComponentsFallBack() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("Mixed", [
            #"{ "idiom" : "iphone", "color" : { "color-space" : "cmyk", "components" : { "cyan" : "1" } } }"#,
            #"{ "idiom" : "iphone", "color" : { "color-space" : "srgb", "components" : { "red" : "abc", "green" : "0", "blue" : "0" } } }"#,
            #"{ "idiom" : "iphone", "color" : { "platform" : "ios", "reference" : "systemBlueColor" } }"#,
            #"{ "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0x10", "green" : "0x20", "blue" : "0x30" } } }"#,
        ])
        try fixture.colorSet("Hopeless", [#"{ "idiom" : "universal", "color" : { "color-space" : "lab", "components" : {} } }"#])
        let bundle = try fixture.bundle()

        let mixed = UIColor(named: "Mixed", in: bundle, compatibleWith: nil)

        #expect(mixed.map { rgba($0, .light) } == [16, 32, 48, 255])
        #expect(UIColor(named: "Hopeless", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func hugeEmptyAndCorruptVectorsAreNil() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>"#
        try fixture.imageSet("Huge", [imageEntry("huge.svg")], files: ["huge.svg": Data(huge.utf8)])
        try fixture.imageSet("NotSVG", [imageEntry("x.svg")], files: ["x.svg": Data("<html>".utf8)])
        try fixture.imageSet("Sizeless", [imageEntry("s.svg")],
                             files: ["s.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)])
        var pdf = try VectorAssetTests.pdf()
        pdf.count = pdf.count / 3
        try fixture.imageSet("Truncated", [imageEntry("t.pdf")], files: ["t.pdf": pdf])
        try fixture.imageSet("Garbage", [imageEntry("g.pdf")], files: ["g.pdf": Data((0..<512).map { UInt8($0 % 251) })])
        try fixture.imageSet("Empty", [imageEntry("e.pdf")], files: ["e.pdf": Data()])
        let bundle = try fixture.bundle()

        for name in ["Huge", "NotSVG", "Sizeless", "Truncated", "Garbage", "Empty"] {
            #expect(UIImage(named: name, in: bundle, compatibleWith: traits(scale: 2)) == nil, "\(name)")
        }
    }

    @Test func duplicateNamesKeepTheFirstAndOtherAssetTypesAreSkipped() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("A/Same", [imageEntry("a.png")], files: ["a.png": solidPNG(.red, width: 2)])
        try fixture.imageSet("B/Same", [imageEntry("b.png")], files: ["b.png": solidPNG(.blue, width: 2)])
        try fixture.write("Assets.xcassets/Glyph.symbolset/Contents.json", "{}")
        try fixture.write("Assets.xcassets/Sprites.spriteatlas/Contents.json", "{}")
        try fixture.imageSet("Sprites.spriteatlas/Hero", [imageEntry("h.png")], files: ["h.png": solidPNG(.green, width: 2)])
        let bundle = try fixture.bundle()

        #expect(pixel(UIImage(named: "Same", in: bundle, compatibleWith: traits(scale: 1)), 0, 0) == .red)
        #expect(UIImage(named: "Glyph", in: bundle, compatibleWith: traits(scale: 1)) == nil)
        #expect(UIImage(named: "Hero", in: bundle, compatibleWith: traits(scale: 1)) != nil)
    }
}
