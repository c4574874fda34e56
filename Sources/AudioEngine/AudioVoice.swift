// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One decoded sound the engine's mixer plays: a position in its source, gains, looping and meters.
///
/// Made by ``AudioEngine/makeVoice(_:)``; every member locks the engine, so a voice may be used from any thread.
/// Reads of the position first render the engine up to its clock's now (``AudioEngine/pump()``).
package final class AudioVoice: @unchecked Sendable {
    /// What the voice is doing.
    package enum State: Equatable, Sendable { case stopped, scheduled, playing, paused }

    /// The decoded source.
    package let buffer: PCMBuffer
    /// The engine that mixes it.
    package unowned let engine: AudioEngine
    // State below is guarded by the engine's lock.
    var state: State = .stopped
    /// The position in source frames (fractional while resampling).
    var position: Double = 0
    var volumeStorage: Float = 1
    var panStorage: Float = 0
    var rateStorage: Float = 1
    /// Loops still to play after the current pass: −1 forever.
    var loopsLeft = 0
    var loopSetting = 0
    /// The engine frame at which a scheduled voice starts.
    var startFrame = 0
    var onFinishStorage: (@Sendable () -> Void)?
    /// A volume ramp in progress (``setVolume(_:fadeDuration:)``): from, to, first engine frame, length in frames.
    var fade: (from: Float, to: Float, start: Int, frames: Int)?
    /// Meter accumulators since the last ``takeMeters()``, per source channel.
    var meterSumSquares: [Double]
    var meterPeak: [Float]
    var meterFrames = 0

    init(buffer: PCMBuffer, engine: AudioEngine) {
        self.buffer = buffer
        self.engine = engine
        meterSumSquares = [Double](repeating: 0, count: buffer.channelCount)
        meterPeak = [Float](repeating: 0, count: buffer.channelCount)
    }

    /// Called from ``AudioEngine/pump()`` (outside the engine's lock) when the voice played to its end.
    package var onFinish: (@Sendable () -> Void)? {
        get { engine.locked { onFinishStorage } }
        set { engine.locked { onFinishStorage = newValue } }
    }

    /// Whether the voice is playing or waiting for its start time.
    package var isActive: Bool { engine.locked { state == .playing || state == .scheduled } }
    /// The voice's state.
    package var currentState: State { engine.locked { state } }

    /// Gain, 0…1 (clamped; non-finite values are ignored).
    package var volume: Float {
        get { engine.locked { volumeStorage } }
        set { guard newValue.isFinite else { return }; engine.pump(); engine.locked { fade = nil; volumeStorage = min(max(newValue, 0), 1) } }
    }
    /// Moves the volume to `target` (clamped to 0…1) linearly over `duration` seconds of the engine's clock.
    package func setVolume(_ target: Float, fadeDuration duration: Double) {
        guard target.isFinite else { return }
        engine.pump()
        let frames = duration.isFinite ? Int(max(0, duration) * engine.sampleRate) : 0
        engine.locked {
            let to = min(max(target, 0), 1)
            if frames > 0 {
                fade = (volumeStorage, to, engine.nextRenderFrame, frames)
            } else {
                fade = nil
            }
            volumeStorage = to
        }
    }

    /// The gain at engine frame `frame`: the fade's value while one runs.
    func gain(at frame: Int) -> Float {
        guard let fade else { return volumeStorage }
        let t = Float(frame - fade.start) / Float(fade.frames)
        if t >= 1 { self.fade = nil; return volumeStorage }
        return fade.from + (fade.to - fade.from) * max(0, t)
    }

    /// Stereo position, −1 (left) … 1 (right) (clamped).
    package var pan: Float {
        get { engine.locked { panStorage } }
        set { guard newValue.isFinite else { return }; engine.pump(); engine.locked { panStorage = min(max(newValue, -1), 1) } }
    }
    /// Playback speed, 0.5…2 (clamped).
    package var rate: Float {
        get { engine.locked { rateStorage } }
        set {
            guard newValue.isFinite else { return }
            engine.pump()
            engine.locked { rateStorage = min(max(newValue, 0.5), 2) }
            engine.scheduleWakeup()
        }
    }
    /// Extra passes after the first: 0 plays once, 1 twice, any negative number forever.
    package var numberOfLoops: Int {
        get { engine.locked { loopSetting } }
        set { engine.pump(); engine.locked { loopSetting = newValue; loopsLeft = newValue < 0 ? -1 : newValue }; engine.scheduleWakeup() }
    }

    /// Seconds into the source (rendered up to now). Setting it seeks (clamped to 0…duration).
    package var currentTime: Double {
        get { engine.pump(); return engine.locked { position / buffer.sampleRate } }
        set {
            guard newValue.isFinite else { return }
            engine.pump()
            engine.locked { position = min(max(newValue, 0), buffer.duration) * buffer.sampleRate }
            engine.scheduleWakeup()
        }
    }

    /// Starts (or resumes) at the next rendered frame, or at host time `time` when later than now.
    package func play(at time: Double? = nil) {
        engine.pump()
        engine.locked {
            if state == .stopped { loopsLeft = loopSetting < 0 ? -1 : loopSetting }
            if let time, time > engine.clock.now {
                startFrame = Int((time * engine.sampleRate).rounded(.up))
                state = .scheduled
            } else {
                state = .playing
            }
        }
        engine.scheduleWakeup()
    }

    /// Starts at engine frame `frame` exactly, or at the next rendered frame when that is later: the way an audio
    /// queue chains its buffers without a gap or an overlap.
    package func play(atFrame frame: Int) {
        engine.pump()
        engine.locked {
            if state == .stopped { loopsLeft = loopSetting < 0 ? -1 : loopSetting }
            if frame > engine.nextRenderFrame {
                startFrame = frame
                state = .scheduled
            } else {
                state = .playing
            }
        }
        engine.scheduleWakeup()
    }

    /// The engine frame a scheduled voice starts at.
    package var scheduledStartFrame: Int { engine.locked { startFrame } }

    /// Engine frames one pass over the whole source takes at the current rate (the frames from its start until the
    /// next voice chained after it starts).
    package var lengthInEngineFrames: Int { engine.locked { framesToPlay(from: 0) } }

    /// Engine frames left before the voice reaches its source's end from where it is now (rendered up to now).
    package var remainingEngineFrames: Int {
        engine.pump()
        return engine.locked { framesToPlay(from: position) }
    }

    /// Engine frames from source position `start` to the end. Lock held.
    private func framesToPlay(from start: Double) -> Int {
        let step = Double(rateStorage) * buffer.sampleRate / engine.sampleRate
        guard step > 0 else { return 0 }
        return Int((max(0, Double(buffer.frameCount) - start) / step - 1e-9).rounded(.up))
    }

    /// Holds the position.
    package func pause() {
        engine.pump()
        engine.locked { if state != .stopped { state = .paused } }
    }

    /// Stops; the position stays where it is (``AVAudioPlayer`` semantics: `stop` does not rewind).
    package func stop() {
        engine.pump()
        engine.locked { state = .stopped }
    }

    /// The average (RMS) and peak level of each source channel since the last call, in decibels full scale
    /// (−160 for silence), after the voice's volume; resets the accumulators.
    package func takeMeters() -> [(average: Float, peak: Float)] {
        engine.pump()
        return engine.locked {
            let result = (0..<buffer.channelCount).map { channel -> (Float, Float) in
                guard meterFrames > 0 else { return (-160, -160) }
                let rms = (meterSumSquares[channel] / Double(meterFrames)).squareRoot()
                return (Self.decibels(Float(rms)), Self.decibels(meterPeak[channel]))
            }
            meterSumSquares = meterSumSquares.map { _ in 0 }
            meterPeak = meterPeak.map { _ in 0 }
            meterFrames = 0
            return result.map { (average: $0.0, peak: $0.1) }
        }
    }

    /// The raw meter accumulators since the last take, per source channel: the sum of squared samples, the peak
    /// absolute sample (both after the volume) and the frames counted; resets them. Audio queues add these up over
    /// the voices of their buffers.
    package func takeMeterTotals() -> (sumSquares: [Double], peak: [Float], frames: Int) {
        engine.pump()
        return engine.locked {
            let totals = (meterSumSquares, meterPeak, meterFrames)
            meterSumSquares = meterSumSquares.map { _ in 0 }
            meterPeak = meterPeak.map { _ in 0 }
            meterFrames = 0
            return totals
        }
    }

    /// `amplitude` (0…1) in dBFS, −160 for silence, at most 0 (AV Foundation's and Audio Queue Services' meters).
    package static func decibels(_ amplitude: Float) -> Float {
        guard amplitude > 1e-8 else { return -160 }
        return min(0, max(-160, 20 * log10(amplitude)))
    }

    /// Takes the voice out of the engine.
    package func remove() { engine.remove(self) }
}
