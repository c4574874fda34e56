// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// A throwaway app bundle (`Fixture.app` in a temporary folder) holding an `Assets.xcassets` catalog that a test
/// fills with asset folders, Contents.json files and images.
struct CatalogFixture {
    /// The temporary folder holding the bundle.
    let directory: URL
    /// `Fixture.app`.
    let app: URL
    /// `Fixture.app/Assets.xcassets`.
    var catalog: URL { app.appendingPathComponent("Assets.xcassets") }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        app = directory.appendingPathComponent("Fixture.app")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    }

    /// Writes `text` at `relative` (inside the bundle), creating folders.
    func write(_ relative: String, _ text: String) throws { try write(relative, Data(text.utf8)) }

    /// Writes `data` at `relative` (inside the bundle), creating folders.
    func write(_ relative: String, _ data: Data) throws {
        let url = app.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// An image set `Assets.xcassets/<path>.imageset` with `entries` (JSON objects, without the brackets) as its
    /// `images`, `properties` as its properties object, and `files` written beside its Contents.json.
    func imageSet(_ path: String, _ entries: [String], properties: String = "{}", files: [String: Data]) throws {
        let folder = "Assets.xcassets/\(path).imageset"
        try write("\(folder)/Contents.json", """
            { "images" : [ \(entries.joined(separator: ", ")) ],
              "info" : { "author" : "xcode", "version" : 1 }, "properties" : \(properties) }
            """)
        for (name, data) in files { try write("\(folder)/\(name)", data) }
    }

    /// A colour set `Assets.xcassets/<path>.colorset` with `entries` as its `colors`.
    func colorSet(_ path: String, _ entries: [String]) throws {
        try write("Assets.xcassets/\(path).colorset/Contents.json", """
            { "colors" : [ \(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }
            """)
    }

    /// The bundle (a fresh path per fixture, so the per-bundle catalog index is fresh too).
    func bundle() throws -> Bundle {
        guard let bundle = Bundle(path: app.path) else { throw CocoaError(.fileNoSuchFile) }
        return bundle
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// PNG bytes of a `width`×`height` image of one colour.
func solidPNG(_ color: RGB, width: Int, height: Int? = nil) -> Data {
    UIImage(cgImage: makeImage(width: width, height: height ?? width) { _, _ in color }).pngData()!
}

/// An image-set entry (JSON) for `file` at `scale` ("1x"…; nil for single scale), with extra keys appended.
func imageEntry(_ file: String, scale: String? = nil, idiom: String = "universal", _ extra: String = "") -> String {
    var keys = [#""idiom" : "\#(idiom)""#, #""filename" : "\#(file)""#]
    if let scale { keys.append(#""scale" : "\#(scale)""#) }
    if !extra.isEmpty { keys.append(extra) }
    return "{ " + keys.joined(separator: ", ") + " }"
}

/// The `appearances` key for the dark luminosity variant.
let darkAppearance = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#

/// Traits for a screen of `scale` and an appearance.
func traits(scale: CGFloat, _ style: UIUserInterfaceStyle = .light) -> UITraitCollection {
    UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style)])
}

/// The colour of pixel (x, y) from the top-left of `image`'s bitmap.
func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> RGB? {
    guard let cgImage = image?.cgImage else { return nil }
    return RGBAImage(cgImage).at(x, y)
}
