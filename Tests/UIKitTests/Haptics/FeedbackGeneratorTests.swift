// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The feedback generators record their haptics on the running app's device, with the device clock's time, and
/// flash the screen's border.
@MainActor
@Suite("Feedback generators")
struct FeedbackGeneratorTests {
    private func launched() throws -> (HeadlessDevice, UIWindow) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        return (device, try #require(device.application?.keyWindow))
    }

    @Test("Each generator's haptic is recorded with its kind and the device time, in order")
    func recordsHaptics() throws {
        let (device, _) = try launched()
        let start = device.now
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        device.advance(by: 0.5)
        UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.4)
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        device.advance(by: 0.25)
        UISelectionFeedbackGenerator().selectionChanged()

        let events = device.hapticEvents
        #expect(events.map(\.kind) == [
            .impact(.heavy, intensity: 1), .impact(.soft, intensity: 0.4), .notification(.warning), .selection,
        ])
        #expect(events[0].time == start)
        #expect(abs(events[1].time - (start + 0.5)) < 1e-9)
        #expect(abs(events[3].time - (start + 0.75)) < 1e-9)
        #expect(device.hapticPreparations == 1)
    }

    @Test("UIImpactFeedbackGenerator() is medium; intensities are clamped; a non-finite one is logged and dropped")
    func impactDefaultsAndBadInput() throws {
        let (device, _) = try launched()
        UIImpactFeedbackGenerator().impactOccurred()
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 3)
        let (_, lines) = UIKitDiagnostics.capturing {
            UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: .nan)
        }

        #expect(device.hapticEvents.map(\.kind) == [.impact(.medium, intensity: 1), .impact(.rigid, intensity: 1)])
        #expect(lines.count == 1)
    }

    @Test("Devices keep their own haptics")
    func scopedToTheDevice() throws {
        let (first, _) = try launched()
        UISelectionFeedbackGenerator().selectionChanged()
        let (second, _) = try launched()
        UINotificationFeedbackGenerator().notificationOccurred(.error)

        #expect(first.hapticEvents.map(\.kind) == [.selection])
        #expect(second.hapticEvents.map(\.kind) == [.notification(.error)])
    }

    @Test("A haptic flashes the screen's border briefly: red for an error, gone after the flash")
    func indicatorFlashes() throws {
        let (device, window) = try launched()
        window.backgroundColor = .white
        device.advance(by: 1.0 / 60)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        device.advance(by: 1.0 / 60)
        let during = RGBAImage(device.screenshot())
        device.advance(by: 0.3)
        let after = RGBAImage(device.screenshot())

        let edge = during[1, during.height / 2]
        #expect(edge.r > 200 && edge.g < 150)
        let later = after[1, after.height / 2]
        #expect(later.r > 240 && later.g > 240 && later.b > 240)
    }
}
