// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import HostInterface
import Testing
import TouchstoneTesting
@testable import TouchstoneDevice

@Suite("SimulatedDevice bezel and keys overlay")
@MainActor
struct BezelTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    @Test("the bezel's geometry per profile: screen inside, Home button below it (classic), Sleep/Wake on the edge")
    func geometry() throws {
        let classic = DeviceBezel(screenSize: CGSize(width: 320, height: 480), classic: true)
        #expect(classic.size == CGSize(width: 360, height: 686))
        #expect(classic.screenFrame == CGRect(x: 20, y: 106, width: 320, height: 480))
        let home = try #require(classic.homeButtonFrame)
        #expect(home.midX == classic.screenFrame.midX && home.minY > classic.screenFrame.maxY)
        #expect(classic.sleepWakeButtonFrame.minY == 0)
        #expect(classic.homeIndicatorFrame == nil && classic.screenCornerRadius == 0)

        let modern = DeviceBezel(screenSize: CGSize(width: 390, height: 844), classic: false)
        #expect(modern.homeButtonFrame == nil)
        #expect(modern.screenFrame == CGRect(x: 16, y: 16, width: 390, height: 844))
        #expect(modern.screenCornerRadius == 40)
        #expect(modern.sleepWakeButtonFrame.maxX == modern.size.width)
        let indicator = try #require(modern.homeIndicatorFrame)
        #expect(modern.screenFrame.contains(indicator))
    }

    @Test("hit areas: the buttons with a little slack, screen points offset from the window's")
    func hitAreas() {
        let bezel = DeviceBezel(screenSize: CGSize(width: 320, height: 480), classic: true)
        let home = bezel.homeButtonFrame!
        #expect(bezel.button(at: CGPoint(x: home.midX, y: home.midY)) == .home)
        #expect(bezel.button(at: CGPoint(x: home.maxX + 3, y: home.midY)) == .home)
        #expect(bezel.button(at: CGPoint(x: home.maxX + 6, y: home.midY)) == nil)
        let sleep = bezel.sleepWakeButtonFrame
        #expect(bezel.button(at: CGPoint(x: sleep.midX, y: sleep.midY)) == .sleepWake)
        #expect(bezel.button(at: CGPoint(x: 180, y: 300)) == nil)
        #expect(bezel.screenPoint(CGPoint(x: 20, y: 106)) == .zero)
        #expect(bezel.screenPoint(CGPoint(x: 180, y: 346)) == CGPoint(x: 160, y: 240))
        #expect(bezel.screenPoint(CGPoint(x: 10, y: 300)) == nil)
    }

    @Test("the window image: the bezel around the screen (iPhone 4, modern), and F1's keys over it")
    func windowImages() throws {
        let device = try fixture.device(launcher, installing: ["alpha"])
        device.overrideStatusBar(time: "9:41", batteryLevel: 100)
        let image = device.windowImage()
        #expect(image.width == 720 && image.height == 1372)
        // The screen's top-left pixel is the home screen's, and the bezel's body is dark.
        #expect(pixel(image, 40 + 4, 212 + 300) == pixel(device.screenshot(), 4, 300))
        try assertGolden(image, named: "bezel-iphone4", suite: "BezelTests")

        device.sendWindowEvent(.key(HostKeyName.function(1), down: true, timestamp: device.now))
        device.sendWindowEvent(.key(HostKeyName.function(1), down: false, timestamp: device.now))
        #expect(device.isShowingSimulatorKeys)
        try assertGolden(device.windowImage(), named: "keys-iphone4", suite: "BezelTests")
        device.sendWindowEvent(.key(HostKeyName.function(1), down: true, timestamp: device.now))
        #expect(!device.isShowingSimulatorKeys)

        let modern = try SimulatedDevice(profile: "modern", headless: true, dataRoot: fixture.root.appendingPathComponent("modern"),
                                         launcher: launcher)
        modern.overrideStatusBar(time: "9:41", batteryLevel: 100)
        try assertGolden(modern.windowImage(), named: "bezel-modern", suite: "BezelTests")
        let bare = try SimulatedDevice(profile: "iphone4", headless: true, dataRoot: fixture.root.appendingPathComponent("bare"),
                                       launcher: launcher, showsBezel: false)
        #expect(bare.bezel == nil && bare.windowImage().width == 640)
    }

    @Test("clicks: Home on the bezel sends the app home, taps on the screen reach the app in screen points")
    func clicks() throws {
        let device = try fixture.device(launcher, installing: ["alpha"])
        let bezel = try #require(device.bezel)
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.5)
        let screenPoint = CGPoint(x: bezel.screenFrame.minX + 100, y: bezel.screenFrame.minY + 200)
        device.sendWindowEvent(.touchDown(finger: 0, location: screenPoint, timestamp: device.now))
        device.sendWindowEvent(.touchUp(finger: 0, location: screenPoint, timestamp: device.now))
        // A touch that starts on the bezel away from the buttons is dropped, all of it.
        device.sendWindowEvent(.touchDown(finger: 1, location: CGPoint(x: 5, y: 300), timestamp: device.now))
        device.sendWindowEvent(.touchUp(finger: 1, location: screenPoint, timestamp: device.now))
        let sleep = bezel.sleepWakeButtonFrame
        device.sendWindowEvent(.touchDown(finger: 0, location: CGPoint(x: sleep.midX, y: sleep.midY), timestamp: device.now))
        device.sendWindowEvent(.touchUp(finger: 0, location: CGPoint(x: sleep.midX, y: sleep.midY), timestamp: device.now))
        device.advance(by: 0.1)
        let inputs = launcher.process("com.example.alpha")!.record.inputs
        #expect(inputs.count == 3)
        if case .touchDown(_, let location, _) = inputs.first { #expect(location == CGPoint(x: 100, y: 200)) }
        if case .hardware(let action, _) = inputs.last { #expect(action == .lock) } else { Issue.record("no lock") }

        let home = try #require(bezel.homeButtonFrame)
        let centre = CGPoint(x: home.midX, y: home.midY)
        device.sendWindowEvent(.touchDown(finger: 0, location: centre, timestamp: device.now))
        device.sendWindowEvent(.touchUp(finger: 0, location: centre, timestamp: device.now))
        #expect(device.foregroundBundleIdentifier == nil)
        #expect(launcher.process("com.example.alpha")!.record.inputs.count == 3)
    }
}
