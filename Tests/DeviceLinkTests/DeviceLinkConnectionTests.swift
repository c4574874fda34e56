// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import Glibc
import HostInterface
import Testing

@Suite("Device link connections")
struct DeviceLinkConnectionTests {
    @Test("Messages cross a socket pair in order, both ways")
    func exchange() throws {
        let (device, app) = try DeviceLinkConnection.pair()
        try app.send(.hello(.init(bundleIdentifier: "com.example.a", processIdentifier: 1)))
        try app.send(.launchFinished)
        try device.send(.input(.touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 0.5)))
        #expect(try device.receive(timeout: 1) == .hello(.init(bundleIdentifier: "com.example.a", processIdentifier: 1)))
        #expect(try device.receive(timeout: 1) == .launchFinished)
        #expect(try app.receive(timeout: 1) == .input(.touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 0.5)))
        // Nothing more: a zero timeout returns at once.
        #expect(try device.receive(timeout: 0) == nil)
    }

    @Test("Messages sent together are all there once the first is read: a zero-timeout read finds the rest")
    func sentTogether() throws {
        let (device, app) = try DeviceLinkConnection.pair()
        let welcome = DeviceLinkMessage.welcome(.init(deviceName: "iPhone", screenWidth: 320, screenHeight: 480, scale: 2,
                                                      surfaceName: "/touchstone-test"))
        let open = DeviceLinkMessage.openURL(url: "target://x", sourceApplication: "com.example.a")
        try device.send([welcome, open, .launchFinished])
        #expect(try app.receive(timeout: 1) == welcome)
        #expect(try app.receive(timeout: 0) == open)
        #expect(try app.receive(timeout: 0) == .launchFinished)
        #expect(try app.receive(timeout: 0) == nil)
        try device.send([])
        #expect(try app.receive(timeout: 0) == nil)
    }

    @Test("A peer that goes away is reported as closed, on receive and on send, without SIGPIPE")
    func peerCloses() throws {
        let (device, app) = try DeviceLinkConnection.pair()
        app.close()
        #expect(throws: DeviceLinkConnectionError.closed) { try device.receive(timeout: 1) }
        #expect(!device.isOpen)
        let (device2, app2) = try DeviceLinkConnection.pair()
        device2.close()
        #expect(throws: DeviceLinkConnectionError.closed) {
            for _ in 0..<4 { try app2.send(.log(String(repeating: "x", count: 100_000))) }
        }
    }

    @Test("Garbage from the peer closes the connection with the protocol error")
    func garbage() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0)
        let device = DeviceLinkConnection(descriptor: descriptors[0])
        let junk: [UInt8] = [0, 0, 0, 0, 250]
        #expect(junk.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) } == 5)
        #expect(throws: DeviceLinkConnectionError.protocolViolation(.unknownMessageType(250))) {
            try device.receive(timeout: 1)
        }
        #expect(!device.isOpen)
        close(descriptors[1])
    }
}
