// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import AudioToolbox
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("Audio Queue Services: playback (guide §2.7.4, listings 7-7..7-9)")
@MainActor
struct AudioQueueTests {
    /// Listing 7-7's player state.
    final class PlayerState {
        var audioFile: AudioFileID?
        var dataFormat = AudioStreamBasicDescription()
        var queue: AudioQueueRef?
        var buffers: [AudioQueueBufferRef?] = [nil, nil, nil]
        var currentPacket: Int64 = 0
        var numPacketsToRead: UInt32 = 0
        var done = false
        var stoppedNotices = 0
    }

    /// Listing 7-7's callback: read the next packets into the buffer and enqueue it, or stop asynchronously at the
    /// end of the file.
    private static let bufferCallback: AudioQueueOutputCallback = { userData, queue, buffer in
        let state = Unmanaged<PlayerState>.fromOpaque(userData!).takeUnretainedValue()
        if state.done { return }
        var numBytes: UInt32 = 0
        var packets = state.numPacketsToRead
        AudioFileReadPackets(state.audioFile!, false, &numBytes, nil, state.currentPacket, &packets, buffer.pointee.mAudioData)
        if packets > 0 {
            buffer.pointee.mAudioDataByteSize = numBytes
            AudioQueueEnqueueBuffer(queue, buffer, 0, nil)
            state.currentPacket += Int64(packets)
        } else {
            AudioQueueStop(state.queue!, false)
            state.done = true
        }
    }

    @Test("Listing 7-7: three buffers read a WAV with AudioFileReadPackets; the sink hears exactly the file's samples; IsRunning ends")
    func listing7_7() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try writeFixture(.tone(frequency: 440, seconds: 0.5), named: "tone.wav", in: folder, encoding: pcm16WAV)
        let expected = try SoundFile.decode(contentsOf: url).samples

