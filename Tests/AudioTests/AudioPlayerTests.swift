// SPDX-License-Identifier: Apache-2.0

@testable import AVFoundation
import AudioEngine
import Foundation
import Testing

@Suite("AVAudioPlayer (guide §2.7.4)")
@MainActor
struct AudioPlayerTests {
    @Test("Behaviour 166: play → playing, pause → not, played to the end → didFinishPlaying(successfully: true) on the main queue")
    func playPauseFinish() async {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 1), engine: rig.engine)
        let delegate = RecordingPlayerDelegate()
        delegate.clock = { rig.clock.now }
        player.delegate = delegate

        #expect(player.prepareToPlay())
        #expect(player.play())
        let playing = player.isPlaying
        rig.clock.advance(by: 0.25)
        player.pause()
        let paused = player.isPlaying
        rig.clock.advance(by: 5)
        player.play()
        rig.clock.advance(by: 0.74)
        await drainMainQueue()
        let beforeEnd = delegate.finished.count
        rig.clock.advance(by: 0.02)
        let inline = delegate.finished.count
        await drainMainQueue()

        #expect(playing)
        #expect(!paused)
        #expect(beforeEnd == 0)
        #expect(inline == 0)  // never inside the render: later, on the main queue
        #expect(delegate.finished.count == 1)
        #expect(delegate.finished.first?.successfully == true)
        #expect(delegate.finished.first.map { $0.time >= 6 } == true)
        #expect(!player.isPlaying)
    }

    @Test("Behaviour 167: volume is stored clamped to 0.0…1.0")
    func volumeClamped() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 1), engine: rig.engine)

        player.volume = 1.5
        let high = player.volume
        player.volume = -0.2
        let low = player.volume
        player.volume = .nan

        #expect(high == 1.0)
        #expect(low == 0.0)
        #expect(player.volume == 0.0)
    }

    @Test("The player's volume scales the mixer's output: 0.5 is half amplitude")
    func volumeInMix() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.6, seconds: 1), engine: rig.engine)
        player.volume = 0.5

        player.play()
        rig.clock.advance(by: 0.1)
        rig.engine.pump()

        #expect(rig.sink.channel(0, frames: 0..<4_000).allSatisfy { abs($0 - 0.3) < 1e-6 })
    }

    @Test("numberOfLoops = 1 plays twice: the player finishes after twice its duration")
    func loopsTwice() async {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 0.5), engine: rig.engine)
        let delegate = RecordingPlayerDelegate()
        delegate.clock = { rig.clock.now }
        player.delegate = delegate
        player.numberOfLoops = 1

        player.play()
        rig.clock.advance(by: 0.9)
        await drainMainQueue()
        let early = delegate.finished.count
        rig.clock.advance(by: 0.2)
        await drainMainQueue()

        #expect(early == 0)
        #expect(delegate.finished.count == 1)
        #expect(delegate.finished.first.map { $0.time >= 1.0 } == true)
    }

    @Test("currentTime follows the clock, seeks when set, and stop() keeps the position")
    func currentTime() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 3), engine: rig.engine)

        player.play()
        rig.clock.advance(by: 1)
        let afterOne = player.currentTime
        player.currentTime = 2.5
        rig.clock.advance(by: 0.25)
        player.stop()
        rig.clock.advance(by: 1)

        #expect(abs(afterOne - 1) < 0.001)
        #expect(abs(player.currentTime - 2.75) < 0.001)
        #expect(player.duration == 3)
        #expect(player.numberOfChannels == 1)
    }

    @Test("play(atTime:) starts at that time on deviceCurrentTime's clock")
    func playAtTime() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 1), engine: rig.engine)

        player.play(atTime: player.deviceCurrentTime + 0.5)
        rig.clock.advance(by: 0.75)

        #expect(player.isPlaying)
        #expect(abs(player.currentTime - 0.25) < 0.001)
        #expect(rig.sink.channel(0, frames: 0..<rig.frame(at: 0.5)).allSatisfy { $0 == 0 })
    }

    @Test("Metering: a constant 0.5 signal reads about −6 dB average and peak; silence reads −160")
    func metering() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 2), engine: rig.engine)
        player.isMeteringEnabled = true

        player.updateMeters()
        let silent = player.averagePower(forChannel: 0)
        player.play()
        rig.clock.advance(by: 0.5)
        player.updateMeters()

        #expect(silent == -160)
        #expect(abs(player.averagePower(forChannel: 0) - -6.02) < 0.05)
        #expect(abs(player.peakPower(forChannel: 0) - -6.02) < 0.05)
        #expect(player.averagePower(forChannel: 1) == -160)
    }

    @Test("enableRate and rate: rate applies only once enabled, clamped to 0.5…2")
    func rate() {
        let rig = TestRig()
        let player = AVAudioPlayer(buffer: .constant(0.5, seconds: 4), engine: rig.engine)
        player.rate = 2
        player.play()
        rig.clock.advance(by: 1)
        let disabled = player.currentTime
        player.enableRate = true
        player.rate = 5
        rig.clock.advance(by: 1)

        #expect(abs(disabled - 1) < 0.001)
        #expect(player.rate == 2)
        #expect(abs(player.currentTime - 3) < 0.001)
    }

    @Test("init(contentsOf:) plays a file; missing, empty, foreign and truncated files throw NSOSStatusErrorDomain errors")
    func contentsOfAndErrors() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try writeFixture(.tone(frequency: 440, seconds: 0.5), named: "sound.wav", in: folder,
                                    encoding: pcm16WAV)
        let bytes = try Data(contentsOf: good)
        let empty = folder.appendingPathComponent("empty.caf")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        let cut = folder.appendingPathComponent("cut.wav")
        FileManager.default.createFile(atPath: cut.path, contents: bytes.prefix(1_000))

        let player = try AVAudioPlayer(contentsOf: good)
        let fromData = try AVAudioPlayer(data: bytes)

        #expect(player.url == good)
        #expect(player.data == nil)
        #expect(abs(player.duration - 0.5) < 0.001)
        #expect(fromData.data == bytes)
        #expect(error(of: { try AVAudioPlayer(contentsOf: folder.appendingPathComponent("missing.wav")) }) == -43)
        #expect(error(of: { try AVAudioPlayer(contentsOf: empty) }) == 1_954_115_647)
        #expect(error(of: { try AVAudioPlayer(contentsOf: cut) }) == 1_685_348_671)
        #expect(error(of: { try AVAudioPlayer(data: Data([1, 2, 3, 4])) }) == 1_954_115_647)
    }

    private func error(of body: () throws -> AVAudioPlayer) -> Int? {
        do {
            _ = try body()
            return nil
        } catch {
            let error = error as NSError
            return error.domain == "NSOSStatusErrorDomain" ? error.code : nil
        }
    }
}
