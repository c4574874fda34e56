// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import TouchstoneTesting
import UIKit

/// A view that fills its bounds and counts its draws.
private final class FillingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// Issue 12: a view whose backing store would be absurd (±1e300 wide, a 1e300 contents scale, or more pixels than
/// the budget) gets none and a log line, instead of a trap converting the size to `Int` or a giant allocation.
@MainActor
@Suite("Backing store hardening")
struct BackingStoreHardeningTests {
    private func launchedWindow() throws -> (HeadlessDevice, UIWindow) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        return (device, try #require(device.application?.keyWindow))
    }

    @Test("A drawing view with bounds ±1e300 wide or a 1e300 contents scale gets no backing store and no draw")
    func absurdSizes() throws {
        let (device, window) = try launchedWindow()
        var views: [FillingView] = []
        for width: CGFloat in [1e300, -1e300] {
            let view = FillingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.bounds = CGRect(x: 0, y: 0, width: width, height: 10)
            views.append(view)
        }
        let scaled = FillingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        views.append(scaled)
        for view in views { window.addSubview(view) }
        scaled.layer.contentsScale = 1e300
        scaled.setNeedsDisplay()

        device.advance(by: 0.1)

        for view in views {
            #expect(view.draws == 0)
            #expect(view.layer.contents == nil)
        }
    }

    @Test("The backing store is bounded: 16,384 pixels a side and 64 Mi pixels in all")
    func pixelBudget() {
        #expect(CALayer.backingStorePixels(CGSize(width: 320, height: 480), scale: 2)! == (640, 960))
        #expect(CALayer.backingStorePixels(CGSize(width: 8_192, height: 8_192), scale: 1)! == (8_192, 8_192))
        #expect(CALayer.backingStorePixels(CGSize(width: 16_384, height: 100), scale: 1)! == (16_384, 100))
        #expect(CALayer.backingStorePixels(CGSize(width: 16_384, height: 16_384), scale: 1) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: 16_385, height: 1), scale: 1) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: 1e300, height: 1e300), scale: 1) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: 10, height: 10), scale: .nan) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: 10, height: 10), scale: .infinity) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: 0, height: 10), scale: 2) == nil)
        #expect(CALayer.backingStorePixels(CGSize(width: -10, height: 10), scale: 2) == nil)
    }

    @Test("A view sized back to normal after an absurd size draws again")
    func recovers() throws {
        let (device, window) = try launchedWindow()
        let view = FillingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 10)
        window.addSubview(view)
        device.advance(by: 0.1)

        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.setNeedsDisplay()
        device.advance(by: 0.1)

        #expect(view.draws == 1)
        #expect(view.layer.contents != nil)
    }
}
