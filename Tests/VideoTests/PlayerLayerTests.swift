// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import QuartzCore
import Testing
import TouchstoneTesting
import UIKit

/// AVPlayerLayer's video rectangle under each gravity and its readiness.
@MainActor
@Suite("AVPlayerLayer")
struct PlayerLayerTests {
    @Test("videoRect letterboxes, fills or stretches the picture per gravity; readiness follows the item",
          arguments: [(AVLayerVideoGravity.resizeAspect, CGRect(x: 0, y: 75, width: 320, height: 180)),
                      (.resizeAspectFill, CGRect(x: -373.333, y: 0, width: 1066.667, height: 600)),
                      (.resize, CGRect(x: 0, y: 0, width: 320, height: 330))])
    func gravity(_ gravity: AVLayerVideoGravity, expected: CGRect) throws {
        let (device, _) = try videoDevice()
        let player = AVPlayer(url: try temporaryMovie(seconds: 5))
        let layer = AVPlayerLayer(player: player)
        layer.frame = CGRect(x: 0, y: 0, width: 320, height: gravity == .resizeAspectFill ? 600 : (gravity == .resize ? 330 : 330))
        layer.videoGravity = gravity
        #expect(!layer.isReadyForDisplay && layer.videoRect == .zero)
        device.advance(by: 0.01)
        #expect(layer.isReadyForDisplay && layer.player === player)
        let rect = layer.videoRect
        #expect(abs(rect.minX - expected.minX) < 0.01 && abs(rect.minY - expected.minY) < 0.01)
        #expect(abs(rect.width - expected.width) < 0.01 && abs(rect.height - expected.height) < 0.01)
    }

    @Test("The layer draws the dark picture in videoRect with a progress bar that grows as the player plays")
    func drawing() throws {
        let (device, window) = try videoDevice()
        let player = AVPlayer(url: try temporaryMovie(seconds: 4))
        let layer = AVPlayerLayer(player: player)
        layer.frame = window.bounds
        window.layer.addSublayer(layer)
        player.play()
        device.advance(by: 2)
        let image = RGBAImage(device.screenshot())
        let scale = Double(image.width) / 320
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * scale), Int(y * scale)] }
        let video = layer.videoRect
        #expect((12...32).contains(Int(pixel(20, video.midY).g)))  // the picture
        #expect(pixel(20, video.minY - 20).g > 240)  // outside: the white window behind
        #expect(pixel(video.width * 0.25, video.maxY - 1.5).g > 240)  // progress bar, half way
        #expect(pixel(video.width * 0.75, video.maxY - 1.5).g < 40)
    }
}
