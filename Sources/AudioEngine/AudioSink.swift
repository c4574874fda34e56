// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the engine's mixed output goes: interleaved stereo 32-bit float frames at the engine's sample rate.
///
/// The engine calls ``receive(_:frameCount:startFrame:)`` from ``AudioEngine/pump()`` with each rendered stretch,
/// in order and without gaps; `startFrame` is the first frame's index on the engine's time base (frame *n* is
/// host time *n* / sample rate).
package protocol AudioSink: AnyObject {
    /// Whether the sink wants samples at all; when false the engine only advances its sources.
    var wantsSamples: Bool { get }
    /// Takes `frameCount` interleaved stereo frames.
    func receive(_ samples: UnsafeBufferPointer<Float>, frameCount: Int, startFrame: Int)
}

/// A sink that drops everything: the engine's output when no sound device exists (always, on the headless host).
package final class NullAudioSink: AudioSink {
    package init() {}
    package var wantsSamples: Bool { false }
    package func receive(_ samples: UnsafeBufferPointer<Float>, frameCount: Int, startFrame: Int) {}
}

/// A sink that records every frame it is given, so tests can assert samples, volume and timing.
package final class CapturingAudioSink: AudioSink {
    /// The captured frames, interleaved left/right.
    package private(set) var samples: [Float] = []
    /// The engine frame index of the first captured frame (nil before anything arrived).
    package private(set) var firstFrame: Int?

    package init() {}
    package var wantsSamples: Bool { true }

    package func receive(_ samples: UnsafeBufferPointer<Float>, frameCount: Int, startFrame: Int) {
        if firstFrame == nil { firstFrame = startFrame }
        self.samples.append(contentsOf: samples.prefix(frameCount * 2))
    }

    /// How many frames were captured.
    package var frameCount: Int { samples.count / 2 }

    /// The left (0) or right (1) channel's samples of the frames whose engine indexes are in `frames`
    /// (clipped to what was captured).
    package func channel(_ channel: Int, frames: Range<Int>) -> [Float] {
        guard let first = firstFrame else { return [] }
        let lower = max(frames.lowerBound - first, 0), upper = min(frames.upperBound - first, frameCount)
        guard lower < upper else { return [] }
        return (lower..<upper).map { samples[$0 * 2 + channel] }
    }

    /// The largest absolute sample of either channel, over everything captured.
    package var peak: Float { samples.reduce(0) { max($0, abs($1)) } }
}
