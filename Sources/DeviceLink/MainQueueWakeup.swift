// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// libdispatch's handle for the main queue's run-loop source: on Linux an `eventfd` that is readable while blocks
/// wait on `DispatchQueue.main` (Core Foundation's run loop waits on it the same way, and a `RunLoop.main` pass
/// drains it). Both ends of the device link sleep on it beside their links: an idle app, so work another thread
/// queues on the main queue (a network completion, `Task { @MainActor … }`) asks the device for a tick instead of
/// waiting for input; the device, so a control request queued there wakes its loop.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// The main queue's wake-up descriptor, for loops that sleep on their sockets and must also wake when another thread
/// queues work on `DispatchQueue.main` (see above).
public enum MainQueueWakeup {
    private static let handle: Int32 = dispatchMainQueueHandle()

    /// The main queue's descriptor, on the main thread only (elsewhere nobody drains the main queue between
    /// turns: in-process test devices, whose main actor is not the main thread).
    public static var descriptor: Int32? { Thread.isMainThread && handle >= 0 ? handle : nil }

    /// Whether blocks wait on the main queue now (false off the main thread).
    public static var hasPendingWork: Bool {
        guard let descriptor else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }
}
