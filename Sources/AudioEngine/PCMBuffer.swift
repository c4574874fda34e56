// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Decoded audio: interleaved 32-bit float samples in −1…1, with the file's rate, channels and encoding.
package struct PCMBuffer: Sendable {
    /// Frames per second of the source.
    package var sampleRate: Double
    /// Channels per frame (1 mono, 2 stereo, …).
    package var channelCount: Int
    /// The samples, `frameCount × channelCount` of them, frame after frame.
    package var samples: [Float]
    /// What the file held, for callers that accept only some encodings (System Sound Services).
    package var encoding: SoundFileEncoding

    /// A buffer over `samples`.
    package init(sampleRate: Double, channelCount: Int, samples: [Float],
                 encoding: SoundFileEncoding = SoundFileEncoding(container: .caf, codec: .float32)) {
        self.sampleRate = sampleRate
        self.channelCount = max(1, channelCount)
        self.samples = samples
        self.encoding = encoding
    }

    /// Frames in the buffer.
    package var frameCount: Int { samples.count / channelCount }
    /// Length in seconds.
    package var duration: Double { sampleRate > 0 ? Double(frameCount) / sampleRate : 0 }

    /// A sine tone: `seconds` long, `frequency` Hz, peak `amplitude`, the same in every channel.
    package static func tone(frequency: Double, seconds: Double, amplitude: Float = 0.8, sampleRate: Double = 44_100,
                             channelCount: Int = 1) -> PCMBuffer
    {
        let frames = max(0, Int((seconds * sampleRate).rounded()))
        var samples = [Float](repeating: 0, count: frames * channelCount)
        for frame in 0..<frames {
            let value = amplitude * Float(sin(2 * Double.pi * frequency * Double(frame) / sampleRate))
            for channel in 0..<channelCount { samples[frame * channelCount + channel] = value }
        }
        return PCMBuffer(sampleRate: sampleRate, channelCount: channelCount, samples: samples,
                         encoding: SoundFileEncoding(container: .caf, codec: .pcm16))
    }

    /// A constant signal (every sample `value`): the easiest input for asserting gains.
    package static func constant(_ value: Float, seconds: Double, sampleRate: Double = 44_100,
                                 channelCount: Int = 1) -> PCMBuffer
    {
        let frames = max(0, Int((seconds * sampleRate).rounded()))
        return PCMBuffer(sampleRate: sampleRate, channelCount: channelCount,
                         samples: [Float](repeating: value, count: frames * channelCount),
                         encoding: SoundFileEncoding(container: .caf, codec: .pcm16))
    }
}
