// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// Recording: the queue fills its enqueued buffers, oldest first, with the engine's simulated microphone, each at
/// the engine-clock time its last frame was captured, and hands each full buffer to the input callback. While no
/// buffer is enqueued the input is lost (Apple's queue drops it too).
extension AudioQueueObject {
    /// Frames one of `buffer`'s fills holds.
    private func frameCapacity(_ buffer: AudioQueueBufferRef) -> Int {
        Int(buffer.pointee.mAudioDataBytesCapacity) / format.bytesPerFrame
    }

    /// Enqueues an empty buffer to be filled.
    func enqueueInput(_ buffer: AudioQueueBufferRef) -> OSStatus {
        guard frameCapacity(buffer) > 0 else { return kAudioQueueErr_InvalidBuffer }
        let status: OSStatus = lock.withLock {
            guard buffers.contains(buffer) else { return kAudioQueueErr_InvalidBuffer }
            guard !isEnqueued(buffer) else { return kAudioQueueErr_BufferEnqueuedTwice }
            inputBuffers.append(buffer)
            return kAudio_NoError
        }
        if status == kAudio_NoError { scheduleFill() }
        return status
    }

    /// Starts (or resumes) recording now.
    func startInput() -> OSStatus {
        guard !engine.isInterrupted else { return kAudioQueueErr_CannotStart }
        let now = engine.clock.now
        lock.withLock {
            // Resuming continues the recording's timeline where it stopped.
            recordingStartTime = now - Double(recordedFrames) / format.sampleRate
            isPaused = false
        }
        timelineStarted()
        setRunning(true)
        scheduleFill()
        return kAudio_NoError
    }

    /// Stops filling; `AudioQueueStart` resumes.
    func pauseInput() {
        let task: Int? = lock.withLock {
            isPaused = true
            defer { inputTask = nil }
            return inputTask
        }
        if let task { engine.cancelScheduled(task) }
    }

    /// Stops recording: the buffer being filled goes back to the app with what was captured so far; the others
    /// (when `returnBuffers`) go back empty.
    func stopRecording(returnBuffers: Bool) {
        let (task, head, rest, partial) = lock.withLock {
            () -> (Int?, AudioQueueBufferRef?, [AudioQueueBufferRef], Int) in
            let task = inputTask
            inputTask = nil
            var partial = 0
            if let start = recordingStartTime, isRunning, !isPaused, let head = inputBuffers.first {
                let captured = Int(((engine.clock.now - start) * format.sampleRate + 1e-6).rounded(.down)) - recordedFrames
                partial = min(max(0, captured), frameCapacity(head))
            }
            let all = inputBuffers
            inputBuffers = []
            recordingStartTime = nil
            return (task, partial > 0 ? all.first : nil, partial > 0 ? Array(all.dropFirst()) : all, partial)
        }
        if let task { engine.cancelScheduled(task) }
        if let head { fill(head, frames: partial) }
        guard returnBuffers else { return }
        for buffer in rest {
            buffer.pointee.mAudioDataByteSize = 0
            deliverInput(buffer, sampleTime: Double(lock.withLock { recordedFrames }), packets: 0)
        }
    }

    /// Asks the engine to fill the head buffer when the microphone has delivered enough frames for it.
    private func scheduleFill() {
        let plan: (Double, Int?)? = lock.withLock {
            guard isRunning, !isPaused, inputTask == nil, let start = recordingStartTime,
                  let head = inputBuffers.first else { return nil }
            // Input that arrived while no buffer waited is lost: recording goes on from now. (A fill that runs
            // late, at the engine's next pump, loses nothing: its frames are the ones due at its own time.)
            if inputStarved {
                let now = Int(((engine.clock.now - start) * format.sampleRate + 1e-6).rounded(.down))
                recordedFrames = max(recordedFrames, now)
                inputStarved = false
            }
            return (start + Double(recordedFrames + frameCapacity(head)) / format.sampleRate, nil)
        }
        guard let (time, _) = plan else { return }
        let task = engine.schedule(at: time) { [weak self] in self?.fillDue() }
        lock.withLock { inputTask = task }
    }

    /// The head buffer is full: fill it and hand it over, then wait for the next.
    private func fillDue() {
        let head: AudioQueueBufferRef? = lock.withLock {
            inputTask = nil
            guard isRunning, !isPaused else { return nil }
            return inputBuffers.first
        }
        guard let head else { return }
        lock.withLock {
            _ = inputBuffers.removeFirst()
            inputStarved = inputBuffers.isEmpty
        }
        fill(head, frames: frameCapacity(head))
        scheduleFill()
    }

    /// Writes `frames` microphone frames into `buffer` and hands it to the app.
    private func fill(_ buffer: AudioQueueBufferRef, frames: Int) {
        let first = lock.withLock { recordedFrames }
        let samples = engine.microphone.samples(from: first, count: frames, sampleRate: format.sampleRate,
                                                channels: format.channelCount)
        format.encode(samples, into: buffer.pointee.mAudioData)
        buffer.pointee.mAudioDataByteSize = UInt32(frames * format.bytesPerFrame)
        buffer.pointee.mPacketDescriptionCount = 0
        var sumSquares = [Double](repeating: 0, count: format.channelCount)
        var peak = [Float](repeating: 0, count: format.channelCount)
        for (index, value) in samples.enumerated() {
            sumSquares[index % format.channelCount] += Double(value * value)
            peak[index % format.channelCount] = max(peak[index % format.channelCount], abs(value))
        }
        accumulate((sumSquares, peak, frames))
        lock.withLock { recordedFrames = first + frames }
        deliverInput(buffer, sampleTime: Double(first), packets: UInt32(frames))
    }

    /// Calls the input callback with `buffer` at the delivery target.
    private func deliverInput(_ buffer: AudioQueueBufferRef, sampleTime: Double, packets: UInt32) {
        let reference = self.reference!
        var stamp = AudioTimeStamp()
        stamp.mSampleTime = sampleTime
        stamp.mHostTime = UInt64(max(0, engine.clock.now) * 1e9)
        stamp.mFlags = .sampleHostTimeValid
        let call = CallbackHandoff { [weak self] in
            guard let self, let callback = self.lock.withLock({ self.isDisposed ? nil : self.inputCallback }) else { return }
            var time = stamp
            callback(reference, buffer, &time, packets)
        }
        delivery.deliver { call.body() }
    }
}
