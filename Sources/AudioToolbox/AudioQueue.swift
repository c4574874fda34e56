// SPDX-License-Identifier: Apache-2.0
//
// Audio Queue Services (AudioQueue.h; guide §2.7.4, listings 7-7..7-9): creating queues, their buffers and
// transport. Properties and parameters are in AudioQueue+Properties.swift.

import AudioEngine
import Dispatch
import Foundation

/// Makes a queue of `kind` for the format at `inFormat` that calls back at `delivery`, lets `configure` give it its
/// callback and writes it to `outAQ`; or returns why not.
private func makeQueue(_ kind: AudioQueueObject.Kind, _ inFormat: UnsafePointer<AudioStreamBasicDescription>,
                       _ delivery: AudioQueueCallbackDelivery.Target?,
                       _ outAQ: UnsafeMutablePointer<AudioQueueRef?>,
                       configure: (AudioQueueObject) -> Void) -> OSStatus
{
    guard let format = LinearPCMFormat(inFormat.pointee) else {
        AudioDiagnostics.log("AudioQueueNew: \(inFormat.pointee) is not interleaved linear PCM Touchstone plays")
        return kAudioFormatUnsupportedDataFormatError
    }
    let queue = AudioQueueObject(kind: kind, format: format, delivery: AudioQueueCallbackDelivery(delivery))
    configure(queue)
    outAQ.pointee = queue.reference
    return kAudio_NoError
}

/// Where callbacks go for a run loop and mode as the C-style creators take them.
private func target(_ runLoop: CFRunLoop?, _ mode: CFString?) -> AudioQueueCallbackDelivery.Target? {
    guard let runLoop else { return nil }
    return .runLoop(runLoop, RunLoop.Mode(rawValue: mode.map { $0 as String } ?? RunLoop.Mode.common.rawValue))
}

/// Creates a playback queue for audio in the format at `inFormat` and writes it to `outAQ`.
///
/// `inCallbackProc` is called with `inUserData` each time the queue is done with a buffer, on `inCallbackRunLoop`
/// in `inCallbackRunLoopMode` (the common modes when nil) when that loop turns, or on the queue's internal thread
/// when the run loop is nil. The format must be interleaved linear PCM (integers of 8–32 bits or 32/64-bit
/// floats, 1–8 channels, any rate: the engine converts); anything else returns
/// `kAudioFormatUnsupportedDataFormatError` (compressed formats are not decoded by queues here). `inFlags` is
/// reserved (0).
public func AudioQueueNewOutput(_ inFormat: UnsafePointer<AudioStreamBasicDescription>,
                                _ inCallbackProc: AudioQueueOutputCallback,
                                _ inUserData: UnsafeMutableRawPointer?, _ inCallbackRunLoop: CFRunLoop?,
                                _ inCallbackRunLoopMode: CFString?, _ inFlags: UInt32,
                                _ outAQ: UnsafeMutablePointer<AudioQueueRef?>) -> OSStatus
{
    nonisolated(unsafe) let data = inUserData
    return makeQueue(.output, inFormat, target(inCallbackRunLoop, inCallbackRunLoopMode), outAQ) {
        $0.outputCallback = { aq, buffer in inCallbackProc(data, aq, buffer) }
    }
}

/// Creates a playback queue whose callback is the block `inCallbackBlock`, called on `inCallbackDispatchQueue`;
/// otherwise as `AudioQueueNewOutput`.
public func AudioQueueNewOutputWithDispatchQueue(_ outAQ: UnsafeMutablePointer<AudioQueueRef?>,
                                                 _ inFormat: UnsafePointer<AudioStreamBasicDescription>,
                                                 _ inFlags: UInt32, _ inCallbackDispatchQueue: DispatchQueue,
                                                 _ inCallbackBlock: @escaping AudioQueueOutputCallbackBlock) -> OSStatus
{
    makeQueue(.output, inFormat, .dispatchQueue(inCallbackDispatchQueue), outAQ) { $0.outputCallback = inCallbackBlock }
}

/// Creates a recording queue that records the device's (simulated) microphone in the format at `inFormat` and
/// writes it to `outAQ`.
///
/// Once started, the queue fills its enqueued buffers in order, each when the engine's clock has advanced by
/// the buffer's duration, and calls `inCallbackProc` with each full buffer (packets = frames, no packet
/// descriptions) where `AudioQueueNewOutput` would. Formats and errors are as for `AudioQueueNewOutput`.
public func AudioQueueNewInput(_ inFormat: UnsafePointer<AudioStreamBasicDescription>,
                               _ inCallbackProc: AudioQueueInputCallback,
                               _ inUserData: UnsafeMutableRawPointer?, _ inCallbackRunLoop: CFRunLoop?,
                               _ inCallbackRunLoopMode: CFString?, _ inFlags: UInt32,
                               _ outAQ: UnsafeMutablePointer<AudioQueueRef?>) -> OSStatus
{
    nonisolated(unsafe) let data = inUserData
    return makeQueue(.input, inFormat, target(inCallbackRunLoop, inCallbackRunLoopMode), outAQ) {
        $0.inputCallback = { aq, buffer, time, packets in inCallbackProc(data, aq, buffer, time, packets, nil) }
    }
}

