// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
import HostInterface

/// The host of an app running on a simulated device (issue 19): frames into the device's shared surface, input,
/// clock and life cycle over the device link (docs/ARCHITECTURE.md, "The device link", the app side).
///
/// The device starts the app with one end of a socket pair whose descriptor number is in
/// `TOUCHSTONE_DEVICE_LINK_FD` (``fromEnvironment(_:)``). ``connect(bundleIdentifier:processIdentifier:)`` sends
/// `hello`, waits for `welcome` and opens the surface it names; the launcher then knows the screen to launch on.
///
/// Each ``nextEvents(until:)`` call reads the link in order and handles **at most one** `clock` message (the clock
/// follows it and the call returns), so the run-loop turn of every tick runs before the next message is read. A
/// `ping` is answered when it is reached, i.e. after the turns of the ticks before it: when the device reads the
/// `pong`, that tick's frame is already on the socket before it. ``present(_:damage:)`` copies the frame's changed
/// pixels into the surface and sends `frameReady`.
///
/// A device that closes the link or sends anything that cannot be trusted ends the app cleanly: the link closes,
/// ``linkFailure`` says why, and ``nextEvents(until:)`` delivers ``HostEvent/quit(timestamp:)``. Main thread only.
public final class RemoteHostBackend: HostBackend, HostDeviceServices {
    /// The environment variable holding the inherited link's descriptor number.
    public static let environmentVariable = "TOUCHSTONE_DEVICE_LINK_FD"

    /// The device's clock, as its `clock` messages set it.
    public let remoteClock = RemoteHostClock()
    /// The host clock (``remoteClock``).
    public var clock: HostClock { remoteClock }
    /// A nominal 60 Hz display: the device's `clock` messages pace the app.
    public let refreshInterval = 1.0 / 60.0
    /// How long ``connect(bundleIdentifier:processIdentifier:)`` waits for `welcome`, in seconds.
    public var handshakeTimeout: Double = 5
    /// How long ``canOpenURL(_:)`` and ``openURLAndWait(_:)`` wait for the device's answer, in seconds.
    public var urlAnswerTimeout: Double = 1
    /// The device's `welcome` (nil before ``connect(bundleIdentifier:processIdentifier:)``).
    public private(set) var welcome: DeviceLinkMessage.Welcome?
    /// The device's screen in points and its scale, from `welcome` (nil before the handshake).
    public var deviceScreen: (pointSize: CGSize, scale: Double)? {
        welcome.map { (CGSize(width: $0.screenWidth, height: $0.screenHeight), $0.scale) }
    }
    /// The shared surface frames go to (nil before the handshake).
    public private(set) var surface: SharedSurface?
    /// Why the link failed; nil while it works.
    public private(set) var linkFailure: String?
    /// How many frames were sent.
    public var framesSent: UInt64 { writer?.sequence ?? 0 }

    private let connection: DeviceLinkConnection
    /// Messages read while waiting for a URL answer, handled by the next ``nextEvents(until:)`` calls in order.
    private var backlog: [DeviceLinkMessage] = []
    private var backlogStart = 0
    private var requests: [HostDeviceRequest] = []
    private var nextToken: UInt32 = 1
    private var writer: SurfaceFrameWriter?
    private var reportedBackgroundTasks = 0
    /// The last `nextTurn` sent (nil before the first: the device ticks an app that has not said).
    private var reportedNextTurn: HostNextTurn?
    private var reportedFrameMismatch = false

    /// A backend on `connection` (the app's end of the device link).
    public init(connection: DeviceLinkConnection) {
        self.connection = connection
    }

    /// The backend on the link `environment` names in ``environmentVariable``; nil when the variable is not set
    /// (the app runs alone). Throws ``HostError`` when it is not a descriptor number.
    public static func fromEnvironment(_ environment: [String: String]) throws -> RemoteHostBackend? {
        guard let value = environment[environmentVariable] else { return nil }
        guard let descriptor = Int32(value.trimmingCharacters(in: .whitespaces)), descriptor >= 0,
              fcntl(descriptor, F_GETFD) >= 0 else {
            throw HostError("\(environmentVariable)=\(value) is not an open file descriptor")
        }
        // The link must not leak into processes the app starts.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return RemoteHostBackend(connection: DeviceLinkConnection(descriptor: descriptor))
    }

