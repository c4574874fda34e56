// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The live objects behind opaque C-style references (`AudioQueueRef`, `AudioFileID`): a reference is valid while
/// its object is in the table, so a disposed or made-up reference is refused with an error instead of crashing.
final class HandleTable<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [UnsafeMutableRawPointer: Object] = [:]

    /// Keeps `object` and returns its reference.
    func insert(_ object: Object) -> OpaquePointer {
        let key = Unmanaged.passUnretained(object).toOpaque()
        lock.withLock { objects[key] = object }
        return OpaquePointer(key)
    }

    /// The object behind `reference`, or nil when it is not (or no longer) one of the table's.
    func object(_ reference: OpaquePointer?) -> Object? {
        guard let reference else { return nil }
        return lock.withLock { objects[UnsafeMutableRawPointer(reference)] }
    }

    /// Forgets `reference`; returns its object.
    @discardableResult
    func remove(_ reference: OpaquePointer) -> Object? {
        lock.withLock { objects.removeValue(forKey: UnsafeMutableRawPointer(reference)) }
    }
}
