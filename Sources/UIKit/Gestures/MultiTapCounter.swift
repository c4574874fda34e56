// SPDX-License-Identifier: Apache-2.0

/// Counts the taps of a multi-tap gesture (tap recognizers, and the leading taps of a long press).
///
/// A tap is every finger of the recognizer lifting; it counts when it had exactly the required number of fingers.
/// After a counted tap that is not the last, the next one must begin within `UITapGestureRecognizer.multiTapInterval`
/// (device clock) or the recognizer fails.
@MainActor
package struct MultiTapCounter {
    /// Taps completed so far.
    package private(set) var tapsDone = 0
    /// Fingers that touched during the current tap.
    package private(set) var fingersThisTap = 0
    private var timer: DeviceTimer?

    package init() {}

    /// Notes `count` fingers touching down; `active` is how many of the recognizer's fingers are now down.
    package mutating func fingersDown(_ count: Int, active: Int) {
        timer?.invalidate()
        timer = nil
        if active == count { fingersThisTap = 0 }
        fingersThisTap += count
    }

    /// Counts a finished tap; false when it had the wrong number of fingers (the gesture fails).
    package mutating func tapLifted(fingersRequired: Int) -> Bool {
        guard fingersThisTap == fingersRequired else { return false }
        tapsDone += 1
        return true
    }

    /// Fails `recognizer` unless another tap begins within the multi-tap interval.
    package mutating func awaitNextTap(of recognizer: UIGestureRecognizer) {
        timer?.invalidate()
        timer = DeviceTimer.scheduledTimer(withTimeInterval: TouchTranslator.tapInterval) {
            [weak recognizer] _ in recognizer?.failIfPossible()
        }
    }

    package mutating func reset() {
        timer?.invalidate()
        timer = nil
        tapsDone = 0
        fingersThisTap = 0
    }
}
