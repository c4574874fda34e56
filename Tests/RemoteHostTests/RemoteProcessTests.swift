// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The probe app as a real child process on a fake device: the launcher picks the remote backend from
/// `TOUCHSTONE_DEVICE_LINK_FD`, and the whole life from hello to exit goes over the link.
@Suite("Remote app process")
struct RemoteProcessTests {
    /// A probe app started with its end of the link at descriptor 3; its output goes to a file.
    final class Child {
        let pid: pid_t
        let link: DeviceLinkConnection
        let surface: SharedSurface
        let output: URL
        let dataRoot: URL

        init(environment extra: [String: String] = [:]) throws {
            let (device, app) = try DeviceLinkConnection.pair()
            link = device
            surface = try SharedSurface.create(name: SharedSurface.uniqueName(), pixelWidth: 640, pixelHeight: 960)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remote-probe-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            output = folder.appendingPathComponent("output.txt")
            dataRoot = folder.appendingPathComponent("data")
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("probe-app").path
            var environment = ProcessInfo.processInfo.environment
            environment["TOUCHSTONE_DEVICE_LINK_FD"] = "3"
            environment["TOUCHSTONE_DEVICE_DATA"] = dataRoot.path
            environment["TOUCHSTONE_DATA_ROOT"] = folder.appendingPathComponent("not-used").path
            environment["TOUCHSTONE_HOST"] = nil
            environment.merge(extra) { $1 }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            // dup2 clears close-on-exec on the copy: only the child gets the link.
            posix_spawn_file_actions_adddup2(&actions, app.fileDescriptor, 3)
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var child: pid_t = 0
            let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
            guard status == 0 else { throw DeviceLinkConnectionError.system(call: "posix_spawn", errno: status) }
            pid = child
            app.close()
        }

        /// The next message, waiting up to 20 s (the child's start); nil on timeout or a closed link.
        func next() -> DeviceLinkMessage? { try? link.receive(timeout: 20) }

        /// Messages until one matches (at most 1,000); nil when the link ends first.
        func until(_ match: (DeviceLinkMessage) -> Bool) -> [DeviceLinkMessage]? {
            var seen: [DeviceLinkMessage] = []
            for _ in 0..<1000 {
                guard let message = next() else { return nil }
                seen.append(message)
                if match(message) { return seen }
            }
            return nil
        }

        /// The child's exit status (killed first if the link is still open after 20 s of quiet) and its output.
        func finish() -> (status: Int32, output: String) {
            while (try? link.receive(timeout: 20)) != nil {}
            if link.isOpen { kill(pid, SIGKILL) }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
            let exited = status & 0x7f == 0
            return (exited ? (status >> 8) & 0xff : -1, text)
        }

        /// The pixel at (x, y) of frame `sequence` in the surface: B, G, R, A.
        func pixel(x: Int, y: Int, frame sequence: UInt64) -> [UInt8] {
            let buffer = surface.buffer(forFrame: sequence)
            let offset = y * surface.bytesPerRow + x * 4
            return Array(buffer[offset..<(offset + 4)])
        }
    }

    private static func welcome(_ child: Child) -> DeviceLinkMessage {
        .welcome(.init(deviceName: "Test", screenWidth: 320, screenHeight: 480, scale: 2, surfaceName: child.surface.name))
    }

    private static func lastFrame(_ messages: [DeviceLinkMessage]) -> UInt64? {
        messages.compactMap { if case .frameReady(let f) = $0 { f.sequence } else { nil } }.last
    }

