// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The actions a swipe on one edge of a table row reveals, the first one nearest that edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first at the edge the swipe starts from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action without a tap (default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions` (an empty list reveals nothing).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
