// SPDX-License-Identifier: Apache-2.0

/// Foundation's delayed performs, on the device clock: `perform(_:with:afterDelay:)` with a selector, and a closure
/// form for code written without selectors.
///
/// The guide's single- versus double-tap technique (guide §2.3.5, "Handling a Single and a Double Tap Gesture")
/// reads as on iOS once `#selector` is ported (see `Selector+Methods.swift`):
///
/// ```swift
/// perform(#selector(handleSingleTap(_:)), with: dict, afterDelay: 0.3)
/// NSObject.cancelPreviousPerformRequests(withTarget: self)
/// // or, without a selector:
/// perform(afterDelay: 0.3) { self.handleSingleTap(dict) }
/// ```
///
/// The method or closure runs on the main actor from a run-loop turn once the host clock reaches the delay (a
/// `DeviceTimer`, so tests advance a manual clock instead of waiting). The receiver and the argument are kept alive
/// until the request runs or is cancelled, as Apple retains them.
extension NSObject {
    /// Calls the receiver's method for `aSelector` with `anArgument` after `delay` seconds of device time; never
    /// from within this call, even when `delay` is 0. A negative delay counts as 0; a NaN or infinite delay is
    /// refused (logged) and nothing is scheduled. A selector the receiver does not implement is logged when due.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard delay.isFinite else {
            return UIKitDiagnostics.log("perform(_:with:afterDelay:) with delay \(delay); nothing scheduled")
        }
        let request = DelayedPerforms.Request(selector: aSelector, argument: anArgument)
        DelayedPerforms.schedule(for: self, after: max(0, delay), request) { [unowned self] in
            _ = SelectorDispatch.perform(aSelector, on: self, anArgument, nil)
        }
    }

    /// Runs `action` after `delay` seconds of device time; never from within this call, even when `delay` is 0
    /// (it runs with the timers of a run-loop turn, after that turn's input).
    /// A negative delay counts as 0; a NaN or infinite delay is refused (logged) and nothing is scheduled.
    @MainActor
    public func perform(afterDelay delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        guard delay.isFinite else {
            return UIKitDiagnostics.log("perform(afterDelay:) with delay \(delay); nothing scheduled")
        }
        DelayedPerforms.schedule(for: self, after: max(0, delay), nil, action)
    }

    /// Cancels every pending delayed perform (selector or closure) whose target is `target` (the object it was
    /// called on); other targets' requests are untouched. Requests already running are not affected.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        DelayedPerforms.cancel(for: target) { _ in true }
    }

    /// Cancels the pending `perform(_:with:afterDelay:)` requests of `aTarget` for `aSelector` whose argument
    /// equals `anArgument` (`isEqual(_:)`; nil matches nil); its other requests are untouched.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?)
    {
        guard type(of: aTarget) is AnyClass else { return }
        DelayedPerforms.cancel(for: aTarget as AnyObject) { request in
            guard let request, request.selector == aSelector else { return false }
            return DelayedPerforms.Request.argument(request.argument, equals: anArgument)
        }
    }
}

/// The pending delayed performs, by target.
@MainActor
package enum DelayedPerforms {
    /// What a selector request sends, for `cancelPreviousPerformRequests(withTarget:selector:object:)`.
    struct Request {
        let selector: Selector
        let argument: Any?

        /// Foundation's argument match: both nil, the same object, or `isEqual(_:)`/`==` for equal values.
        static func argument(_ a: Any?, equals b: Any?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let a?, let b?):
                if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
                if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
                if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
                return false
            default: return false
            }
        }
    }

    /// Pending requests by target, each target's keyed by its timer (so a finished request leaves in constant time).
    private static var pending: [ObjectIdentifier: [ObjectIdentifier: (timer: DeviceTimer, request: Request?)]] = [:]

    /// How many requests are pending (all targets).
    package static var count: Int { pending.values.reduce(0) { $0 + $1.count } }

    static func schedule(for target: NSObject, after delay: TimeInterval, _ request: Request?,
                         _ action: @escaping @MainActor () -> Void)
    {
        let key = ObjectIdentifier(target)
        // The block captures `target` strongly: the target lives until its request runs or is cancelled.
        let timer = DeviceTimer(timeInterval: delay) { timer in
            pending[key]?[ObjectIdentifier(timer)] = nil
            if pending[key]?.isEmpty == true { pending[key] = nil }
            withExtendedLifetime(target) { action() }
        }
        pending[key, default: [:]][ObjectIdentifier(timer)] = (timer, request)
        timer.schedule()
    }

    /// Invalidates `target`'s pending requests that `matching` selects (its argument is nil for closure requests).
    static func cancel(for target: AnyObject, matching: (Request?) -> Bool) {
        let key = ObjectIdentifier(target)
        guard let requests = pending[key] else { return }
        for (id, entry) in requests where matching(entry.request) {
            entry.timer.invalidate()
            pending[key]?[id] = nil
        }
        if pending[key]?.isEmpty == true { pending[key] = nil }
    }
}
