// SPDX-License-Identifier: Apache-2.0

/// Runs `body`, which reads or releases main-actor state, from a nonisolated member that Apple's classes run on any
/// thread.
///
/// `description`, `hash` and `isEqual(_:)` are nonisolated because `NSObject` declares them so, and `deinit` runs
/// on whichever thread lets go last. Objective-C UIKit reads the receiver's properties from whichever thread asks.
/// `MainActor.assumeIsolated` would stop the process when a background thread logs a view, so this reads as UIKit
/// does, without the check. The caller takes the same responsibility as on iOS: the object must not be mutated on
/// the main thread at the same time.
@inline(__always)
func accessingMainActorState<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Result).self)()
    }
}