/// Creates a recording queue whose callback is the block `inCallbackBlock`, called on `inCallbackDispatchQueue`;
/// otherwise as `AudioQueueNewInput`.
public func AudioQueueNewInputWithDispatchQueue(_ outAQ: UnsafeMutablePointer<AudioQueueRef?>,
                                                _ inFormat: UnsafePointer<AudioStreamBasicDescription>,
                                                _ inFlags: UInt32, _ inCallbackDispatchQueue: DispatchQueue,
                                                _ inCallbackBlock: @escaping AudioQueueInputCallbackBlock) -> OSStatus
{
    makeQueue(.input, inFormat, .dispatchQueue(inCallbackDispatchQueue), outAQ) {
        $0.inputCallback = { aq, buffer, time, packets in inCallbackBlock(aq, buffer, time, packets, nil) }
    }
}

/// Stops `inAQ` at once, frees its buffers and forgets it; no callback runs afterwards, even one already due.
/// Asynchronous disposal (`inImmediate` false) is done at once too. Returns `kAudio_ParamError` for an unknown queue.
@discardableResult
public func AudioQueueDispose(_ inAQ: AudioQueueRef, _ inImmediate: Bool) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    queue.dispose()
    return kAudio_NoError
}

// MARK: Buffers

/// Allocates a buffer of `inBufferByteSize` bytes owned by `inAQ` and writes it to `outBuffer`.
public func AudioQueueAllocateBuffer(_ inAQ: AudioQueueRef, _ inBufferByteSize: UInt32,
                                     _ outBuffer: UnsafeMutablePointer<AudioQueueBufferRef?>) -> OSStatus
{
    AudioQueueAllocateBufferWithPacketDescriptions(inAQ, inBufferByteSize, 0, outBuffer)
}

/// Allocates a buffer of `inBufferByteSize` bytes with room for `inNumberPacketDescriptions` packet descriptions.
/// A zero size or an unknown queue returns `kAudio_ParamError`.
public func AudioQueueAllocateBufferWithPacketDescriptions(_ inAQ: AudioQueueRef, _ inBufferByteSize: UInt32,
                                                           _ inNumberPacketDescriptions: UInt32,
                                                           _ outBuffer: UnsafeMutablePointer<AudioQueueBufferRef?>)
    -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard inBufferByteSize > 0 else { return kAudio_ParamError }
    outBuffer.pointee = queue.allocateBuffer(capacity: inBufferByteSize, descriptions: inNumberPacketDescriptions)
    return kAudio_NoError
}

/// Frees `inBuffer`. Returns `kAudioQueueErr_BufferInQueue` while it is enqueued and `kAudioQueueErr_InvalidBuffer`
/// for a buffer the queue does not own.
@discardableResult
public func AudioQueueFreeBuffer(_ inAQ: AudioQueueRef, _ inBuffer: AudioQueueBufferRef) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    let status: OSStatus = queue.lock.withLock {
        guard queue.buffers.contains(inBuffer) else { return kAudioQueueErr_InvalidBuffer }
        guard !queue.isEnqueued(inBuffer) else { return kAudioQueueErr_BufferInQueue }
        queue.buffers.remove(inBuffer)
        return kAudio_NoError
    }
    if status == kAudio_NoError { AudioQueueObject.release(inBuffer) }
    return status
}

/// Adds `inBuffer` to the end of the queue: on a playback queue its first `mAudioDataByteSize` bytes play after
/// what is already enqueued (`kAudioQueueErr_BufferEmpty` when that is 0); a recording queue fills it.
/// Packet descriptions are accepted and ignored (linear PCM needs none). Returns `kAudioQueueErr_InvalidBuffer` for
/// a buffer the queue does not own and `kAudioQueueErr_BufferEnqueuedTwice` for one already enqueued.
public func AudioQueueEnqueueBuffer(_ inAQ: AudioQueueRef, _ inBuffer: AudioQueueBufferRef, _ inNumPacketDescs: UInt32,
                                    _ inPacketDescs: UnsafePointer<AudioStreamPacketDescription>?) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    let owned = queue.lock.withLock { queue.buffers.contains(inBuffer) }
    guard owned else { return kAudioQueueErr_InvalidBuffer }
    return queue.kind == .output ? queue.enqueueOutput(inBuffer, events: []) : queue.enqueueInput(inBuffer)
}

