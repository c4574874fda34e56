// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A launched iPhone 3GS (320×480 points at scale 1, so screenshot pixels are points) and its key window.
@MainActor
func launchedTestWindow() throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    try device.launch(delegate: LoggingDelegate())
    return (device, try #require(device.application?.keyWindow))
}
