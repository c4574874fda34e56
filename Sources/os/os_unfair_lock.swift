// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#endif

/// The lock apps declare (`var lock = os_unfair_lock()`) and pass as `&lock` to `os_unfair_lock_lock(_:)` and
/// `os_unfair_lock_unlock(_:)`: on Linux, glibc's default mutex, whose all-zero value (`os_unfair_lock()`) is
/// `PTHREAD_MUTEX_INITIALIZER`.
///
/// Apple's is a 32-bit struct (`os_unfair_lock_s`) whose only field apps never touch; being a `pthread_mutex_t`
/// here keeps code that tests `#if canImport(os)` and then calls pthread functions on it compiling (swift-argument-
/// parser's `Mutex` does; docs/ARCHITECTURE.md, "Unified logging (os, OSLog)"). `OS_UNFAIR_LOCK_INIT` is a C macro
/// that Swift does not import on iOS either. As on iOS, the lock must stay at one address while in use (a class's
/// stored property or allocated memory), and it is not recursive.
public typealias os_unfair_lock_s = pthread_mutex_t

/// The lock type apps declare (`os_unfair_lock`).
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to a lock, as the functions take it (`&lock`).
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Takes the lock, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

/// Takes the lock if it is free now and returns whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Releases the lock; the calling thread must hold it.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}

/// The kernel thread identifier of the calling thread, read as glibc records it in a mutex it locks (`gettid` is
/// not visible to Swift with these headers).
private func currentThreadID() -> Int32 {
    var probe = pthread_mutex_t()
    pthread_mutex_lock(&probe)
    defer { pthread_mutex_unlock(&probe) }
    return probe.__data.__owner
}

/// Stops the process unless the current thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    precondition(lock.pointee.__data.__owner == currentThreadID(), "os_unfair_lock is not owned by the current thread")
}

/// Stops the process if the current thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    precondition(lock.pointee.__data.__owner != currentThreadID(), "os_unfair_lock is owned by the current thread")
}
