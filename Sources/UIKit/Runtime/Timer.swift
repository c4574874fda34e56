// SPDX-License-Identifier: Apache-2.0

/// A timer that fires on the device's clock: Foundation's `Timer` API, for code that imports UIKit.
///
/// Touchstone apps read time only through the host's clock, so that a headless device (whose clock moves only
/// when a test advances it) runs timers deterministically. Swift's module-shadowing rule makes `Timer` in a file
/// that imports UIKit resolve to this class; `Foundation.Timer` is still there by its full name and runs on wall
/// time. `RunLoop.add(_:forMode:)` accepts these timers too. The target–selector forms call the target's method for
/// the selector (what `#selector` becomes, see `Selector+Methods.swift`) with the timer as its argument, and retain
/// the target until the timer is invalidated, as Foundation's do.
///
/// Outside a running app (no `UIApplicationMain` or headless device), timers fall back to Foundation's run loop.
@preconcurrency @MainActor
open class Timer: NSObject {
    /// Seconds between firings of a repeating timer (0 for a one-shot).
    public let timeInterval: TimeInterval
    /// Allowed lateness (recorded; the device clock fires timers exactly).
    open var tolerance: TimeInterval = 0
    /// Extra information for the block.
    public let userInfo: Any?
    private let repeats: Bool
    /// What firing does; released when the timer is invalidated (so a target–selector timer lets go of its target).
    private var block: (@MainActor (Timer) -> Void)?
    private var fireTime: Double
    private var token: Int?
    private var fallback: Foundation.Timer?
    private var valid = true

    /// Creates a timer (not yet scheduled) that fires `interval` seconds after it is scheduled.
    @preconcurrency public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = repeats ? max(0.0001, interval.isFinite ? interval : 0.0001) : 0
        self.repeats = repeats
        self.block = block
        self.userInfo = nil
        self.fireTime = Timer.clockNow + max(0, interval.isFinite ? interval : 0)
        super.init()
    }

    /// Creates a timer first firing at `date`.
    @preconcurrency public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = repeats ? max(0.0001, interval) : 0
        self.repeats = repeats
        self.block = block
        self.userInfo = nil
        self.fireTime = Timer.clockNow + max(0, date.timeIntervalSinceNow)
        super.init()
    }

    /// Creates a timer (not yet scheduled) that sends `aSelector` to `aTarget` every `ti` seconds (once when
    /// `yesOrNo` is false), passing the timer; `aTarget` is retained until the timer is invalidated.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                repeats yesOrNo: Bool)
    {
        self.timeInterval = yesOrNo ? max(0.0001, ti.isFinite ? ti : 0.0001) : 0
        self.repeats = yesOrNo
        self.block = { timer in _ = TargetActionDispatch.perform(aSelector, on: aTarget, sender: timer, event: nil) }
        self.userInfo = userInfo
        self.fireTime = Timer.clockNow + max(0, ti.isFinite ? ti : 0)
        super.init()
    }

    /// Creates a timer that sends `aSelector` to `aTarget` (see ``init(timeInterval:target:selector:userInfo:repeats:)``)
    /// and schedules it on the device's run loop.
    @discardableResult
    open class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                   userInfo: Any?, repeats yesOrNo: Bool) -> Timer
    {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule()
        return timer
    }

    /// Creates and schedules a timer on the device's run loop.
    @discardableResult @preconcurrency
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @MainActor (Timer) -> Void) -> Timer
    {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Whether the timer will still fire.
    open var isValid: Bool { valid }

    /// When the timer fires next (wall-clock equivalent of its device-clock time).
    open var fireDate: Date {
        get { Date(timeIntervalSinceNow: fireTime - Timer.clockNow) }
        set {
            fireTime = Timer.clockNow + newValue.timeIntervalSinceNow
            if token != nil || fallback != nil { schedule() }
        }
    }

    /// Fires now (a repeating timer keeps its schedule; a one-shot timer is invalidated).
    open func fire() {
        guard valid else { return }
        block?(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer from ever firing again.
    open func invalidate() {
        valid = false
        block = nil
        if let token { Timer.queue?.cancel(token) }
        token = nil
        fallback?.invalidate()
        fallback = nil
    }

    /// Puts the timer on the device's timer queue (or Foundation's run loop when no app runs).
    package func schedule() {
        guard valid else { return }
        if let token { Timer.queue?.cancel(token) }
        fallback?.invalidate()
        if let queue = Timer.queue {
            // The queue retains the timer until it fires or is invalidated, as a run loop retains its timers.
            token = queue.schedule(at: fireTime) { self.fireScheduled() }
        } else {
            let delay = max(0, fireTime - Timer.clockNow)
            fallback = Foundation.Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
                MainActor.assumeIsolated { self.fireScheduled() }
            }
        }
    }

    private func fireScheduled() {
        token = nil
        fallback = nil
        guard valid else { return }
        block?(self)
        guard valid else { return }
        if repeats {
            // Skip missed firings rather than bursting (Foundation's behaviour).
            let now = Timer.clockNow
            repeat { fireTime += timeInterval } while fireTime <= now
            schedule()
        } else {
            valid = false
            block = nil
        }
    }

    private static var queue: TimerQueue? { UIApplication.sharedIfPresent?.runtime?.timers }
    private static var clockNow: Double { UIApplication.sharedIfPresent?.runtime?.host.clock.now ?? CACurrentMediaTime() }
}

extension RunLoop {
    /// Schedules a device-clock timer (UIKit's `Timer`); the mode is accepted for source compatibility.
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.schedule() }
}
