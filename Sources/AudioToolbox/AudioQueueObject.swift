// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// The object behind an `AudioQueueRef`: its format, buffers, callbacks, parameters, meters and listeners.
/// Playback lives in AudioQueueObject+Output.swift, recording in AudioQueueObject+Input.swift.
///
/// **Locking.** `lock` guards the state below. Nothing that pumps the engine (a voice's `play`, `volume`, …) is
/// called with it held, because the engine's pump calls back into the queue (a buffer finished); the queue's lock
/// may be held while reading a voice's state, which takes only the engine's lock.
final class AudioQueueObject: @unchecked Sendable {
    static let table = HandleTable<AudioQueueObject>()

    enum Kind { case output, input }

    let kind: Kind
    let format: LinearPCMFormat
    let engine: AudioEngine
    let delivery: AudioQueueCallbackDelivery
    /// This queue's reference, set right after it entered ``table``.
    private(set) var reference: AudioQueueRef!
    let lock = NSLock()

    /// The buffers allocated and not freed.
    var buffers: Set<AudioQueueBufferRef> = []
    var isRunning = false
    var isPaused = false
    /// Asynchronous stop requested: the queue stops once its enqueued buffers played.
    var isStopping = false
    var isDisposed = false
    var meteringEnabled = false
    /// Meter accumulators since the last read, per channel.
    var meterSumSquares: [Double]
    var meterPeak: [Float]
    var meterFrames = 0
    var listeners: [(id: AudioQueuePropertyID, proc: AudioQueuePropertyListenerProc, userData: UnsafeMutableRawPointer?)] = []
    /// Parameters that are kept but not simulated (PlayRate, Pitch, VolumeRampTime), and the time-pitch switch.
    var storedParameters: [AudioQueueParameterID: AudioQueueParameterValue] = [
        kAudioQueueParam_PlayRate: 1, kAudioQueueParam_Pitch: 0, kAudioQueueParam_VolumeRampTime: 0,
    ]
    var timePitchEnabled: UInt32 = 0
    /// The engine frame the queue's timeline started at, and the frames spent paused since (output); nil before the
    /// first start.
    var timelineStart: Int?
    var pausedAt: Int?
    var pausedFrames = 0

    // Output state (AudioQueueObject+Output.swift).
    var outputCallback: ((AudioQueueRef, AudioQueueBufferRef) -> Void)?
    var entries: [OutputEntry] = []
    /// The volume and pan in effect: the last set, or the last started buffer's.
    var volume: Float = 1
    var pan: Float = 0

    // Input state (AudioQueueObject+Input.swift).
    var inputCallback: ((AudioQueueRef, AudioQueueBufferRef, UnsafePointer<AudioTimeStamp>, UInt32) -> Void)?
    var inputBuffers: [AudioQueueBufferRef] = []
    /// Frames (at the queue's rate) recorded since the first start.
    var recordedFrames = 0
    var recordingStartTime: Double?
    var inputTask: Int?
    /// Whether the last fill found no buffer waiting (the input since then is lost).
    var inputStarved = false
    /// The engine's device-event registration (interruptions).
    private var interruptionObserver: UUID?

    init(kind: Kind, format: LinearPCMFormat, delivery: AudioQueueCallbackDelivery) {
        self.kind = kind
        self.format = format
        self.delivery = delivery
        engine = AudioEngine.current
        meterSumSquares = Array(repeating: 0, count: format.channelCount)
        meterPeak = Array(repeating: 0, count: format.channelCount)
        reference = Self.table.insert(self)
        // An interruption (a call) pauses the queue; the app's interruption handling restarts it with
        // `AudioQueueStart` once it ended (guide §2.7.3, Table 7-2).
        interruptionObserver = engine.addDeviceObserver { [weak self] event in
            guard let self, event == .interruptionBegan else { return }
            if self.kind == .output { self.pauseOutput() } else { self.pauseInput() }
        }
    }

    /// The queue behind `reference`, or nil for a disposed or unknown reference (logged).
    static func find(_ reference: AudioQueueRef?, _ function: String = #function) -> AudioQueueObject? {
        guard let queue = table.object(reference) else {
            AudioDiagnostics.log("\(function): not an audio queue (nil, unknown or disposed)")
            return nil
        }
        return queue
    }

    // MARK: Buffers

