// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// Records from the device's microphone into a sound file (guide §2.7.5, listing 7-11).
///
/// The microphone is simulated (silence by default; `TOUCHSTONE_MICROPHONE=tone:440` or a sound file's path) and
/// the file is written through libsndfile in the format the settings ask for: linear PCM, Apple Lossless (in CAF),
/// IMA4, µ-law, a-law or FLAC, in the container the file name's extension names (.caf, .wav, .aif, .flac). AAC
/// and iLBC cannot be written: `init(url:settings:)` throws 'fmt?' (1718449215) in `NSOSStatusErrorDomain`.
/// Recording follows the device's clock: ``stop()`` after *t* seconds of device time leaves a file of *t* seconds.
/// Recording needs a session category that records (`.record` or `.playAndRecord`); ``record()`` returns false
/// otherwise. With the recording permission denied (`TOUCHSTONE_MICROPHONE_AUTHORIZATION=deny`) the file holds
/// silence, as on iOS.
open class AVAudioRecorder: NSObject {
    private let engine: AudioEngine
    private let session: AVAudioSession
    private let format: RecordingFormat
    private let fileURL: URL
    private let settingsStorage: [String: Any]
    private let lock = NSLock()
    private var writer: SoundFileWriter?
    private var recording = false
    /// Device time at which the current stretch of recording began, and frames recorded before it.
    private var segmentStart = 0.0
    private var framesBeforeSegment = 0
    private var durationTask: Int?
    /// The recorded length at which `record(forDuration:)` stops, while one runs.
    private var durationLimit: Double?
    private var permitted = true
    private var meteringStorage = false
    private var meterSumSquares = 0.0
    private var meterPeak: Float = 0
    private var meterFrames = 0
    private var meters: (average: Float, peak: Float) = (-160, -160)
    private weak var delegateStorage: AVAudioRecorderDelegate?

    /// A recorder that will write `url` in the format `settings` describe (`AVFormatIDKey`, `AVSampleRateKey`,
    /// `AVNumberOfChannelsKey`, `AVLinearPCMBitDepthKey`, `AVEncoderBitDepthHintKey`, …). Throws an `NSError` in
    /// `NSOSStatusErrorDomain` for a format the simulation cannot write.
    public init(url: URL, settings: [String: Any]) throws {
        do { format = try RecordingFormat(url: url, settings: settings) } catch {
            AudioDiagnostics.log("AVAudioRecorder(url: \(url.lastPathComponent)): \(error.reason)")
            throw error.nsError
        }
        engine = .current
        session = AVAudioSession.session(for: engine)
        fileURL = url
        settingsStorage = settings
        super.init()
        session.register(self)
    }

    /// The delegate: told when recording finishes and about interruptions, on the main queue.
    open weak var delegate: AVAudioRecorderDelegate? {
        get { lock.withLock { delegateStorage } }
        set { lock.withLock { delegateStorage = newValue } }
    }

    /// The file being recorded.
    open var url: URL { fileURL }
    /// The settings the recorder was made with.
    open var settings: [String: Any] { settingsStorage }
    /// Whether the recorder is recording.
    open var isRecording: Bool { lock.withLock { recording } }
    /// The device's audio clock in seconds.
    open var deviceCurrentTime: TimeInterval { engine.clock.now }

    /// Seconds recorded so far while recording (or paused); 0 once stopped.
    open var currentTime: TimeInterval {
        catchUp()
        return lock.withLock { writer.map { Double($0.framesWritten) / format.sampleRate } ?? 0 }
    }

    // MARK: Recording

    /// Creates the file (replacing one already there). Returns false, with a log line, when it cannot be created.
    @discardableResult
    open func prepareToRecord() -> Bool {
        lock.withLock { prepareLocked() }
    }

    private func prepareLocked() -> Bool {
        if writer != nil { return true }
        do {
            writer = try SoundFileWriter(url: fileURL, encoding: format.encoding, sampleRate: format.sampleRate,
                                         channelCount: format.channelCount)
            framesBeforeSegment = 0
            return true
        } catch {
            AudioDiagnostics.log("AVAudioRecorder.prepareToRecord(): \(error.reason)")
            return false
        }
    }

    /// Starts or resumes recording. Returns false when the session's category does not record, during an
    /// interruption, or when the file cannot be created.
    @discardableResult
    open func record() -> Bool {
        guard session.category.allowsRecording else {
            AudioDiagnostics.log("AVAudioRecorder.record(): the session category \(session.category.rawValue) does "
                                     + "not record; set .record or .playAndRecord")
            return false
        }
        guard !engine.isInterrupted else { return false }
        let permitted = session.resolvePermission()
        let now = engine.clock.now
        let started: Bool = lock.withLock {
            if recording { return true }
            guard prepareLocked() else { return false }
            self.permitted = permitted
            recording = true
            segmentStart = now
            framesBeforeSegment = writer?.framesWritten ?? 0
            return true
        }
        if started {
            session.activateImplicitly()
            scheduleDurationLimit()
        }
        return started
    }

