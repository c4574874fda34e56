// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Logs `layoutSubviews()` and `draw(_:)` calls in order.
final class LayoutTimingProbeView: UIView {
    var log: [String] = []
    var layouts: Int { log.filter { $0 == "layout" }.count }
    override func layoutSubviews() { log.append("layout") }
    override func draw(_ rect: CGRect) { log.append("draw \(Int(rect.width))x\(Int(rect.height))") }
}

/// A launched device whose key window holds a 100×60 probe view that has had its first layout and display.
@MainActor
private func settledProbe() throws -> (HeadlessDevice, LayoutTimingProbeView) {
    let (device, window) = try launchedTestWindow()
    let view = LayoutTimingProbeView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
    window.addSubview(view)
    device.advance(by: 1.0 / 60)
    view.log.removeAll()
    return (device, view)
}

@MainActor
@Suite("UIView layout timing")
struct LayoutTimingTests {
    @Test("A bounds-size change lays out once, before the next display and not at once (behaviour 51)")
    func sizeChangeLaysOutOnce() throws {
        let (device, view) = try settledProbe()
        view.contentMode = .redraw
        view.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        view.frame = CGRect(x: 20, y: 40, width: 140, height: 80)
        #expect(view.log.isEmpty)
        device.advance(by: 1.0 / 60)
        #expect(view.log == ["layout", "draw 140x80"])
        device.advance(by: 1.0 / 60)
        #expect(view.layouts == 1)
    }

    @Test("Moving the centre or scrolling the bounds origin does not lay out (behaviour 51)")
    func moveDoesNotLayOut() throws {
        let (device, view) = try settledProbe()
        view.center = CGPoint(x: 200, y: 200)
        view.frame = CGRect(x: 5, y: 5, width: 100, height: 60)
        device.advance(by: 1.0 / 60)
        #expect(view.layouts == 0)
    }

    @Test("setNeedsLayout then layoutIfNeeded lays out synchronously, and only once (behaviour 52)")
    func layoutIfNeededIsSynchronous() throws {
        let (device, view) = try settledProbe()
        view.setNeedsLayout()
        #expect(view.layouts == 0)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        device.advance(by: 1.0 / 60)
        #expect(view.layouts == 1)
    }

    @Test("layoutIfNeeded on a superview lays out a marked subview at once")
    func layoutIfNeededReachesSubviews() throws {
        let (device, view) = try settledProbe()
        try withExtendedLifetime(device) {  // the device keeps the app, its delegate and so the window
            let window = try #require(view.window)
            view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(view.layouts == 1)
        }
    }

    @Test("Changing the transform schedules layout for the next frame (behaviour 53)")
    func transformSchedulesLayout() throws {
        let (device, view) = try settledProbe()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.needsLayout())
        #expect(view.layouts == 0)
        device.advance(by: 1.0 / 60)
        #expect(view.layouts == 1)
    }

    @Test("A hidden view still lays out after a size change (behaviour 57)")
    func hiddenViewLaysOut() throws {
        let (device, view) = try settledProbe()
        view.isHidden = true
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        device.advance(by: 1.0 / 60)
        #expect(view.layouts == 1)
        #expect(view.superview?.subviews.contains(view) == true)
    }
}
