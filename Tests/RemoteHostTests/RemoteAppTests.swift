// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import RemoteHost
import Testing
import TouchstoneTesting
@testable import UIKit

/// A UIKit app on the remote backend, the test playing the device: frames, input, life cycle, URLs, lockstep.
@Suite("Remote app") @MainActor
struct RemoteAppTests {
    private func tap(_ device: FakeDevice, at point: CGPoint) {
        device.send(.input(.touchDown(finger: 0, location: point, timestamp: device.now)))
        device.send(.input(.touchUp(finger: 0, location: point, timestamp: device.now)))
        device.tick()
    }

    @Test("Launch: hello, launchFinished, then the first frame; the surface holds the app's screen")
    func launchAndFirstFrame() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        let messages = device.drain()
        #expect(messages.first == .hello(.init(bundleIdentifier: "com.example.remote", processIdentifier: 42)))
        #expect(messages.dropFirst().first == .launchFinished)
        guard case .frameReady(let frame)? = messages.dropFirst(2).first else {
            Issue.record("no first frame: \(messages)")
            return
        }
        #expect(frame.sequence == 1 && frame.pixelWidth == 640 && frame.pixelHeight == 960 && frame.bytesPerRow == 2560)
        let bytes = try #require(device.lastFrameBytes())
        #expect(bytes.surface == bytes.screen)
        #expect(RemoteLog.entries == ["didFinishLaunching", "didBecomeActive"])
    }

    @Test("The surface equals a headless device's render of the same app")
    func matchesHeadlessRender() throws {
        let info: [String: Any] = ["UIStatusBarHidden": true]
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate(), info: info)
        let remote = try #require(device.lastFrameBytes()).surface
        device.runtime?.uninstall()
        let headless = try HeadlessDevice(profile: .iPhone4)
        try headless.launch(delegate: RemoteAppDelegate(), info: info)
        let image = headless.screenshot()
        let data = try #require(image.dataProvider?.data as Data?)
        #expect(image.width == 640 && image.bytesPerRow == 2560)
        #expect(Array(data.prefix(remote.count)) == remote)
        headless.terminate()
        device.runtime?.install()
    }

    @Test("Frames after the first copy only the damage, and both buffers stay equal to the screen")
    func damageOnlyCopies() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.drain()
        for round in 1...5 {
            tap(device, at: CGPoint(x: 100, y: 140))
            let frames = device.drain().compactMap { if case .frameReady(let f) = $0 { f } else { nil } }
            let frame = try #require(frames.last, "round \(round)")
            #expect(!frame.damage.isEmpty && frame.damage.allSatisfy { $0.width < 640 || $0.height < 960 },
                    "round \(round): a partial frame")
            let bytes = try #require(device.lastFrameBytes())
            #expect(bytes.surface == bytes.screen, "round \(round), frame \(frame.sequence)")
        }
        #expect(RemoteLog.entries.filter { $0.hasPrefix("touchesBegan") }.count == 5)
    }

    @Test("Input from the device reaches touchesBegan at its point")
    func inputReachesTouches() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.send(.input(.touchDown(finger: 0, location: CGPoint(x: 70, y: 110), timestamp: 0)))
        device.tick()
        #expect(RemoteLog.entries.last == "touchesBegan 10,10")
    }

    @Test("Lockstep: after clock then ping, the tick's frame arrives before the pong")
    func lockstep() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        let delegate = RemoteAppDelegate()
        try device.launch(delegate)
        device.drain()
        delegate.square?.backgroundColor = .green
        device.send(.clock(seconds: 0.5))
        device.send(.ping(99))
        device.turn()
        device.turn()
        let messages = device.drain()
        let frame = messages.firstIndex { if case .frameReady = $0 { true } else { false } }
        let pong = messages.firstIndex(of: .pong(99))
        #expect(frame != nil && pong != nil && frame! < pong!, "\(messages)")
    }

    @Test("Each life-cycle request runs the app delegate's callbacks, then is answered", arguments: [
        (HostLifecycleState.inactive, ["willResignActive"]),
        (.background, ["willResignActive", "didEnterBackground"]),
        (.terminated, ["willResignActive", "willTerminate"]),
    ])
    func lifecycle(state: HostLifecycleState, expected: [String]) throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.drain()
        RemoteLog.entries = []
        device.send(.lifecycle(state))
        device.tick()
        #expect(RemoteLog.entries == expected)
        #expect(FakeDevice.withoutFrames(device.drain()).last == .lifecycleReached(state))
        #expect(device.runtime?.isTerminated == (state == .terminated))
    }

    @Test("Background, foreground and active in turn; the scene variant follows the scene delegate")
    func lifecycleRoundTrip() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        RemoteLog.entries = []
        for state: DeviceLinkMessage.LifecycleState in [.background, .foreground, .inactive, .active] {
            device.send(.lifecycle(state))
            device.tick()
        }
        #expect(RemoteLog.entries == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
                                      "willResignActive", "didBecomeActive"])
        #expect(FakeDevice.withoutFrames(device.drain()).filter { $0 != .launchFinished && $0 != .hello(.init(bundleIdentifier: "com.example.remote", processIdentifier: 42)) }
                == [.lifecycleReached(.background), .lifecycleReached(.foreground), .lifecycleReached(.inactive),
                    .lifecycleReached(.active)])

        let scene = try FakeDevice()
        defer { scene.finish() }
        try scene.launch(RemoteSceneAppDelegate(), info: remoteSceneInfo())
        RemoteLog.entries = []
        for state: DeviceLinkMessage.LifecycleState in [.background, .foreground, .terminated] {
            scene.send(.lifecycle(state))
            scene.tick()
        }
        #expect(RemoteLog.entries == ["scene.willResignActive", "scene.didEnterBackground", "scene.willEnterForeground",
                                      "scene.didBecomeActive", "scene.willResignActive", "scene.didDisconnect",
                                      "willTerminate"])
        #expect(FakeDevice.withoutFrames(scene.drain()).last == .lifecycleReached(.terminated))
    }

    @Test("open(_:) asks the device and the completion gets its answer; openURL(_:) waits for it")
    func openURLOutgoing() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.drain()
        var answers: [Bool] = []
        UIApplication.shared.open(URL(string: "other://page")!) { answers.append($0) }
        #expect(FakeDevice.withoutFrames(device.drain()) == [.openURLRequest(token: 1, url: "other://page")])
        #expect(answers.isEmpty)
        device.send(.openURLResult(token: 1, opened: true))
        device.tick()
        #expect(answers == [true])
        device.send(.openURLResult(token: 2, opened: true))
        #expect(UIApplication.shared.openURL(URL(string: "tel:123")!))
        #expect(FakeDevice.withoutFrames(device.drain()) == [.openURLRequest(token: 2, url: "tel:123")])
        #expect(UIApplication.shared.openURL(URL(string: "none:x")!) == false, "no answer: false after the timeout")
    }

    @Test("canOpenURL asks the device; on the modern profile only schemes under LSApplicationQueriesSchemes")
    func canOpenURL() throws {
        let old = try FakeDevice(profile: .iPhone4)
        defer { old.finish() }
        try old.launch(RemoteAppDelegate())
        old.drain()
        old.send(.openURLResult(token: 1, opened: true))
        #expect(UIApplication.shared.canOpenURL(URL(string: "other://x")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "quiet://x")!) == false, "never answered")
        #expect(FakeDevice.withoutFrames(old.drain()) == [.canOpenURLRequest(token: 1, url: "other://x"),
                                                         .canOpenURLRequest(token: 2, url: "quiet://x")])
        old.finish()

        let modern = try FakeDevice(profile: .modernPhone)
        defer { modern.finish() }
        try modern.launch(RemoteAppDelegate(), info: ["LSApplicationQueriesSchemes": ["listed"]])
        modern.drain()
        #expect(UIApplication.shared.canOpenURL(URL(string: "unlisted://x")!) == false)
        #expect(FakeDevice.withoutFrames(modern.drain()).isEmpty, "not asked")
        modern.send(.openURLResult(token: 1, opened: true))
        #expect(UIApplication.shared.canOpenURL(URL(string: "listed://x")!))
    }

    @Test("A URL another app opens reaches application(_:open:options:), handleOpen, or the scene")
    func openURLIncoming() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.send(.openURL(url: "remote://item/7", sourceApplication: "com.example.opener"))
        device.tick()
        #expect(RemoteLog.entries.last == "open remote://item/7 from com.example.opener")
        device.finish()

        let old = try FakeDevice(profile: .iPhone3GS)
        defer { old.finish() }
        try old.launch(OldRemoteAppDelegate())
        old.send(.openURL(url: "old://x", sourceApplication: ""))
        old.tick()
        #expect(RemoteLog.entries == ["handleOpen old://x"])
        old.finish()

        let scene = try FakeDevice()
        defer { scene.finish() }
        try scene.launch(RemoteSceneAppDelegate(), info: remoteSceneInfo())
        scene.send(.openURL(url: "remote://s", sourceApplication: "com.example.opener"))
        scene.tick()
        #expect(RemoteLog.entries.last == "scene.open remote://s from com.example.opener")
    }

    @Test("Launched to open a URL: launch options, then application(_:open:options:); scenes get urlContexts")
    func launchByURL() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        let delegate = RemoteAppDelegate()
        try device.launch(delegate, before: [.openURL(url: "remote://launch", sourceApplication: "com.example.opener")])
        #expect(delegate.launchOptions?[.url] as? URL == URL(string: "remote://launch"))
        #expect(delegate.launchOptions?[.sourceApplication] as? String == "com.example.opener")
        #expect(RemoteLog.entries == ["didFinishLaunching", "open remote://launch from com.example.opener", "didBecomeActive"])
        device.finish()

        let scene = try FakeDevice()
        defer { scene.finish() }
        try scene.launch(RemoteSceneAppDelegate(), info: remoteSceneInfo(),
                         before: [.openURL(url: "remote://s", sourceApplication: "com.example.opener")])
        #expect(RemoteLog.entries.first == "scene.willConnect remote://s from com.example.opener")
    }

    @Test("Beginning and ending background tasks tells the device the count")
    func backgroundTasks() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        device.drain()
        let first = UIApplication.shared.beginBackgroundTask()
        let second = UIApplication.shared.beginBackgroundTask()
        device.tick()
        UIApplication.shared.endBackgroundTask(first)
        device.tick()
        UIApplication.shared.endBackgroundTask(second)
        device.tick()
        #expect(FakeDevice.withoutFrames(device.drain()) == [.backgroundTasks(count: 2), .backgroundTasks(count: 1),
                                                            .backgroundTasks(count: 0)])
    }

    @Test("A device that sends garbage or goes away terminates the app cleanly: applicationWillTerminate runs")
    func deviceFailureTerminates() throws {
        let garbage = try FakeDevice()
        defer { garbage.finish() }
        try garbage.launch(RemoteAppDelegate())
        let bytes: [UInt8] = [1, 0, 0, 0, 0xFF, 0]
        _ = bytes.withUnsafeBytes { write(garbage.link.fileDescriptor, $0.baseAddress, $0.count) }
        garbage.turn()
        #expect(garbage.runtime?.isTerminated == true)
        #expect(RemoteLog.entries.last == "willTerminate")
        #expect(garbage.backend.linkFailure?.contains("malformed") == true)
        garbage.finish()

        let gone = try FakeDevice()
        defer { gone.finish() }
        try gone.launch(RemoteAppDelegate())
        gone.link.close()
        gone.turn()
        #expect(gone.runtime?.isTerminated == true)
        #expect(RemoteLog.entries.last == "willTerminate")
        #expect(gone.backend.linkFailure == "the device closed the link")
    }

    @Test("TOUCHSTONE_DEVICE_DATA, set by the device, is the data root and wins over TOUCHSTONE_DATA_ROOT")
    func deviceDataRoot() throws {
        guard case .run(let options) = LaunchOptions.parse(
            [], environment: ["TOUCHSTONE_DEVICE_DATA": "/device", "TOUCHSTONE_DATA_ROOT": "/other"]) else {
            Issue.record("did not parse")
            return
        }
        #expect(options.dataRoot == "/device")
    }
}
