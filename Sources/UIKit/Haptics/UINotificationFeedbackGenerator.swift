// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A generator of notification haptics: the patterns that tell a task succeeded, failed or needs attention.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome being signalled.
    public enum FeedbackType: Int, Sendable {
        /// A task completed successfully.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays the notification pattern of `notificationType`.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        play(.notification(notificationType))
    }
}
