// SPDX-License-Identifier: Apache-2.0

import CProcessHooks

/// Xcode's Main Thread Checker for the UIKit entry points app code most often reaches from a background thread:
/// `UIView`'s initialisers, `frame`, the `bounds`, `center`, `backgroundColor`, `alpha` and `isHidden` setters,
/// `addSubview(_:)`, `removeFromSuperview()`, `setNeedsDisplay()`, `setNeedsLayout()` and `layoutIfNeeded()`; block
/// animations; `UILabel.text`, `UIImageView.image`, `UIButton.setTitle(_:for:)` and `UIControl.isEnabled`;
/// `UIViewController.view`; `UIWindow.makeKeyAndVisible()`; and `UIApplication.shared`. (Xcode's checker
/// instruments every UIKit method; these are the calls background completion handlers make in practice, each
/// checked at the cost of one thread comparison on the main thread.)
///
/// UIKit is main-actor isolated. Swift 6 code cannot call it from elsewhere, but code compiled in Swift 5 mode (as
/// most iOS apps are) can: a URL session's completion handler that sets `label.text`, a `DispatchQueue.global()`
/// block that adds a subview. Without this check such a call either races with the main thread silently or traps
/// deep inside Swift's own isolation check with no word about the cause. With it, the process prints Apple's
/// wording, then stops:
///
/// ```
/// Main Thread Checker: UI API called on a background thread: -[UIView frame]
/// PID: 4242, TID: 4250, Thread name: (none)
/// Backtrace: …
/// ```
///
/// Why it traps rather than continuing, as Xcode's checker does by default: Objective-C UIKit often survives such a
/// call, but here the views, layers and their arrays are plain Swift state owned by the main actor, and Swift gives
/// no way to make a racing access safe after the fact. Continuing would turn a clear report into a data race that
/// corrupts memory or frames later, far from the cause; Swift's own dynamic isolation checks (SE-0423) stop the
/// process in the same situation. So the report is followed by a trap, at the call that broke the rule.
///
/// "The main thread" means code running on the main queue, the main actor's executor: the process's main thread
/// in an app, or the worker that drains the main queue under Swift Testing (whose main actor is not the main
/// thread). Drawing APIs that iPhone OS allows on any thread (`UIGraphicsBeginImageContext`, `UIImage`,
/// `UIBezierPath`, `UIColor`) are not checked.
package enum MainThreadChecker {
    /// Whether the caller runs on the main queue (the main thread, or a worker draining the main queue).
    package static var isOnMainQueue: Bool { touchstone_is_main_queue() != 0 }

    /// Reports and stops the process when the caller is not on the main queue. `symbol` is the API in Apple's
    /// notation, e.g. `-[UIView frame]` or `+[UIApplication sharedApplication]`.
    @inline(__always)
    package static func check(_ symbol: @autoclosure () -> String) {
        if !isOnMainQueue { violation(symbol()) }
    }

    /// The report: Apple's first line, the process and thread, and the backtrace; then a trap.
    package static func violation(_ symbol: String) -> Never {
        FileHandle.standardError.write(Data(report(symbol).utf8))
        fatalError("Main Thread Checker: UI API called on a background thread: \(symbol)")
    }

    /// The text ``violation(_:)`` prints for `symbol` from the current thread.
    package static func report(_ symbol: String) -> String {
        let thread = Thread.current.name.flatMap { $0.isEmpty ? nil : $0 } ?? "(none)"
        return """
            Main Thread Checker: UI API called on a background thread: \(symbol)
            PID: \(getpid()), TID: \(pthread_self()), Thread name: \(thread)
            Backtrace:
            \(Thread.callStackSymbols.dropFirst(2).joined(separator: "\n"))

            """
    }
}
