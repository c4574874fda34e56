// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Touchstone's audio engine: decoded voices mixed into stereo at a fixed sample rate, rendered as the engine's
/// clock advances, into an ``AudioSink``.
///
/// **Time.** The engine never reads wall time. Frame *n* of its output is time *n* / ``sampleRate`` on its
/// ``clock``; ``pump()`` renders every frame up to the clock's now and then reports the voices that ended. Who
/// pumps: an app's runtime every run-loop turn (UIKit binds one engine per device to its host clock), a
/// ``ManualAudioClock`` at each wakeup the engine asked for, the ``SystemAudioClock`` through `asyncAfter`; and
/// every read of a voice's position. A voice therefore ends exactly `duration` seconds of clock time after it
/// started, on every host.
///
/// **The device.** The engine also holds the simulated audio hardware's state that frameworks above share: the
/// vibration motor (``vibrationMotor``), the interruption and screen-lock state with their observers
/// (``AudioEngine+Device.swift``) and the microphone (``microphone``).
package final class AudioEngine: @unchecked Sendable {
    /// Output frames per second.
    package let sampleRate: Double
    /// The engine's time.
    package let clock: AudioClock
    /// Where the mix goes.
    package var sink: AudioSink {
        get { locked { sinkStorage } }
        set { pump(); locked { sinkStorage = newValue } }
    }
    /// The simulated vibration motor (System Sound Services' `kSystemSoundID_Vibrate`).
    package let vibrationMotor: VibrationMotor
    /// The simulated microphone recorders read.
    package var microphone: Microphone {
        get { locked { microphoneStorage } }
        set { locked { microphoneStorage = newValue } }
    }

    private let lock = NSLock()
    private var sinkStorage: AudioSink
    private var microphoneStorage: Microphone
    private var voices: [AudioVoice] = []
    /// The next engine frame to render; nil until the first pump.
    private var nextFrame: Int?
    private var mix: [Float] = []
    private var pendingWakeup: Double?
    private var tasks: [(id: Int, time: Double, action: @Sendable () -> Void)] = []
    private var nextTaskID = 1
    private var attachments: [String: AnyObject] = [:]
    // Device state (AudioEngine+Device.swift), guarded by `lock`.
    var interrupted = false
    var screenLocked = false
    var observers: [(token: UUID, observer: @Sendable (AudioDeviceEvent) -> Void)] = []

    /// An engine on `clock` rendering into `sink`.
    package init(clock: AudioClock, sink: AudioSink = NullAudioSink(), sampleRate: Double = 44_100,
                 microphone: Microphone = .silence, hasVibrationMotor: Bool = true)
    {
        self.clock = clock
        self.sinkStorage = sink
        self.sampleRate = sampleRate
        self.microphoneStorage = microphone
        self.vibrationMotor = VibrationMotor(hasMotor: hasVibrationMotor, clock: clock)
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: The current engine

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static weak var installed: AudioEngine?
    /// The engine of code outside any app: the system clock, no sound device, `TOUCHSTONE_MICROPHONE`'s input.
    private static let detached = AudioEngine(
        clock: SystemAudioClock(), microphone: Microphone(environment: ProcessInfo.processInfo.environment))

    /// The engine of the running app (the one its runtime installed), or the detached one.
    package static var current: AudioEngine { currentLock.withLock { installed } ?? detached }

    /// Makes `engine` the current one (an app runtime, when it installs).
    package static func makeCurrent(_ engine: AudioEngine) { currentLock.withLock { installed = engine } }

    /// Stops `engine` being current, if it is.
    package static func resign(_ engine: AudioEngine) {
        currentLock.withLock { if installed === engine { installed = nil } }
    }

    /// The next engine frame ``pump()`` renders (the current frame before the first pump). Lock held.
    var nextRenderFrame: Int { nextFrame ?? Int((clock.now * sampleRate).rounded(.down)) }

    /// The engine frame the next ``pump()`` renders first: where a voice started now begins.
    package var renderFrame: Int { locked { nextRenderFrame } }

    /// The object stored under `key`, made by `make` the first time: per-engine state of the frameworks above
    /// (AV Foundation's audio session).
    /// `make` runs outside the engine's lock (it may register observers); when two threads race, the first stored
    /// object wins.
    package func attachment<T: AnyObject>(_ key: String, make: () -> T) -> T {
        if let existing = locked({ attachments[key] as? T }) { return existing }
        let made = make()
        return locked {
            if let existing = attachments[key] as? T { return existing }
            attachments[key] = made
            return made
        }
    }

    // MARK: Timed work

    /// Calls `action` from ``pump()`` once the clock reaches `time` (a recorder's `record(forDuration:)`); returns
    /// a token for ``cancelScheduled(_:)``.
    @discardableResult
    package func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> Int {
        let id: Int = locked {
            let id = nextTaskID
            nextTaskID += 1
            tasks.append((id, time, action))
            return id
        }
        scheduleWakeup()
        return id
    }

    /// Forgets scheduled work.
    package func cancelScheduled(_ id: Int) {
        locked { tasks.removeAll { $0.id == id } }
    }

    // MARK: Voices

    /// A stopped voice over `buffer`, at volume 1, centred.
    package func makeVoice(_ buffer: PCMBuffer) -> AudioVoice {
        let voice = AudioVoice(buffer: buffer, engine: self)
        locked { voices.append(voice) }
        return voice
    }

    /// Takes `voice` out of the mix.
    func remove(_ voice: AudioVoice) {
        locked { voices.removeAll { $0 === voice } }
    }

    /// How many voices are playing now.
    package var playingVoiceCount: Int { pump(); return locked { voices.count { $0.state == .playing } } }

    // MARK: Rendering

    /// Renders every frame up to the clock's now into the sink, then calls the finish callbacks of the voices that
    /// ended, and asks the clock to wake the engine when the next one will end.
    package func pump() {
        let now = clock.now
        let finished: [@Sendable () -> Void] = locked {
            let target = Int((now * sampleRate + 1e-6).rounded(.down))
            guard let start = nextFrame else {
                nextFrame = target
                return []
            }
            guard target > start else { return [] }
            nextFrame = target
            return render(from: start, count: target - start)
        }
        for callback in finished { callback() }
        let due: [@Sendable () -> Void] = locked {
            let ready = tasks.filter { $0.time <= now + 1e-9 }.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
            tasks.removeAll { $0.time <= now + 1e-9 }
            return ready.map(\.action)
        }
        for action in due { action() }
        scheduleWakeup()
    }

    /// Renders `count` frames starting at engine frame `start`; returns the callbacks of voices that ended.
    /// Called with the lock held.
    private func render(from start: Int, count: Int) -> [@Sendable () -> Void] {
        let sink = sinkStorage
        let wantsSamples = sink.wantsSamples
        var finished: [@Sendable () -> Void] = []
        let chunk = 4096
        var offset = 0
        while offset < count {
            let frames = min(chunk, count - offset)
            let first = start + offset
            if wantsSamples {
                if mix.count < frames * 2 { mix = [Float](repeating: 0, count: frames * 2) }
                for i in 0..<(frames * 2) { mix[i] = 0 }
            }
            for voice in voices {
                if voice.state == .scheduled && voice.startFrame < first + frames { voice.state = .playing }
                guard voice.state == .playing else { continue }
                let from = max(0, voice.startFrame - first)
                if renderVoice(voice, frames: from..<frames, chunkStart: first, into: wantsSamples) {
                    if let callback = voice.onFinishStorage { finished.append(callback) }
                }
            }
            if wantsSamples {
                mix.withUnsafeBufferPointer { sink.receive($0, frameCount: frames, startFrame: first) }
            }
            offset += frames
        }
        return finished
    }

    /// Mixes `voice` into `mix` for the frames in `range` of the chunk; returns true when it ended.
    private func renderVoice(_ voice: AudioVoice, frames range: Range<Int>, chunkStart: Int, into wantsSamples: Bool) -> Bool {
        let buffer = voice.buffer
        let channels = buffer.channelCount
        let total = buffer.frameCount
        let step = Double(voice.rateStorage) * buffer.sampleRate / sampleRate
        let left = voice.panStorage > 0 ? 1 - voice.panStorage : 1
        let right = voice.panStorage < 0 ? 1 + voice.panStorage : 1
        guard total > 0 else {
            voice.state = .stopped
            return true
        }
        for frame in range {
            if voice.position >= Double(total) {
                if voice.loopsLeft != 0 {
                    voice.position -= Double(total)
                    if voice.loopsLeft > 0 { voice.loopsLeft -= 1 }
                } else {
                    voice.state = .stopped
                    voice.position = 0
                    return true
                }
            }
            let index = Int(voice.position)
            let fraction = Float(voice.position - Double(index))
            let next = index + 1 < total ? index + 1 : index
            let volume = voice.gain(at: chunkStart + frame)
            var l: Float = 0, r: Float = 0
            for channel in 0..<channels {
                let a = buffer.samples[index * channels + channel], b = buffer.samples[next * channels + channel]
                let value = (a + (b - a) * fraction) * volume
                voice.meterSumSquares[channel] += Double(value * value)
                voice.meterPeak[channel] = max(voice.meterPeak[channel], abs(value))
                if channels == 1 {
                    l = value; r = value
                } else if channel == 0 {
                    l = value
                } else if channel == 1 {
                    r = value
                }
            }
            voice.meterFrames += 1
            if wantsSamples {
                mix[frame * 2] += l * left
                mix[frame * 2 + 1] += r * right
            }
            voice.position += step
        }
        return false
    }

    /// The clock time at which the next playing voice ends (or a scheduled one starts); nil when none will.
    package var nextWakeup: Double? {
        locked {
            let now = nextFrame ?? Int((clock.now * sampleRate).rounded(.down))
            var earliest: Double? = tasks.map(\.time).min()
            for voice in voices {
                var frame: Int?
                switch voice.state {
                case .scheduled:
                    frame = voice.startFrame
                case .playing where voice.loopsLeft >= 0:
                    let step = Double(voice.rateStorage) * voice.buffer.sampleRate / sampleRate
                    let remaining = Double(voice.buffer.frameCount) * Double(voice.loopsLeft + 1) - voice.position
                    frame = now + Int((max(0, remaining) / step).rounded(.up)) + 1
                default:
                    break
                }
                // At least one frame ahead, so every wakeup renders something and the engine always progresses.
                if let frame { earliest = min(earliest ?? .infinity, Double(max(frame, now + 1)) / sampleRate) }
            }
            return earliest
        }
    }

    /// Asks the clock to pump the engine at ``nextWakeup``.
    func scheduleWakeup() {
        guard let time = nextWakeup else { return }
        let request: Bool = locked {
            if let pending = pendingWakeup, pending <= time, pending > clock.now { return false }
            pendingWakeup = time
            return true
        }
        guard request else { return }
        clock.requestWakeup(at: time) { [weak self] in
            guard let self else { return }
            self.locked { if self.pendingWakeup == time { self.pendingWakeup = nil } }
            self.pump()
        }
    }
}
