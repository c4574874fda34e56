// SPDX-License-Identifier: Apache-2.0

import Synchronization

/// Counts model-layer changes (each ``CALayer/noteChange()``): a cache of values derived from layer geometry and
/// the layer tree (UIKit's safe area insets) stays valid while the count is unchanged.
///
/// Atomic: layers may change on any thread (Core Animation's layers are not tied to the main thread), so several
/// threads count at once. Relaxed ordering suffices, since the count only tells a cache that something changed.
package enum LayerChangeCount {
    private static let counter = Atomic<Int>(0)

    /// The number of changes so far (wrapping).
    package static var value: Int { counter.load(ordering: .relaxed) }

    /// Counts one change.
    package static func increment() { counter.wrappingAdd(1, ordering: .relaxed) }
}
