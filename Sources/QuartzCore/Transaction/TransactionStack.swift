// SPDX-License-Identifier: Apache-2.0

/// The open transactions of one ``LayerEnvironment``, innermost last.
package final class TransactionStack: @unchecked Sendable {
    /// Settings a transaction carries.
    package struct Settings {
        package var duration: CFTimeInterval = 0.25
        package var timingFunction: CAMediaTimingFunction?
        package var disableActions = false
        package var completion: (() -> Void)?
        package var extra: [String: Any] = [:]
    }

    /// One open transaction.
    package final class Transaction {
        package var settings: Settings
        package let explicit: Bool
        /// Animations added while this transaction was innermost (for the completion block and begin times).
        package var animations: [(layer: CALayer, key: String, animation: CAAnimation)] = []
        /// How many of ``animations`` were added before the completion block was set (they don't hold it back).
        package var completionStart = 0

        init(settings: Settings, explicit: Bool) {
            self.settings = settings
            self.explicit = explicit
        }
    }

    private var open: [Transaction] = []
    /// A flush asked for while explicit transactions were open.
    private var flushPending = false
    /// Layers changed since the last commit (the compositor's hint of what to look at).
    package private(set) var changedLayers: [ObjectIdentifier: CALayer] = [:]
    /// Callbacks run after each outermost commit (the compositor schedules a frame from here).
    package var commitObservers: [(Set<ObjectIdentifier>) -> Void] = []
    /// Groups of animations waiting to finish before their transaction's completion block runs.
    package var pendingCompletions: [(animations: [CAAnimation], block: () -> Void)] = []

    package init() {}

    /// The settings of the innermost transaction (defaults when none is open).
    package var settings: Settings { open.last?.settings ?? Settings() }

    package func begin(explicit: Bool) {
        open.append(Transaction(settings: open.last.map { inherited($0.settings) } ?? Settings(), explicit: explicit))
    }

    /// Guards the transactions' state for `CATransaction.lock()`/`unlock()`.
    package let lock = NSRecursiveLock()

    /// Nested transactions inherit duration, timing function and disableActions, not the completion block.
    private func inherited(_ s: Settings) -> Settings {
        var copy = s
        copy.completion = nil
        return copy
    }

    /// Applies `change` to the innermost transaction's settings, opening an implicit one if needed.
    package func mutateSettings(_ change: (inout Settings) -> Void) {
        ensureOpen()
        change(&open[open.count - 1].settings)
    }

    /// Sets the innermost transaction's completion block. It waits only for animations added from now on
    /// (Apple: "all animations subsequently added by this transaction group"); a block it replaces keeps the
    /// animations added while it was set, or runs at once when there were none.
    package func setCompletion(_ block: (() -> Void)?) {
        ensureOpen()
        let transaction = open[open.count - 1]
        if let previous = transaction.settings.completion {
            let tracked = transaction.animations[transaction.completionStart...].map(\.animation)
            pendingCompletions.append((tracked, previous))
            runFinishedCompletions()
        }
        transaction.settings.completion = block
        transaction.completionStart = transaction.animations.count
    }

    /// Makes sure a transaction is open (property changes outside any transaction open an implicit one).
    package func ensureOpen() {
        if open.isEmpty { begin(explicit: false) }
    }

    /// Records that `layer` changed in the current transaction.
    package func noteChange(_ layer: CALayer) {
        ensureOpen()
        changedLayers[ObjectIdentifier(layer)] = layer
    }

    /// Records an animation added in the current transaction.
    package func noteAnimation(_ animation: CAAnimation, key: String, layer: CALayer) {
        ensureOpen()
        open[open.count - 1].animations.append((layer, key, animation))
    }

    package func commit(environment: LayerEnvironment) {
        // Implicit transactions below the explicit one are left open for the run loop to flush.
        guard let index = open.lastIndex(where: { $0.explicit }) else {
            return Diagnostics.log("CATransaction.commit() without begin(); ignored")
        }
        let finished = open.remove(at: index)
        finish(finished, environment: environment)
        if flushPending && !open.contains(where: \.explicit) { flush(environment: environment) }
    }

    /// Commits the implicit transaction, or, while explicit ones are open, remembers to once they have committed.
    package func flush(environment: LayerEnvironment) {
        guard !open.contains(where: \.explicit) else {
            flushPending = true
            return
        }
        flushPending = false
        while let t = open.popLast() { finish(t, environment: environment) }
    }

    /// Ends `transaction`. Its completion block starts waiting for its animations (and those of transactions
    /// nested in it). Only the outermost commit reaches the render tree, as on Apple: there, the changed layers
    /// count as committed (their later changes run actions), animations with a `beginTime` of 0 get the commit
    /// time as their start (in their layer's time space), the commit observers run, and completion blocks whose
    /// animations are already over (or that have none) run.
    private func finish(_ transaction: Transaction, environment: LayerEnvironment) {
        if let block = transaction.settings.completion {
            let tracked = transaction.animations[transaction.completionStart...].map(\.animation)
            pendingCompletions.append((tracked, block))
        }
        if let parent = open.last {
            parent.animations += transaction.animations
            return
        }
        let now = environment.clock.now
        for entry in transaction.animations where entry.animation.beginTime == 0 {
            if entry.animation.resolvedBeginTime == nil {
                entry.animation.resolvedBeginTime = entry.layer.convertTime(now, from: nil)
            }
        }
        let changed = Set(changedLayers.keys)
        for layer in changedLayers.values { layer.hasBeenCommitted = true }
        changedLayers.removeAll()
        for observer in commitObservers { observer(changed) }
        runFinishedCompletions()
    }

    /// Runs completion blocks whose animations have all finished (called after commits and each frame).
    package func runFinishedCompletions() {
        var remaining: [(animations: [CAAnimation], block: () -> Void)] = []
        var ready: [() -> Void] = []
        for entry in pendingCompletions {
            if entry.animations.allSatisfy({ $0.hasFinished }) {
                ready.append(entry.block)
            } else {
                remaining.append(entry)
            }
        }
        pendingCompletions = remaining
        for block in ready { block() }
    }
}
