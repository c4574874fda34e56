// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Background tasks and background time")
struct BackgroundTaskTests {
    @Test("In the foreground the time is unlimited; in the background it counts down 30 s on the modern profile")
    func allowance() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: LoggingDelegate())
        let app = try #require(device.application)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        device.pressHome()
        #expect(app.applicationState == .background)
        let remaining = app.backgroundTimeRemaining
        #expect(remaining == 600, "the iPhone 4 profile is the iOS 4 era: ten minutes")
        device.advance(by: 100)
        #expect(abs(app.backgroundTimeRemaining - 500) < 0.1)
        device.pressHome()
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)

        let modern = try HeadlessDevice(profile: .modernPhone)
        try modern.launch(delegate: LoggingDelegate())
        let modernApp = try #require(modern.application)
        modern.pressHome()
        #expect(modernApp.backgroundTimeRemaining == 30)
        modern.advance(by: 40)
        #expect(modernApp.backgroundTimeRemaining == 0)
    }

    @Test("Expiration handlers run 5 s before the time is up, only for tasks not ended, in the order begun")
    func expiration() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let app = try #require(device.application)
        var log: [String] = []
        let first = app.beginBackgroundTask(withName: "upload") { log.append("upload expired") }
        let second = app.beginBackgroundTask { log.append("save expired") }
        let third = app.beginBackgroundTask { log.append("never") }
        #expect(first != .invalid && second != first && third != second)
        app.endBackgroundTask(third)
        device.pressHome()
        device.advance(by: 24)
        #expect(log.isEmpty)
        device.advance(by: 2)
        #expect(log == ["upload expired", "save expired"])
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
        // Ending twice, or ending .invalid, is logged and ignored.
        app.endBackgroundTask(second)
        app.endBackgroundTask(.invalid)
        #expect(app.backgroundTasks.count == 0)
    }

    @Test("Returning to the foreground cancels the countdown: no handler runs")
    func foregroundCancels() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let app = try #require(device.application)
        var expired = false
        _ = app.beginBackgroundTask { expired = true }
        device.pressHome()
        device.advance(by: 10)
        device.pressHome()
        device.advance(by: 60)
        #expect(!expired)
    }

    @Test("Tasks can be begun and ended from other threads")
    func threadSafety() async throws {
        let registry = BackgroundTaskRegistry()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<200 {
                        let id = registry.begin(name: nil, expirationHandler: nil)
                        registry.end(id)
                    }
                }
            }
        }
        #expect(registry.count == 0)
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }
}
