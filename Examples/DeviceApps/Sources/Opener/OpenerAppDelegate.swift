// SPDX-License-Identifier: Apache-2.0
//
// Opener, one of the device's example apps: a blue screen; a tap opens `target://greeting?from=opener`, which the
// Target app declares in its CFBundleURLTypes, and prints the completion's answer.

import DeviceAppsKit
import UIKit

@main
final class OpenerAppDelegate: JournalingAppDelegate {
    override func screenTapped() {
        say("opener: opening target://greeting?from=opener")
        UIApplication.shared.open(URL(string: "target://greeting?from=opener")!, options: [:]) { [weak self] opened in
            self?.say("opener: opened=\(opened)")
        }
    }
}
