// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UserNotifications

/// Asking permission, the settings that follow, and requests refused without it.
@Suite("Notification authorization")
@MainActor
struct AuthorizationTests {
    @Test("The simulated user allows: granted, and the settings enable what was asked for")
    func allow() async throws {
        let (center, _) = await makeCenter(authorize: nil)
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let granted = try await center.requestAuthorization(options: [.alert, .sound])
        #expect(granted)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled && settings.soundSetting == .enabled)
        #expect(settings.badgeSetting == .notSupported && settings.alertStyle == .banner)
        #expect(settings.notificationCenterSetting == .enabled && settings.lockScreenSetting == .enabled)
    }

    @Test("The simulated user refuses: not granted, settings disabled, and add fails with notificationsNotAllowed")
    func deny() async throws {
        let (center, _) = await makeCenter(answer: false, authorize: nil)
        let answer = await withCheckedContinuation { done in
            center.requestAuthorization(options: [.alert, .badge]) { granted, error in
                done.resume(returning: (granted, error == nil))
            }
        }
        #expect(answer == (false, true))
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied && settings.alertSetting == .disabled)
        #expect(settings.badgeSetting == .disabled && settings.soundSetting == .notSupported && settings.alertStyle == .none)
        await #expect(throws: UNError(.notificationsNotAllowed)) {
            try await center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil))
        }
        #expect(try await center.requestAuthorization(options: [.alert]) == false, "the answer is remembered")
    }

    @Test("Provisional authorization is granted without asking; a later full request asks")
    func provisional() async throws {
        let (center, _) = await makeCenter(answer: false, authorize: nil)
        #expect(try await center.requestAuthorization(options: [.alert, .provisional]))
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .provisional && settings.notificationCenterSetting == .enabled)
        #expect(settings.lockScreenSetting == .disabled && settings.alertStyle == .none)
        #expect(try await center.requestAuthorization(options: [.alert]) == false)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @Test("Adding before any authorization fails; the completion runs off the main thread")
    func notDetermined() async {
        let (center, _) = await makeCenter(authorize: nil)
        let (error, onMain) = await withCheckedContinuation { done in
            center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil)) { error in
                done.resume(returning: ((error as? UNError)?.code, Thread.isMainThread))
            }
        }
        #expect(error == .notificationsNotAllowed && !onMain)
    }

    @Test("TOUCHSTONE_NOTIFICATION_AUTHORIZATION: allow, deny; anything else allows")
    func environment() {
        #expect(UNUserNotificationCenter.configuredAnswer([:]))
        #expect(UNUserNotificationCenter.configuredAnswer(["TOUCHSTONE_NOTIFICATION_AUTHORIZATION": "allow"]))
        #expect(!UNUserNotificationCenter.configuredAnswer(["TOUCHSTONE_NOTIFICATION_AUTHORIZATION": "DENY"]))
        #expect(UNUserNotificationCenter.configuredAnswer(["TOUCHSTONE_NOTIFICATION_AUTHORIZATION": "maybe"]))
        #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
    }
}
