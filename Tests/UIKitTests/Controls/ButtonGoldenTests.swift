// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A `width` × `height` point image filled with `color` (scale 1).
@MainActor
private func filledImage(_ color: UIColor, _ width: CGFloat, _ height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

@MainActor
@Suite("UIButton rendering")
struct ButtonGoldenTests {
    @Test("Golden: system button normal, held down (dimmed) and disabled; custom button with images")
    func golden() throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let frames = (0..<4).map { CGRect(x: 20, y: 30 + CGFloat($0) * 50, width: 160, height: 40) }
        let buttons = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
        for (button, frame) in zip(buttons, frames) {
            button.frame = frame
            button.setTitle("Tap me", for: .normal)
            window.addSubview(button)
        }
        buttons[2].isEnabled = false
        let custom = UIButton(frame: frames[3])
        custom.setTitle("Custom", for: .normal)
        custom.setImage(filledImage(.green, 16, 16), for: .normal)
        custom.setBackgroundImage(filledImage(.red, 4, 4), for: .normal)
        custom.contentHorizontalAlignment = .left
        custom.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        window.addSubview(custom)

        device.touchDown(at: CGPoint(x: 100, y: 100))
        device.advance(by: 1.0 / 60)
        let shot = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 20, width: 200, height: 220)))

        #expect(buttons[1].isHighlighted)
        try assertGolden(shot, named: "button-states", suite: "Controls", filePath: uikitTestsRootFile())
    }
}