    // MARK: Handshake

    /// Introduces the app (`hello`), waits for the device's `welcome` and opens the surface it names; messages the
    /// device sent right behind `welcome` (an `openURL` that launched the app) are kept for
    /// ``takeDeviceRequests()``. Throws ``HostError`` with the reason when the device does not answer in
    /// ``handshakeTimeout``, answers with anything else, speaks another version, or the surface cannot be opened.
    @discardableResult
    public func connect(bundleIdentifier: String, processIdentifier: Int32 = getpid()) throws -> DeviceLinkMessage.Welcome {
        if let welcome { return welcome }
        let reply: DeviceLinkMessage?
        do {
            try connection.send(.hello(.init(bundleIdentifier: bundleIdentifier, processIdentifier: processIdentifier)))
            reply = try connection.receive(timeout: handshakeTimeout)
        } catch {
            throw fail(error)
        }
        guard let reply else { throw fail("the device did not answer hello within \(handshakeTimeout) s") }
        guard case .welcome(let welcome) = reply else { throw fail("the device answered hello with \(reply)") }
        guard welcome.protocolVersion == DeviceLinkMessage.protocolVersion else {
            throw fail("the device speaks device-link version \(welcome.protocolVersion), this app \(DeviceLinkMessage.protocolVersion)")
        }
        let width = Int((welcome.screenWidth * welcome.scale).rounded())
        let height = Int((welcome.screenHeight * welcome.scale).rounded())
        do {
            let surface = try SharedSurface.open(name: welcome.surfaceName, pixelWidth: width, pixelHeight: height)
            self.surface = surface
            writer = SurfaceFrameWriter(pixelWidth: width, pixelHeight: height)
        } catch {
            throw fail("cannot open the device's surface \(welcome.surfaceName): \(error)")
        }
        self.welcome = welcome
        // What the device sent with welcome (a launch URL) is already here.
        while linkFailure == nil, let message = receive(timeout: 0) {
            guard case .openURL(let url, let source) = message else {
                backlog.append(message)
                break
            }
            requests.append(.openURL(url: url, sourceApplication: source))
        }
        return welcome
    }

    /// Checks that the app draws for the device's screen. Throws ``HostError`` before the handshake, after a
    /// failure, or when `configuration`'s pixel size differs from the surface's.
    public func open(_ configuration: HostDisplayConfiguration) throws {
        if let linkFailure { throw HostError(linkFailure) }
        guard let surface else { throw HostError("the device link is not connected (no welcome yet)") }
        let (width, height) = configuration.pixelSize
        guard width == surface.pixelWidth, height == surface.pixelHeight else {
            throw HostError("the app draws \(width)×\(height) pixels; the device's screen is \(surface.pixelWidth)×\(surface.pixelHeight)")
        }
    }

    // MARK: Run loop

    /// The input that arrived, in order, reading until one `clock` message (the clock follows it), a request
    /// for UIKit (``takeDeviceRequests()``), or nothing more is waiting. Waits on the link only while there is
    /// nothing to return and the clock is before `deadline`. Answers each `ping` as it is reached. After a link
    /// failure it returns ``HostEvent/quit(timestamp:)``.
    public func nextEvents(until deadline: Double) -> [HostEvent] {
        var events: [HostEvent] = []
        while linkFailure == nil {
            let mayWait = events.isEmpty && requests.isEmpty && remoteClock.now < deadline
            if mayWait, waitForLinkOrMainQueue() { continue }
            guard let message = receive(timeout: mayWait ? nil : 0) else { break }
            switch message {
            case .clock(let seconds):
                remoteClock.follow(seconds)
                return events
            case .input(let event):
                events.append(event)
            case .ping(let token):
                send(.pong(token))
            case .lifecycle(let state):
                requests.append(.lifecycle(state))
                return events
            case .openURL(let url, let source):
                requests.append(.openURL(url: url, sourceApplication: source))
                return events
            case .openURLResult(let token, let opened):
                requests.append(.openURLAnswered(token: token, opened: opened))
                return events
            case .welcome, .hello, .frameReady, .launchFinished, .lifecycleReached, .openURLRequest, .pong, .log,
                 .canOpenURLRequest, .backgroundTasks, .nextTurn:
                fail("the device sent an unexpected \(message)")
            }
        }
        if linkFailure != nil { events.append(.quit(timestamp: remoteClock.now)) }
        return events
    }

