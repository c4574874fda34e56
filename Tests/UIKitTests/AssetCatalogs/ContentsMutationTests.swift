// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Mutated Contents.json files (bytes flipped, cut, values swapped for other JSON types): each is read without a
/// crash or a hang, as nil or as whatever variants survive.
@Suite struct ContentsMutationTests {
    /// A deterministic generator (SplitMix64), so a failure names a reproducible iteration.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
        }
    }

    private static let imageContents = """
        { "images" : [ { "idiom" : "universal", "filename" : "a.png", "scale" : "2x",
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "resizing" : { "mode" : "9-part", "center" : { "mode" : "tile" },
                           "cap-insets" : { "top" : 1, "left" : 2, "bottom" : 3, "right" : 4 } } } ],
          "properties" : { "template-rendering-intent" : "template" } }
        """
    private static let colorContents = """
        { "colors" : [ { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "display-p3",
                        "components" : { "red" : "0.5", "green" : "128", "blue" : "0x80", "alpha" : "1.000" } } } ] }
        """
    private static let replacements = ["null", "[]", "{}", "-1e308", "\"\"", "true", "\"../x\"", "1e400", "\"9x\""]

    private func mutate(_ text: String, _ g: inout Generator) -> Data {
        var bytes = Array(text.utf8)
        switch g.next(4) {
        case 0:
            for _ in 0...g.next(4) { bytes[g.next(bytes.count)] = UInt8(g.next(256)) }
        case 1:
            bytes = Array(bytes.prefix(g.next(bytes.count)))
        case 2:
            // Replace one quoted value with another JSON type.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            let start = quotes[g.next(quotes.count / 2) * 2 + 1] + 1
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? bytes.count
            if let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) {
                bytes.replaceSubrange((colon + 1)..<end, with: Array(Self.replacements[g.next(Self.replacements.count)].utf8))
            }
        default:
            let i = g.next(bytes.count)
            bytes.insert(contentsOf: Array(Self.replacements[g.next(Self.replacements.count)].utf8), at: i)
        }
        return Data(bytes)
    }

    @Test func mutatedImageAndColourSetsNeverCrash() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/M.imageset/a.png", solidPNG(.red, width: 4))
        let image = fixture.catalog.appendingPathComponent("M.imageset")
        let color = fixture.catalog.appendingPathComponent("M.colorset")
        try FileManager.default.createDirectory(at: color, withIntermediateDirectories: true)
        var g = Generator(state: 20)
        var loaded = 0

        for _ in 0..<300 {
            try mutate(Self.imageContents, &g).write(to: image.appendingPathComponent("Contents.json"))
            try mutate(Self.colorContents, &g).write(to: color.appendingPathComponent("Contents.json"))
            if AssetImageSet(folder: image.path)?.image(scale: 2, style: .dark) != nil { loaded += 1 }
            if AssetColorSet(folder: color.path)?.color(style: .dark) != nil { loaded += 1 }
        }

        #expect(loaded > 0, "some mutations leave a usable asset")
    }
}
