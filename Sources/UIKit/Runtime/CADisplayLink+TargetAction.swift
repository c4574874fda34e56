// SPDX-License-Identifier: Apache-2.0

import CProcessHooks
import Foundation
import QuartzCore

extension CADisplayLink {
    /// Creates a display link that sends `sel` to `target` once per frame, passing the link, once added to a run
    /// loop: Apple's `CADisplayLink(target:selector:)`.
    ///
    /// `sel` names a method registered for `target`'s class (what `#selector(step(_:))` becomes on Linux, see
    /// `Selector(_:_:)`), taking the link or nothing. As on Apple, the link retains `target` until it is
    /// invalidated. Frames come from the host's display on the main thread, so the method runs there.
    public convenience init(target: Any, selector sel: Selector) {
        let message = DisplayLinkMessage(target: target, selector: sel)
        self.init { link in message.send(from: link) }
    }
}

extension UIScreen {
    /// A display link for this screen sending `sel` to `target` each frame (Apple's
    /// `displayLink(withTarget:selector:)`); add it to a run loop to start it.
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
}

/// The target and selector a target–selector display link sends to.
private struct DisplayLinkMessage: @unchecked Sendable {
    let target: Any
    let selector: Selector

    /// Calls the target's method with the link. A link fires on the thread running the host's frames, UIKit's
    /// main thread in an app; outside one (a test's plain thread) the message goes to the main queue.
    func send(from firingLink: CADisplayLink) {
        nonisolated(unsafe) let link = firingLink
        if touchstone_is_app_context() != 0 || Thread.isMainThread {
            MainActor.assumeIsolated {
                _ = TargetActionDispatch.perform(selector, on: target, sender: link, event: nil)
            }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    _ = TargetActionDispatch.perform(selector, on: target, sender: link, event: nil)
                }
            }
        }
    }
}
