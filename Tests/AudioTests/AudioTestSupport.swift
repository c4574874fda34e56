// SPDX-License-Identifier: Apache-2.0

@testable import AVFoundation
import AudioEngine
import Dispatch
import Foundation

/// An engine on a manual clock that captures its output: the way tests hear what the mixer did.
struct TestRig {
    let clock = ManualAudioClock()
    let sink = CapturingAudioSink()
    let engine: AudioEngine

    init(hasVibrationMotor: Bool = true) {
        engine = AudioEngine(clock: clock, sink: sink, hasVibrationMotor: hasVibrationMotor)
        engine.pump()  // the engine's output starts now
    }

    /// The engine frame at clock time `seconds`.
    func frame(at seconds: Double) -> Int { Int((seconds * engine.sampleRate).rounded(.down)) }
}

/// A fresh temporary folder for fixtures, deleted by the caller (or at reboot).
func fixtureFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("audio-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `buffer` as `name` in `folder` with libsndfile and returns its URL.
func writeFixture(_ buffer: PCMBuffer, named name: String, in folder: URL, encoding: SoundFileEncoding) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try SoundFileWriter.write(buffer, to: url, encoding: encoding)
    return url
}

let pcm16CAF = SoundFileEncoding(container: .caf, codec: .pcm16)
let pcm16WAV = SoundFileEncoding(container: .wav, codec: .pcm16)

/// Lets the main queue run what AV Foundation queued on it (delegate callbacks, notifications). No sleeping.
@MainActor
func drainMainQueue(hops: Int = 4) async {
    for _ in 0..<hops {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }
}

/// A player delegate that records what it was told, and whether the player was playing at each interruption.
final class RecordingPlayerDelegate: NSObject, AVAudioPlayerDelegate {
    var finished: [(successfully: Bool, time: Double)] = []
    var began: [Bool] = []
    var endedWithOptions: [Int] = []
    var clock: (() -> Double)?

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        finished.append((flag, clock?() ?? player.deviceCurrentTime))
    }

    func audioPlayerBeginInterruption(_ player: AVAudioPlayer) {
        began.append(player.isPlaying)
    }

    func audioPlayerEndInterruption(_ player: AVAudioPlayer, withOptions flags: Int) {
        endedWithOptions.append(flags)
    }
}
