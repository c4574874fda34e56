// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import RemoteHost
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The remote backend alone against a fake device: handshake, the clock rule, pings, failures.
@Suite("Remote host backend")
struct RemoteHostBackendTests {
    private func pair() throws -> (device: DeviceLinkConnection, backend: RemoteHostBackend, surface: SharedSurface) {
        let (device, app) = try DeviceLinkConnection.pair()
        let surface = try SharedSurface.create(name: SharedSurface.uniqueName(), pixelWidth: 640, pixelHeight: 960)
        let backend = RemoteHostBackend(connection: app)
        backend.handshakeTimeout = 0.05
        backend.urlAnswerTimeout = 0.05
        return (device, backend, surface)
    }

    private func welcome(_ surface: SharedSurface, version: UInt16 = DeviceLinkMessage.protocolVersion) -> DeviceLinkMessage {
        .welcome(.init(protocolVersion: version, deviceName: "Test", screenWidth: 320, screenHeight: 480, scale: 2,
                       surfaceName: surface.name))
    }

    @Test("The handshake: hello with the bundle id and pid, welcome opens the surface, the screen is the device's")
    func handshake() throws {
        let (device, backend, surface) = try pair()
        try device.send(welcome(surface))
        let answer = try backend.connect(bundleIdentifier: "com.example.app", processIdentifier: 77)
        #expect(answer.surfaceName == surface.name)
        #expect(try device.receive(timeout: 0) == .hello(.init(bundleIdentifier: "com.example.app", processIdentifier: 77)))
        #expect(backend.deviceScreen?.pointSize == CGSize(width: 320, height: 480) && backend.deviceScreen?.scale == 2)
        #expect(backend.surface?.pixelWidth == 640)
        try backend.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 320, height: 480), scale: 2))
        #expect(throws: HostError.self) {
            try backend.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 320, height: 480), scale: 1))
        }
    }

    @Test("A handshake that fails says why: no answer, another version, another message, a missing surface")
    func handshakeFailures() throws {
        let silent = try pair()
        #expect(throws: HostError("the device did not answer hello within 0.05 s")) {
            try silent.backend.connect(bundleIdentifier: "a")
        }
        let version = try pair()
        try version.device.send(welcome(version.surface, version: 9))
        #expect(throws: HostError("the device speaks device-link version 9, this app \(DeviceLinkMessage.protocolVersion)")) {
            try version.backend.connect(bundleIdentifier: "a")
        }
        let other = try pair()
        try other.device.send(.ping(1))
        #expect(throws: HostError.self) { try other.backend.connect(bundleIdentifier: "a") }
        #expect(other.backend.linkFailure?.contains("answered hello") == true)
        let missing = try pair()
        try missing.device.send(.welcome(.init(deviceName: "T", screenWidth: 320, screenHeight: 480, scale: 2,
                                               surfaceName: "/touchstone-no-such-surface")))
        #expect(throws: HostError.self) { try missing.backend.connect(bundleIdentifier: "a") }
        #expect(missing.backend.surface == nil)
    }

    @Test("nextEvents handles at most one clock message per call and leaves later ones buffered")
    func oneClockPerCall() throws {
        let (device, backend, surface) = try pair()
        try device.send(welcome(surface))
        try backend.connect(bundleIdentifier: "a")
        let touch = HostEvent.touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 0.01)
        for message: DeviceLinkMessage in [.input(touch), .clock(seconds: 0.1), .clock(seconds: 0.2), .clock(seconds: 0.15)] {
            try device.send(message)
        }
        #expect(backend.nextEvents(until: 10) == [touch])
        #expect(backend.clock.now == 0.1)
        #expect(backend.nextEvents(until: 10) == [])
        #expect(backend.clock.now == 0.2)
        #expect(backend.nextEvents(until: 0) == [])
        #expect(backend.clock.now == 0.2, "the clock never goes back")
        #expect(backend.nextEvents(until: 0) == [], "nothing waiting and the deadline passed: no wait")
    }

    @Test("A ping is answered when nextEvents reaches it, after the turn of the clock before it")
    func pingInOrder() throws {
        let (device, backend, surface) = try pair()
        try device.send(welcome(surface))
        try backend.connect(bundleIdentifier: "a")
        _ = try device.receive(timeout: 0)
        try device.send(.clock(seconds: 1))
        try device.send(.ping(5))
        _ = backend.nextEvents(until: 0)
        #expect(try device.receive(timeout: 0) == nil, "the clock's turn runs before the ping is read")
        _ = backend.nextEvents(until: 0)
        #expect(try device.receive(timeout: 0) == .pong(5))
    }

    @Test("A device that sends garbage or closes the link ends the app with quit and a reason; nothing hangs")
    func failures() throws {
        let garbage = try pair()
        try garbage.device.send(welcome(garbage.surface))
        try garbage.backend.connect(bundleIdentifier: "a")
        let bytes: [UInt8] = [3, 0, 0, 0, 0xEE, 1, 2, 3]
        _ = bytes.withUnsafeBytes { write(garbage.device.fileDescriptor, $0.baseAddress, $0.count) }
        let events = garbage.backend.nextEvents(until: 100)
        #expect(events.count == 1 && { if case .quit = events[0] { true } else { false } }())
        #expect(garbage.backend.linkFailure?.contains("malformed") == true)
        #expect(garbage.backend.canOpenURL("http://x") == false)

        let closed = try pair()
        try closed.device.send(welcome(closed.surface))
        try closed.backend.connect(bundleIdentifier: "a")
        closed.device.close()
        #expect(closed.backend.nextEvents(until: 100).count == 1)
        #expect(closed.backend.linkFailure == "the device closed the link")

        let unexpected = try pair()
        try unexpected.device.send(welcome(unexpected.surface))
        try unexpected.backend.connect(bundleIdentifier: "a")
        try unexpected.device.send(.hello(.init(bundleIdentifier: "x", processIdentifier: 1)))
        #expect(unexpected.backend.nextEvents(until: 100).count == 1)
        #expect(unexpected.backend.linkFailure?.contains("unexpected") == true)
    }

    @Test("canOpenURL waits for its answer, buffering what comes first; a device that never answers gives false")
    func canOpenURLAnswers() throws {
        let (device, backend, surface) = try pair()
        try device.send(welcome(surface))
        try backend.connect(bundleIdentifier: "a")
        _ = try device.receive(timeout: 0)
        // Tokens count from 1: the answers are written before the questions (one thread plays both ends).
        try device.send(.clock(seconds: 0.5))
        try device.send(.openURLResult(token: 1, opened: true))
        #expect(backend.canOpenURL("other://x"))
        #expect(try device.receive(timeout: 0) == .canOpenURLRequest(token: 1, url: "other://x"))
        _ = backend.nextEvents(until: 0)
        #expect(backend.clock.now == 0.5, "the clock read during the wait is handled afterwards")
        #expect(backend.canOpenURL("other://y") == false, "no answer within the timeout")
        #expect(backend.linkFailure == nil)
        #expect(backend.canOpenURL(String(repeating: "x", count: 9000)) == false, "too long to ask")
    }

    @Test("The environment variable: unset is nil, a bad value is refused with the reason")
    func environment() throws {
        #expect(try RemoteHostBackend.fromEnvironment([:]) == nil)
        #expect(throws: HostError.self) { try RemoteHostBackend.fromEnvironment(["TOUCHSTONE_DEVICE_LINK_FD": "abc"]) }
        #expect(throws: HostError.self) { try RemoteHostBackend.fromEnvironment(["TOUCHSTONE_DEVICE_LINK_FD": "987654"]) }
    }
}
