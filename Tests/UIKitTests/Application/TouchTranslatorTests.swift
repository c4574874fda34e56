// SPDX-License-Identifier: Apache-2.0

import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Touch translation")
struct TouchTranslatorTests {
    @Test("Timestamps that run backwards are clamped: events keep their order and time never decreases")
    func backwardsTimestamps() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        try device.launch(delegate: delegate)
        let app = try #require(device.application)
        let translator = TouchTranslator()
        let down = translator.handle(.touchDown(finger: 0, location: CGPoint(x: 30, y: 50), timestamp: 5), application: app)
        let moved = translator.handle(.touchMoved(finger: 0, location: CGPoint(x: 35, y: 55), timestamp: 2), application: app)
        #expect(down?.timestamp == 5)
        #expect(moved?.timestamp == 5)
        #expect(moved?.allTouches?.first?.phase == .moved)
        #expect(moved?.allTouches?.first?.timestamp == 5)
    }

    @Test("Ten fingers at once each get their own touch in one event")
    func tenFingers() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        delegate.target.isMultipleTouchEnabled = true
        try device.launch(delegate: delegate)
        let app = try #require(device.application)
        let translator = TouchTranslator()
        var event: UIEvent?
        for finger in 0..<10 {
            event = translator.handle(.touchDown(finger: finger, location: CGPoint(x: 30 + finger * 5, y: 50), timestamp: 1),
                                      application: app)
        }
        #expect(event?.allTouches?.count == 10)
        #expect(Set(event?.allTouches?.map(\.finger) ?? []).count == 10)
        #expect(event?.allTouches?.filter { $0.phase == .began }.count == 1)
    }
}
