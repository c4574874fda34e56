// SPDX-License-Identifier: Apache-2.0

import CatalogKit
import Testing
import TouchstoneTesting
import UIKit

/// Catalog's Controls page, driven by touches (issue 16: the value controls in the catalog).
@MainActor
@Suite("Catalog controls page")
struct CatalogControlsTests {
    private func openControls() throws -> (CatalogFixture, ControlsViewController) {
        let app = try CatalogFixture()
        try app.open("Controls")
        let page = try #require(app.navigation.topViewController as? ControlsViewController)
        return (app, page)
    }

    @Test("Tapping the switch turns it and the activity indicator off")
    func switchStopsSpinner() throws {
        let (app, page) = try openControls()
        #expect(page.toggle.isOn && page.spinner.isAnimating)
        app.device.tap(at: app.centre(of: page.toggle))
        app.device.advance(by: 0.3)
        #expect(!page.toggle.isOn)
        #expect(!page.spinner.isAnimating)
        #expect(page.statusLabel.text == "Activity off")
    }

    @Test("Dragging the slider's thumb to the right end fills the progress view")
    func sliderDrivesProgress() throws {
        let (app, page) = try openControls()
        let track = page.slider.convert(page.slider.bounds, to: nil)
        let thumbX = track.minX + track.width * 0.25
        app.device.drag(from: CGPoint(x: thumbX, y: track.midY), to: CGPoint(x: track.maxX + 20, y: track.midY),
                        duration: 0.3)
        app.device.advance(by: 0.1)
        #expect(page.slider.value == 1)
        #expect(page.progress.progress == 1)
        #expect(page.statusLabel.text == "Progress 100%")
    }

    @Test("The segmented control, the stepper and the page control report their changes")
    func discreteControls() throws {
        let (app, page) = try openControls()
        let segments = page.segments.convert(page.segments.bounds, to: nil)
        app.device.tap(at: CGPoint(x: segments.maxX - segments.width / 6, y: segments.midY))
        #expect(page.segments.selectedSegmentIndex == 2)
        #expect(page.statusLabel.text == "Size: Large")

        let stepper = page.stepper.convert(page.stepper.bounds, to: nil)
        let plus = CGPoint(x: stepper.maxX - stepper.width / 4, y: stepper.midY)
        app.device.tap(at: plus)
        app.device.advance(by: 0.2)
        app.device.tap(at: plus)
        app.device.advance(by: 0.2)
        #expect(page.stepper.value == 2)
        #expect(page.statusLabel.text == "Count: 2")

        let dots = page.pageControl.convert(page.pageControl.bounds, to: nil)
        app.device.tap(at: CGPoint(x: dots.maxX - 10, y: dots.midY))
        #expect(page.pageControl.currentPage == 1)
        #expect(page.statusLabel.text == "Page 2 of 5")
    }

    @Test("The Controls page as drawn on the iPhone 4 (golden)")
    func golden() throws {
        let (app, page) = try openControls()
        page.spinner.stopAnimating()  // a still frame: the spinner's phase depends on when the page opened
        app.device.advance(by: 0.1)
        try assertGolden(app.device.screenshot(), named: "controls-page", suite: "CatalogControls")
    }
}
