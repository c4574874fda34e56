// SPDX-License-Identifier: Apache-2.0

/// Groups layer-tree changes into atomic updates, and carries the animation settings for implicit animations.
///
/// Every change made outside an explicit transaction joins an implicit transaction, which is committed at the end
/// of the current run-loop turn (the application's run loop calls ``flush()``; tests call it themselves).
/// Explicit transactions nest; changes are committed when the outermost one commits. Settings
/// (`animationDuration`, `disableActions`, …) apply to the innermost transaction and are inherited by nested ones.
///
/// Threading: transactions belong to the current ``LayerEnvironment``; use them from one thread at a time.
open class CATransaction: NSObject {

    private static var stack: TransactionStack { LayerEnvironment.current.transactions }

    /// Begins an explicit transaction.
    public static func begin() { stack.begin(explicit: true) }

    /// Commits the innermost explicit transaction. Unbalanced calls are ignored (logged).
    public static func commit() { stack.commit(environment: LayerEnvironment.current) }

    /// Commits any implicit transaction now (what the run loop does at the end of each turn). While an explicit
    /// transaction is open the commit waits until the outermost explicit one commits, as Apple documents.
    public static func flush() { stack.flush(environment: LayerEnvironment.current) }

    /// Duration of implicit animations started in this transaction, in seconds (default 0.25).
    public static func animationDuration() -> CFTimeInterval { stack.settings.duration }

    /// Sets the duration of implicit animations started in this transaction; negative or non-finite durations
    /// are ignored (logged). 0 means Core Animation's default iteration length, 0.25 s.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return Diagnostics.log("CATransaction.setAnimationDuration(\(duration)) ignored")
        }
        stack.mutateSettings { $0.duration = duration }
    }

    /// Timing function of implicit animations started in this transaction; nil (the default) means the implicit
    /// animations use `CAMediaTimingFunction(name: .default)`.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.settings.timingFunction }

    /// Sets the timing function of implicit animations started in this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.mutateSettings { $0.timingFunction = function }
    }

    /// Whether property changes in this transaction skip their actions (no implicit animations).
    public static func disableActions() -> Bool { stack.settings.disableActions }

    /// Turns actions (implicit animations) off or on for property changes in this transaction.
    public static func setDisableActions(_ flag: Bool) { stack.mutateSettings { $0.disableActions = flag } }

    /// The completion block of the innermost transaction (nil when none is set).
    public static func completionBlock() -> (() -> Void)? { stack.settings.completion }

    /// Sets the block run once every animation added to this transaction (or transactions nested in it) from now
    /// on has finished or been removed.
    ///
    /// Apple: "If no animations are added before the current transaction group is committed (or the completion
    /// block is set to a different value), the block will be invoked immediately": a transaction that adds none
    /// runs it at its outermost commit; a replaced block runs once the animations added while it was set are done
    /// (at once when there were none). Completion is noticed when animations finish in
    /// `CALayer.processAnimations(at:)` (the frame hook) or are removed.
    public static func setCompletionBlock(_ block: (() -> Void)?) { stack.setCompletion(block) }

    /// Takes the lock that guards this environment's transaction state (recursive; pair with ``unlock()``).
    public static func lock() { stack.lock.lock() }

    /// Releases the lock taken by ``lock()``.
    public static func unlock() { stack.lock.unlock() }

    /// Reads a transaction property by key (`kCATransactionAnimationDuration`, …).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return stack.settings.extra[key]
        }
    }

    /// Sets a transaction property by key.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = (value as? Double) ?? (value as? CGFloat).map(Double.init) { setAnimationDuration(d) }
        case kCATransactionDisableActions: setDisableActions(value as? Bool ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: stack.mutateSettings { $0.extra[key] = value }
        }
    }
}

/// The transaction key of ``CATransaction/animationDuration()`` (a `Double`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of ``CATransaction/disableActions()`` (a `Bool`).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of ``CATransaction/animationTimingFunction()`` (a `CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of ``CATransaction/completionBlock()`` (a `() -> Void`).
public let kCATransactionCompletionBlock = "completionBlock"
