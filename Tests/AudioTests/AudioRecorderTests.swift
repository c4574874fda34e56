// SPDX-License-Identifier: Apache-2.0

@testable import AVFoundation
import AudioEngine
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("AVAudioRecorder (guide §2.7.5)")
@MainActor
struct AudioRecorderTests {
    final class RecorderDelegate: NSObject, AVAudioRecorderDelegate, AVAudioSessionDelegate {
        var finished: [Bool] = []
        func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { finished.append(flag) }
    }

    /// Listing 7-11's settings: Apple Lossless, 44.1 kHz, mono, maximum quality.
    private let listingSettings: [String: Any] = [
        AVSampleRateKey: 44_100.0,
        AVFormatIDKey: kAudioFormatAppleLossless,
        AVNumberOfChannelsKey: 1,
        AVEncoderAudioQualityKey: AVAudioQuality.max.rawValue,
    ]

    @Test("Behaviour 174: record then stop leaves sound.caf as Apple Lossless, 44.1 kHz, mono; the session ends inactive")
    func listing7_11() async throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let engine = AudioEngine.current
        engine.microphone = .tone(frequency: 441)
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sound.caf")
        let delegate = RecorderDelegate()
        let session = AVAudioSession.sharedInstance()
        session.delegate = delegate
        try session.setActive(true)
        try session.setCategory(.record)
        let recorder = try AVAudioRecorder(url: url, settings: listingSettings)
        recorder.delegate = delegate

        #expect(recorder.prepareToRecord())
        #expect(recorder.record())
        device.advance(by: 1)
        let recording = recorder.isRecording
        let elapsed = recorder.currentTime
        recorder.stop()
        try session.setActive(false)
        await drainMainQueue()

        #expect(recording)
        #expect(abs(elapsed - 1) < 0.02)
        #expect(!recorder.isRecording)
        #expect(delegate.finished == [true])
        #expect(!session.isActive)
        let file = try SoundFile.decode(contentsOf: url)
        #expect(file.encoding.container == .caf)
        #expect(file.encoding.isAppleLossless)
        #expect(file.sampleRate == 44_100)
        #expect(file.channelCount == 1)
        #expect(abs(file.duration - 1) < 0.02)
        #expect(abs((file.samples.map(abs).max() ?? 0) - 0.5) < 0.01)
    }

    @Test("Linear PCM in WAV; record(forDuration:) stops by itself on the device's clock; pause keeps the file")
    func linearPCMForDuration() async throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("take.wav")
        try AVAudioSession.sharedInstance().setCategory(.playAndRecord)
        let recorder = try AVAudioRecorder(url: url, settings: [
            AVFormatIDKey: Int(kAudioFormatLinearPCM), AVSampleRateKey: 16_000, AVNumberOfChannelsKey: 2,
            AVLinearPCMBitDepthKey: 16,
        ])
        let delegate = RecorderDelegate()
        recorder.delegate = delegate

        #expect(recorder.record(forDuration: 0.5))
        device.advance(by: 0.25)
        recorder.pause()
        device.advance(by: 1)
        recorder.record()
        device.advance(by: 0.5)
        await drainMainQueue()

        #expect(!recorder.isRecording)
        #expect(delegate.finished == [true])
        let file = try SoundFile.decode(contentsOf: url)
        #expect(file.encoding == SoundFileEncoding(container: .wav, codec: .pcm16))
        #expect(file.sampleRate == 16_000)
        #expect(file.channelCount == 2)
        #expect(abs(file.duration - 0.5) < 0.02)
    }

    @Test("record() needs a recording category; AAC cannot be written and throws 'fmt?'")
    func refusals() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try AVAudioRecorder(url: folder.appendingPathComponent("a.caf"), settings: [:])

        #expect(!recorder.record())  // soloAmbient does not record
        do {
            _ = try AVAudioRecorder(url: folder.appendingPathComponent("a.m4a"),
                                    settings: [AVFormatIDKey: kAudioFormatMPEG4AAC])
            Issue.record("AAC should be refused")
        } catch {
            let error = error as NSError
            #expect(error.domain == "NSOSStatusErrorDomain")
            #expect(error.code == 1_718_449_215)
        }
        withExtendedLifetime(device) {}
    }
}