        let state = PlayerState()
        #expect(AudioFileOpenURL(url as CFURL, .readPermission, 0, &state.audioFile) == 0)
        var size = UInt32(MemoryLayout<AudioStreamBasicDescription>.size)
        #expect(AudioFileGetProperty(state.audioFile!, kAudioFilePropertyDataFormat, &size, &state.dataFormat) == 0)
        let userData = Unmanaged.passUnretained(state).toOpaque()
        #expect(AudioQueueNewOutput(&state.dataFormat, Self.bufferCallback, userData, CFRunLoopGetCurrent(),
                                    CFRunLoopMode.commonModes.rawValue, 0, &state.queue) == 0)
        AudioQueueAddPropertyListener(state.queue!, kAudioQueueProperty_IsRunning, { userData, queue, _ in
            let state = Unmanaged<PlayerState>.fromOpaque(userData!).takeUnretainedValue()
            if !isRunning(queue) { state.stoppedNotices += 1 }
        }, userData)
        state.numPacketsToRead = 4_410  // 0.1 s a buffer
        for index in 0..<3 {
            #expect(AudioQueueAllocateBuffer(state.queue!, state.numPacketsToRead * state.dataFormat.mBytesPerPacket,
                                             &state.buffers[index]) == 0)
            Self.bufferCallback(userData, state.queue!, state.buffers[index]!)
        }
        engine.pump()
        let start = engine.renderFrame
        #expect(AudioQueueStart(state.queue!, nil) == 0)
        var turns = 0
        repeat {
            device.advance(by: 1.0 / 60)
            CFRunLoopRunInMode(.defaultMode, 0, false)
            turns += 1
        } while (isRunning(state.queue!) || state.stoppedNotices == 0) && turns < 120
        device.advance(by: 0.05)

        #expect(state.done)
        #expect(state.stoppedNotices == 1)
        #expect(!isRunning(state.queue!))
        let heard = sink.channel(0, frames: start..<(start + expected.count))
        #expect(heard == expected)
        #expect(sink.channel(1, frames: start..<(start + expected.count)) == expected)
        #expect(sink.channel(0, frames: (start + expected.count)..<(start + expected.count + 1_000)).allSatisfy { $0 == 0 })
        AudioQueueDispose(state.queue!, true)
        AudioFileClose(state.audioFile!)
    }

    @Test("An asynchronous stop lets the enqueued audio play out; an immediate one silences it and returns every buffer in order")
    func stopModes() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM()
        for immediate in [false, true] {
            let player = BlockQueue(format: format)
            let buffers = (0..<3).map { _ in player.buffer(frames: 4_410, value: 0.5, format: format) }
            for buffer in buffers { #expect(AudioQueueEnqueueBuffer(player.queue!, buffer, 0, nil) == 0) }
            engine.pump()
            let start = engine.renderFrame
            AudioQueueStart(player.queue!, nil)
            device.advance(by: 0.05)
            engine.pump()
            let stopFrame = engine.renderFrame
            AudioQueueStop(player.queue!, immediate)
            #expect(isRunning(player.queue!) == !immediate)
            device.advance(by: 0.4)

            #expect(!isRunning(player.queue!))
            #expect(player.returned == buffers)
            let end = immediate ? stopFrame : start + 13_230
            #expect(sink.channel(0, frames: start..<end).allSatisfy { $0 == 0.5 })
            #expect(sink.channel(0, frames: end..<(end + 4_410)).allSatisfy { $0 == 0 })
            AudioQueueDispose(player.queue!, true)
        }
    }

    @Test("Listing 7-8: volume set now changes the playing buffer; a buffer's own volume applies when it starts and persists")
    func volumeParameters() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM()
        let player = BlockQueue(format: format)
        let queue = player.queue!
        let a = player.buffer(frames: 4_410, value: 0.5, format: format)
        let b = player.buffer(frames: 4_410, value: 0.5, format: format)
        let c = player.buffer(frames: 4_410, value: 0.5, format: format)
        AudioQueueEnqueueBuffer(queue, a, 0, nil)
        var event = AudioQueueParameterEvent(mID: kAudioQueueParam_Volume, mValue: 0.25)
        #expect(AudioQueueEnqueueBufferWithParameters(queue, b, 0, nil, 0, 0, 1, &event, nil, nil) == 0)
        AudioQueueEnqueueBuffer(queue, c, 0, nil)
        engine.pump()
        let start = engine.renderFrame
        AudioQueueStart(queue, nil)
        device.advance(by: 0.05)
        engine.pump()
        let changed = engine.renderFrame
        #expect(AudioQueueSetParameter(queue, kAudioQueueParam_Volume, 0.5) == 0)
        var volume: AudioQueueParameterValue = 0
        AudioQueueGetParameter(queue, kAudioQueueParam_Volume, &volume)
        #expect(volume == 0.5)
        device.advance(by: 0.1)
        AudioQueueGetParameter(queue, kAudioQueueParam_Volume, &volume)
        #expect(volume == 0.25)  // buffer b is playing
        device.advance(by: 0.3)

        #expect(sink.channel(0, frames: start..<changed).allSatisfy { $0 == 0.5 })
        #expect(sink.channel(0, frames: changed..<(start + 4_410)).allSatisfy { $0 == 0.25 })
        #expect(sink.channel(0, frames: (start + 4_410)..<(start + 13_230)).allSatisfy { $0 == 0.125 })
        AudioQueueGetParameter(queue, kAudioQueueParam_Volume, &volume)
        #expect(volume == 0.25)
        #expect(AudioQueueSetParameter(queue, 999, 1) == kAudioQueueErr_InvalidParameter)
        #expect(AudioQueueSetParameter(queue, kAudioQueueParam_Volume, .nan) == kAudio_ParamError)
        AudioQueueDispose(queue, true)
    }

    @Test("Listing 7-9: one level meter state per channel, RMS and peak after the volume, linear and in decibels")
    func metering() throws {
        let (device, _, _) = try launchAudioDevice()
        let format = linearPCM(channels: 2, float: true)
        let player = BlockQueue(format: format)
        let queue = player.queue!
        let buffer = player.buffer(frames: 8_820, value: 0, format: format)
        player.fill(buffer, frames: 8_820, values: [0.5, 0.25], format: format)
        var on: UInt32 = 1
        #expect(AudioQueueSetProperty(queue, kAudioQueueProperty_EnableLevelMetering, &on, 4) == 0)
        AudioQueueEnqueueBuffer(queue, buffer, 0, nil)
        AudioQueueStart(queue, nil)
        device.advance(by: 0.1)

        var levels = [AudioQueueLevelMeterState](repeating: AudioQueueLevelMeterState(), count: 2)
        var size = UInt32(MemoryLayout<AudioQueueLevelMeterState>.stride * 2)
        #expect(AudioQueueGetProperty(queue, kAudioQueueProperty_CurrentLevelMeter, &levels, &size) == 0)
        #expect(size == UInt32(MemoryLayout<AudioQueueLevelMeterState>.stride * 2))
        #expect(abs(levels[0].mAveragePower - 0.5) < 1e-4 && abs(levels[0].mPeakPower - 0.5) < 1e-4)
        #expect(abs(levels[1].mAveragePower - 0.25) < 1e-4 && abs(levels[1].mPeakPower - 0.25) < 1e-4)
        AudioQueueSetParameter(queue, kAudioQueueParam_Volume, 0.5)
        device.advance(by: 0.05)
        #expect(AudioQueueGetProperty(queue, kAudioQueueProperty_CurrentLevelMeterDB, &levels, &size) == 0)
        #expect(abs(levels[0].mPeakPower - 20 * log10(0.25)) < 0.01)
        #expect(abs(levels[1].mAveragePower - 20 * log10(0.125)) < 0.01)
        var tiny: UInt8 = 0
        var tinySize: UInt32 = 1
        #expect(AudioQueueGetProperty(queue, kAudioQueueProperty_CurrentLevelMeter, &tiny, &tinySize)
                == kAudioQueueErr_InvalidPropertySize)
        AudioQueueDispose(queue, true)
    }

    @Test("A 22.05 kHz queue plays at the engine's rate; pause holds the position and start resumes it")
    func rateConversionAndPause() throws {
        let (device, engine, sink) = try launchAudioDevice()
        let format = linearPCM(rate: 22_050)
        let player = BlockQueue(format: format)
        let queue = player.queue!
        AudioQueueEnqueueBuffer(queue, player.buffer(frames: 2_205, value: 0.5, format: format), 0, nil)
        engine.pump()
        let start = engine.renderFrame
        AudioQueueStart(queue, nil)
        device.advance(by: 0.05)
        AudioQueuePause(queue)
        device.advance(by: 0.2)
        #expect(player.returned.isEmpty)
        var time = AudioTimeStamp()
        AudioQueueGetCurrentTime(queue, nil, &time, nil)
        #expect(abs(time.mSampleTime - 0.05 * 22_050) < 2)
        AudioQueueStart(queue, nil)
        device.advance(by: 0.2)

        #expect(player.returned.count == 1)
        let heard = sink.channel(0, frames: start..<(start + 30_000)).filter { $0 != 0 }
        #expect(heard.count == 4_410)
        #expect(heard.allSatisfy { $0 == 0.5 })
        AudioQueueDispose(queue, true)
    }

    @Test("Bad input returns Apple's codes: formats, foreign, empty or twice-enqueued buffers, properties, disposed queues")
    func errors() throws {
        _ = try launchAudioDevice()
        var queue: AudioQueueRef?
        let callback: AudioQueueOutputCallback = { _, _, _ in }
        var aac = linearPCM()
        aac.mFormatID = kAudioFormatMPEG4AAC
        #expect(AudioQueueNewOutput(&aac, callback, nil, nil, nil, 0, &queue) == kAudioFormatUnsupportedDataFormatError)
        var planar = linearPCM(channels: 2)
        planar.mFormatFlags |= kAudioFormatFlagIsNonInterleaved
        #expect(AudioQueueNewOutput(&planar, callback, nil, nil, nil, 0, &queue) == kAudioFormatUnsupportedDataFormatError)
        #expect(queue == nil)

        let format = linearPCM()
        let one = BlockQueue(format: format), two = BlockQueue(format: format)
        let buffer = one.buffer(frames: 100, value: 0.1, format: format)
        #expect(AudioQueueEnqueueBuffer(two.queue!, buffer, 0, nil) == kAudioQueueErr_InvalidBuffer)
        buffer.pointee.mAudioDataByteSize = 0
        #expect(AudioQueueEnqueueBuffer(one.queue!, buffer, 0, nil) == kAudioQueueErr_BufferEmpty)
        buffer.pointee.mAudioDataByteSize = 200
        #expect(AudioQueueEnqueueBuffer(one.queue!, buffer, 0, nil) == 0)
        #expect(AudioQueueEnqueueBuffer(one.queue!, buffer, 0, nil) == kAudioQueueErr_BufferEnqueuedTwice)
        #expect(AudioQueueFreeBuffer(one.queue!, buffer) == kAudioQueueErr_BufferInQueue)
        var value: UInt32 = 0
        var size: UInt32 = 4
        #expect(AudioQueueGetProperty(one.queue!, 0x7878_7878, &value, &size) == kAudioQueueErr_InvalidProperty)
        #expect(AudioQueueSetProperty(one.queue!, kAudioQueueProperty_IsRunning, &value, 4) == kAudioQueueErr_InvalidProperty)
        var format2 = AudioStreamBasicDescription()
        var formatSize = UInt32(MemoryLayout<AudioStreamBasicDescription>.size)
        #expect(AudioQueueGetProperty(one.queue!, kAudioQueueProperty_StreamDescription, &format2, &formatSize) == 0)
        #expect(format2.mSampleRate == 44_100 && format2.mBitsPerChannel == 16 && format2.mChannelsPerFrame == 1)

        #expect(AudioQueueDispose(one.queue!, true) == 0)
        #expect(AudioQueueStart(one.queue!, nil) == kAudio_ParamError)
        #expect(AudioQueueDispose(one.queue!, true) == kAudio_ParamError)
        #expect(one.returned.isEmpty)
        AudioQueueDispose(two.queue!, true)
    }
}
