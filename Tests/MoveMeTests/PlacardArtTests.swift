// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// MoveMe's committed art is exactly what ``PlacardArt`` draws. `UPDATE_GOLDENS=1` redraws the files.
@MainActor
@Suite("Placard art")
struct PlacardArtTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/MoveMe/Sources/MoveMeKit/MoveMe.app").standardizedFileURL

    @Test("Placard.png, Placard@2x.png and Icon.png are PlacardArt's drawings")
    func committedArtIsGenerated() throws {
        let art: [(String, UIImage)] = [
            ("Placard.png", PlacardArt.placard(scale: 1)), ("Placard@2x.png", PlacardArt.placard(scale: 2)),
            ("Icon.png", PlacardArt.icon(scale: 1)),
        ]
        for (file, image) in art {
            let url = Self.folder.appendingPathComponent(file)
            let drawn = try #require(image.cgImage.map { RGBAImage($0) })
            if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
                try #require(drawn.pngData()).write(to: url)
            }
            let committed = try #require(RGBAImage(pngData: try Data(contentsOf: url)), "\(file) is not a PNG")
            #expect(committed == drawn, "\(file) differs from PlacardArt's drawing; redraw with UPDATE_GOLDENS=1")
        }
        let placard = try #require(UIImage(contentsOfFile: Self.folder.appendingPathComponent("Placard@2x.png").path))
        #expect(placard.size == PlacardArt.placardSize && placard.scale == 2)
    }
}
