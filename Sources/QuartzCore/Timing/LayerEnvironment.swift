// SPDX-License-Identifier: Apache-2.0

/// The world a layer tree lives in: its media clock and its transaction state.
///
/// On iPhone OS there is one of these per process, implicit in Core Animation. Touchstone makes it explicit so a
/// test (or each headless device) can have its own clock and transactions without touching anyone else's:
///
/// ```swift
/// let environment = LayerEnvironment(clock: ManualMediaClock())
/// environment.run {
///     layer.position = CGPoint(x: 10, y: 0)   // implicit transaction, read from `environment`
///     CATransaction.flush()
/// }
/// ```
///
/// Code outside any `run` sees ``LayerEnvironment/default``, which the application launcher configures once with
/// the host's clock. Bindings are task-local, so concurrent tests never share an environment.
public final class LayerEnvironment: @unchecked Sendable {
    /// The environment's clock.
    public let clock: MediaClock
    package let transactions: TransactionStack
    /// The display links added in this environment (fired by ``displayFrame(timestamp:duration:mode:)``).
    package let displayLinks: DisplayLinkRegistry

    /// Creates an environment reading time from `clock`.
    public init(clock: MediaClock) {
        self.clock = clock
        self.transactions = TransactionStack()
        self.displayLinks = DisplayLinkRegistry()
    }

    @TaskLocal private static var bound: LayerEnvironment?

    /// The process-wide environment used where none is bound: a system clock until the launcher installs the
    /// host's (``installDefault(_:)``).
    public private(set) nonisolated(unsafe) static var `default` = LayerEnvironment(clock: SystemMediaClock())
    private static let defaultLock = NSLock()

    /// Installs the process-wide environment. Called once by the application launcher.
    public static func installDefault(_ environment: LayerEnvironment) {
        defaultLock.withLock { `default` = environment }
    }

    /// Puts a fresh system-clock environment back as the process-wide one when `environment` still is it (a
    /// headless device going away), so its transactions, changed layers and display links are not kept alive or
    /// shared with code that runs later outside any environment.
    public static func resignDefault(_ environment: LayerEnvironment) {
        defaultLock.withLock {
            if `default` === environment { `default` = LayerEnvironment(clock: SystemMediaClock()) }
        }
    }

    /// The environment in effect: the one bound by `run(_:)` on this task, else ``default``.
    public static var current: LayerEnvironment { bound ?? defaultLock.withLock { `default` } }

    /// Runs `body` with this environment current (for the duration of the call, on this task).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try LayerEnvironment.$bound.withValue(self, operation: body)
    }

    /// Runs `body` with this environment current, for async code.
    public func run<T>(_ body: () async throws -> T) async rethrows -> T {
        try await LayerEnvironment.$bound.withValue(self, operation: body)
    }
}

