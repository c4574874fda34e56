// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `AppIconAsset`: the home screen's icon from `AppIcon.appiconset`.
@Suite struct AppIconAssetTests {
    @Test func picksTheSmallestIconAtLeastTheHomeScreenSize() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/AppIcon.appiconset/Contents.json", """
            { "images" : [
                { "idiom" : "iphone", "size" : "29x29", "scale" : "2x", "filename" : "icon-58.png" },
                { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "icon-120.png" },
                { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "icon-180.png" },
                { "idiom" : "ipad", "size" : "76x76", "scale" : "2x", "filename" : "icon-152.png" },
                { "idiom" : "ios-marketing", "size" : "1024x1024", "scale" : "1x", "filename" : "icon-1024.png" },
                { "idiom" : "iphone", "size" : "40x40", "scale" : "2x" }
            ] }
            """)
        for pixels in [58, 120, 180, 152, 1024] {
            try fixture.write("Assets.xcassets/AppIcon.appiconset/icon-\(pixels).png", solidPNG(.red, width: 2))
        }

        let files = [1, 2, 3, 4].map { AppIconAsset.iconFile(inBundle: fixture.app, scale: $0)?.lastPathComponent }

        #expect(files == ["icon-120.png", "icon-120.png", "icon-180.png", "icon-1024.png"])
    }

    @Test func singleSizeIconsAndMissingSets() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Assets.xcassets/AppIcon.appiconset/Contents.json", """
            { "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024", "filename" : "Icon.png" } ] }
            """)
        try fixture.write("Assets.xcassets/AppIcon.appiconset/Icon.png", solidPNG(.blue, width: 4))
        let empty = try CatalogFixture()
        defer { empty.remove() }

        #expect(AppIconAsset.iconFile(inBundle: fixture.app, scale: 2)?.lastPathComponent == "Icon.png")
        #expect(AppIconAsset.iconFile(inBundle: empty.app, scale: 2) == nil)
    }
}
