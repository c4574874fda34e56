// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

/// Xcode's colour and image literals, as iOS code writes them; with `AppFontTests.swift`, the tests that install
/// a main bundle (`AppBundle.main`), serialized so that they do not see each other's bundle.
@MainActor
@Suite("Literals and app fonts from the main bundle", .serialized)
struct MainBundleResourceTests {
    @Test("#colorLiteral makes an sRGB UIColor, with or without a type annotation")
    func colorLiteral() {
        let tint: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(tint.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && a == 1)
        let untyped = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(untyped == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let view = UIView(frame: .zero)
        view.backgroundColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test("#imageLiteral loads the main bundle's resource as UIImage(named:) does; a missing one is empty")
    func imageLiteral() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pixels = try #require(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 5)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 5))
        }.pngData())
        try pixels.write(to: dir.appendingPathComponent("badge.png"))
        let previous = AppBundle.main
        AppBundle.main = try #require(Bundle(path: dir.path))
        defer { AppBundle.main = previous }

        let badge = #imageLiteral(resourceName: "badge")
        #expect(badge.size == UIImage(named: "badge")?.size)
        #expect(badge.cgImage != nil && badge.size.width * badge.scale == CGFloat(badge.cgImage!.width))
        let typed: UIImage = #imageLiteral(resourceName: "badge.png")
        #expect(typed.cgImage?.height == badge.cgImage?.height)

        let missing: UIImage = #imageLiteral(resourceName: "no-such-literal")
        #expect(missing.size == .zero && missing.cgImage == nil)
    }
}
