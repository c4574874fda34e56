// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
@testable import UIKit

/// Golden images of the movie player's full-screen controls and of the media picker, each with structural checks.
@MainActor
@Suite("Media goldens")
struct MediaGoldenTests {
    /// The pixel at screen point `point` of `image` (which may be at a higher scale than points).
    private func pixel(_ image: RGBAImage, _ point: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let scale = Double(image.width) / 320
        return image[Int(point.x * scale), Int(point.y * scale)]
    }

    @Test("The movie player covering the screen, paused, with Done, the scrubber, the times and play")
    func moviePlayerControls() throws {
        let (device, window) = try launchedDevice()
        let url = try temporaryFile(movieFile(duration: 600 * 95, timescale: 600), ext: "mp4")
        let player = try #require(MPMoviePlayerController(contentURL: url))
        player.play()
        device.advance(by: 12)
        player.pause()
        device.advance(by: 0.5)
        let controls = player.playerView.controls
        #expect(controls.elapsedLabel.text == "0:12" && controls.remainingLabel.text == "-1:23")
        #expect(abs(controls.scrubber.value - Float(12.0 / 95)) < 0.01)
        for view in [controls.doneButton, controls.scrubber, controls.playPauseButton, controls.elapsedLabel] {
            #expect(window.bounds.contains(view.convert(view.bounds, to: nil)))
        }
        #expect(controls.topBar.frame.maxY <= controls.bottomBar.frame.minY)
        let shot = device.screenshot()
        let image = RGBAImage(shot)
        // Letterbox (black), picture area (very dark grey), film glyph (grey) down the middle.
        let letterbox = pixel(image, CGPoint(x: 160, y: 110))
        let picture = pixel(image, CGPoint(x: 40, y: 240))
        let glyph = pixel(image, CGPoint(x: 160 - 31, y: 240))
        #expect(letterbox.r < 8 && letterbox.g < 8 && letterbox.b < 8)
        #expect((12...32).contains(Int(picture.g)))
        #expect((95...135).contains(Int(glyph.g)))
        // Done: a grey button with white text.
        let done = controls.doneButton.convert(controls.doneButton.bounds, to: nil)
        let doneFill = pixel(image, CGPoint(x: done.minX + 4, y: done.midY))
        #expect((60...90).contains(Int(doneFill.g)))
        let bright = stride(from: done.minX + 8, to: done.maxX - 8, by: 0.5).filter { pixel(image, CGPoint(x: $0, y: done.midY)).g > 200 }
        #expect(bright.count >= 4)
        try assertGolden(shot, named: "movie-player-fullscreen-paused", suite: "MediaPlayer")
    }

    @Test("The media picker: Songs under Cancel and Done, titles with artist and album")
    func mediaPicker() throws {
        let (device, window) = try launchedDevice()
        let root = try #require(window.rootViewController)
        let picker = MPMediaPickerController(mediaTypes: .music)
        picker.allowsPickingMultipleItems = true
        root.present(picker, animated: true)
        device.advance(by: 0.6)
        let cells = picker.list.tableView.visibleCells
        #expect(cells.count >= 6)
        #expect(cells.first?.textLabel?.text == "Carrier Wave")
        #expect(cells.first?.detailTextLabel?.text == "Quiet Engine — Signals")
        let bar = picker.navigation.navigationBar
        #expect(bar.currentContent?.leftViews.count == 1 && bar.currentContent?.rightViews.count == 1)
        #expect(picker.list.title == "Songs")
        try assertGolden(device.screenshot(), named: "media-picker", suite: "MediaPlayer")
    }
}
