// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Symbol images")
struct SymbolImageTests {
    @Test("Every shipped name makes a symbol template image; an unknown name is nil")
    func names() {
        #expect(SymbolShape.names.count >= 40)
        for name in SymbolShape.names {
            let image = UIImage(systemName: name)
            #expect(image?.isSymbolImage == true, "\(name)")
            #expect(image?.drawsAsTemplate == true, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "chevron.left")?.isSymbolImage != true)
    }

    /// The display scale is pinned through the configuration's trait collection: `UIScreen.main` belongs to
    /// whichever headless device another test has installed, and at 1x the rounding alone differs by a point.
    @Test("Size follows the point size and scale; the baseline sits a little above the bottom")
    func sizing() throws {
        let traits = UITraitCollection(displayScale: 2)
        func symbol(_ configuration: UIImage.SymbolConfiguration) throws -> UIImage {
            try #require(UIImage(systemName: "star", withConfiguration: configuration.withTraitCollection(traits)))
        }
        let body = try symbol(UIImage.SymbolConfiguration())
        let big = try symbol(UIImage.SymbolConfiguration(pointSize: 34))
        let small = try symbol(UIImage.SymbolConfiguration(scale: .small))
        let large = try symbol(UIImage.SymbolConfiguration(scale: .large))
        #expect(body.scale == 2)
        #expect(abs(body.size.height - 17 * 1.1) < 0.5)
        #expect(abs(big.size.height - 2 * body.size.height) <= 0.5)
        #expect(small.size.height < body.size.height && large.size.height > body.size.height)
        let baseline = try #require(body.baselineOffsetFromBottom)
        #expect(baseline > 0 && baseline < body.size.height / 3)
        let resized = body.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(resized.size == big.size && resized.isSymbolImage)
        #expect(resized.symbolConfiguration?.pointSize == 34)
        // Each display scale rounds the side to its own pixels: 18.7 points is 19 at 1x, 18.5 at 2x, 18⅔ at 3x.
        for (scale, side) in [(1.0, 19.0), (2.0, 18.5), (3.0, 56.0 / 3)] as [(CGFloat, CGFloat)] {
            let image = try #require(UIImage(systemName: "star", compatibleWith: UITraitCollection(displayScale: scale)))
            #expect(image.scale == scale && abs(image.size.height - side) < 0.001, "\(scale)x")
        }
    }

    @Test("A heavier weight draws more ink")
    func weight() throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try #require(UIImage(systemName: "plus", withConfiguration:
                UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
            return inkCount(try #require(image.cgImage))
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        #expect(light < regular && regular < black)
    }

    @Test("Rendering modes and tints")
    func renderingModes() throws {
        let symbol = try #require(UIImage(systemName: "heart.fill"))
        #expect(symbol.renderingMode == .automatic)
        #expect(symbol.withRenderingMode(.alwaysOriginal).drawsAsTemplate == false)
        let tinted = symbol.withTintColor(.systemRed)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.isSymbolImage)
        let plain = UIImage(cgImage: try #require(symbol.cgImage))
        #expect(!plain.drawsAsTemplate && plain.withRenderingMode(.alwaysTemplate).drawsAsTemplate)
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === plain)
    }

    @Test("An image view fills a template image with its tint and follows tint changes")
    func imageViewTint() throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let config = UIImage.SymbolConfiguration(pointSize: 40)
        let view = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: config))
        view.frame.origin = CGPoint(x: 20, y: 40)
        view.tintColor = .systemRed
        window.addSubview(view)
        device.advance(by: 1.0 / 60)
        let center = CGPoint(x: view.frame.midX, y: view.frame.midY)
        #expect(screenPixel(device, center) == [255, 59, 48, 255])
        view.tintColor = .systemGreen
        device.advance(by: 1.0 / 60)
        #expect(screenPixel(device, center) == [52, 199, 89, 255])
    }

    @Test("Golden: the symbol sheet, plain and in a bold weight, tinted")
    func golden() throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let names = SymbolShape.names
        let columns = 8
        for (index, name) in names.enumerated() {
            let weight: UIImage.SymbolWeight = index % 2 == 0 ? .regular : .bold
            let image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight))
            let view = UIImageView(image: image)
            view.frame.origin = CGPoint(x: 8 + CGFloat(index % columns) * 38, y: 30 + CGFloat(index / columns) * 34)
            view.tintColor = index % 3 == 0 ? .systemBlue : .label
            window.addSubview(view)
        }
        device.advance(by: 1.0 / 60)
        let rows = CGFloat((names.count + columns - 1) / columns)
        let shot = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 20, width: 320, height: 14 + rows * 34)))
        try assertGolden(shot, named: "symbol-sheet", suite: "Appearance", filePath: uikitTestsRootFile())
    }
}
