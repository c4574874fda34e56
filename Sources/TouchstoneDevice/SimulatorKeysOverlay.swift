// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import UIKit

/// What F1 shows over the simulator window's screen: the simulator's keys (the shortcuts `SimulatorInput` maps to
/// hardware actions) and the bezel's buttons, on a dark translucent panel. F1 again hides it.
public enum SimulatorKeysOverlay {
    /// The keys and what they do, in the order shown.
    public static let entries: [(keys: String, action: String)] = [
        ("Ctrl+Shift+H", "Home"),
        ("Ctrl+L", "Sleep/Wake (lock)"),
        ("Ctrl+← / Ctrl+→", "Rotate left / right"),
        ("Ctrl+Z", "Shake"),
        ("Ctrl+M", "Memory warning"),
        ("Ctrl+S", "Screenshot"),
        ("Ctrl+D", "Light / dark appearance"),
        ("Ctrl+K", "Software keyboard"),
        ("Ctrl+I", "Incoming call / end call"),
        ("Ctrl+A", "Speak screen"),
        ("Click Home / Sleep", "The bezel's buttons"),
        ("F1", "Show / hide these keys"),
    ]

    /// Draws the panel over `screen` (the screen's pixels at `scale`) and returns the result.
    public static func render(over screen: CGImage, scale: CGFloat) -> CGImage {
        let width = screen.width, height = screen.height
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.draw(screen, in: CGRect(x: 0, y: 0, width: width, height: height))
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let lineHeight: CGFloat = 22
        let panel = CGRect(x: 12, y: 0, width: bounds.width - 24, height: CGFloat(entries.count) * lineHeight + 52)
            .offsetBy(dx: 0, dy: max(12, (bounds.height - CGFloat(entries.count) * lineHeight - 52) / 2))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.78))
        context.addPath(CGPath(roundedRect: panel, cornerWidth: 12, cornerHeight: 12, transform: nil))
        context.fillPath()
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let title = TextLayout(text: "Simulator keys", font: .system(size: 16, bold: true), color: white,
                               paragraph: TextLayout.Paragraph(alignment: .center), width: panel.width)
        title.draw(in: context, at: CGPoint(x: panel.minX, y: panel.minY + 12))
        for (index, entry) in entries.enumerated() {
            let y = panel.minY + 42 + CGFloat(index) * lineHeight
            let keys = TextLayout(text: entry.keys, font: .system(size: 12, bold: true),
                                  color: CGColor(red: 1, green: 0.85, blue: 0.4, alpha: 1),
                                  paragraph: TextLayout.Paragraph(alignment: .left), width: panel.width * 0.45)
            keys.draw(in: context, at: CGPoint(x: panel.minX + 12, y: y))
            let action = TextLayout(text: entry.action, font: .system(size: 12, bold: false), color: white,
                                    paragraph: TextLayout.Paragraph(alignment: .left, lineBreak: .truncateTail,
                                                                    maximumLines: 1),
                                    width: panel.width * 0.55 - 24)
            action.draw(in: context, at: CGPoint(x: panel.minX + 12 + panel.width * 0.45, y: y))
        }
        return context.makeImage()!
    }
}
