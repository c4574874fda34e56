// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Symbol configurations with colours: hierarchical, palette, multicolour, monochrome")
struct SymbolColorConfigurationTests {
    @Test("A hierarchical or palette colour draws the symbol in that colour whatever the view's tint")
    func colouredSymbols() throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let size = UIImage.SymbolConfiguration(pointSize: 40)
        let hierarchical = UIImage(systemName: "circle.fill",
                                   withConfiguration: size.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
        let palette = UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(
            paletteColors: [.systemGreen, .systemBlue]).applying(size))
        let left = UIImageView(image: hierarchical)
        let right = UIImageView(image: palette)
        left.frame.origin = CGPoint(x: 20, y: 40)
        right.frame.origin = CGPoint(x: 120, y: 40)
        for view in [left, right] {
            view.tintColor = .systemOrange
            window.addSubview(view)
        }
        device.advance(by: 1.0 / 60)
        #expect(screenPixel(device, CGPoint(x: left.frame.midX, y: left.frame.midY)) == [255, 59, 48, 255])
        #expect(screenPixel(device, CGPoint(x: right.frame.midX, y: right.frame.midY)) == [52, 199, 89, 255])
        #expect(hierarchical?.renderingMode == .alwaysOriginal)
    }

    @Test("Monochrome applied afterwards makes the symbol a template again; multicolour keeps a template")
    func preferences() throws {
        let red = try #require(UIImage(systemName: "heart.fill",
                                       withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
        let mono = red.withConfiguration(UIImage.SymbolConfiguration.preferringMonochrome())
        #expect(mono.renderingMode == .automatic)
        #expect(mono.symbolConfiguration?.colors == nil)
        let multi = try #require(UIImage(systemName: "heart.fill",
                                         withConfiguration: UIImage.SymbolConfiguration.preferringMulticolor()))
        #expect(multi.renderingMode == .automatic)
        #expect(UIImage.SymbolConfiguration(paletteColors: []).colors == nil)
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) == UIImage.SymbolConfiguration(hierarchicalColor: .red))
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) != UIImage.SymbolConfiguration(hierarchicalColor: .blue))
    }
}
