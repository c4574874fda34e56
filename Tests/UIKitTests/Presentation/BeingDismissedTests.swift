// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `isBeingDismissed` as the presented controller's appearance callbacks see it, as on iOS.
@MainActor
@Suite("isBeingDismissed in appearance callbacks")
struct BeingDismissedTests {
    /// Records `isBeingDismissed` in `viewWillDisappear(_:)`.
    private final class Probe: UIViewController {
        var seenInWillDisappear: [Bool] = []
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            seenInWillDisappear.append(isBeingDismissed)
        }
    }

    @Test("A presented controller is being dismissed in its viewWillDisappear, animated or not")
    func trueInWillDisappear() throws {
        for animated in [false, true] {
            let probe = Probe()
            let (device, root) = try presentOnDevice(probe)
            defer { withExtendedLifetime(device) {} }
            root.dismiss(animated: animated)
            device.advance(by: 0.8)
            #expect(probe.seenInWillDisappear == [true])
            #expect(!probe.isBeingDismissed && root.presentedViewController == nil)
        }
    }
}
