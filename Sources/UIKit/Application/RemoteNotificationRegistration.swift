// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Registration for remote (push) notifications on a device without a push service: it always fails, the way the
/// iOS Simulator without push support fails it.
package enum RemoteNotificationRegistration {
    /// The error registration fails with: Cocoa error 3010, "remote notifications are not supported in the
    /// simulator" (the error the iOS Simulator reports).
    package static var unsupportedError: NSError {
        NSError(domain: NSCocoaErrorDomain, code: 3010, userInfo: [
            NSLocalizedDescriptionKey: "remote notifications are not supported in the simulator",
        ])
    }
}

extension UIApplication {
    /// Tells the delegate, on the next run-loop turn, that registration failed
    /// (``RemoteNotificationRegistration/unsupportedError``).
    package func failRemoteNotificationRegistration() {
        UIKitDiagnostics.log("registerForRemoteNotifications: Touchstone has no push service; registration fails")
        let report = { [weak self] in
            guard let self else { return }
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError:
                RemoteNotificationRegistration.unsupportedError)
        }
        if let runtime {
            _ = runtime.timers.schedule(at: runtime.host.clock.now, report)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { report() } }
        }
    }
}
