// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import AudioToolbox
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("Audio Queue Services: recording (guide §2.7.5)")
@MainActor
struct AudioQueueInputTests {
    /// What the input callback saw.
    final class Recording: @unchecked Sendable {
        let lock = NSLock()
        var samples: [Int16] = []
        var packets: [UInt32] = []
        var sampleTimes: [Double] = []
    }

    @Test("An input queue fills its buffers with the simulated microphone, in order, on the engine's clock")
    func recordsMicrophone() throws {
        let (device, engine, _) = try launchAudioDevice()
        engine.microphone = .tone(frequency: 441)
        var format = linearPCM()
        let recording = Recording()
        let callbacks = DispatchQueue(label: "input callbacks")
        var queue: AudioQueueRef?
        let status = AudioQueueNewInputWithDispatchQueue(&queue, &format, 0, callbacks) { queue, buffer, time, packets, _ in
            let data = buffer.pointee.mAudioData.assumingMemoryBound(to: Int16.self)
            recording.lock.withLock {
                recording.samples += UnsafeBufferPointer(start: data, count: Int(packets))
                recording.packets.append(packets)
                recording.sampleTimes.append(time.pointee.mSampleTime)
            }
            AudioQueueEnqueueBuffer(queue, buffer, 0, nil)
        }
        #expect(status == 0)
        for _ in 0..<2 {
            var buffer: AudioQueueBufferRef?
            #expect(AudioQueueAllocateBuffer(queue!, 4_410 * 2, &buffer) == 0)
            #expect(AudioQueueEnqueueBuffer(queue!, buffer!, 0, nil) == 0)
        }
        var on: UInt32 = 1
        AudioQueueSetProperty(queue!, kAudioQueueProperty_EnableLevelMetering, &on, 4)
        #expect(AudioQueueStart(queue!, nil) == 0)
        for _ in 0..<4 {
            device.advance(by: 0.075)
            callbacks.sync {}  // the callback re-enqueues before the engine needs the buffer again
        }
        var level = AudioQueueLevelMeterState()
        var size = UInt32(MemoryLayout<AudioQueueLevelMeterState>.stride)
        AudioQueueGetProperty(queue!, kAudioQueueProperty_CurrentLevelMeter, &level, &size)
        AudioQueueStop(queue!, true)
        callbacks.sync {}

        let expected = Microphone.tone(frequency: 441).samples(from: 0, count: recording.samples.count,
                                                                sampleRate: 44_100, channels: 1)
        #expect(recording.packets.prefix(3) == [4_410, 4_410, 4_410])
        #expect(recording.sampleTimes.prefix(3) == [0, 4_410, 8_820])
        #expect(recording.samples.count >= 13_230)
        let worst = zip(recording.samples, expected).map { abs(Float($0) / 32_768 - $1) }.max() ?? 1
        #expect(worst <= 1.0 / 32_768)
        #expect(abs(level.mPeakPower - 0.5) < 0.01)
        #expect(abs(level.mAveragePower - 0.5 / Float(2).squareRoot()) < 0.01)
        #expect(!isRunning(queue!))
        AudioQueueDispose(queue!, true)
    }

    @Test("An input queue rejects parameters meant for playback and an unsupported format")
    func inputErrors() throws {
        _ = try launchAudioDevice()
        var format = linearPCM()
        var queue: AudioQueueRef?
        let callback: AudioQueueInputCallback = { _, _, _, _, _, _ in }
        #expect(AudioQueueNewInput(&format, callback, nil, nil, nil, 0, &queue) == 0)
        #expect(AudioQueueSetParameter(queue!, kAudioQueueParam_Volume, 0.5) == kAudioQueueErr_InvalidQueueType)
        var buffer: AudioQueueBufferRef?
        AudioQueueAllocateBuffer(queue!, 64, &buffer)
        var event = AudioQueueParameterEvent()
        #expect(AudioQueueEnqueueBufferWithParameters(queue!, buffer!, 0, nil, 0, 0, 1, &event, nil, nil)
                == kAudioQueueErr_InvalidQueueType)
        var mp3 = format
        mp3.mFormatID = kAudioFormatMPEGLayer3
        var other: AudioQueueRef?
        #expect(AudioQueueNewInput(&mp3, callback, nil, nil, nil, 0, &other) == kAudioFormatUnsupportedDataFormatError)
        AudioQueueDispose(queue!, true)
    }
}