    /// Stops the recording when it reaches ``durationLimit`` of recorded time (counted while recording only).
    private func scheduleDurationLimit() {
        let recorded = currentTime
        guard let limit = lock.withLock({ durationLimit }) else { return }
        let this = Unchecked(value: WeakReference(object: self))
        let task = engine.schedule(at: engine.clock.now + max(0, limit - recorded)) { this.value.object?.stop() }
        lock.withLock {
            if let old = durationTask { engine.cancelScheduled(old) }
            durationTask = task
        }
    }

    /// Records for `duration` seconds of device time, then stops (and tells the delegate).
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool {
        guard duration.isFinite, duration > 0 else { return false }
        let recorded = currentTime
        lock.withLock { durationLimit = recorded + duration }
        guard record() else {
            lock.withLock { durationLimit = nil }
            return false
        }
        return true
    }

    /// Pauses; ``record()`` continues the same file.
    open func pause() {
        catchUp()
        lock.withLock {
            recording = false
            framesBeforeSegment = writer?.framesWritten ?? 0
            if let task = durationTask { engine.cancelScheduled(task) }
            durationTask = nil
        }
    }

    /// Stops recording and closes the file; the delegate gets `audioRecorderDidFinishRecording(_:successfully:)`
    /// on the main queue. A later ``record()`` starts a new file.
    open func stop() {
        catchUp()
        let finished: Bool = lock.withLock {
            guard let writer else { return false }
            writer.close()
            self.writer = nil
            recording = false
            if let task = durationTask { engine.cancelScheduled(task) }
            durationTask = nil
            durationLimit = nil
            return true
        }
        guard finished else { return }
        MainQueue.later { [self] in delegate?.audioRecorderDidFinishRecording(self, successfully: true) }
    }

    /// Deletes the recorded file; false while recording or when there is no file.
    @discardableResult
    open func deleteRecording() -> Bool {
        guard !isRecording else { return false }
        lock.withLock {
            writer?.close()
            writer = nil
        }
        return (try? FileManager.default.removeItem(at: fileURL)) != nil
    }

    /// Writes the microphone's input up to the clock's now.
    private func catchUp() {
        let now = engine.clock.now
        let microphone = engine.microphone
        lock.withLock {
            guard recording, let writer else { return }
            var target = framesBeforeSegment + Int(((now - segmentStart) * format.sampleRate).rounded(.down))
            // record(forDuration:) ends at its limit exactly, even when the stop runs a little later.
            if let limit = durationLimit { target = min(target, Int((limit * format.sampleRate).rounded())) }
            let start = writer.framesWritten
            guard target > start else { return }
            var samples = microphone.samples(from: start, count: target - start, sampleRate: format.sampleRate,
                                             channels: format.channelCount)
            if !permitted { samples = samples.map { _ in 0 } }
            for value in samples {
                meterSumSquares += Double(value * value)
                meterPeak = max(meterPeak, abs(value))
            }
            meterFrames += target - start
            writer.write(samples)
        }
    }

    // MARK: Metering

    /// Whether ``updateMeters()`` measures the input level.
    open var isMeteringEnabled: Bool {
        get { lock.withLock { meteringStorage } }
        set { lock.withLock { meteringStorage = newValue } }
    }

    /// Measures the level of what was recorded since the last call.
    open func updateMeters() {
        guard isMeteringEnabled else { return }
        catchUp()
        lock.withLock {
            if meterFrames > 0 {
                let rms = (meterSumSquares / Double(meterFrames * format.channelCount)).squareRoot()
                meters = (Self.decibels(Float(rms)), Self.decibels(meterPeak))
            } else {
                meters = (-160, -160)
            }
            meterSumSquares = 0
            meterPeak = 0
            meterFrames = 0
        }
    }

    /// The average (RMS) input power at the last ``updateMeters()``, in dBFS (−160 silence). Every channel reads the
    /// same: the simulated microphone is mono.
    open func averagePower(forChannel channelNumber: Int) -> Float {
        lock.withLock { channelNumber >= 0 && channelNumber < format.channelCount ? meters.average : -160 }
    }

    /// The peak input power at the last ``updateMeters()``, in dBFS.
    open func peakPower(forChannel channelNumber: Int) -> Float {
        lock.withLock { channelNumber >= 0 && channelNumber < format.channelCount ? meters.peak : -160 }
    }

    private static func decibels(_ amplitude: Float) -> Float {
        amplitude > 1e-8 ? min(0, max(-160, 20 * log10(amplitude))) : -160
    }
}