    /// Copies the frame's changed pixels into its buffer of the surface and sends `frameReady`. A frame that is
    /// not the surface's size or format is refused (logged once).
    public func present(_ frame: CGImage, damage: [CGRect]) {
        guard linkFailure == nil, let surface, var writer else { return }
        guard frame.width == surface.pixelWidth, frame.height == surface.pixelHeight, frame.bitsPerPixel == 32,
              frame.bytesPerRow >= surface.bytesPerRow, let data = frame.dataProvider?.bytes,
              data.count >= frame.bytesPerRow * (frame.height - 1) + surface.bytesPerRow else {
            if !reportedFrameMismatch {
                reportedFrameMismatch = true
                log("frames of \(frame.width)×\(frame.height) pixels do not fit the device's \(surface.pixelWidth)×\(surface.pixelHeight) surface; not shown")
            }
            return
        }
        let written = data.withUnsafeBytes {
            writer.write($0, sourceBytesPerRow: frame.bytesPerRow, damage: damage, into: surface)
        }
        self.writer = writer
        let listed = written.damage == [writer.wholeSurface] ? [] : written.damage
        send(.frameReady(.init(sequence: written.sequence, pixelWidth: UInt32(surface.pixelWidth),
                               pixelHeight: UInt32(surface.pixelHeight), bytesPerRow: UInt32(surface.bytesPerRow),
                               damage: listed)))
    }

    /// Closes the link (the device sees the app end).
    public func close() {
        connection.close()
    }

    // MARK: Device services

    /// The device's requests (life-cycle changes, URLs to open) read since the last call, in order; UIKit performs them.
    public func takeDeviceRequests() -> [HostDeviceRequest] {
        defer { requests = [] }
        return requests
    }

    /// Tells the device the app finished launching (`launchFinished`).
    public func reportLaunchFinished() { send(.launchFinished) }

    /// Answers a life-cycle request: the app reached `state` (`lifecycleReached`).
    public func reportLifecycleReached(_ state: HostLifecycleState) {
        send(.lifecycleReached(state))
    }

    /// Asks the device to open `url` without waiting; returns the request's token (nil when the link is down).
    public func requestOpenURL(_ url: String) -> UInt32? {
        guard linkFailure == nil, url.utf8.count <= DeviceLinkMessage.maximumURLLength else { return nil }
        let token = takeToken()
        send(.openURLRequest(token: token, url: url))
        return linkFailure == nil ? token : nil
    }

    /// Asks the device to open `url` and waits (about a second at most, other messages buffered) for whether it did.
    public func openURLAndWait(_ url: String) -> Bool {
        guard let token = requestOpenURL(url) else { return false }
        return answer(to: token)
    }

    /// Whether some app on the device can open `url` (`canOpenURLRequest`); false when the device does not answer in
    /// time.
    public func canOpenURL(_ url: String) -> Bool {
        guard linkFailure == nil, url.utf8.count <= DeviceLinkMessage.maximumURLLength else { return false }
        let token = takeToken()
        send(.canOpenURLRequest(token: token, url: url))
        return answer(to: token)
    }

    /// Tells the device how many background tasks run (clamped to 0…65,535), so it does not suspend the app while any do.
    public func reportBackgroundTaskCount(_ count: Int) {
        let clamped = min(max(count, 0), Int(UInt16.max))
        guard clamped != reportedBackgroundTasks else { return }
        reportedBackgroundTasks = clamped
        send(.backgroundTasks(count: UInt16(clamped)))
    }

