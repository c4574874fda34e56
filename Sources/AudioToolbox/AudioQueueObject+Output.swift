// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// A buffer enqueued on a playback queue: its decoded samples as an engine voice, and the volume and pan it plays
/// at (its own parameter events, or the queue's values when it was enqueued).
struct OutputEntry {
    let buffer: AudioQueueBufferRef
    let voice: AudioVoice
    var volume: Float
    var pan: Float
    /// Whether the buffer carried its own volume / pan (`AudioQueueEnqueueBufferWithParameters`): a later immediate
    /// change does not reach it or the buffers after it.
    let ownsVolume: Bool
    let ownsPan: Bool
}

/// Playback: each enqueued buffer becomes an engine voice, chained to start on the frame the previous one ends,
/// so the engine's sink hears exactly the enqueued PCM, in order, scaled by the volume. When a voice ends its
/// buffer goes back to the app through the output callback.
extension AudioQueueObject {
    /// Enqueues `buffer` with optional parameter events; returns the status.
    func enqueueOutput(_ buffer: AudioQueueBufferRef, events: [AudioQueueParameterEvent]) -> OSStatus {
        let byteSize = Int(buffer.pointee.mAudioDataByteSize)
        guard byteSize > 0 else { return kAudioQueueErr_BufferEmpty }
        guard byteSize <= Int(buffer.pointee.mAudioDataBytesCapacity) else { return kAudioQueueErr_InvalidBuffer }
        var eventVolume: Float?, eventPan: Float?
        for event in events {
            guard event.mValue.isFinite else { return kAudio_ParamError }
            switch event.mID {
            case kAudioQueueParam_Volume: eventVolume = min(max(event.mValue, 0), 1)
            case kAudioQueueParam_Pan: eventPan = min(max(event.mValue, -1), 1)
            case kAudioQueueParam_PlayRate, kAudioQueueParam_Pitch, kAudioQueueParam_VolumeRampTime: break
            default: return kAudioQueueErr_InvalidParameter
            }
        }
        let samples = format.decode(UnsafeRawBufferPointer(start: buffer.pointee.mAudioData, count: byteSize))
        guard !samples.isEmpty else { return kAudioQueueErr_BufferEmpty }
        let pcm = PCMBuffer(sampleRate: format.sampleRate, channelCount: format.channelCount, samples: samples)
        let status: OSStatus = lock.withLock {
            guard buffers.contains(buffer) else { return kAudioQueueErr_InvalidBuffer }
            guard !isEnqueued(buffer) else { return kAudioQueueErr_BufferEnqueuedTwice }
            return kAudio_NoError
        }
        guard status == kAudio_NoError else { return status }
        let voice = engine.makeVoice(pcm)
        let (volume, pan, running) = lock.withLock { () -> (Float, Float, Bool) in
            let volume = eventVolume ?? entries.last?.volume ?? self.volume
            let pan = eventPan ?? entries.last?.pan ?? self.pan
            entries.append(OutputEntry(buffer: buffer, voice: voice, volume: volume, pan: pan,
                                       ownsVolume: eventVolume != nil, ownsPan: eventPan != nil))
            return (volume, pan, isRunning && !isPaused)
        }
        voice.volume = volume
        voice.pan = pan
        nonisolated(unsafe) let finishedBuffer = buffer
        voice.onFinish = { [weak self] in self?.finished(finishedBuffer) }
        if running { schedule() }
        return kAudio_NoError
    }

    /// Starts every enqueued voice that is not playing yet, each on the frame the one before it ends (a paused
    /// voice resumes now).
    func schedule() {
        engine.pump()
        let voices = lock.withLock { entries.map(\.voice) }
        var cursor = engine.renderFrame
        for voice in voices {
            switch voice.currentState {
            case .playing:
                cursor = max(cursor, engine.renderFrame + voice.remainingEngineFrames)
            case .scheduled:
                cursor = max(cursor, voice.scheduledStartFrame + voice.lengthInEngineFrames)
            case .paused:
                voice.play()
                cursor = engine.renderFrame + voice.remainingEngineFrames
            case .stopped:
                voice.play(atFrame: cursor)
                cursor += voice.lengthInEngineFrames
            }
        }
    }

    /// A voice played its buffer to the end: the buffer goes back to the app; an asynchronous stop completes once
    /// nothing is left.
    private func finished(_ buffer: AudioQueueBufferRef) {
        guard let entry = lock.withLock({ () -> OutputEntry? in
            guard let index = entries.firstIndex(where: { $0.buffer == buffer }) else { return nil }
            let entry = entries.remove(at: index)
            volume = entry.volume
            pan = entry.pan
            return entry
        }) else { return }
        accumulate(entry.voice.takeMeterTotals())
        entry.voice.remove()
        returnToApp(buffer)
        let stopNow = lock.withLock { isStopping && entries.isEmpty }
        if stopNow {
            lock.withLock { isStopping = false }
            setRunning(false)
        }
    }

