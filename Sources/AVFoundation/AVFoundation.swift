// SPDX-License-Identifier: Apache-2.0
//
// AV Foundation's audio classes (AVAudioSession, AVAudioPlayer, AVAudioRecorder) over Touchstone's audio engine, and
// its video playback (AVAsset, AVPlayerItem, AVPlayer, AVQueuePlayer, AVPlayerLayer) on a simulated timeline.
// As on Apple platforms, `import AVFoundation` brings Audio Toolbox (and the Core Audio format constants) and Core
// Media (CMTime) with it. It never imports UIKit: the device's interruptions and screen lock reach it through the
// engine; AVPlayerLayer needs only Quartz Core.

@_exported import AudioToolbox
@_exported import CoreMedia
import AudioEngine
import Dispatch
import Foundation

/// Runs AV Foundation's delegate callbacks and notifications on the main queue, later, never inside the call that
/// caused them (as iOS delivers them on the main thread).
enum MainQueue {
    /// A value handed to the main queue; the objects in it are only touched there or under their own locks.
    private struct Handoff: @unchecked Sendable { let body: () -> Void }

    /// Queues `body` on `DispatchQueue.main`.
    static func later(_ body: @escaping () -> Void) {
        let handoff = Handoff(body: body)
        DispatchQueue.main.async { handoff.body() }
    }

    /// Queues `body` on `DispatchQueue.main` through `asyncAfter` with no delay: on a simulated device that is a
    /// device-clock timer, so it runs in the device's next turn (`HeadlessDevice.advance(by:)`) like the players'
    /// other timers, in order with them.
    static func nextTurn(_ body: @escaping () -> Void) {
        let handoff = Handoff(body: body)
        DispatchQueue.main.asyncAfter(deadline: .now()) { handoff.body() }
    }
}

/// A weak reference, for the session's lists of players and recorders.
struct WeakReference<T: AnyObject> {
    weak var object: T?
}

/// Lets AV Foundation's classes hand themselves to `@Sendable` engine callbacks; they touch their state only on the
/// main queue or through the engine's locks.
struct Unchecked<T>: @unchecked Sendable {
    let value: T
}
