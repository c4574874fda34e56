// SPDX-License-Identifier: Apache-2.0
//
// SpeakHere-style Swift (Swift 5 mode; guide §2.7.4–2.7.5, listings 7-7..7-9): a recorder that writes a CAF file
// from an input queue's callback, and a player that reads it back through three buffers with Audio File Services,
// C-convention callbacks reaching their object through `Unmanaged`, the current run loop in the common modes, an
// IsRunning listener and level metering. It compiles unchanged and runs on the device's clock.

import AudioToolbox
import Foundation
import Testing
import TouchstoneTesting
import UIKit

private let recorderInput: AudioQueueInputCallback = { inUserData, inAQ, inBuffer, inStartTime, inNumPackets, inPacketDesc in
    let recorder = Unmanaged<AQRecorder>.fromOpaque(inUserData!).takeUnretainedValue()
    guard inNumPackets > 0, let file = recorder.recordFile else { return }
    var packets = inNumPackets
    if AudioFileWritePackets(file, false, inBuffer.pointee.mAudioDataByteSize, inPacketDesc, recorder.recordPacket,
                             &packets, inBuffer.pointee.mAudioData) == noErr {
        recorder.recordPacket += Int64(packets)
    }
    if recorder.isRunning { AudioQueueEnqueueBuffer(inAQ, inBuffer, 0, nil) }
}

final class AQRecorder {
    var queue: AudioQueueRef?
    var recordFile: AudioFileID?
    var recordPacket: Int64 = 0
    var isRunning = false
    var format = AudioStreamBasicDescription(mSampleRate: 16_000, mFormatID: kAudioFormatLinearPCM,
                                             mFormatFlags: kLinearPCMFormatFlagIsSignedInteger | kLinearPCMFormatFlagIsPacked,
                                             mBytesPerPacket: 2, mFramesPerPacket: 1, mBytesPerFrame: 2,
                                             mChannelsPerFrame: 1, mBitsPerChannel: 16, mReserved: 0)

    func startRecord(to url: URL) -> Bool {
        guard AudioQueueNewInput(&format, recorderInput, Unmanaged.passUnretained(self).toOpaque(), CFRunLoopGetCurrent(),
                                 CFRunLoopMode.commonModes.rawValue, 0, &queue) == noErr, let queue = queue else { return false }
        var size = UInt32(MemoryLayout<AudioStreamBasicDescription>.size)
        AudioQueueGetProperty(queue, kAudioQueueProperty_StreamDescription, &format, &size)
        guard AudioFileCreateWithURL(url as CFURL, kAudioFileCAFType, &format, .eraseFile, &recordFile) == noErr else {
            return false
        }
        for _ in 0..<3 {
            var buffer: AudioQueueBufferRef?
            AudioQueueAllocateBuffer(queue, 3_200, &buffer)
            if let buffer = buffer { AudioQueueEnqueueBuffer(queue, buffer, 0, nil) }
        }
        var on: UInt32 = 1
        AudioQueueSetProperty(queue, kAudioQueueProperty_EnableLevelMetering, &on, UInt32(MemoryLayout<UInt32>.size))
        isRunning = AudioQueueStart(queue, nil) == noErr
        return isRunning
    }

    func stopRecord() {
        isRunning = false
        if let queue = queue {
            AudioQueueStop(queue, true)
            AudioQueueDispose(queue, true)
        }
        if let file = recordFile { AudioFileClose(file) }
    }
}

private let playerOutput: AudioQueueOutputCallback = { inUserData, inAQ, inCompleteAQBuffer in
    let player = Unmanaged<AQPlayer>.fromOpaque(inUserData!).takeUnretainedValue()
    player.fill(inCompleteAQBuffer)
}

private let playerIsRunning: AudioQueuePropertyListenerProc = { inUserData, inAQ, inID in
    let player = Unmanaged<AQPlayer>.fromOpaque(inUserData!).takeUnretainedValue()
    var running: UInt32 = 0
    var size = UInt32(MemoryLayout<UInt32>.size)
    AudioQueueGetProperty(inAQ, kAudioQueueProperty_IsRunning, &running, &size)
    player.isRunning = running != 0
    if !player.isRunning { player.finished = true }
}

final class AQPlayer {
    static let numberBuffers = 3
    var audioFile: AudioFileID?
    var dataFormat = AudioStreamBasicDescription()
    var queue: AudioQueueRef?
    var buffers: [AudioQueueBufferRef?] = Array(repeating: nil, count: AQPlayer.numberBuffers)
    var currentPacket: Int64 = 0
    var numPacketsToRead: UInt32 = 0
    var isDone = false
    var isRunning = false
    var finished = false
    var peakPower: Float32 = 0

