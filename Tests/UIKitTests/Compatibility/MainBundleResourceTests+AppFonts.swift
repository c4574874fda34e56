// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A delegate with a window and nothing else.
private final class FontAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// The right edge of the ink `text` leaves when drawn in black at (0, 0) with `font`, in pixels.
@MainActor
private func inkRightEdge(_ text: String, _ font: UIFont) -> Int {
    let pixels = renderPixels(CGSize(width: 200, height: 40)) {
        text.draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
    }
    var right = -1
    for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 128 { right = max(right, x) } }
    return right
}

extension MainBundleResourceTests {
    @Test("UIAppFonts: fonts in the bundle are registered at launch; UIFont finds them by PostScript and full name")
    func appFontsFromInfoPlist() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try RenamedTestFont.write(family: "Touchstone App Mono", postScriptName: "TouchstoneAppMono",
                                      to: dir, fileName: "Fonts/AppMono.ttf")
        let previous = AppBundle.main
        AppBundle.main = try #require(Bundle(path: dir.path))
        defer { AppBundle.main = previous }
        #expect(UIFont(name: "TouchstoneAppMono", size: 20) == nil)
        let sample = "Hamburgefonstiv"
        let systemWidthBefore = sample.size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width

        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: FontAppDelegate(), info: ["UIAppFonts": ["Fonts/AppMono.ttf", "Fonts/Missing.ttf"]])

        let font = try #require(UIFont(name: "TouchstoneAppMono", size: 20))
        #expect(UIFont(name: "Touchstone App Mono", size: 20) == font)
        #expect(font.familyName == "Touchstone App Mono")
        #expect(UIFont.familyNames.contains("Touchstone App Mono"))
        #expect(!UIFont.fontNames(forFamilyName: "Touchstone App Mono").isEmpty)

        // The face is monospaced: "iiii" is as wide as "MMMM", unlike in the proportional fallback font.
        let narrow = "iiii".size(withAttributes: [.font: font]).width
        #expect(abs(narrow - "MMMM".size(withAttributes: [.font: font]).width) < 0.01)
        let fallback = UIFont.systemFont(ofSize: 20)
        #expect("iiii".size(withAttributes: [.font: fallback]).width < narrow / 2)
        // Registration keeps Touchstone's own font set: the system font still measures as before.
        #expect(sample.size(withAttributes: [.font: fallback]).width == systemWidthBefore)
        // Drawn, its four i's spread over the mono advance; the fallback's stay narrow.
        #expect(inkRightEdge("iiii", font) > 40)
        #expect(inkRightEdge("iiii", fallback) < 25)
    }
}
