// SPDX-License-Identifier: Apache-2.0

/// The closures a model object (a bar item, a navigation item) runs when it changes, each kept for as long as its
/// owner (the bar showing the object) lives.
@MainActor
package struct ChangeObservers {
    private struct Entry {
        weak var owner: AnyObject?
        let body: @MainActor () -> Void
    }

    private var entries: [Entry] = []

    package init() {}

    /// Adds `body` for `owner`, replacing the closure `owner` had.
    package mutating func add(owner: AnyObject, _ body: @escaping @MainActor () -> Void) {
        remove(owner: owner)
        entries.append(Entry(owner: owner, body: body))
    }

    /// Removes `owner`'s closure (and any whose owner is gone).
    package mutating func remove(owner: AnyObject) {
        entries.removeAll { $0.owner == nil || $0.owner === owner }
    }

    /// Runs the closures whose owners live.
    package func notify() {
        for entry in entries where entry.owner != nil { entry.body() }
    }
}
