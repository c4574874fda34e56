// SPDX-License-Identifier: Apache-2.0

import UIKit

/// Which system a device profile runs, for what the Home button does to the app in front (issue 19).
public enum DeviceEra: Equatable, Sendable {
    /// iPhone OS 3 (the iPhone 3GS profile): Home terminates the app (`applicationWillTerminate`).
    case iPhoneOS3
    /// iOS 4 and later (the iPhone 4 and modern profiles): Home sends the app to the background, where it is
    /// suspended a few seconds later unless a background task runs.
    case multitasking

    /// The era of `profile`.
    public init(profile: DeviceProfile) {
        self = profile == .iPhone3GS ? .iPhoneOS3 : .multitasking
    }
}
