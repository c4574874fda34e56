// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#endif

/// A lock that protects a value of `State` (iOS 16), over a heap-allocated pthread mutex.
///
/// Copies share one lock. Not recursive: taking it twice on one thread deadlocks, as Apple's traps; `precondition`
/// checks ownership.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Whether the current thread holds the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        /// The current thread holds the lock.
        case owner
        /// The current thread does not hold the lock.
        case notOwner
    }

    private final class Storage {
        var state: State
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        var owner: pthread_t?

        init(_ state: State) {
            self.state = state
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    }

    private let storage: Storage

    /// A lock protecting `initialState` (which must be `Sendable`).
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// A lock protecting a state that is not `Sendable`; the caller vouches for its safety.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the state while holding the lock and returns its result.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state while holding the lock; nothing is checked for `Sendable`.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state if the lock is free now, else returns `nil` without waiting.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Runs `body` if the lock is free now, else returns `nil`; nothing is checked for `Sendable`.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard lockIfAvailable() else { return nil }
        defer { unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        pthread_mutex_lock(storage.mutex)
        storage.owner = pthread_self()
    }

    /// Releases the lock; the calling thread must hold it.
    public func unlock() {
        storage.owner = nil
        pthread_mutex_unlock(storage.mutex)
    }

    /// Takes the lock if it is free now and returns whether it did.
    public func lockIfAvailable() -> Bool {
        guard pthread_mutex_trylock(storage.mutex) == 0 else { return false }
        storage.owner = pthread_self()
        return true
    }

    /// Stops the process if the current thread's ownership is not `condition` (Apple's `precondition(_:)`).
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        Swift.precondition(owns == (condition == .owner), "OSAllocatedUnfairLock ownership is not \(condition)")
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock protecting no state.
    public init() { storage = Storage(()) }

    /// Runs `body` while holding the lock and returns its result.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` while holding the lock; nothing is checked for `Sendable`.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Runs `body` if the lock is free now, else returns `nil` without waiting.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        guard lockIfAvailable() else { return nil }
        defer { unlock() }
        return try body()
    }
}