    init?(url: URL) {
        guard AudioFileOpenURL(url as CFURL, .readPermission, 0, &audioFile) == noErr, let file = audioFile else { return nil }
        var size = UInt32(MemoryLayout<AudioStreamBasicDescription>.size)
        AudioFileGetProperty(file, kAudioFilePropertyDataFormat, &size, &dataFormat)
        var maxPacketSize: UInt32 = 0
        size = UInt32(MemoryLayout<UInt32>.size)
        AudioFileGetProperty(file, kAudioFilePropertyPacketSizeUpperBound, &size, &maxPacketSize)
        numPacketsToRead = 8_192 / max(maxPacketSize, 1)
        guard AudioQueueNewOutput(&dataFormat, playerOutput, Unmanaged.passUnretained(self).toOpaque(),
                                  CFRunLoopGetCurrent(), CFRunLoopMode.commonModes.rawValue, 0, &queue) == noErr,
              let queue = queue else { return nil }
        AudioQueueAddPropertyListener(queue, kAudioQueueProperty_IsRunning, playerIsRunning,
                                      Unmanaged.passUnretained(self).toOpaque())
        AudioQueueSetParameter(queue, kAudioQueueParam_Volume, 1.0)
        var on: UInt32 = 1
        AudioQueueSetProperty(queue, kAudioQueueProperty_EnableLevelMetering, &on, UInt32(MemoryLayout<UInt32>.size))
    }

    func fill(_ buffer: AudioQueueBufferRef) {
        guard !isDone, let file = audioFile, let queue = queue else { return }
        var numBytes = buffer.pointee.mAudioDataBytesCapacity
        var packets = numPacketsToRead
        AudioFileReadPacketData(file, false, &numBytes, nil, currentPacket, &packets, buffer.pointee.mAudioData)
        if packets > 0 {
            buffer.pointee.mAudioDataByteSize = numBytes
            AudioQueueEnqueueBuffer(queue, buffer, 0, nil)
            currentPacket += Int64(packets)
        } else {
            AudioQueueStop(queue, false)
            isDone = true
        }
    }

    func play() -> Bool {
        guard let queue = queue else { return false }
        for index in 0..<AQPlayer.numberBuffers {
            AudioQueueAllocateBuffer(queue, 8_192, &buffers[index])
            if let buffer = buffers[index] { fill(buffer) }
        }
        var prepared: UInt32 = 0
        AudioQueuePrime(queue, 0, &prepared)
        return AudioQueueStart(queue, nil) == noErr
    }

    func updateMeters() {
        guard let queue = queue else { return }
        let levels = UnsafeMutablePointer<AudioQueueLevelMeterState>.allocate(capacity: Int(dataFormat.mChannelsPerFrame))
        defer { levels.deallocate() }
        var size = UInt32(MemoryLayout<AudioQueueLevelMeterState>.size * Int(dataFormat.mChannelsPerFrame))
        if AudioQueueGetProperty(queue, kAudioQueueProperty_CurrentLevelMeter, levels, &size) == noErr {
            peakPower = max(peakPower, levels[0].mPeakPower)
        }
    }

    var currentTime: TimeInterval {
        guard let queue = queue else { return 0 }
        var timeStamp = AudioTimeStamp()
        AudioQueueGetCurrentTime(queue, nil, &timeStamp, nil)
        return timeStamp.mSampleTime / dataFormat.mSampleRate
    }

    deinit {
        if let queue = queue { AudioQueueDispose(queue, true) }
        if let file = audioFile { AudioFileClose(file) }
    }
}

@MainActor
@Suite("Source compatibility: Audio Queue and Audio File Services (SpeakHere)")
struct AudioQueueIdiomsTests {
    /// Runs the device and the test thread's run loop (where the queues call back) for `seconds`.
    private func run(_ device: HeadlessDevice, seconds: Double, until done: () -> Bool = { false }) {
        var elapsed = 0.0
        while elapsed < seconds && !done() {
            device.advance(by: 1.0 / 60)
            CFRunLoopRunInMode(CFRunLoopMode.defaultMode, 0, false)
            elapsed += 1.0 / 60
        }
    }

    @Test("Record a second to a CAF file, then play it back through three buffers until IsRunning ends")
    func recordThenPlay() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("speakhere-\(UUID().uuidString).caf")
        defer { try? FileManager.default.removeItem(at: url) }

        let recorder = AQRecorder()
        #expect(recorder.startRecord(to: url))
        run(device, seconds: 1)
        recorder.stopRecord()
        #expect(recorder.recordPacket >= 14_400)  // the buffers filled and handed over before the stop

        let player = try #require(AQPlayer(url: url))
        #expect(player.dataFormat.mSampleRate == 16_000)
        #expect(player.play())
        run(device, seconds: 0.2)
        player.updateMeters()
        let midway = player.currentTime
        run(device, seconds: 2) { player.finished }

        #expect(abs(midway - 0.2) < 0.05)
        #expect(player.isDone)
        #expect(player.finished)
        #expect(player.currentPacket == recorder.recordPacket)
        #expect(player.peakPower == 0)  // the simulated microphone is silent unless TOUCHSTONE_MICROPHONE says otherwise
    }
}
