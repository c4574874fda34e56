// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation
import Testing

@Suite("Audio engine: decoding and the clock-driven mixer")
struct AudioEngineTests {
    @Test("WAV, CAF, AIFF and FLAC files libsndfile wrote decode to the same samples", arguments: [
        SoundFileEncoding(container: .wav, codec: .pcm16), SoundFileEncoding(container: .caf, codec: .pcm16),
        SoundFileEncoding(container: .aiff, codec: .pcm24), SoundFileEncoding(container: .flac, codec: .flac),
        SoundFileEncoding(container: .caf, codec: .alac16), SoundFileEncoding(container: .caf, codec: .float32),
    ])
    func decodesFixtures(encoding: SoundFileEncoding) throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tone = PCMBuffer.tone(frequency: 441, seconds: 0.25, amplitude: 0.5, sampleRate: 22_050, channelCount: 2)

        let url = try writeFixture(tone, named: "tone.snd", in: folder, encoding: encoding)
        let decoded = try SoundFile.decode(contentsOf: url)

        #expect(decoded.sampleRate == 22_050)
        #expect(decoded.channelCount == 2)
        #expect(decoded.frameCount == tone.frameCount)
        #expect(decoded.encoding == encoding)
        let error = zip(decoded.samples, tone.samples).map { abs($0 - $1) }.max() ?? 1
        #expect(error < 0.001)
    }

    @Test("An MP3 libsndfile encoded decodes as MPEG layer 3 of about the same length")
    func decodesMP3() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tone = PCMBuffer.tone(frequency: 440, seconds: 1, amplitude: 0.5)

        let url = try writeFixture(tone, named: "tone.mp3", in: folder,
                                   encoding: SoundFileEncoding(container: .mp3, codec: .mpegLayer3))
        let decoded = try SoundFile.decode(contentsOf: url)

        #expect(decoded.encoding == SoundFileEncoding(container: .mp3, codec: .mpegLayer3))
        #expect(abs(decoded.duration - 1) < 0.1)
        #expect(decoded.samples.map(abs).max() ?? 0 > 0.3)
    }

    @Test("Missing, empty, foreign and truncated files are refused with Apple's statuses, without crashing")
    func refusesBadFiles() throws {
        let folder = fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.wav")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        let text = folder.appendingPathComponent("text.caf")
        FileManager.default.createFile(atPath: text.path, contents: Data("not a sound, just words".utf8))
        let whole = try writeFixture(.tone(frequency: 440, seconds: 1), named: "whole.wav", in: folder,
                                     encoding: pcm16WAV)
        let truncated = folder.appendingPathComponent("truncated.wav")
        let bytes = try Data(contentsOf: whole)
        FileManager.default.createFile(atPath: truncated.path, contents: bytes.prefix(bytes.count / 2))

        #expect(throws: SoundFileError.self) { try SoundFile.decode(contentsOf: folder.appendingPathComponent("none.wav")) }
        #expect(statusOf { try SoundFile.decode(contentsOf: folder.appendingPathComponent("none.wav")) } == -43)
        #expect(statusOf { try SoundFile.decode(contentsOf: empty) } == 1_954_115_647)
        #expect(statusOf { try SoundFile.decode(contentsOf: text) } == 1_954_115_647)
        #expect(statusOf { try SoundFile.decode(contentsOf: truncated) } == 1_685_348_671)
        #expect(statusOf { try SoundFile.decode(data: Data()) } == 1_954_115_647)
        #expect(statusOf { try SoundFile.decode(data: bytes.prefix(bytes.count / 2)) } == 1_685_348_671)
        #expect(try SoundFile.decode(data: bytes).frameCount == 44_100)
    }

    private func statusOf(_ body: () throws -> PCMBuffer) -> Int32? {
        do {
            _ = try body()
            return nil
        } catch let error as SoundFileError {
            return error.status
        } catch {
            return nil
        }
    }

    @Test("A voice at volume 0.5 is captured at half amplitude, in both channels when centred")
    func volumeHalvesAmplitude() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.8, seconds: 1))
        voice.volume = 0.5

        voice.play()
        rig.clock.advance(by: 0.5)
        rig.engine.pump()

        let left = rig.sink.channel(0, frames: 100..<1_000), right = rig.sink.channel(1, frames: 100..<1_000)
        #expect(left.allSatisfy { abs($0 - 0.4) < 1e-6 })
        #expect(right.allSatisfy { abs($0 - 0.4) < 1e-6 })
    }

    @Test("Pan moves a mono voice to one side; volume is clamped to 0…1")
    func panAndClamp() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.5, seconds: 1))
        voice.pan = -1
        voice.volume = 3

        voice.play()
        rig.clock.advance(by: 0.1)
        rig.engine.pump()

        #expect(voice.volume == 1)
        #expect(rig.sink.channel(0, frames: 10..<100).allSatisfy { $0 == 0.5 })
        #expect(rig.sink.channel(1, frames: 10..<100).allSatisfy { $0 == 0 })
    }

    @Test("A voice ends after its duration of clock time, not before, and only the clock moves it")
    func endsAfterDuration() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.5, seconds: 0.5))
        let ended = Box<Double?>(nil)
        voice.onFinish = { [clock = rig.clock] in ended.value = clock.now }

        voice.play()
        rig.clock.advance(by: 0.49)
        let before = ended.value
        rig.clock.advance(by: 0.02)

        #expect(before == nil)
        #expect(voice.currentState == .stopped)
        let time = try? #require(ended.value)
        #expect(time.map { $0 >= 0.5 && $0 < 0.501 } == true)
    }

    @Test("numberOfLoops = 1 plays the sound twice, then ends")
    func loopsOnce() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.5, seconds: 0.25))
        voice.numberOfLoops = 1
        let ended = Box<Double?>(nil)
        voice.onFinish = { [clock = rig.clock] in ended.value = clock.now }

        voice.play()
        rig.clock.advance(by: 1)

        let sounding = rig.sink.channel(0, frames: 0..<rig.frame(at: 1)).count { $0 != 0 }
        #expect(sounding == 2 * 11_025)
        #expect(ended.value.map { abs($0 - 0.5) < 0.001 } == true)
    }

    @Test("Setting currentTime seeks; pausing holds the position while the clock moves")
    func seekAndPause() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.5, seconds: 2))

        voice.play()
        rig.clock.advance(by: 0.5)
        let playedHalf = voice.currentTime
        voice.currentTime = 1.5
        rig.clock.advance(by: 0.25)
        let afterSeek = voice.currentTime
        voice.pause()
        rig.clock.advance(by: 1)

        #expect(abs(playedHalf - 0.5) < 0.001)
        #expect(abs(afterSeek - 1.75) < 0.001)
        #expect(abs(voice.currentTime - 1.75) < 0.001)
        #expect(voice.currentState == .paused)
    }

    @Test("A faster rate plays a sound in less clock time; a source at another sample rate is resampled")
    func rateAndResampling() {
        let rig = TestRig()
        let voice = rig.engine.makeVoice(.constant(0.5, seconds: 1, sampleRate: 22_050))
        voice.rate = 2
        let ended = Box<Double?>(nil)
        voice.onFinish = { [clock = rig.clock] in ended.value = clock.now }

        voice.play()
        rig.clock.advance(by: 1)

        #expect(ended.value.map { abs($0 - 0.5) < 0.001 } == true)
    }

    @Test("The simulated microphone: silence, a tone, and TOUCHSTONE_MICROPHONE parsing")
    func microphone() {
        let tone = Microphone(environment: ["TOUCHSTONE_MICROPHONE": "tone:441"])
        let bad = Microphone(environment: ["TOUCHSTONE_MICROPHONE": "tone:loud"])
        let samples = tone.samples(from: 0, count: 100, sampleRate: 44_100, channels: 1)

        #expect(samples.map(abs).max().map { $0 > 0.49 && $0 <= 0.5 } == true)
        #expect(bad.samples(from: 0, count: 10, sampleRate: 44_100, channels: 2) == [Float](repeating: 0, count: 20))
        #expect(Microphone(environment: [:]).samples(from: 5, count: 3, sampleRate: 8_000, channels: 1) == [0, 0, 0])
    }
}

/// A value a `@Sendable` callback can write (tests read it on the same thread afterwards).
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