/// Enqueues a playback buffer with parameter changes that take effect when that buffer starts playing (guide
/// §2.7.4) and persist for the buffers after it. Trimming and start times are not supported: nonzero trims and a
/// start time are ignored (logged); `outActualStartTime`, when given, receives the queue's time at enqueue. A
/// recording queue returns `kAudioQueueErr_InvalidQueueType`; an unknown parameter `kAudioQueueErr_InvalidParameter`.
public func AudioQueueEnqueueBufferWithParameters(
    _ inAQ: AudioQueueRef, _ inBuffer: AudioQueueBufferRef, _ inNumPacketDescs: UInt32,
    _ inPacketDescs: UnsafePointer<AudioStreamPacketDescription>?, _ inTrimFramesAtStart: UInt32,
    _ inTrimFramesAtEnd: UInt32, _ inNumParamValues: UInt32, _ inParamValues: UnsafePointer<AudioQueueParameterEvent>?,
    _ inStartTime: UnsafePointer<AudioTimeStamp>?, _ outActualStartTime: UnsafeMutablePointer<AudioTimeStamp>?
) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard queue.kind == .output else { return kAudioQueueErr_InvalidQueueType }
    guard queue.lock.withLock({ queue.buffers.contains(inBuffer) }) else { return kAudioQueueErr_InvalidBuffer }
    if inTrimFramesAtStart != 0 || inTrimFramesAtEnd != 0 || inStartTime != nil {
        AudioDiagnostics.log("AudioQueueEnqueueBufferWithParameters: trims and start times are not simulated")
    }
    guard inNumParamValues == 0 || inParamValues != nil else { return kAudio_ParamError }
    let events = inNumParamValues == 0 ? [] : Array(UnsafeBufferPointer(start: inParamValues, count: Int(inNumParamValues)))
    let status = queue.enqueueOutput(inBuffer, events: events)
    if status == kAudio_NoError, let outActualStartTime {
        var stamp = AudioTimeStamp()
        stamp.mSampleTime = queue.currentSampleTime()
        stamp.mFlags = .sampleTimeValid
        outActualStartTime.pointee = stamp
    }
    return status
}

// MARK: Transport

/// Starts (or resumes after `AudioQueuePause`) playing or recording now; a start time is ignored. Returns
/// `kAudioQueueErr_CannotStart` during an audio interruption.
@discardableResult
public func AudioQueueStart(_ inAQ: AudioQueueRef, _ inStartTime: UnsafePointer<AudioTimeStamp>?) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    return queue.kind == .output ? queue.startOutput() : queue.startInput()
}

/// Prepares the enqueued buffers for playing (decoding is done at enqueue here) and writes the enqueued frames
/// (at most `inNumberOfFramesToPrepare` when nonzero) to `outNumberOfFramesPrepared`.
@discardableResult
public func AudioQueuePrime(_ inAQ: AudioQueueRef, _ inNumberOfFramesToPrepare: UInt32,
                            _ outNumberOfFramesPrepared: UnsafeMutablePointer<UInt32>?) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard queue.kind == .output else { return kAudioQueueErr_InvalidQueueType }
    let frames = queue.activeVoices().reduce(0) { $0 + $1.buffer.frameCount }
    let prepared = inNumberOfFramesToPrepare == 0 ? frames : min(frames, Int(inNumberOfFramesToPrepare))
    outNumberOfFramesPrepared?.pointee = UInt32(clamping: prepared)
    return kAudio_NoError
}

/// Pauses without losing the enqueued audio or the position; `AudioQueueStart` resumes.
@discardableResult
public func AudioQueuePause(_ inAQ: AudioQueueRef) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    if queue.kind == .output { queue.pauseOutput() } else { queue.pauseInput() }
    return kAudio_NoError
}

/// Stops the queue. `inImmediate` true stops at once: nothing more is heard and the enqueued buffers go back to
/// the output callback in order. False returns at once and lets the enqueued audio play out; the queue stops (and
/// `kAudioQueueProperty_IsRunning` becomes 0) after the last buffer (guide listing 7-7). A recording queue stops
/// at once either way, handing over the buffer it was filling with what it had captured.
@discardableResult
public func AudioQueueStop(_ inAQ: AudioQueueRef, _ inImmediate: Bool) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    if queue.kind == .input || inImmediate {
        queue.stopImmediately(returnBuffers: queue.kind == .output)
    } else {
        queue.stopAsynchronously()
    }
    return kAudio_NoError
}

/// Makes sure everything enqueued plays even when it does not fill a codec packet. Linear PCM needs nothing:
/// enqueued audio always plays in full.
@discardableResult
public func AudioQueueFlush(_ inAQ: AudioQueueRef) -> OSStatus {
    AudioQueueObject.find(inAQ) == nil ? kAudio_ParamError : kAudio_NoError
}

/// Drops everything enqueued at once (the buffers go back to the callback) and leaves the queue running, ready for
/// new buffers.
@discardableResult
public func AudioQueueReset(_ inAQ: AudioQueueRef) -> OSStatus {
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    let wasRunning = queue.lock.withLock { queue.isRunning && !queue.isPaused }
    queue.stopImmediately(returnBuffers: queue.kind == .output, keepRunning: true)
    if wasRunning && queue.kind == .input { _ = queue.startInput() }
    return kAudio_NoError
}
