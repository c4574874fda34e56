// SPDX-License-Identifier: Apache-2.0

import CProcessHooks

/// A Foundation timer that sends a selector to a target, as Foundation's Objective-C timers do; made by
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and the matching initialisers.
final class SelectorTimer: Timer {
    private let storedUserInfo: Any?

    init(fire date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        storedUserInfo = userInfo
        let message = TimerMessage(target: target, selector: selector)
        super.init(fire: date, interval: interval, repeats: repeats) { timer in message.send(from: timer) }
    }

    /// The object given when the timer was made (Foundation's own timers answer nil here for block timers).
    override var userInfo: Any? { storedUserInfo }
}

/// The target and selector a ``SelectorTimer`` sends to; the target is retained for the timer's life.
private struct TimerMessage: @unchecked Sendable {
    let target: Any
    let selector: Selector

    /// Calls the target's method for the selector with the timer as its argument. The main run loop fires timers
    /// on the main thread (or, in tests, the main queue); a timer on another thread's run loop sends the message
    /// on the main queue instead, since UIKit's methods live on the main actor.
    func send(from firingTimer: Timer) {
        nonisolated(unsafe) let timer = firingTimer
        if touchstone_is_app_context() != 0 {
            MainActor.assumeIsolated { _ = TargetActionDispatch.perform(selector, on: target, sender: timer, event: nil) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { _ = TargetActionDispatch.perform(selector, on: target, sender: timer, event: nil) }
            }
        }
    }
}

extension Timer {
    /// Creates a timer that sends `aSelector` to `aTarget` every `ti` seconds (once when `yesOrNo` is false),
    /// passing the timer, and schedules it on the current run loop in the default mode.
    ///
    /// `aSelector` names a method registered for `aTarget`'s class (what `#selector` becomes on Linux, see
    /// `Selector(_:_:)`); the target is retained until the timer is invalidated. A timer scheduled by app code
    /// fires on the device's clock (docs/ARCHITECTURE.md, "Foundation's clocks and names").
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer
    {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// Foundation's target–selector timer initialisers, which return a timer of a private subclass (so that
/// `userInfo` answers); Apple's documentation asks that `Timer` not be subclassed, so they exist on `Timer`
/// itself only.
public protocol _TimerTargetSelectorInitializers {}

extension Timer: _TimerTargetSelectorInitializers {}

extension _TimerTargetSelectorInitializers where Self == Timer {
    /// Creates a timer, not yet scheduled, that sends `aSelector` to `aTarget` `ti` seconds after it is added to
    /// a run loop (and every `ti` seconds after that when `yesOrNo`), passing the timer. Non-positive intervals
    /// count as 0.1 ms, as in Foundation.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                repeats yesOrNo: Bool)
    {
        let interval = ti > 0 && ti.isFinite ? ti : 0.0001
        self = SelectorTimer(fire: Date(timeIntervalSinceNow: interval), interval: interval, target: aTarget,
                             selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    /// Creates a timer, not yet scheduled, that first sends `s` to `t` at `date`, then every `ti` seconds when
    /// `rep`.
    public init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                repeats rep: Bool)
    {
        let interval = ti > 0 && ti.isFinite ? ti : 0.0001
        self = SelectorTimer(fire: date, interval: interval, target: t, selector: s, userInfo: ui, repeats: rep)
    }
}
