// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The red, green and blue of the screen pixel at `point` (points; screen scale applied).
@MainActor
private func pixel(_ device: HeadlessDevice, _ point: CGPoint) -> (r: Int, g: Int, b: Int) {
    let image = RGBAImage(device.screenshot())
    let scale = Int(UIScreen.main.scale)
    let offset = ((Int(point.y) * scale) * image.width + Int(point.x) * scale) * 4
    return (Int(image.pixels[offset]), Int(image.pixels[offset + 1]), Int(image.pixels[offset + 2]))
}

@MainActor
@Suite("Bar drawing")
struct BarDrawingTests {
    @Test("iPhone OS 3's blackTranslucent bar lets the content show through; .black is opaque")
    func classicTranslucency() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        window.backgroundColor = .red
        let translucent = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        translucent.barStyle = .blackTranslucent
        let opaque = UIToolbar(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        opaque.barStyle = .black
        window.addSubview(translucent)
        window.addSubview(opaque)
        device.advance(by: 1.0 / 60)
        #expect(pixel(device, CGPoint(x: 160, y: 130)).r > 40)
        #expect(pixel(device, CGPoint(x: 160, y: 230)).r < 30)
    }

    @Test("An app image is drawn as a template in the tint colour; a disabled one is dimmed")
    func templateImage() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
        toolbar.tintColor = .green
        let item = UIBarButtonItem(image: square, style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        window.addSubview(toolbar)
        device.advance(by: 1.0 / 60)
        let centre = windowCentre(of: toolbar.buttonViews[0])
        let drawn = pixel(device, centre)
        #expect(drawn.g > 200 && drawn.r < 40, "green tint, not the image's red: \(drawn)")
        item.isEnabled = false
        device.advance(by: 1.0 / 60)
        let dimmed = pixel(device, centre)
        #expect(dimmed.r > 100 && dimmed.g > 200, "green blended with the light bar: \(dimmed)")
    }

    @Test("backIndicatorImage replaces the modern chevron, drawn in the tint colour")
    func backIndicator() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        bar.tintColor = .green
        bar.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Child")]
        window.addSubview(bar)
        device.advance(by: 1.0 / 60)
        // The chevron's middle (the inside of its angle) is empty.
        let middle = CGPoint(x: 8 + 8 + 6, y: 59 + 22)
        let before = pixel(device, middle)
        #expect(before.r > 200, "\(before)")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        bar.backIndicatorImage = UIGraphicsImageRenderer(size: CGSize(width: 11, height: 21), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 11, height: 21))
        }
        device.advance(by: 1.0 / 60)
        let drawn = pixel(device, middle)
        #expect(drawn.g > 200 && drawn.r < 40, "\(drawn)")
    }
}
