// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import Testing
import HostInterface
import RemoteHost
@testable import UIKit

/// The device end of a link to an app that runs in-process on a ``RemoteHostBackend``: the test plays the device,
/// writing its messages before each app turn (the socket buffers them), so nothing waits and nothing races.
@MainActor
final class FakeDevice {
    let link: DeviceLinkConnection
    let surface: SharedSurface
    let backend: RemoteHostBackend
    let profile: DeviceProfile
    private(set) var runtime: AppRuntime?
    private(set) var delegate: UIApplicationDelegate?
    /// What the app sent, in order (``drain()`` appends).
    private(set) var received: [DeviceLinkMessage] = []
    private(set) var now = 0.0

    init(profile: DeviceProfile = .iPhone4) throws {
        let (deviceEnd, appEnd) = try DeviceLinkConnection.pair()
        link = deviceEnd
        self.profile = profile
        surface = try SharedSurface.create(
            name: SharedSurface.uniqueName(), pixelWidth: Int(profile.pointSize.width * profile.scale),
            pixelHeight: Int(profile.pointSize.height * profile.scale))
        backend = RemoteHostBackend(connection: appEnd)
        backend.urlAnswerTimeout = 0.05
        RemoteLog.entries = []
    }

    var welcome: DeviceLinkMessage.Welcome {
        .init(deviceName: "Test Device", screenWidth: Double(profile.pointSize.width),
              screenHeight: Double(profile.pointSize.height), scale: Double(profile.scale), surfaceName: surface.name)
    }

    func send(_ message: DeviceLinkMessage) {
        do { try link.send(message) } catch { Issue.record("device send: \(error)") }
    }

    /// Welcome (and `before`), the handshake, then the app's launch on the main actor.
    func launch(_ delegate: UIApplicationDelegate, info: [String: Any] = [:], before: [DeviceLinkMessage] = []) throws {
        send(.welcome(welcome))
        before.forEach(send)
        try backend.connect(bundleIdentifier: "com.example.remote", processIdentifier: 42)
        let runtime = AppRuntime(host: backend, profile: profile, application: UIApplication())
        runtime.watchdogKillsProcess = false
        runtime.deviceServices = backend
        self.runtime = runtime
        self.delegate = delegate
        try runtime.launch(delegate: delegate, info: info)
    }

    /// One display refresh: the clock message, then app turns until the app has read it (a request the device
    /// sent before it takes a turn of its own).
    func tick(_ seconds: Double = 1.0 / 60.0) {
        now += seconds
        send(.clock(seconds: now))
        for _ in 0..<100 {
            guard let runtime, !runtime.isTerminated, backend.clock.now < now else { return }
            turn()
        }
    }

    /// One app turn without waiting.
    func turn() {
        guard let runtime, !runtime.isTerminated else { return }
        runtime.install()
        runtime.runTurn()
    }

    /// Reads everything the app has sent so far; returns the new messages.
    @discardableResult
    func drain() -> [DeviceLinkMessage] {
        var new: [DeviceLinkMessage] = []
        while link.isOpen, let message = try? link.receive(timeout: 0) { new.append(message) }
        received += new
        return new
    }

    /// The messages in `messages` that are not frames or next-turn reports.
    static func withoutFrames(_ messages: [DeviceLinkMessage]) -> [DeviceLinkMessage] {
        messages.filter {
            switch $0 {
            case .frameReady, .nextTurn: false
            default: true
            }
        }
    }

    /// The last next-turn report among `messages` (nil: none).
    static func lastNextTurn(_ messages: [DeviceLinkMessage]) -> DeviceLinkMessage.NextTurn? {
        messages.lazy.compactMap { if case .nextTurn(let next) = $0 { next } else { nil } }.last
    }

    /// The last frame the app presented, as the surface holds it, and as the app composited it.
    func lastFrameBytes() -> (surface: [UInt8], screen: [UInt8])? {
        guard let runtime, let image = runtime.screenshot, let data = image.dataProvider?.data as Data?,
              backend.framesSent > 0 else { return nil }
        let buffer = surface.buffer(forFrame: backend.framesSent)
        var screen: [UInt8] = []
        screen.reserveCapacity(buffer.count)
        for row in 0..<surface.pixelHeight {
            let start = row * image.bytesPerRow
            screen += data[start..<(start + surface.bytesPerRow)]
        }
        return (Array(buffer), screen)
    }

    /// Ends the app (if it still runs) and stops it being the process's current one.
    func finish() {
        guard let runtime else { return }
        if !runtime.isTerminated { runtime.terminate() }
        runtime.uninstall()
    }
}
