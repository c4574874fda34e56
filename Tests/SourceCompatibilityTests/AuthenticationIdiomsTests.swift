// SPDX-License-Identifier: Apache-2.0

import Dispatch
import LocalAuthentication
import Testing
import UIKit

@MainActor
@Suite("Source compatibility: Local Authentication")
struct AuthenticationIdiomsTests {
    @Test("A lock screen's Face ID unlock, written as iOS apps write it, unlocks on the simulated device")
    func lockScreen() async {
        let controller = LockScreenViewController()
        await withCheckedContinuation { done in controller.unlock { done.resume() } }
        #expect(controller.unlocked)
        #expect(controller.statusLabel.text == "Unlocked")
        #expect(await controller.unlockAsync() == "ok")
    }
}
