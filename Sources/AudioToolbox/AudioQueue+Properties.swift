// SPDX-License-Identifier: Apache-2.0
//
// Audio Queue Services' parameters, properties, property listeners and time (AudioQueue.h; guide listings 7-8,
// 7-9).

import AudioEngine
import Foundation

/// Sets a playback parameter now (listing 7-8): `kAudioQueueParam_Volume` (0…1 linear, clamped) and
/// `kAudioQueueParam_Pan` (−1…1) change the playing buffer at once and persist for later buffers, up to one that
/// carries its own value (`AudioQueueEnqueueBufferWithParameters`); a volume change ramps over
/// `kAudioQueueParam_VolumeRampTime` seconds when that is set. PlayRate and Pitch are kept, not applied.
/// Returns `kAudioQueueErr_InvalidParameter` for another ID, `kAudio_ParamError` for a non-finite value and
/// `kAudioQueueErr_InvalidQueueType` on a recording queue.
@discardableResult
public func AudioQueueSetParameter(_ inAQ: AudioQueueRef, _ inParamID: AudioQueueParameterID,
                                   _ inValue: AudioQueueParameterValue) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard queue.kind == .output else { return kAudioQueueErr_InvalidQueueType }
    guard inValue.isFinite else { return kAudio_ParamError }
    switch inParamID {
    case kAudioQueueParam_Volume:
        queue.setImmediate(inParamID, min(max(inValue, 0), 1))
    case kAudioQueueParam_Pan:
        queue.setImmediate(inParamID, min(max(inValue, -1), 1))
    case kAudioQueueParam_PlayRate, kAudioQueueParam_Pitch, kAudioQueueParam_VolumeRampTime:
        queue.lock.withLock { queue.storedParameters[inParamID] = inValue }
    default:
        return kAudioQueueErr_InvalidParameter
    }
    return kAudio_NoError
}

/// Writes a playback parameter's current value to `outValue`: the volume or pan the playing buffer has (which a
/// buffer's own parameter event set once it started), else the last one set.
@discardableResult
public func AudioQueueGetParameter(_ inAQ: AudioQueueRef, _ inParamID: AudioQueueParameterID,
                                   _ outValue: UnsafeMutablePointer<AudioQueueParameterValue>) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard queue.kind == .output else { return kAudioQueueErr_InvalidQueueType }
    switch inParamID {
    case kAudioQueueParam_Volume, kAudioQueueParam_Pan:
        outValue.pointee = queue.currentParameter(inParamID)
    default:
        guard let value = queue.lock.withLock({ queue.storedParameters[inParamID] }) else {
            return kAudioQueueErr_InvalidParameter
        }
        outValue.pointee = value
    }
    return kAudio_NoError
}

/// The byte size of property `id` on `queue`, or nil when the queue has no such property.
private func propertySize(_ queue: AudioQueueObject, _ id: AudioQueuePropertyID) -> Int? {
    switch id {
    case kAudioQueueProperty_IsRunning, kAudioQueueProperty_EnableLevelMetering, kAudioQueueProperty_EnableTimePitch,
         kAudioQueueDeviceProperty_NumberChannels:
        return MemoryLayout<UInt32>.size
    case kAudioQueueDeviceProperty_SampleRate:
        return MemoryLayout<Float64>.size
    case kAudioQueueProperty_StreamDescription:
        return MemoryLayout<AudioStreamBasicDescription>.size
    case kAudioQueueProperty_CurrentLevelMeter, kAudioQueueProperty_CurrentLevelMeterDB:
        return MemoryLayout<AudioQueueLevelMeterState>.stride * queue.format.channelCount
    case kAudioQueueProperty_MagicCookie:
        return 0
    default:
        return nil
    }
}

/// Writes the byte size of property `inID`'s value to `outDataSize`; `kAudioQueueErr_InvalidProperty` for an
/// unknown property.
@discardableResult
public func AudioQueueGetPropertySize(_ inAQ: AudioQueueRef, _ inID: AudioQueuePropertyID,
                                      _ outDataSize: UnsafeMutablePointer<UInt32>) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard let size = propertySize(queue, inID) else { return kAudioQueueErr_InvalidProperty }
    outDataSize.pointee = UInt32(size)
    return kAudio_NoError
}

