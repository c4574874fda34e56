// SPDX-License-Identifier: Apache-2.0

import Foundation

extension KeyboardController {
    /// Observes ``UIResponder/keyboardWillChangeFrameNotification`` for views that follow the keyboard (alerts, the
    /// keyboard layout guide): `handler` gets the keyboard's coming frame in screen coordinates — nil when it goes
    /// below the bottom of `screen` or off it — and the slide's duration in seconds. Remove the returned observer
    /// from `NotificationCenter.default` when done.
    package static func observeFrameChanges(
        on screen: @escaping @MainActor () -> CGRect,
        _ handler: @escaping @MainActor (_ end: CGRect?, _ duration: Double) -> Void
    ) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { notification in
            let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
                .doubleValue
            MainActor.assumeIsolated {
                let bounds = screen()
                handler(end.flatMap { $0.intersects(bounds) && $0.minY < bounds.maxY ? $0 : nil },
                        duration ?? animationDuration)
            }
        }
    }
}
