// SPDX-License-Identifier: Apache-2.0

/// The source of media time (seconds, monotonic) for animations, display links and transactions.
///
/// Time is an input: Core Animation reads time only through a clock, so a test or a headless host can advance a
/// ``ManualMediaClock`` by hand and every animation moves exactly that far, deterministically.
public protocol MediaClock: AnyObject, Sendable {
    /// The current media time in seconds. Never decreases.
    var now: CFTimeInterval { get }
}

/// A clock that moves only when told to: the clock of tests and of the headless host.
public final class ManualMediaClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval

    /// Creates a clock reading `start` seconds.
    public init(start: CFTimeInterval = 0) { time = start.isFinite ? start : 0 }

    /// The time the clock was last set or advanced to.
    public var now: CFTimeInterval { lock.withLock { time } }

    /// Moves the clock forward by `seconds`. Negative or non-finite amounts are ignored (logged): media time never
    /// runs backwards.
    public func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            Diagnostics.log("ManualMediaClock.advance(by: \(seconds)) ignored: time cannot go backwards")
            return
        }
        lock.withLock { time += seconds }
    }

    /// Sets the clock to `time` if that is not earlier than now (ignored and logged otherwise).
    public func set(to newTime: CFTimeInterval) {
        lock.withLock {
            if newTime.isFinite && newTime >= time { time = newTime } else {
                Diagnostics.log("ManualMediaClock.set(to: \(newTime)) ignored: before \(time)")
            }
        }
    }
}

/// A clock following the machine's monotonic clock, starting near 0 when created (the simulator window's clock).
public final class SystemMediaClock: MediaClock, @unchecked Sendable {
    private let origin = ContinuousClock.now

    /// Creates a clock reading 0 now.
    public init() {}

    /// Seconds since the clock was created.
    public var now: CFTimeInterval {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

/// The current media time, read from the current ``LayerEnvironment``'s clock.
public func CACurrentMediaTime() -> CFTimeInterval { LayerEnvironment.current.clock.now }
