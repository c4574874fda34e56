// SPDX-License-Identifier: Apache-2.0

import CatalogKit
import Foundation
import HeadlessHost
import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// Catalog's demo session (`Examples/Catalog/demo-session.json`) replayed headless through the real launcher, as
/// `make demo APP=catalog` plays it without a display.
@MainActor
@Suite("Catalog demo session", .serialized)
struct CatalogReplayTests {
    /// The committed demo session.
    static let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Catalog/demo-session.json").standardizedFileURL.path

    @Test("Replaying the demo session taps buttons, answers an alert, presents and dismisses two styles, works the controls, and ends on the catalog")
    func demoSession() throws {
        let script = try InputScript(contentsOf: Self.sessionPath)
        #expect(script.device == "iphone4")
        let delegate = CatalogAppDelegate()
        let status = DemoReplay.run(delegate, session: Self.sessionPath)
        #expect(status == 0)
        let navigation = try #require(delegate.navigationController)
        // Every screen was popped again and nothing is presented.
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is CatalogViewController)
        #expect(navigation.presentedViewController == nil)
        #expect(!navigation.isBeingPresented && navigation.transitionCoordinator == nil)
    }

    @Test("The session's taps land: five button taps, OK on the alert, Done on both presented screens, each control changed")
    func demoSessionSteps() throws {
        let script = try InputScript(contentsOf: Self.sessionPath)
        let app = try CatalogFixture(profile: .iPhone4)
        var buttons: ButtonsViewController?
        var alerts: AlertsViewController?
        var controls: ControlsViewController?
        var presented: [String] = []
        // Replay the events frame by frame, noting the screens on show.
        var index = 0
        let events = script.events
        var time = 0.0
        let duration = script.duration ?? (events.last?.timestamp ?? 0) + 1
        while time < duration {
            while index < events.count, events[index].timestamp <= time + 1e-9 {
                switch events[index] {
                case let .touchDown(finger, location, _): app.device.touchDown(at: location, finger: finger)
                case let .touchMoved(finger, location, _): app.device.touchMove(to: location, finger: finger)
                case let .touchUp(finger, location, _): app.device.touchUp(finger: finger, at: location)
                default: break
                }
                index += 1
            }
            app.device.advance(by: 1.0 / 60)
            time += 1.0 / 60
            if let screen = app.navigation.topViewController as? ButtonsViewController { buttons = screen }
            if let screen = app.navigation.topViewController as? AlertsViewController { alerts = screen }
            if let screen = app.navigation.topViewController as? ControlsViewController { controls = screen }
            if let modal = app.navigation.presentedViewController as? ModalScreenViewController,
                let title = modal.title, presented.last != title
            {
                presented.append(title)
            }
        }
        #expect(buttons?.tapCountLabel.text == "5 taps")
        #expect(alerts?.lastChoice == "OK")
        #expect(presented == ["Full screen, flip horizontal", "Full screen, cross dissolve"])
        let page = try #require(controls)
        #expect(!page.toggle.isOn && !page.spinner.isAnimating)
        #expect(page.stepper.value == 2)
        #expect(page.segments.selectedSegmentIndex == 2)
        #expect(page.slider.value == 1 && page.progress.progress == 1)
        #expect(page.statusLabel.text == "Progress 100%")
        #expect(app.navigation.viewControllers.count == 1)
    }
}
