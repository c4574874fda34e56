// SPDX-License-Identifier: Apache-2.0

/// The closure forms of Foundation's delayed performs, on the device clock.
///
/// Apple's `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:)` take selectors, which
/// Swift on Linux does not have. The guide's single- versus double-tap technique (guide §2.3.5, "Handling a
/// Single and a Double Tap Gesture") maps onto these one for one:
///
/// ```swift
/// // [self performSelector:@selector(handleSingleTap:) withObject:dict afterDelay:0.3];
/// perform(afterDelay: 0.3) { self.handleSingleTap(dict) }
/// // [NSObject cancelPreviousPerformRequestsWithTarget:self];
/// NSObject.cancelPreviousPerformRequests(withTarget: self)
/// ```
///
/// The closure runs on the main actor from a run-loop turn once the host clock reaches the delay (UIKit's `Timer`,
/// so tests advance a manual clock instead of waiting). The receiver is the request's target and is kept alive
/// until the closure runs or is cancelled, as Apple retains the target.
extension NSObject {
    /// Runs `action` after `delay` seconds of device time; never from within this call, even when `delay` is 0
    /// (it runs with the timers of a run-loop turn, after that turn's input).
    /// A negative delay counts as 0; a NaN or infinite delay is refused (logged) and nothing is scheduled.
    @MainActor
    public func perform(afterDelay delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        guard delay.isFinite else {
            return UIKitDiagnostics.log("perform(afterDelay:) with delay \(delay); nothing scheduled")
        }
        DelayedPerforms.schedule(for: self, after: max(0, delay), action)
    }

    /// Cancels every pending ``perform(afterDelay:_:)`` request whose target is `target` (the object it was called
    /// on); other targets' requests are untouched. Requests already running are not affected.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        DelayedPerforms.cancel(for: target)
    }
}

/// The pending delayed performs, by target.
@MainActor
package enum DelayedPerforms {
    /// Pending requests by target, each target's keyed by its timer (so a finished request leaves in constant time).
    private static var pending: [ObjectIdentifier: [ObjectIdentifier: Timer]] = [:]

    /// How many requests are pending (all targets).
    package static var count: Int { pending.values.reduce(0) { $0 + $1.count } }

    static func schedule(for target: NSObject, after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(target)
        // The block captures `target` strongly: the target lives until its request runs or is cancelled.
        let timer = Timer(timeInterval: delay, repeats: false) { timer in
            pending[key]?[ObjectIdentifier(timer)] = nil
            if pending[key]?.isEmpty == true { pending[key] = nil }
            withExtendedLifetime(target) { action() }
        }
        pending[key, default: [:]][ObjectIdentifier(timer)] = timer
        RunLoop.main.add(timer, forMode: .default)
    }

    static func cancel(for target: AnyObject) {
        guard let timers = pending.removeValue(forKey: ObjectIdentifier(target)) else { return }
        for timer in timers.values { timer.invalidate() }
    }
}
