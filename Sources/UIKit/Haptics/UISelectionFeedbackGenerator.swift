// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A generator of selection haptics: the light tick of a value changing (a picker wheel turning, a segment
/// changing).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { play(.selection) }
}
