// SPDX-License-Identifier: Apache-2.0
//
// Crasher, one of the device's example apps: a dark red screen; a tap crashes the process (a Swift runtime trap,
// as a force-unwrapped nil would), to check that the device survives its apps.

import DeviceAppsKit
import UIKit

@main
final class CrasherAppDelegate: JournalingAppDelegate {
    override func screenTapped() {
        say("crasher: crashing on purpose")
        fatalError("Crasher crashed on purpose")
    }
}
