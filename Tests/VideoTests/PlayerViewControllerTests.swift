// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import AVKit
import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The centre of `view` in screen coordinates.
@MainActor
private func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

/// AVPlayerViewController presented full screen: its controls, Done, the end, and a golden image.
@MainActor
@Suite("AVPlayerViewController")
struct PlayerViewControllerTests {
    /// Presents a player controller for a movie of `seconds` over the window's root controller.
    private func present(_ device: HeadlessDevice, _ window: UIWindow, seconds: Double)
        throws -> (AVPlayerViewController, AVPlayer) {
        let controller = AVPlayerViewController()
        let player = AVPlayer(url: try temporaryMovie(seconds: seconds))
        controller.player = player
        try #require(window.rootViewController).present(controller, animated: true) { player.play() }
        device.advance(by: 0.6)
        return (controller, player)
    }

    @Test("Presented full screen, paused: Done, the bar with play, the times and the scrubber over a letterboxed picture")
    func golden() throws {
        let (device, window) = try videoDevice()
        let (controller, player) = try present(device, window, seconds: 95)
        device.advance(by: 5)
        player.pause()
        player.seek(to: CMTime(value: 12, timescale: 1))
        device.advance(by: 0.5)
        let controls = controller.controls
        #expect(controller.view.frame == window.bounds && !controls.doneButton.isHidden)
        #expect(controls.elapsedLabel.text == "0:12" && controls.remainingLabel.text == "-1:23")
        #expect(abs(controls.scrubber.value - Float(12.0 / 95)) < 0.02 && !controls.showsPause)
        for view in [controls.doneButton, controls.playPauseButton, controls.scrubber, controls.elapsedLabel] {
            #expect(window.bounds.contains(view.convert(view.bounds, to: nil)))
        }
        #expect(controller.isReadyForDisplay)
        #expect(abs(controller.videoBounds.height - 180) < 0.5 && abs(controller.videoBounds.midY - window.bounds.midY) < 0.5)
        let shot = device.screenshot()
        let image = RGBAImage(shot)
        let scale = Double(image.width) / 320
        func pixel(_ point: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(point.x * scale), Int(point.y * scale)] }
        let video = controller.videoBounds
        #expect(pixel(CGPoint(x: 160, y: video.minY - 30)).g < 8)  // letterbox: black
        #expect((12...32).contains(Int(pixel(CGPoint(x: 40, y: video.midY)).g)))  // picture: very dark grey
        #expect((95...135).contains(Int(pixel(CGPoint(x: 160 - 31, y: video.midY)).g)))  // film glyph
        try assertGolden(shot, named: "player-view-controller-paused", suite: "AVKit")
    }

    @Test("Tapping play/pause toggles the player; Done pauses and dismisses")
    func controlsDrivePlayer() throws {
        let (device, window) = try videoDevice()
        let (controller, player) = try present(device, window, seconds: 30)
        #expect(player.rate == 1 && controller.controls.showsPause)
        device.tap(at: centre(of: controller.controls.playPauseButton))
        #expect(player.rate == 0)
        device.tap(at: centre(of: controller.controls.playPauseButton))
        #expect(player.rate == 1)
        device.tap(at: centre(of: controller.controls.doneButton))
        device.advance(by: 0.6)
        #expect(player.rate == 0 && controller.presentingViewController == nil)
    }

    @Test("exitsFullScreenWhenPlaybackEnds dismisses at the item's end; the overlay sits between video and controls")
    func exitsAtEnd() throws {
        let (device, window) = try videoDevice()
        let (controller, _) = try present(device, window, seconds: 2)
        controller.exitsFullScreenWhenPlaybackEnds = true
        let overlay = try #require(controller.contentOverlayView)
        let subviews = controller.view.subviews
        #expect(subviews.firstIndex(of: overlay)! > subviews.firstIndex(of: controller.videoView)!)
        #expect(subviews.firstIndex(of: overlay)! < subviews.firstIndex(of: controller.controls)!)
        controller.showsPlaybackControls = false
        #expect(controller.controls.isHidden)
        device.advance(by: 2.5)
        #expect(controller.presentingViewController == nil)
    }
}

/// AVRoutePickerView: the AirPlay glyph in the tint colour, and a tap that reports the (empty) route list.
@MainActor
@Suite("AVRoutePickerView")
struct RoutePickerTests {
    /// Records the route list's begin and end.
    final class Listener: AVRoutePickerViewDelegate {
        var events: [String] = []
        func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) { events.append("begin") }
        func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) { events.append("end") }
    }

    @Test("A tap tells the delegate the route list began and ended; the glyph is drawn in the tint colour")
    func tapAndDraw() throws {
        let (device, window) = try videoDevice()
        let picker = AVRoutePickerView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        picker.tintColor = .red
        let listener = Listener()
        picker.delegate = listener
        window.addSubview(picker)
        device.advance(by: 0.05)
        device.tap(at: centre(of: picker))
        device.advance(by: 0.05)
        #expect(listener.events == ["begin", "end"])
        let image = RGBAImage(device.screenshot())
        let scale = Double(image.width) / 320
        let glyph = image[Int(122 * scale), Int(234 * scale)]  // inside the triangle
        #expect(glyph.r > 200 && glyph.g < 60)
    }
}
