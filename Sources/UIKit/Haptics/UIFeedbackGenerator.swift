// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The base class of the haptic feedback generators: `UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`
/// and `UISelectionFeedbackGenerator`.
///
/// A Linux desktop has no Taptic Engine: each haptic a generator plays is recorded as a device event of the
/// running app's device, at the device clock's time (tests read them with `HeadlessDevice.hapticEvents`), and
/// the screen shows a brief indicator (a flash of the screen's border). With no app running, haptics are
/// dropped, as on hardware without a Taptic Engine.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }

    /// Prepares the generator to play a haptic with little latency soon (iOS keeps the engine ready for a few
    /// seconds). Recorded on the device (`HapticEngine/preparations`); playing works without it.
    open func prepare() {
        HapticEngine.current?.prepare()
    }

    /// Records `kind` on the running app's device.
    package func play(_ kind: HapticEvent.Kind) {
        HapticEngine.current?.play(kind)
    }
}