/// Reads property `inID` into `outData`, which holds `ioDataSize` bytes; `ioDataSize` becomes the bytes written.
///
/// `kAudioQueueProperty_CurrentLevelMeter` (linear) and `…DB` (decibels full scale, −160 for silence) write one
/// `AudioQueueLevelMeterState` per channel the buffer has room for (listing 7-9): the RMS and peak of what played
/// (or was recorded) since the last read, after the volume; all zeros (−160 dB) while metering is off.
/// A buffer too small for one value returns `kAudioQueueErr_InvalidPropertySize`; an unknown property
/// `kAudioQueueErr_InvalidProperty`.
@discardableResult
public func AudioQueueGetProperty(_ inAQ: AudioQueueRef, _ inID: AudioQueuePropertyID,
                                  _ outData: UnsafeMutableRawPointer,
                                  _ ioDataSize: UnsafeMutablePointer<UInt32>) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard let size = propertySize(queue, inID) else { return kAudioQueueErr_InvalidProperty }
    let capacity = Int(ioDataSize.pointee)
    switch inID {
    case kAudioQueueProperty_CurrentLevelMeter, kAudioQueueProperty_CurrentLevelMeterDB:
        let stride = MemoryLayout<AudioQueueLevelMeterState>.stride
        guard capacity >= stride else { return kAudioQueueErr_InvalidPropertySize }
        let enabled = queue.lock.withLock { queue.meteringEnabled }
        var levels = enabled ? queue.takeLevels()
            : Array(repeating: AudioQueueLevelMeterState(), count: queue.format.channelCount)
        if inID == kAudioQueueProperty_CurrentLevelMeterDB {
            levels = levels.map {
                AudioQueueLevelMeterState(mAveragePower: AudioVoice.decibels($0.mAveragePower),
                                          mPeakPower: AudioVoice.decibels($0.mPeakPower))
            }
        }
        let count = min(levels.count, capacity / stride)
        for index in 0..<count {
            outData.storeBytes(of: levels[index], toByteOffset: index * stride, as: AudioQueueLevelMeterState.self)
        }
        ioDataSize.pointee = UInt32(count * stride)
        return kAudio_NoError
    default:
        guard capacity >= size else { return kAudioQueueErr_InvalidPropertySize }
    }
    switch inID {
    case kAudioQueueProperty_IsRunning:
        let running = queue.lock.withLock { queue.isRunning }
        outData.storeBytes(of: UInt32(running ? 1 : 0), as: UInt32.self)
    case kAudioQueueProperty_EnableLevelMetering:
        outData.storeBytes(of: UInt32(queue.lock.withLock { queue.meteringEnabled } ? 1 : 0), as: UInt32.self)
    case kAudioQueueProperty_EnableTimePitch:
        outData.storeBytes(of: queue.lock.withLock { queue.timePitchEnabled }, as: UInt32.self)
    case kAudioQueueDeviceProperty_NumberChannels:
        outData.storeBytes(of: UInt32(2), as: UInt32.self)
    case kAudioQueueDeviceProperty_SampleRate:
        outData.storeBytes(of: queue.engine.sampleRate, as: Float64.self)
    case kAudioQueueProperty_StreamDescription:
        outData.storeBytes(of: queue.format.streamDescription, as: AudioStreamBasicDescription.self)
    default:
        break
    }
    ioDataSize.pointee = UInt32(size)
    return kAudio_NoError
}

