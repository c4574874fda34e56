// SPDX-License-Identifier: Apache-2.0
//
// A view controller that owns an AVAudioPlayer, is its delegate and toggles Play/Pause, plus System Sound Services
// (Swift 5 mode; guide listings 7-1..7-6): it compiles unchanged and plays on the device's clock.

import AVFoundation
import AudioToolbox
import Dispatch
import Foundation
import Testing
import TouchstoneTesting
import UIKit

class SoundBoardViewController: UIViewController, AVAudioPlayerDelegate {
    var player: AVAudioPlayer?
    let playButton = UIButton(type: .system)
    var soundFileObject: SystemSoundID = 0
    private(set) var interruptions: [AVAudioSession.InterruptionType] = []
    private var interruptionObserver: NSObjectProtocol?

    init(soundFileURL: URL) {
        super.init(nibName: nil, bundle: nil)
        // Listing 7-4: usually in the controller's initialiser.
        let newPlayer = try? AVAudioPlayer(contentsOf: soundFileURL)
        player = newPlayer
        player?.prepareToPlay()
        player?.delegate = self
        playButton.setTitle("Play", for: .normal)
        // Listing 7-1.
        AudioServicesCreateSystemSoundID(soundFileURL as CFURL, &soundFileObject)
        interruptionObserver = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance(), queue: nil
        ) { [weak self] notification in
            guard let info = notification.userInfo,
                  let typeValue = info[AVAudioSessionInterruptionTypeKey] as? UInt,
                  let type = AVAudioSession.InterruptionType(rawValue: typeValue) else { return }
            self?.interruptions.append(type)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [])
        try? AVAudioSession.sharedInstance().setActive(true)
        playButton.addTarget(self, action: Selector(("playOrPause:")), for: .touchUpInside)
        view.addSubview(playButton)
    }

    // Listing 7-5.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        if flag == true {
            playButton.setTitle("Play", for: .normal)
        }
    }

    // Listing 7-6.
    func playOrPause(_ sender: Any) {
        guard let player = player else { return }
        if player.isPlaying {
            playButton.setTitle("Play", for: .highlighted)
            playButton.setTitle("Play", for: .normal)
            player.pause()
        } else {
            playButton.setTitle("Pause", for: .highlighted)
            playButton.setTitle("Pause", for: .normal)
            player.volume = 1.0
            player.play()
        }
    }

    // Listings 7-2 and 7-3.
    func playSystemSound() { AudioServicesPlaySystemSound(soundFileObject) }
    func vibrate() { AudioServicesPlaySystemSound(kSystemSoundID_Vibrate) }

    deinit { AudioServicesDisposeSystemSoundID(soundFileObject) }
}

@MainActor
@Suite("Source compatibility: AV Foundation and System Sound Services")
struct AudioIdiomsTests {
    /// A mono 16-bit WAVE file of `seconds` of a square wave, written by hand (this target does not see the engine).
    private func writeWAV(seconds: Double) throws -> URL {
        let rate = 8_000, frames = Int(Double(rate) * seconds)
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + frames * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(rate)); append(UInt32(rate * 2)); append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(UInt32(frames * 2))
        for i in 0..<frames { append(Int16(i / 10 % 2 == 0 ? 8_000 : -8_000)) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("idiom-\(UUID().uuidString).wav")
        try data.write(to: url)
        return url
    }

    @Test("Listing 7-6's button toggles Play and Pause; the end of the sound puts Play back (behaviour 166)")
    func playPauseButton() async throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let url = try writeWAV(seconds: 1)
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = SoundBoardViewController(soundFileURL: url)
        controller.loadViewIfNeeded()

        controller.playOrPause(controller.playButton)
        let whilePlaying = controller.playButton.title(for: .normal)
        let playing = controller.player?.isPlaying
        device.advance(by: 0.5)
        controller.playOrPause(controller.playButton)
        let whilePaused = controller.playButton.title(for: .normal)
        controller.playOrPause(controller.playButton)
        device.advance(by: 0.6)
        await device.settle()
        for _ in 0..<3 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }

        #expect(whilePlaying == "Pause")
        #expect(playing == true)
        #expect(whilePaused == "Play")
        #expect(controller.player?.isPlaying == false)
        #expect(controller.playButton.title(for: .normal) == "Play")
        #expect(controller.soundFileObject != 0)
        controller.playSystemSound()
        controller.vibrate()
    }
}
