// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
@testable import TouchstoneDevice

/// How an in-process fake app behaves on its link.
enum FakeBehaviour: Sendable {
    /// Speaks the protocol: hello, launchFinished, a frame per clock tick, pongs, life-cycle answers.
    case wellBehaved
    /// Never says hello.
    case silent
    /// Says hello with another protocol version.
    case wrongVersion
    /// Answers welcome with random bytes.
    case garbage
    /// Sends a frame header announcing more than the framer accepts.
    case oversized
    /// Sends frameReady for a size other than the surface's.
    case wrongSurfaceSize
    /// Stops answering after `afterTicks` ticks (a hung main thread).
    case hangs(afterTicks: Int)
    /// Prints to its log and closes the link after `afterTicks` ticks (a crash).
    case crashes(afterTicks: Int)
    /// Answers pings but never sends launchFinished.
    case neverFinishesLaunching
    /// Launches and answers pings but presents no frame (the launch image stays up).
    case noFrames
    /// Sends `perTick` random well-formed app-to-device messages each tick (a fuzzer), from `seed`.
    case randomMessages(seed: UInt64, perTick: Int)
}

/// What a fake app saw, readable from the test while the app's thread runs.
final class FakeAppRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var _messages: [DeviceLinkMessage] = []
    var messages: [DeviceLinkMessage] { lock.withLock { _messages } }
    func append(_ message: DeviceLinkMessage) { lock.withLock { _messages.append(message) } }
    var lifecycle: [DeviceLinkMessage.LifecycleState] {
        messages.compactMap { if case .lifecycle(let state) = $0 { return state } else { return nil } }
    }
    var openedURLs: [(url: String, source: String)] {
        messages.compactMap { if case .openURL(let url, let source) = $0 { return (url, source) } else { return nil } }
    }
    var results: [Bool] {
        messages.compactMap { if case .openURLResult(_, let opened) = $0 { return opened } else { return nil } }
    }
    var inputs: [HostEvent] {
        messages.compactMap { if case .input(let event) = $0 { return event } else { return nil } }
    }
}

/// One fake app process: a thread speaking the protocol over one end of `DeviceLinkConnection.pair()`.
final class FakeProcess: AppProcessHandle, @unchecked Sendable {
    let processIdentifier: Int32
    let record = FakeAppRecord()
    private let lock = NSLock()
    private var status: String?
    /// A duplicate of the app's socket descriptor, for "killing" the app from the device's thread: shutting it down
    /// wakes the app's thread. A descriptor of its own (closed only once that thread is done, under the lock) so
    /// the number is never one the app thread closed and another test reopened meanwhile.
    private var killDescriptor: Int32 = -1
    /// Messages the test wants the app to send at its next tick (openURLRequest, backgroundTasks, …).
    private var outbox: [DeviceLinkMessage] = []
    private let finished = DispatchSemaphore(value: 0)
    private let killed = DispatchSemaphore(value: 0)
    private var logURL = URL(fileURLWithPath: "/dev/null")

    init(pid: Int32) { processIdentifier = pid }

    func queue(_ message: DeviceLinkMessage) { lock.withLock { outbox.append(message) } }
    private func takeOutbox() -> [DeviceLinkMessage] { lock.withLock { defer { outbox = [] }; return outbox } }

    func send(signal: Int32) {
        guard signal == SIGKILL else { return }
        lock.withLock {
            if status == nil { status = "signal 9" }
        }
        killed.signal()
        // Killing ends the app: shutting the socket down wakes its thread.
        lock.withLock { if killDescriptor >= 0 { _ = shutdown(killDescriptor, Int32(SHUT_RDWR)) } }
    }

    func exitStatus() -> String? { lock.withLock { status } }

    /// Waits for the app's thread to end (tests only; bounded).
    func waitUntilFinished() { _ = finished.wait(timeout: .now() + 5) }

    func start(_ link: DeviceLinkConnection, bundleIdentifier: String, behaviour: FakeBehaviour, color: UInt32, logURL: URL) {
        // Close-on-exec: a child another test spawns must not hold the app's end open.
        lock.withLock { killDescriptor = fcntl(link.fileDescriptor, F_DUPFD_CLOEXEC, 0) }
        self.logURL = logURL
        let thread = Thread { [self] in
            run(link, bundleIdentifier: bundleIdentifier, behaviour: behaviour, color: color)
            link.close()
            lock.withLock {
                if killDescriptor >= 0 { close(killDescriptor) }
                killDescriptor = -1
            }
            lock.withLock { if status == nil { status = "exit 0" } }
            finished.signal()
        }
        thread.start()
    }

