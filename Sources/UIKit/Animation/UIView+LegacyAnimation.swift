// SPDX-License-Identifier: Apache-2.0

/// One open `beginAnimations(_:context:)` block.
@MainActor
package final class LegacyAnimationBlock {
    package let context: ViewAnimationContext
    package let animationID: String?
    package let userContext: UnsafeMutableRawPointer?
    package var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    package var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    /// The block's enclosing current context and animations-enabled state, restored at commit.
    package let previous: ViewAnimationContext?
    package let enabledBefore: Bool

    init(context: ViewAnimationContext, animationID: String?, userContext: UnsafeMutableRawPointer?) {
        self.context = context
        self.animationID = animationID
        self.userContext = userContext
        previous = ViewAnimationContext.current
        enabledBefore = ViewAnimationSettings.enabled
    }

    /// The open blocks, innermost last.
    package static var stack: [LegacyAnimationBlock] = []

    /// The innermost open block, or nil (logged as `call` outside a block).
    package static func innermost(_ call: String) -> LegacyAnimationBlock? {
        if let block = stack.last { return block }
        UIKitDiagnostics.log("UIView.\(call) outside beginAnimations/commitAnimations; ignored")
        return nil
    }
}

extension UIView {
    /// Opens an animation block (guide §2.2.8, Table 2-2): changes to animatable view properties until the matching
    /// ``commitAnimations()`` animate with the block's settings (duration 0.2 s, ease-in-out, no delay, no repeat).
    ///
    /// `animationID` and `context` are passed back to the block's will-start and did-stop closures. Blocks nest;
    /// a nested block inherits the enclosing block's duration and curve until it sets its own. The settings apply
    /// to all changes of the block, whenever they were made before the commit.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let settings = makeContext(duration: 0.2, options: [], completion: nil)
        settings.queuesBehindRunning = true
        let block = LegacyAnimationBlock(context: settings, animationID: animationID, userContext: context)
        // The block lives until its completion has run (the tracker then drops this closure).
        settings.onCompletion = { finished in
            block.didStop?(block.animationID, finished, block.userContext)
        }
        LegacyAnimationBlock.stack.append(block)
        ViewAnimationContext.current = ViewAnimationSettings.enabled ? settings : nil
    }

    /// Closes the innermost block and starts its animations; returns before any frame of them is produced.
    ///
    /// The will-start closure runs on the next run-loop turn (after this returns, before the first frame); the
    /// did-stop closure runs once, with `finished` false if an animation was interrupted. A block that animates
    /// nothing reports did-stop with true on the next turn. Animations disabled inside the block with
    /// ``setAnimationsEnabled(_:)`` are enabled again (to their state at `beginAnimations`). Unbalanced calls are
    /// ignored (logged).
    public static func commitAnimations() {
        guard let block = LegacyAnimationBlock.innermost("commitAnimations()") else { return }
        LegacyAnimationBlock.stack.removeLast()
        ViewAnimationContext.current = block.previous
        ViewAnimationSettings.enabled = block.enabledBefore
        if let willStart = block.willStart {
            ViewAnimationContext.onNextTurn { willStart(block.animationID, block.userContext) }
        }
        block.context.close()
    }

    /// Sets the block's duration in seconds (default 0.2); negative or non-finite values are ignored (logged).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return UIKitDiagnostics.log("UIView.setAnimationDuration(\(duration)) ignored")
        }
        LegacyAnimationBlock.innermost("setAnimationDuration")?.context.duration = duration
    }

    /// Sets the seconds between ``commitAnimations()`` and the start (default 0; negative values count as 0).
    public static func setAnimationDelay(_ delay: TimeInterval) {
        guard delay.isFinite else { return UIKitDiagnostics.log("UIView.setAnimationDelay(\(delay)) ignored") }
        LegacyAnimationBlock.innermost("setAnimationDelay")?.context.delay = max(0, delay)
    }

    /// Sets when the animation starts (guide: `setAnimationStartDate:`). The date's distance from the wall clock's
    /// now becomes a delay on the device clock (``setAnimationDelay(_:)``); past dates start at once.
    public static func setAnimationStart(_ startDate: Date) {
        setAnimationDelay(max(0, startDate.timeIntervalSinceNow))
    }

    /// Sets the block's pacing (default `.easeInOut`).
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        LegacyAnimationBlock.innermost("setAnimationCurve")?.context.curve = curve
    }

    /// Sets how many times the animation repeats (fractions allowed; 0 = once; negative or NaN ignored, logged).
    /// With ``setAnimationRepeatAutoreverses(_:)`` each repeat is a forward and a backward run.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        guard !repeatCount.isNaN, repeatCount >= 0 else {
            return UIKitDiagnostics.log("UIView.setAnimationRepeatCount(\(repeatCount)) ignored")
        }
        LegacyAnimationBlock.innermost("setAnimationRepeatCount")?.context.repeatCount = repeatCount
    }

    /// Sets whether each repeat plays forward then backward (the model value stays the target).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        LegacyAnimationBlock.innermost("setAnimationRepeatAutoreverses")?.context.autoreverses = repeatAutoreverses
    }

    /// Sets whether changes start from the value on screen (interrupting a running animation of the property,
    /// whose block then reports `finished` false) instead of the model value before the change. Applies to the
    /// changes made after this call.
    ///
    /// With the default (false), a change to a property another view animation is running on waits for it: the
    /// in-flight animation finishes, then this block's starts from its end value, so back-to-back blocks take the
    /// sum of their durations (guide §2.2.8). The block-based `animate(withDuration:…)` API instead interrupts, as
    /// today's UIKit does.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        LegacyAnimationBlock.innermost("setAnimationBeginsFromCurrentState")?.context.beginsFromCurrentState =
            fromCurrentState
    }

    /// Sets the closure called when the block's animations are about to start, with the block's animation ID and
    /// context: the selector-free form of `setAnimationDelegate:` plus `setAnimationWillStartSelector:`.
    public static func setAnimationWillStart(_ handler: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        LegacyAnimationBlock.innermost("setAnimationWillStart")?.willStart = handler
    }

    /// Sets the closure called once when the block's animations end, with the animation ID, whether they all
    /// completed (false when cancelled or stopped by another animation) and the context: the selector-free form
    /// of `setAnimationDelegate:` plus `setAnimationDidStopSelector:`.
    public static func setAnimationDidStop(_ handler: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?) {
        LegacyAnimationBlock.innermost("setAnimationDidStop")?.didStop = handler
    }
}
