// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// An empty button's size, and per-state title shadow colours.
@MainActor
@Suite("UIButton empty size and title shadow")
struct ButtonSizeAndShadowTests {
    @Test("An empty custom or system button's sizeToFit() gives 30×34 points (iOS 7 and later)", arguments: [
        UIButton.ButtonType.custom, .system,
    ])
    func emptyButtonSize(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 30, height: 34))
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test("setTitleShadowColor(_:for:) stores per state, falling back to the normal colour")
    func shadowColorPerState() {
        let button = UIButton(type: .custom)
        #expect(button.titleShadowColor(for: .normal) == nil)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .highlighted)

        #expect(button.titleShadowColor(for: .normal) == .black)
        #expect(button.titleShadowColor(for: .highlighted) == .red)
        #expect(button.titleShadowColor(for: .selected) == .black)
        #expect(button.currentTitleShadowColor == .black)
        #expect(button.titleLabel?.shadowColor == .black)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .red)
        #expect(button.titleLabel?.shadowColor == .red)
    }

    @Test("The title shadow is drawn under the title, offset by the title label's shadowOffset")
    func shadowDraws() throws {
        let (device, window) = try launchedTestWindow()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 80)
        button.backgroundColor = .white
        button.setTitle("III", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 40)
        button.setTitleColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1), for: .normal)
        button.setTitleShadowColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 4, height: 0)
        window.addSubview(button)
        device.advance(by: 1.0 / 60)

        let shot = RGBAImage(device.screenshot())
        let title = try #require(button.titleLabel)
        let frame = title.convert(title.bounds, to: window)
        var blue = 0, red = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = shot[x, y]
                if p.b > 200 && p.r < 60 { blue += 1 }
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
            }
        }
        #expect(blue > 50)
        #expect(red > 50)  // the shadow shows right of each stroke, where the title does not cover it
    }
}
