// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import AudioEngine
import AudioToolbox
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("System Sound Services (guide §2.7.4, behaviour 170)")
@MainActor
struct SystemSoundTests {
    private func launch(_ profile: DeviceProfile = .iPhone4) throws -> (HeadlessDevice, AudioEngine, CapturingAudioSink) {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: nil)
        let engine = AudioEngine.current
        let sink = CapturingAudioSink()
        engine.sink = sink
        return (device, engine, sink)
    }

    private func create(_ url: URL) -> (OSStatus, SystemSoundID) {
        var id: SystemSoundID = 0
        let status = AudioServicesCreateSystemSoundID(url as CFURL, &id)
        return (status, id)
    }

    @Test("A 1 s linear PCM .caf registers; a 40 s file, an MP3 and a .mp3 container are refused")
    func registration() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let short = try writeFixture(.tone(frequency: 440, seconds: 1), named: "tap.caf", in: folder, encoding: pcm16CAF)
        let ima = try writeFixture(.tone(frequency: 440, seconds: 1), named: "tap.wav", in: folder,
                                   encoding: SoundFileEncoding(container: .wav, codec: .imaADPCM))
        let long = try writeFixture(.constant(0.1, seconds: 40, sampleRate: 8_000), named: "long.caf", in: folder,
                                    encoding: pcm16CAF)
        let mp3 = try writeFixture(.tone(frequency: 440, seconds: 1), named: "tap.mp3", in: folder,
                                   encoding: SoundFileEncoding(container: .mp3, codec: .mpegLayer3))
        let pcmNamedMP3 = try writeFixture(.tone(frequency: 440, seconds: 1), named: "pcm.mp3", in: folder,
                                           encoding: pcm16WAV)
        let alacInCAF = try writeFixture(.tone(frequency: 440, seconds: 1), named: "alac.caf", in: folder,
                                         encoding: SoundFileEncoding(container: .caf, codec: .alac16))

        let (okStatus, okID) = create(short)

        #expect(okStatus == kAudioServicesNoError)
        #expect(okID != 0)
        #expect(create(ima).0 == kAudioServicesNoError)
        #expect(create(long).0 == kAudioServicesSystemSoundExceededMaximumDurationError)
        #expect(create(mp3).0 == kAudioServicesSystemSoundUnspecifiedError)
        #expect(create(pcmNamedMP3).0 == kAudioServicesSystemSoundUnspecifiedError)
        #expect(create(alacInCAF).0 == kAudioServicesSystemSoundUnspecifiedError)
        #expect(create(folder.appendingPathComponent("missing.caf")).0 == kAudioServicesSystemSoundUnspecifiedError)
        #expect(AudioServicesDisposeSystemSoundID(okID) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(okID) == kAudioServicesSystemSoundUnspecifiedError)
    }

    @Test("Vibrate on an iPhone records one vibration; on an iPod touch nothing")
    func vibrate() throws {
        let iPodTouch = DeviceProfile(name: "iPod touch", pointSize: CGSize(width: 320, height: 480), scale: 2)
        let (phoneDevice, phone, _) = try launch()
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        let (podDevice, pod, _) = try launch(iPodTouch)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)

        #expect(phone.vibrationMotor.vibrations.count == 1)
        #expect(pod.vibrationMotor.vibrations.isEmpty)
        withExtendedLifetime((phoneDevice, podDevice)) {}
    }

    @Test("A registered sound plays at once, at full volume, and its completions run on the main queue after it")
    func playsAndCompletes() async throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try writeFixture(.constant(0.5, seconds: 0.5), named: "tap.aif", in: folder,
                                   encoding: SoundFileEncoding(container: .aiff, codec: .pcm16))
        let (device, _, sink) = try launch()
        let (_, id) = create(url)
        let finished = Box(0)
        AudioServicesAddSystemSoundCompletion(id, nil, nil, { _, data in
            Unmanaged<Box<Int>>.fromOpaque(data!).takeUnretainedValue().value += 10
        }, Unmanaged.passUnretained(finished).toOpaque())

        AudioServicesPlaySystemSoundWithCompletion(id) { finished.value += 1 }
        device.advance(by: 0.25)
        await drainMainQueue()
        let midway = finished.value
        device.advance(by: 0.5)
        await drainMainQueue()

        #expect(midway == 0)
        #expect(finished.value == 11)
        #expect(abs(sink.peak - 0.5) < 0.001)
        AudioServicesDisposeSystemSoundID(id)
    }

    @Test("The user's preferred alert plays nothing; an alert sound vibrates on an iPhone")
    func alerts() async throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try writeFixture(.constant(0.5, seconds: 0.25), named: "alert.caf", in: folder, encoding: pcm16CAF)
        let (device, engine, sink) = try launch()
        let (_, id) = create(url)

        AudioServicesPlayAlertSound(kSystemSoundID_UserPreferredAlert)
        device.advance(by: 0.5)
        let silent = sink.peak
        let vibrationsBefore = engine.vibrationMotor.vibrations.count
        device.runPendingWork()
        AudioServicesPlayAlertSound(id)
        device.advance(by: 0.5)

        #expect(silent == 0)
        #expect(vibrationsBefore == 0)
        #expect(engine.vibrationMotor.vibrations.count == 1)
        #expect(sink.peak > 0.4)
        AudioServicesDisposeSystemSoundID(id)
    }

    @Test("System sounds are silenced during an interruption and play again after it")
    func silencedDuringInterruption() async throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try writeFixture(.constant(0.5, seconds: 0.25), named: "tap.wav", in: folder, encoding: pcm16WAV)
        let (device, _, sink) = try launch()
        let (_, id) = create(url)

        device.simulateIncomingCall()
        device.advance(by: 0.1)
        AudioServicesPlaySystemSound(id)
        device.advance(by: 0.5)
        let duringCall = sink.peak
        device.simulateIncomingCall(ended: true)
        device.advance(by: 0.1)
        AudioServicesPlaySystemSound(id)
        device.advance(by: 0.5)

        #expect(duringCall == 0)
        #expect(sink.peak > 0.4)
        AudioServicesDisposeSystemSoundID(id)
    }
}
