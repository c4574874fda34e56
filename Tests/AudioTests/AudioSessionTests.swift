// SPDX-License-Identifier: Apache-2.0

@testable import AVFoundation
import AudioEngine
import Foundation
import Testing
import TouchstoneTesting
import UIKit

@Suite("Audio session on a device: interruptions and the screen lock (guide §2.7.3)")
@MainActor
struct AudioSessionTests {
    /// A launched device, its audio engine (current right after launch) and a one-minute sound file.
    private func launchDevice(profile: DeviceProfile = .iPhone4) throws -> (HeadlessDevice, AudioEngine, URL) {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: nil)
        let folder = fixtureFolder()
        let url = try writeFixture(.constant(0.25, seconds: 60, sampleRate: 8_000), named: "sound.caf", in: folder,
                                   encoding: pcm16CAF)
        return (device, AudioEngine.current, url)
    }

    @Test("Behaviour 168: an incoming call pauses the player before its delegate hears of it; the end is reported too")
    func interruption() async throws {
        let (device, engine, url) = try launchDevice()
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = RecordingPlayerDelegate()
        player.delegate = delegate
        let session = AVAudioSession.session(for: engine)
        let types = Box<[UInt]>([])
        let observer = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: session, queue: nil
        ) { note in
            if let type = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt { types.value.append(type) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        player.play()
        device.advance(by: 1)
        device.simulateIncomingCall()
        device.advance(by: 0.1)
        let playingAfterCall = player.isPlaying
        let positionAtCall = player.currentTime
        device.advance(by: 2)
        await drainMainQueue()
        let refusedDuringCall = player.play()
        device.simulateIncomingCall(ended: true)
        device.advance(by: 0.1)
        await drainMainQueue()

        #expect(!playingAfterCall)
        #expect(abs(player.currentTime - positionAtCall) < 0.001)
        #expect(delegate.began == [false])
        #expect(!refusedDuringCall)
        #expect(delegate.endedWithOptions == [Int(AVAudioSession.InterruptionOptions.shouldResume.rawValue)])
        #expect(types.value == [AVAudioSession.InterruptionType.began.rawValue, AVAudioSession.InterruptionType.ended.rawValue])
        #expect(session.isActive)
    }

    @Test("Behaviour 169: the default category stops playback when the screen locks")
    func lockStopsDefaultCategory() throws {
        let (device, engine, url) = try launchDevice()
        let player = try AVAudioPlayer(contentsOf: url)

        player.play()
        device.advance(by: 0.5)
        device.pressLock()
        device.advance(by: 0.5)

        #expect(AVAudioSession.session(for: engine).category == .soloAmbient)
        #expect(!player.isPlaying)
    }

    @Test("Behaviour 169: with the Playback category active, playback continues while locked")
    func playbackContinuesWhenLocked() throws {
        let (device, engine, url) = try launchDevice()
        let session = AVAudioSession.session(for: engine)
        try session.setCategory(.playback)
        try session.setActive(true)
        let player = try AVAudioPlayer(contentsOf: url)

        player.play()
        device.advance(by: 0.5)
        device.pressLock()
        device.advance(by: 1)

        #expect(session.category == .playback)
        #expect(player.isPlaying)
        #expect(abs(player.currentTime - 1.5) < 0.05)
    }

    @Test("A sound plays to its end on the device's clock: finishing is a device-time event")
    func finishesOnDeviceClock() async throws {
        let (device, _, _) = try launchDevice()
        let folder = fixtureFolder()
        let url = try writeFixture(.constant(0.25, seconds: 0.5), named: "short.wav", in: folder, encoding: pcm16WAV)
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = RecordingPlayerDelegate()
        delegate.clock = { device.now }
        player.delegate = delegate
        let start = device.now

        player.play()
        device.advance(by: 0.45)
        await drainMainQueue()
        let early = delegate.finished.count
        device.advance(by: 0.1)
        await drainMainQueue()

        #expect(early == 0)
        #expect(delegate.finished.count == 1)
        #expect(delegate.finished.first.map { $0.time - start >= 0.5 } == true)
    }
}
