// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `NSDataAsset` on data sets.
@Suite struct DataAssetTests {
    @Test func readsTheDataNameAndTypeIdentifier() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/Levels.dataset/Contents.json", """
            { "data" : [ { "idiom" : "universal", "filename" : "levels.json",
                           "universal-type-identifier" : "public.json" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
        try fixture.write("Assets.xcassets/Levels.dataset/levels.json", #"{"levels":3}"#)
        try fixture.write("Assets.xcassets/Notes.dataset/Contents.json", """
            { "data" : [ { "idiom" : "ipad", "filename" : "pad.txt" }, { "idiom" : "universal", "filename" : "notes.txt" } ] }
            """)
        try fixture.write("Assets.xcassets/Notes.dataset/notes.txt", "hello")
        try fixture.write("Assets.xcassets/Notes.dataset/pad.txt", "pad")
        let bundle = try fixture.bundle()

        let levels = try #require(NSDataAsset(name: "Levels", bundle: bundle))
        let notes = try #require(NSDataAsset(name: "Notes", bundle: bundle))

        #expect(levels.name == "Levels")
        #expect(levels.data == Data(#"{"levels":3}"#.utf8))
        #expect(levels.typeIdentifier == "public.json")
        #expect(notes.data == Data("hello".utf8), "the universal file wins over the iPad one")
        #expect(notes.typeIdentifier == "public.plain-text", "derived from the extension when not stored")
        #expect((levels.copy() as? NSDataAsset) === levels)
    }

    @Test func mainBundleMissingAndUnreadableAssetsAreNil() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/Blob.dataset/Contents.json", #"{ "data" : [ { "idiom" : "universal", "filename" : "b.bin" } ] }"#)
        try fixture.write("Assets.xcassets/Blob.dataset/b.bin", Data([0, 1, 2]))
        try fixture.write("Assets.xcassets/Gone.dataset/Contents.json", #"{ "data" : [ { "idiom" : "universal", "filename" : "gone.bin" } ] }"#)
        try fixture.write("Assets.xcassets/Broken.dataset/Contents.json", "{ not json")
        let previous = AppBundle.main
        AppBundle.main = try fixture.bundle()
        defer { AppBundle.main = previous }

        let blob = NSDataAsset(name: "Blob")

        #expect(blob?.data == Data([0, 1, 2]) && blob?.typeIdentifier == "public.data")
        #expect(NSDataAsset(name: "Gone") == nil)
        #expect(NSDataAsset(name: "Broken") == nil)
        #expect(NSDataAsset(name: "Absent") == nil)
        #expect(NSDataAsset(name: "") == nil)
    }
}
