// SPDX-License-Identifier: Apache-2.0
//
// A session's input and output streams: Foundation's stream classes over the session's byte channel.

import Foundation

/// The state both of a session's streams keep: status, error, delegate and where events go.
private final class StreamState: @unchecked Sendable {
    let lock = NSLock()
    var status: Stream.Status = .notOpen
    var error: Error?
    weak var delegate: StreamDelegate?
    let events = StreamEventDelivery()

    var isOpen: Bool { lock.withLock { status == .open || status == .reading || status == .writing } }

    /// Queues `event` for `stream`'s delegate; nothing is delivered once the stream is closed, or when
    /// `stillTrue` no longer holds at delivery (bytes that were read meanwhile).
    func post(_ event: Stream.Event, for stream: Stream, while stillTrue: @escaping () -> Bool = { true }) {
        events.post(event, for: stream) { [weak self] in
            guard let self else { return false }
            return self.lock.withLock { self.status != .closed } && stillTrue()
        }
    }

    /// Opens a stream that was never opened; false if it was.
    func open() -> Bool {
        lock.withLock {
            guard status == .notOpen else { return false }
            status = .open
            return true
        }
    }

    /// Moves an open stream to its end; false if it was not open.
    func reachEnd() -> Bool {
        lock.withLock {
            guard status == .open else { return false }
            status = .atEnd
            return true
        }
    }
}

/// The bytes an accessory sends, as the `InputStream` of an `EASession` (guide listing 8-2 reads it on
/// `hasBytesAvailable`).
///
/// `open()` reports `openCompleted` (and `hasBytesAvailable` if bytes already wait); each arrival reports
/// `hasBytesAvailable`, and so does a read that leaves bytes behind (an event whose bytes were all read before it
/// was delivered is dropped); once the accessory is gone and every byte has
/// been read the stream is at its end and reports `endEncountered`. Reading a stream that is not open returns −1.
final class AccessoryInputStream: InputStream, AccessoryChannelListener {
    private let channel: AccessoryChannel
    private let state = StreamState()

    init(channel: AccessoryChannel) {
        self.channel = channel
        super.init(data: Data())
        channel.addListener(self)
    }

    override var delegate: StreamDelegate? {
        get { state.lock.withLock { state.delegate } }
        set { state.lock.withLock { state.delegate = newValue } }
    }

    override var streamStatus: Stream.Status { state.lock.withLock { state.status } }

    override var streamError: Error? { state.lock.withLock { state.error } }

    override func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {
        state.events.schedule(in: aRunLoop, forMode: mode)
    }

    override func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {
        state.events.remove(from: aRunLoop, forMode: mode)
    }

    override func open() {
        guard state.open() else { return }
        post(.openCompleted)
        if channel.availableByteCount > 0 { post(.hasBytesAvailable) }
        settleEnd()
    }

    override func close() {
        state.lock.withLock { state.status = .closed }
    }

    override var hasBytesAvailable: Bool { state.isOpen && channel.availableByteCount > 0 }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard state.isOpen else { return state.lock.withLock { state.status == .atEnd } ? 0 : -1 }
        let count = channel.read(into: buffer, maxLength: len)
        if channel.availableByteCount > 0 { post(.hasBytesAvailable) }
        settleEnd()
        return count
    }

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
                            length len: UnsafeMutablePointer<Int>) -> Bool {
        false
    }

    func channelReceivedBytes() {
        if state.isOpen { post(.hasBytesAvailable) }
    }

    func channelEnded() {
        settleEnd()
    }

    /// Moves an open stream whose accessory sent its last byte, all of it read, to the end.
    private func settleEnd() {
        guard channel.isDrained else { return }
        if state.reachEnd() { post(.endEncountered) }
    }

    private func post(_ event: Stream.Event) {
        if event == .hasBytesAvailable {
            state.post(event, for: self) { [channel] in channel.availableByteCount > 0 }
        } else {
            state.post(event, for: self)
        }
    }
}

/// The bytes the app sends an accessory, as the `OutputStream` of an `EASession`.
///
/// `open()` reports `openCompleted` then `hasSpaceAvailable`; each write reports `hasSpaceAvailable` again (the
/// channel takes every byte at once, so writing never has to wait). When the accessory disconnects the stream
/// reaches its end (`endEncountered`) and writes return −1; a write the endpoint refuses (its socket closed) or an
/// endpoint that could not be reached at all moves the stream to `.error` with a `POSIXError` (`EPIPE`,
/// `ENOTCONN`) as `streamError`, reported as `errorOccurred`.
final class AccessoryOutputStream: OutputStream, AccessoryChannelListener {
    private let channel: AccessoryChannel
    private let state = StreamState()

    init(channel: AccessoryChannel) {
        self.channel = channel
        super.init(toMemory: ())
        channel.addListener(self)
    }

    /// Foundation requires it of subclasses; a stream made this way has no accessory and fails every write.
    required init(toMemory: ()) {
        channel = AccessoryChannel(endpoint: .recording) { _ in }
        super.init(toMemory: ())
        channel.close()
    }

    override var delegate: StreamDelegate? {
        get { state.lock.withLock { state.delegate } }
        set { state.lock.withLock { state.delegate = newValue } }
    }

    override var streamStatus: Stream.Status { state.lock.withLock { state.status } }

    override var streamError: Error? { state.lock.withLock { state.error } }

    override func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {
        state.events.schedule(in: aRunLoop, forMode: mode)
    }

    override func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {
        state.events.remove(from: aRunLoop, forMode: mode)
    }

    override func open() {
        guard state.open() else { return }
        post(.openCompleted)
        if let failure = channel.failure {
            fail(with: failure)
        } else {
            post(.hasSpaceAvailable)
        }
    }

    override func close() {
        state.lock.withLock { state.status = .closed }
    }

    override var hasSpaceAvailable: Bool { state.isOpen && channel.failure == nil }

    override func write(_ buffer: UnsafePointer<UInt8>, maxLength len: Int) -> Int {
        guard state.isOpen else { return -1 }
        guard len > 0 else { return 0 }
        switch channel.write(Data(bytes: buffer, count: len)) {
        case .success(let count):
            post(.hasSpaceAvailable)
            return count
        case .failure(let error):
            fail(with: error.code)
            return -1
        }
    }

    /// Moves the stream to `.error` with `code` as its error and reports it.
    private func fail(with code: POSIXErrorCode) {
        state.lock.withLock {
            state.status = .error
            state.error = POSIXError(code)
        }
        post(.errorOccurred)
    }

    func channelReceivedBytes() {}

    func channelEnded() {
        if state.reachEnd() { post(.endEncountered) }
    }

    private func post(_ event: Stream.Event) {
        state.post(event, for: self)
    }
}
