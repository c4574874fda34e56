// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The simulated microphone recorders read: silence by default, a sine tone, or a sound file played in a loop.
///
/// Users choose it with `TOUCHSTONE_MICROPHONE`: `silence`, `tone:440` (Hz, amplitude 0.5), or a path to a sound
/// file. A malformed value is logged and silence used. Its input is a pure function of the time since recording
/// began, so a recording is the same in every run.
package enum Microphone: Sendable {
    case silence
    case tone(frequency: Double)
    case file(PCMBuffer)

    /// The microphone `TOUCHSTONE_MICROPHONE` in `environment` names.
    package init(environment: [String: String]) {
        guard let value = environment["TOUCHSTONE_MICROPHONE"], !value.isEmpty, value != "silence" else {
            self = .silence
            return
        }
        if value.hasPrefix("tone:") {
            if let hz = Double(value.dropFirst(5)), hz.isFinite, hz > 0, hz < 100_000 {
                self = .tone(frequency: hz)
            } else {
                AudioDiagnostics.log("TOUCHSTONE_MICROPHONE=\(value): not a frequency in Hz; the microphone is silent")
                self = .silence
            }
            return
        }
        do {
            self = .file(try SoundFile.decode(contentsOf: URL(fileURLWithPath: value)))
        } catch {
            AudioDiagnostics.log("TOUCHSTONE_MICROPHONE=\(value): \(error.reason); the microphone is silent")
            self = .silence
        }
    }

    /// `count` frames of input starting `start` frames after recording began, at `sampleRate`, in `channels`
    /// interleaved channels (the same signal in each).
    package func samples(from start: Int, count: Int, sampleRate: Double, channels: Int) -> [Float] {
        var out = [Float](repeating: 0, count: max(0, count) * channels)
        guard count > 0 else { return out }
        for i in 0..<count {
            let value: Float
            switch self {
            case .silence:
                value = 0
            case .tone(let frequency):
                value = 0.5 * Float(sin(2 * Double.pi * frequency * Double(start + i) / sampleRate))
            case .file(let buffer):
                guard buffer.frameCount > 0 else { value = 0; break }
                let position = Int(Double(start + i) * buffer.sampleRate / sampleRate) % buffer.frameCount
                value = buffer.samples[position * buffer.channelCount]
            }
            for channel in 0..<channels { out[i * channels + channel] = value }
        }
        return out
    }
}