    /// Calls the output callback with `buffer` at the delivery target (unless the queue was disposed by then).
    func returnToApp(_ buffer: AudioQueueBufferRef) {
        let reference = self.reference!
        let call = CallbackHandoff { [weak self] in
            guard let self, let callback = self.lock.withLock({ self.isDisposed ? nil : self.outputCallback }) else { return }
            callback(reference, buffer)
        }
        delivery.deliver { call.body() }
    }

    /// The voices enqueued now.
    func activeVoices() -> [AudioVoice] { lock.withLock { entries.map(\.voice) } }

    // MARK: Transport

    /// Starts (or resumes) playback now.
    func startOutput() -> OSStatus {
        guard !engine.isInterrupted else { return kAudioQueueErr_CannotStart }
        lock.withLock {
            isPaused = false
            isStopping = false
        }
        timelineStarted()
        setRunning(true)
        schedule()
        return kAudio_NoError
    }

    /// Holds playback where it is; `AudioQueueStart` resumes it.
    func pauseOutput() {
        engine.pump()
        let (voices, wasRunning) = lock.withLock { () -> ([AudioVoice], Bool) in
            let was = isRunning && !isPaused
            if was {
                isPaused = true
                pausedAt = nil
            }
            return (entries.map(\.voice), was)
        }
        guard wasRunning else { return }
        let now = engine.renderFrame
        lock.withLock { pausedAt = now }
        for voice in voices {
            switch voice.currentState {
            case .playing: voice.pause()
            case .scheduled: voice.stop()
            default: break
            }
        }
    }

    /// Stops now: nothing more is heard; the enqueued buffers go back to the app (when `returnBuffers`) in order.
    /// With `keepRunning` (`AudioQueueReset`) the queue stays running, ready for new buffers.
    func stopImmediately(returnBuffers: Bool, keepRunning: Bool = false) {
        engine.pump()
        let dropped: [OutputEntry] = lock.withLock {
            if !keepRunning { isPaused = false }
            isStopping = false
            defer { entries = [] }
            return entries
        }
        for entry in dropped {
            entry.voice.onFinish = nil
            entry.voice.stop()
            entry.voice.remove()
            accumulate(entry.voice.takeMeterTotals())
            if returnBuffers { returnToApp(entry.buffer) }
        }
        if kind == .input { stopRecording(returnBuffers: returnBuffers) }
        if !keepRunning { setRunning(false) }
    }

    /// Stops once the enqueued buffers played (at once when none are).
    func stopAsynchronously() {
        engine.pump()
        let nothingLeft = lock.withLock { () -> Bool in
            guard isRunning else { return false }
            isStopping = true
            return entries.isEmpty
        }
        if nothingLeft {
            lock.withLock { isStopping = false }
            setRunning(false)
        }
    }

    // MARK: Parameters

    /// Sets the volume or pan now: the playing buffer and the waiting ones change, up to the first that carries
    /// its own value; the value persists for later buffers.
    func setImmediate(_ id: AudioQueueParameterID, _ value: Float) {
        engine.pump()
        let ramp = Double(lock.withLock { storedParameters[kAudioQueueParam_VolumeRampTime] ?? 0 })
        let changed: [AudioVoice] = lock.withLock {
            if id == kAudioQueueParam_Volume { volume = value } else { pan = value }
            var voices: [AudioVoice] = []
            for index in entries.indices {
                let started = [.playing, .paused].contains(entries[index].voice.currentState)
                let owns = id == kAudioQueueParam_Volume ? entries[index].ownsVolume : entries[index].ownsPan
                if owns && !started { break }
                if id == kAudioQueueParam_Volume { entries[index].volume = value } else { entries[index].pan = value }
                voices.append(entries[index].voice)
            }
            return voices
        }
        for voice in changed {
            if id == kAudioQueueParam_Pan {
                voice.pan = value
            } else if ramp > 0 {
                voice.setVolume(value, fadeDuration: ramp)
            } else {
                voice.volume = value
            }
        }
    }

    /// The volume or pan in effect now: the playing buffer's, else the last one set or played.
    func currentParameter(_ id: AudioQueueParameterID) -> Float {
        engine.pump()
        return lock.withLock {
            let playing = entries.first { [.playing, .paused].contains($0.voice.currentState) }
            if id == kAudioQueueParam_Volume { return playing?.volume ?? volume }
            return playing?.pan ?? pan
        }
    }
}