    @Test("Launch, a tap in lockstep, and termination on request: the app exits 0 after applicationWillTerminate")
    func wholeLife() throws {
        let child = try Child()
        guard case .hello(let hello)? = child.next() else {
            Issue.record("no hello: \(child.finish().output)")
            return
        }
        #expect(hello.protocolVersion == DeviceLinkMessage.protocolVersion && hello.processIdentifier == child.pid)
        try child.link.send(Self.welcome(child))
        let launch = try #require(child.until { if case .frameReady = $0 { true } else { false } })
        #expect(launch.contains(.launchFinished))
        let containers = (try? FileManager.default.contentsOfDirectory(atPath: child.dataRoot.appendingPathComponent("Containers").path)) ?? []
        #expect(containers.count == 1, "the container is in the device's data (TOUCHSTONE_DEVICE_DATA)")
        let first = try #require(Self.lastFrame(launch))
        #expect(child.pixel(x: 320, y: 480, frame: first) == [0, 0, 255, 255], "the red square")
        #expect(child.pixel(x: 20, y: 900, frame: first) == [255, 255, 255, 255], "the white window")

        try child.link.send(.input(.touchDown(finger: 0, location: CGPoint(x: 160, y: 240), timestamp: 0.01)))
        try child.link.send(.input(.touchUp(finger: 0, location: CGPoint(x: 160, y: 240), timestamp: 0.02)))
        try child.link.send(.clock(seconds: 1.0 / 60))
        try child.link.send(.ping(7))
        let tick = try #require(child.until { $0 == .pong(7) })
        let tapped = try #require(Self.lastFrame(tick), "the tick's frame came before the pong: \(tick)")
        #expect(child.pixel(x: 320, y: 480, frame: tapped) == [255, 0, 0, 255], "blue after the tap")

        try child.link.send(.lifecycle(.terminated))
        let end = try #require(child.until { $0 == .lifecycleReached(.terminated) })
        #expect(end.last == .lifecycleReached(.terminated))
        let result = child.finish()
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("probe: tapped blue"))
        #expect(result.output.contains("probe: willTerminate"))
    }

    @Test("An idle app sends nothing without ticks; work another thread queues on its main queue asks for one")
    func idleAndMainQueueWake() throws {
        let child = try Child(environment: ["PROBE_BACKGROUND_WORK": "1"])
        guard case .hello? = child.next() else {
            Issue.record("no hello: \(child.finish().output)")
            return
        }
        try child.link.send(Self.welcome(child))
        _ = try #require(child.until { if case .frameReady = $0 { true } else { false } })
        try child.link.send(.clock(seconds: 1.0 / 60))
        try child.link.send(.ping(1))
        let tick = try #require(child.until { $0 == .pong(1) })
        let report = tick.compactMap { if case .nextTurn(let next) = $0 { next } else { nil } }.last
        #expect(report != nil && report != .nextRefresh, "a still screen: \(tick)")
        // No ticks: the app's next message is its request for one, once the other thread's work is queued.
        let asked = try #require(child.until { if case .nextTurn = $0 { true } else { false } })
        #expect(asked == [.nextTurn(.nextRefresh)], "nothing else while idle: \(asked)")
        try child.link.send(.clock(seconds: 2.0 / 60))
        try child.link.send(.ping(2))
        let work = try #require(child.until { $0 == .pong(2) })
        let frame = try #require(Self.lastFrame(work), "the work's frame: \(work)")
        #expect(child.pixel(x: 320, y: 480, frame: frame) == [0, 255, 0, 255], "green")
        try child.link.send(.lifecycle(.terminated))
        _ = child.until { $0 == .lifecycleReached(.terminated) }
        let result = child.finish()
        #expect(result.output.contains("probe: background work ran"))
    }

    @Test("A device that goes away or sends garbage: applicationWillTerminate runs and the app exits 1 with the reason")
    func deviceGoesAway() throws {
        for garbage in [false, true] {
            let child = try Child()
            guard case .hello? = child.next() else {
                Issue.record("no hello: \(child.finish().output)")
                return
            }
            try child.link.send(Self.welcome(child))
            _ = try #require(child.until { $0 == .launchFinished })
            if garbage {
                let bytes: [UInt8] = [1, 0, 0, 0, 0xFF, 0]
                _ = bytes.withUnsafeBytes { write(child.link.fileDescriptor, $0.baseAddress, $0.count) }
            } else {
                child.link.close()
            }
            let result = child.finish()
            #expect(result.status == 1, "\(result.output)")
            #expect(result.output.contains("probe: willTerminate"))
            #expect(result.output.contains(garbage ? "malformed message" : "the device closed the link"))
        }
    }
}
