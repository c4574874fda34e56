// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import HostInterface

/// A host with no window: a manual clock, scripted input, and the frames the app presented.
///
/// Deterministic by construction: nothing depends on wall time, so the same script gives the same frames on every
/// machine. `TouchstoneTesting.HeadlessDevice` drives it; apps select it with `TOUCHSTONE_HOST=headless`.
public final class HeadlessBackend: HostBackend {
    /// The clock tests advance; it is this backend's `clock`.
    public let manualClock: ManualHostClock
    /// The host clock (``manualClock``).
    public var clock: HostClock { manualClock }
    /// A nominal 60 Hz display.
    public let refreshInterval = 1.0 / 60.0
    /// The configuration the app opened with.
    public private(set) var configuration: HostDisplayConfiguration?
    /// Input waiting for its time: delivered by ``nextEvents(until:)`` once the clock reaches each timestamp.
    private var scheduled: [HostEvent] = []
    /// The most recent frame the app presented.
    public private(set) var lastFrame: CGImage?
    /// How many frames the app has presented.
    public private(set) var presentedFrameCount = 0
    /// The damage rectangles of the last presented frame.
    public private(set) var lastDamage: [CGRect] = []
    /// Whether `open(_:)` has been called and `close()` has not.
    public private(set) var isOpen = false

    /// A headless backend whose time is `clock`, starting at its current value.
    public init(clock: ManualHostClock = ManualHostClock()) {
        self.manualClock = clock
    }

    /// Records the display configuration; throws `HostError` for an empty or larger-than-16,384-pixel display.
    public func open(_ configuration: HostDisplayConfiguration) throws {
        let (w, h) = configuration.pixelSize
        guard w > 0, h > 0, w <= 16_384, h <= 16_384 else {
            throw HostError("headless display of \(w)×\(h) pixels is empty or too large")
        }
        self.configuration = configuration
        isOpen = true
    }

    /// Queues an input event; it is delivered when the clock reaches its timestamp (at once if already past).
    /// Events keep the order they were queued in when timestamps tie. An event whose timestamp is NaN or infinite
    /// is refused (logged): it would never come due, and every event queued after it would wait behind it.
    public func enqueue(_ event: HostEvent) {
        guard event.timestamp.isFinite else {
            return Diagnostics.log("headless input: \(event) has a non-finite timestamp; refused")
        }
        // Appending is the usual case; checking it first keeps a long burst of input linear.
        let appends = scheduled.last.map { $0.timestamp <= event.timestamp } ?? true
        let later = appends ? nil : scheduled.firstIndex { $0.timestamp > event.timestamp }
        let index = later ?? scheduled.endIndex
        scheduled.insert(event, at: index)
    }

    /// Events due now, in order. Never waits.
    public func nextEvents(until deadline: Double) -> [HostEvent] {
        let now = manualClock.now
        let dueCount = scheduled.prefix { $0.timestamp <= now + 1e-9 }.count
        let due = Array(scheduled.prefix(dueCount))
        scheduled.removeFirst(dueCount)
        return due
    }

    /// Whether input is still waiting for its time.
    public var hasPendingInput: Bool { !scheduled.isEmpty }

    /// The timestamp of the next queued event, if any.
    public var nextInputTime: Double? { scheduled.first?.timestamp }

    /// Keeps the frame as the last presented one and counts it; `damage` is recorded for tests.
    public func present(_ frame: CGImage, damage: [CGRect]) {
        lastFrame = frame
        lastDamage = damage
        presentedFrameCount += 1
    }

    /// Marks the backend closed.
    public func close() { isOpen = false }
}