    /// Tells the device when the app next needs a turn (`nextTurn`), when that changed since the last report. A
    /// time that is not finite is sent as ``HostNextTurn/onInput``, a negative one as 0; on the main thread, work
    /// waiting on the main queue makes it ``HostNextTurn/nextRefresh``.
    public func reportNextTurn(_ next: HostNextTurn) {
        var next = next
        if case .at(let seconds) = next { next = seconds.isFinite ? .at(max(0, seconds)) : .onInput }
        if next != .nextRefresh, MainQueueWakeup.hasPendingWork { next = .nextRefresh }
        guard next != reportedNextTurn else { return }
        reportedNextTurn = next
        send(.nextTurn(next))
    }

    // MARK: Link

    private func takeToken() -> UInt32 {
        defer { nextToken = nextToken &+ 1 }
        return nextToken
    }

    /// Waits (real time, at most ``urlAnswerTimeout``) for the `openURLResult` carrying `token`; everything else
    /// read meanwhile waits in the backlog for ``nextEvents(until:)``. False on timeout or failure.
    private func answer(to token: UInt32) -> Bool {
        let start = ContinuousClock.now
        let limit = Duration.milliseconds(Int64((urlAnswerTimeout * 1000).rounded()))
        while linkFailure == nil {
            let left = limit - (ContinuousClock.now - start)
            guard left > .zero else { break }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
            let message: DeviceLinkMessage?
            do { message = try connection.receive(timeout: seconds) } catch {
                fail(error)
                return false
            }
            guard let message else { break }
            if case .openURLResult(token, let opened) = message { return opened }
            backlog.append(message)
        }
        if linkFailure == nil { log("the device did not answer URL request \(token) within \(urlAnswerTimeout) s; taken as false") }
        return false
    }

    /// Before an unbounded wait for the device (the app reported it needs no refresh), on the main thread: waits
    /// for the link or the main queue, and when work arrived on the main queue first (queued by another thread),
    /// asks the device for a tick (``HostNextTurn/nextRefresh``) and returns true; the caller then waits for it.
    private func waitForLinkOrMainQueue() -> Bool {
        guard backlogStart >= backlog.count, reportedNextTurn != .nextRefresh, let wake = MainQueueWakeup.descriptor,
              connection.isOpen else { return false }
        let ready = DeviceLinkConnection.waitForInput(on: [connection], descriptors: [wake], timeout: nil)
        guard ready.contains(wake), !ready.contains(connection.fileDescriptor) else { return false }
        reportNextTurn(.nextRefresh)
        return true
    }

    /// The next message: the backlog's first, else the link's (nil: none within `timeout`, or a failure).
    private func receive(timeout: Double?) -> DeviceLinkMessage? {
        if backlogStart < backlog.count {
            defer {
                backlogStart += 1
                if backlogStart == backlog.count { backlog = []; backlogStart = 0 }
            }
            return backlog[backlogStart]
        }
        guard linkFailure == nil else { return nil }
        do { return try connection.receive(timeout: timeout) } catch {
            fail(error)
            return nil
        }
    }

    private func send(_ message: DeviceLinkMessage) {
        guard linkFailure == nil else { return }
        do { try connection.send(message) } catch { fail(error) }
    }

    @discardableResult
    private func fail(_ error: Error) -> HostError {
        switch error {
        case DeviceLinkConnectionError.closed: fail("the device closed the link")
        case DeviceLinkConnectionError.protocolViolation(let problem): fail("the device sent a malformed message (\(problem))")
        default: fail("the device link failed: \(error)")
        }
    }

    @discardableResult
    private func fail(_ reason: String) -> HostError {
        if linkFailure == nil {
            linkFailure = reason
            log(reason)
        }
        connection.close()
        return HostError(reason)
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("touchstone: device link: \(line)\n".utf8))
    }
}
