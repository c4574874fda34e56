// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Listens on a device's control socket and answers each `touchstone` command's request through a handler (the
/// device's side).
///
/// Each connection carries one request line and gets one response line. Connections are read on a background
/// thread; the handler runs on the queue given (the device's main queue, where its run loop drains it), one request
/// at a time. A client that sends a malformed or oversized line, or nothing for ``requestTimeout`` seconds, gets a
/// ``ControlExitCode/badRequest`` response (or is dropped) and the device keeps running.
public final class ControlServer: @unchecked Sendable {
    /// How long a client may take to send its request line, in seconds (real time: this is I/O, not the device's
    /// clock).
    public static let requestTimeout = 5.0

    /// The socket's path.
    public let path: String
    private let listener: Int32
    private let queue: DispatchQueue
    private let handler: @Sendable (ControlRequest) -> ControlResponse
    private let wake: (read: Int32, write: Int32)
    private let stopped = NSLock()
    private var isStopped = false
    private let acceptThread: Thread
    /// Answers given but not yet written back: ``stop()`` lets them go out (a `shutdown` request's answer is given
    /// just before the device stops).
    private let unsent = UnsentAnswers()

    /// Starts listening at `path`; `handler` answers each request on `queue`. `requestArrived`, when given, is
    /// called on a background thread just before a request is queued (a device loop that waits between refreshes
    /// wakes up to drain its queue). Throws ``ControlSocketError/inUse(_:)`` when a live device already listens
    /// there (a stale socket file is replaced).
    public init(path: String, queue: DispatchQueue, requestArrived: (@Sendable () -> Void)? = nil,
                handler: @escaping @Sendable (ControlRequest) -> ControlResponse) throws
    {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw ControlSocketError.system(call: "pipe", errno: errno) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let listener: Int32
        do { listener = try ControlSocket.listen(at: path) } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        self.path = path
        self.listener = listener
        self.queue = queue
        self.handler = handler
        self.wake = (pipeEnds[0], pipeEnds[1])
        let loop = AcceptLoop(listener: listener, wake: pipeEnds[0])
        acceptThread = Thread { loop.run() }
        loop.serve = { [queue, handler, unsent] fd in
            Self.serve(fd, queue: queue, arrived: requestArrived, unsent: unsent, handler: handler)
        }
        acceptThread.name = "touchstone control"
        acceptThread.start()
    }

    deinit {
        stop()
        close(wake.write)
    }

    /// Stops accepting, closes the socket and removes its file. Answers the handler has already given are written
    /// back first (waiting at most ``UnsentAnswers/flushLimit`` seconds), so the client that asked the device to
    /// shut down hears that it did.
    public func stop() {
        stopped.lock()
        defer { stopped.unlock() }
        guard !isStopped else { return }
        isStopped = true
        var byte: UInt8 = 1
        _ = Glibc.write(wake.write, &byte, 1)
        unlink(path)
        unsent.waitUntilSent()
    }

    /// Reads one request from `fd`, answers it and closes the connection.
    private static func serve(_ fd: Int32, queue: DispatchQueue, arrived: (@Sendable () -> Void)?,
                              unsent: UnsentAnswers, handler: @escaping @Sendable (ControlRequest) -> ControlResponse)
    {
        // A thread of its own, not a global queue: it blocks on the socket and on the device's answer, and
        // libdispatch's global pools on Linux have only as many threads as cores.
        Thread.detachNewThread {
            defer { close(fd) }
            var answered = false
            let response: ControlResponse
            do {
                let line = try ControlSocket.readLine(from: fd, timeout: requestTimeout)
                let request = try ControlWire.decode(ControlRequest.self, from: line)
                // Queued first, then announced: a loop woken by `arrived` finds the request already waiting.
                let answer = Answer()
                queue.async {
                    answer.response = handler(request)
                    // Counted before the connection's thread wakes: a stop right after this answer waits for it.
                    unsent.add()
                    answer.done.signal()
                }
                arrived?()
                answer.done.wait()
                answered = true
                response = answer.response ?? .failure(.failure, "the device gave no answer")
            } catch let error as ControlSocketError {
                if case .closed = error { return }
                response = .failure(.badRequest, "bad request: \(error)")
            } catch {
                response = .failure(.badRequest, "bad request: not a control request (\(error))")
            }
            try? ControlSocket.write((try? ControlWire.encode(response)) ?? Data(), to: fd)
            if answered { unsent.remove() }
        }
    }
}

/// How many answers are on their way back to clients.
private final class UnsentAnswers: @unchecked Sendable {
    /// The longest ``waitUntilSent()`` waits, in seconds of real time (a client that stopped reading cannot
    /// hold the device up).
    static let flushLimit = 2.0
    private let condition = NSCondition()
    private var count = 0

    func add() {
        condition.withLock { count += 1 }
    }

    func remove() {
        condition.withLock {
            count -= 1
            condition.broadcast()
        }
    }

    /// Returns when every counted answer is written, or after ``flushLimit`` seconds.
    func waitUntilSent() {
        let limit = Date(timeIntervalSinceNow: Self.flushLimit)
        condition.withLock {
            while count > 0, condition.wait(until: limit) {}
        }
    }
}

/// A response handed from the device's queue to the connection's thread.
private final class Answer: @unchecked Sendable {
    var response: ControlResponse?
    let done = DispatchSemaphore(value: 0)
}

/// The accept loop's state, owned by its thread.
private final class AcceptLoop: @unchecked Sendable {
    let listener: Int32
    let wake: Int32
    var serve: (@Sendable (Int32) -> Void)?

    init(listener: Int32, wake: Int32) {
        self.listener = listener
        self.wake = wake
    }

    func run() {
        defer {
            close(listener)
            close(wake)
        }
        var pollers = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            pollers[0].revents = 0
            pollers[1].revents = 0
            let ready = poll(&pollers, 2, -1)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if pollers[1].revents != 0 { return }
            guard pollers[0].revents & Int16(POLLIN) != 0 else { continue }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { continue }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            serve?(fd)
        }
    }
}