    private func run(_ link: DeviceLinkConnection, bundleIdentifier: String, behaviour: FakeBehaviour, color: UInt32) {
        if case .silent = behaviour {
            _ = try? link.receive(timeout: 10)
            return
        }
        let version: UInt16 = if case .wrongVersion = behaviour { 99 } else { DeviceLinkMessage.protocolVersion }
        try? link.send(.hello(.init(protocolVersion: version, bundleIdentifier: bundleIdentifier, processIdentifier: processIdentifier)))
        guard case .welcome(let welcome)? = try? link.receive(timeout: 10) else { return }
        let width = Int(welcome.screenWidth * welcome.scale), height = Int(welcome.screenHeight * welcome.scale)
        guard let surface = try? SharedSurface.open(name: welcome.surfaceName, pixelWidth: width, pixelHeight: height)
        else { return }
        switch behaviour {
        case .garbage:
            _ = [UInt8](repeating: 0xEE, count: 64).withUnsafeBytes { Glibc.send(link.fileDescriptor, $0.baseAddress, 64, 0) }
            _ = killed.wait(timeout: .now() + 10)  // keeps the link open until the device drops it
            return
        case .oversized:
            var header: [UInt8] = [0xFF, 0xFF, 0xFF, 0x00, 2]
            _ = header.withUnsafeMutableBytes { Glibc.send(link.fileDescriptor, $0.baseAddress, 5, 0) }
            _ = killed.wait(timeout: .now() + 10)
            return
        default: break
        }
        if case .neverFinishesLaunching = behaviour {} else { try? link.send(.launchFinished) }
        var ticks = 0
        var sequence: UInt64 = 0
        while true {
            guard let message = try? link.receive(timeout: 10) else { return }
            record.append(message)
            switch message {
            case .clock:
                ticks += 1
                if case .hangs(let after) = behaviour, ticks > after {
                    _ = killed.wait(timeout: .now() + 10)  // hung until killed
                    return
                }
                if case .crashes(let after) = behaviour, ticks > after {
                    // What a crashing process prints goes to its standard error: the device's log file.
                    if let handle = try? FileHandle(forWritingTo: logURL) {
                        handle.seekToEndOfFile()
                        handle.write(Data("fatal error: the fake app crashed\n".utf8))
                        try? handle.close()
                    }
                    return
                }
                for outgoing in takeOutbox() { try? link.send(outgoing) }
                if case .noFrames = behaviour { continue }
                if case .randomMessages(let seed, let perTick) = behaviour {
                    var generator = FuzzGenerator(seed: seed &+ UInt64(ticks))
                    for _ in 0..<perTick {
                        try? link.send(RandomMessage.make(&generator, width: width, height: height, sequence: &sequence))
                    }
                }
                sequence += 1
                if case .wrongSurfaceSize = behaviour {
                    try? link.send(.frameReady(.init(sequence: sequence, pixelWidth: UInt32(width + 1),
                                                     pixelHeight: UInt32(height), bytesPerRow: UInt32((width + 1) * 4))))
                    continue
                }
                if sequence <= UInt64(SharedSurface.bufferCount) {
                    // Both buffers get the colour once; later frames show the same pixels.
                    let buffer = surface.buffer(forFrame: sequence)
                    buffer.withMemoryRebound(to: UInt32.self) { $0.update(repeating: color) }
                }
                try? link.send(.frameReady(.init(sequence: sequence, pixelWidth: UInt32(width), pixelHeight: UInt32(height),
                                                 bytesPerRow: UInt32(surface.bytesPerRow))))
            case .ping(let token):
                try? link.send(.pong(token))
            case .lifecycle(let state):
                try? link.send(.lifecycleReached(state))
                if state == .terminated { return }
            default:
                break
            }
        }
    }
}

/// Starts fake apps instead of processes: each bundle identifier gets a behaviour and a colour (BGRA word).
final class FakeLauncher: AppProcessLauncher {
    var behaviours: [String: FakeBehaviour] = [:]
    var colors: [String: UInt32] = [:]
    private(set) var processes: [String: [FakeProcess]] = [:]
    /// Every launch request, in order.
    private(set) var requests: [AppLaunchRequest] = []
    private var nextPid: Int32 = 40_000

    func process(_ bundleIdentifier: String) -> FakeProcess? { processes[bundleIdentifier]?.last }

    func launch(_ request: AppLaunchRequest) throws -> (process: AppProcessHandle, link: DeviceLinkConnection) {
        requests.append(request)
        let (device, app) = try DeviceLinkConnection.pair()
        nextPid += 1
        let process = FakeProcess(pid: nextPid)
        let id = request.app.bundleIdentifier
        processes[id, default: []].append(process)
        process.start(app, bundleIdentifier: id, behaviour: behaviours[id] ?? .wellBehaved,
                      color: colors[id] ?? 0xFF_20_80_F0, logURL: request.logURL)
        return (process, device)
    }
}

/// A small deterministic generator for the fuzzing fake (Knuth's MMIX linear congruence, high bits mixed down).
struct FuzzGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

/// Random app-to-device messages, well-formed on the wire but often wrong for the device (bad sizes, stale
/// sequences, unknown schemes, tokens nobody asked for).
enum RandomMessage {
    static func make(_ g: inout FuzzGenerator, width: Int, height: Int, sequence: inout UInt64) -> DeviceLinkMessage {
        let urls = ["nope://x", "tel:1", "https://a.b", "", "::", "target://\(g.next() % 100)", String(repeating: "a", count: 300)]
        switch g.next() % 10 {
        case 0:
            sequence += g.next() % 3 == 0 ? 0 : 1
            let w = g.next() % 4 == 0 ? UInt32(g.next() % 2000) : UInt32(width)
            return .frameReady(.init(sequence: sequence, pixelWidth: w, pixelHeight: UInt32(height), bytesPerRow: w * 4))
        case 1: return .launchFinished
        case 2: return .lifecycleReached(DeviceLinkMessage.LifecycleState.allCases.randomElement(using: &g)!)
        case 3: return .openURLRequest(token: UInt32(truncatingIfNeeded: g.next()), url: urls.randomElement(using: &g)!)
        case 4: return .pong(UInt32(truncatingIfNeeded: g.next()))
        case 5: return .log("fuzz \(g.next())")
        case 6: return .canOpenURLRequest(token: UInt32(truncatingIfNeeded: g.next()), url: urls.randomElement(using: &g)!)
        case 7: return .backgroundTasks(count: UInt16(truncatingIfNeeded: g.next()))
        case 8:
            let kinds: [DeviceLinkMessage.NextTurn] = [.nextRefresh, .onInput, .at(Double(g.next() % 1000) / 10)]
            return .nextTurn(kinds.randomElement(using: &g)!)
        default: return .input(.touchDown(finger: 0, location: .zero, timestamp: 0))
        }
    }
}