    /// A new buffer of `capacity` bytes, with room for `descriptions` packet descriptions.
    func allocateBuffer(capacity: UInt32, descriptions: UInt32) -> AudioQueueBufferRef {
        let data = UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(capacity)), alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, Int(capacity)))
        var storage: UnsafeMutablePointer<AudioStreamPacketDescription>?
        if descriptions > 0 {
            storage = .allocate(capacity: Int(descriptions))
            storage?.initialize(repeating: AudioStreamPacketDescription(), count: Int(descriptions))
        }
        let buffer = AudioQueueBufferRef.allocate(capacity: 1)
        buffer.initialize(to: AudioQueueBuffer(
            mAudioDataBytesCapacity: capacity, mAudioData: data, mAudioDataByteSize: 0, mUserData: nil,
            mPacketDescriptionCapacity: descriptions, mPacketDescriptions: storage, mPacketDescriptionCount: 0))
        lock.withLock { _ = buffers.insert(buffer) }
        return buffer
    }

    /// Whether `buffer` is enqueued (waiting or playing / being filled).
    func isEnqueued(_ buffer: AudioQueueBufferRef) -> Bool {
        entries.contains { $0.buffer == buffer } || inputBuffers.contains(buffer)
    }

    /// Frees `buffer`'s memory. Lock not held; the buffer is already out of ``buffers``.
    static func release(_ buffer: AudioQueueBufferRef) {
        buffer.pointee.mAudioData.deallocate()
        buffer.pointee.mPacketDescriptions?.deallocate()
        buffer.deinitialize(count: 1)
        buffer.deallocate()
    }

    // MARK: Listeners and metering

    /// Sets the running state and tells the IsRunning listeners when it changed.
    func setRunning(_ running: Bool) {
        let listeners: [(AudioQueuePropertyListenerProc, UnsafeMutableRawPointer?)] = lock.withLock {
            guard isRunning != running else { return [] }
            isRunning = running
            return self.listeners.filter { $0.id == kAudioQueueProperty_IsRunning }.map { ($0.proc, $0.userData) }
        }
        let reference = self.reference!
        for (proc, userData) in listeners {
            let data = CallbackHandoff { proc(userData, reference, kAudioQueueProperty_IsRunning) }
            delivery.deliver { data.body() }
        }
    }

    /// Adds a voice's meter totals to the queue's accumulators.
    func accumulate(_ totals: (sumSquares: [Double], peak: [Float], frames: Int)) {
        lock.withLock {
            guard meteringEnabled else { return }
            for channel in 0..<min(totals.sumSquares.count, meterSumSquares.count) {
                meterSumSquares[channel] += totals.sumSquares[channel]
                meterPeak[channel] = max(meterPeak[channel], totals.peak[channel])
            }
            meterFrames += totals.frames
        }
    }

    /// Each channel's RMS and peak (linear) since the last read; resets the accumulators.
    func takeLevels() -> [AudioQueueLevelMeterState] {
        for voice in activeVoices() { accumulate(voice.takeMeterTotals()) }
        return lock.withLock {
            let levels = (0..<format.channelCount).map { channel in
                AudioQueueLevelMeterState(
                    mAveragePower: meterFrames > 0 ? Float((meterSumSquares[channel] / Double(meterFrames)).squareRoot()) : 0,
                    mPeakPower: meterPeak[channel])
            }
            meterSumSquares = meterSumSquares.map { _ in 0 }
            meterPeak = meterPeak.map { _ in 0 }
            meterFrames = 0
            return levels
        }
    }

    // MARK: Time

    /// The queue's timeline position in the queue's frames: engine frames since the first start, less the time
    /// spent paused, at the queue's rate.
    func currentSampleTime() -> Double {
        let now = engine.renderFrame
        return lock.withLock {
            guard let start = timelineStart else { return 0 }
            let paused = pausedFrames + (pausedAt.map { now - $0 } ?? 0)
            return Double(max(0, now - start - paused)) * format.sampleRate / engine.sampleRate
        }
    }

    /// Marks the timeline's start (the first start) or the end of a pause.
    func timelineStarted() {
        let now = engine.renderFrame
        lock.withLock {
            if timelineStart == nil { timelineStart = now }
            if let pausedAt { pausedFrames += now - pausedAt }
            pausedAt = nil
        }
    }

    // MARK: Disposal

    /// Stops at once, frees every buffer and leaves the table: no callback is called afterwards.
    func dispose() {
        stopImmediately(returnBuffers: false)
        let freed: Set<AudioQueueBufferRef> = lock.withLock {
            isDisposed = true
            outputCallback = nil
            inputCallback = nil
            listeners = []
            defer { buffers = [] }
            return buffers
        }
        Self.table.remove(reference)
        if let interruptionObserver { engine.removeDeviceObserver(interruptionObserver) }
        for buffer in freed { Self.release(buffer) }
    }
}