/// Sets property `inID` from the `inDataSize` bytes at `inData`: `kAudioQueueProperty_EnableLevelMetering`
/// (UInt32, nonzero turns metering on and starts a fresh measurement) and `kAudioQueueProperty_EnableTimePitch`
/// (kept only). Other properties are read-only here and return `kAudioQueueErr_InvalidProperty`; a short value
/// `kAudioQueueErr_InvalidPropertySize`.
@discardableResult
public func AudioQueueSetProperty(_ inAQ: AudioQueueRef, _ inID: AudioQueuePropertyID, _ inData: UnsafeRawPointer,
                                  _ inDataSize: UInt32) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    switch inID {
    case kAudioQueueProperty_EnableLevelMetering, kAudioQueueProperty_EnableTimePitch:
        guard inDataSize >= UInt32(MemoryLayout<UInt32>.size) else { return kAudioQueueErr_InvalidPropertySize }
        let value = inData.loadUnaligned(as: UInt32.self)
        if inID == kAudioQueueProperty_EnableTimePitch {
            queue.lock.withLock { queue.timePitchEnabled = value }
            return kAudio_NoError
        }
        // Start a fresh measurement: what played before metering was on does not count.
        for voice in queue.activeVoices() { _ = voice.takeMeterTotals() }
        queue.lock.withLock {
            queue.meteringEnabled = value != 0
            queue.meterSumSquares = queue.meterSumSquares.map { _ in 0 }
            queue.meterPeak = queue.meterPeak.map { _ in 0 }
            queue.meterFrames = 0
        }
        return kAudio_NoError
    default:
        return kAudioQueueErr_InvalidProperty
    }
}

/// Calls `inProc` with `inUserData` where the queue calls its callbacks whenever property `inID` changes
/// (Touchstone reports `kAudioQueueProperty_IsRunning`: after `AudioQueueStart`, and after a stop, at its end
/// for an asynchronous one).
@discardableResult
public func AudioQueueAddPropertyListener(_ inAQ: AudioQueueRef, _ inID: AudioQueuePropertyID,
                                          _ inProc: AudioQueuePropertyListenerProc,
                                          _ inUserData: UnsafeMutableRawPointer?) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    guard propertySize(queue, inID) != nil else { return kAudioQueueErr_InvalidProperty }
    queue.lock.withLock { queue.listeners.append((inID, inProc, inUserData)) }
    return kAudio_NoError
}

/// Removes a listener `AudioQueueAddPropertyListener` added with the same property, function and user data.
@discardableResult
public func AudioQueueRemovePropertyListener(_ inAQ: AudioQueueRef, _ inID: AudioQueuePropertyID,
                                             _ inProc: AudioQueuePropertyListenerProc,
                                             _ inUserData: UnsafeMutableRawPointer?) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    let target = unsafeBitCast(inProc, to: UnsafeRawPointer.self)
    queue.lock.withLock {
        queue.listeners.removeAll {
            $0.id == inID && $0.userData == inUserData && unsafeBitCast($0.proc, to: UnsafeRawPointer.self) == target
        }
    }
    return kAudio_NoError
}

/// Writes the queue's current time to `outTimeStamp`: `mSampleTime` is the frames (at the queue's rate) played or
/// recorded since it first started, not counting pauses; `mHostTime` the engine clock in nanoseconds. Timelines
/// are not simulated: `inTimeline` is ignored and `outTimelineDiscontinuity` is always false.
@discardableResult
public func AudioQueueGetCurrentTime(_ inAQ: AudioQueueRef, _ inTimeline: AudioQueueTimelineRef?,
                                     _ outTimeStamp: UnsafeMutablePointer<AudioTimeStamp>?,
                                     _ outTimelineDiscontinuity: UnsafeMutablePointer<DarwinBoolean>?) -> OSStatus
{
    guard let queue = AudioQueueObject.find(inAQ) else { return kAudio_ParamError }
    queue.engine.pump()
    var stamp = AudioTimeStamp()
    stamp.mSampleTime = queue.currentSampleTime()
    stamp.mHostTime = UInt64(max(0, queue.engine.clock.now) * 1e9)
    stamp.mFlags = .sampleHostTimeValid
    outTimeStamp?.pointee = stamp
    outTimelineDiscontinuity?.pointee = false
    return kAudio_NoError
}
