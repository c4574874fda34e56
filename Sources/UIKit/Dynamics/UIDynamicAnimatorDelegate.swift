// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Hears when a `UIDynamicAnimator` pauses and resumes (Apple's `UIDynamicAnimatorDelegate`).
///
/// Both methods are optional in Apple's Objective-C protocol; here they have empty defaults. They run on the main
/// thread, during the frame in which the animator comes to rest, or when a change wakes it.
@MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to run again: a behaviour or item changed while it was paused.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator stopped: every item came to rest, or it has no behaviours left.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing by default.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing by default.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
