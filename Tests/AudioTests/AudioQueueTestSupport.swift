// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import AudioToolbox
import Dispatch
import Foundation
import TouchstoneTesting
import UIKit

/// Interleaved linear PCM: 16-bit signed integers, or 32-bit floats.
func linearPCM(rate: Double = 44_100, channels: UInt32 = 1, float: Bool = false) -> AudioStreamBasicDescription {
    let bytes: UInt32 = (float ? 4 : 2) * channels
    let flags = (float ? kAudioFormatFlagIsFloat : kLinearPCMFormatFlagIsSignedInteger) | kAudioFormatFlagIsPacked
    return AudioStreamBasicDescription(mSampleRate: rate, mFormatID: kAudioFormatLinearPCM, mFormatFlags: flags,
                                       mBytesPerPacket: bytes, mFramesPerPacket: 1, mBytesPerFrame: bytes,
                                       mChannelsPerFrame: channels, mBitsPerChannel: float ? 32 : 16, mReserved: 0)
}

/// A launched device whose engine captures its output.
@MainActor
func launchAudioDevice() throws -> (HeadlessDevice, AudioEngine, CapturingAudioSink) {
    let device = try HeadlessDevice()
    try device.launch(delegate: nil)
    let engine = AudioEngine.current
    let sink = CapturingAudioSink()
    engine.sink = sink
    return (device, engine, sink)
}

/// A playback queue on `format` whose callback blocks run on a private serial queue and record the buffers they
/// get back, in order.
final class BlockQueue: @unchecked Sendable {
    let callbacks = DispatchQueue(label: "test callbacks")
    private let lock = NSLock()
    private var returnedStorage: [AudioQueueBufferRef] = []
    var queue: AudioQueueRef?
    private(set) var status: OSStatus = 0

    init(format: AudioStreamBasicDescription) {
        var format = format
        var made: AudioQueueRef?
        status = AudioQueueNewOutputWithDispatchQueue(&made, &format, 0, callbacks) { [weak self] _, buffer in
            guard let self else { return }
            self.lock.withLock { self.returnedStorage.append(buffer) }
        }
        queue = made
    }

    /// The buffers returned so far, after the callbacks queued until now ran.
    var returned: [AudioQueueBufferRef] {
        callbacks.sync {}
        return lock.withLock { returnedStorage }
    }

    /// A buffer holding `frames` frames of `value` in every channel of `format`.
    func buffer(frames: Int, value: Float, format: AudioStreamBasicDescription) -> AudioQueueBufferRef {
        var buffer: AudioQueueBufferRef?
        let size = UInt32(frames) * format.mBytesPerFrame
        _ = AudioQueueAllocateBuffer(queue!, size, &buffer)
        fill(buffer!, frames: frames, values: [value], format: format)
        return buffer!
    }

    /// Fills `buffer` with `frames` frames whose channels hold `values` (one per channel, or one for all).
    func fill(_ buffer: AudioQueueBufferRef, frames: Int, values: [Float], format: AudioStreamBasicDescription) {
        let channels = Int(format.mChannelsPerFrame)
        for frame in 0..<frames {
            for channel in 0..<channels {
                let value = values[min(channel, values.count - 1)]
                let index = frame * channels + channel
                if format.mFormatFlags & kAudioFormatFlagIsFloat != 0 {
                    buffer.pointee.mAudioData.storeBytes(of: value, toByteOffset: index * 4, as: Float.self)
                } else {
                    buffer.pointee.mAudioData.storeBytes(of: Int16(value * 32_768), toByteOffset: index * 2, as: Int16.self)
                }
            }
        }
        buffer.pointee.mAudioDataByteSize = UInt32(frames) * format.mBytesPerFrame
    }
}

/// `kAudioQueueProperty_IsRunning` of `queue`.
func isRunning(_ queue: AudioQueueRef) -> Bool {
    var running: UInt32 = 0
    var size = UInt32(MemoryLayout<UInt32>.size)
    _ = AudioQueueGetProperty(queue, kAudioQueueProperty_IsRunning, &running, &size)
    return running != 0
}
