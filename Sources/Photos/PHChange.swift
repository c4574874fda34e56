// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object told when the photo library changes (`PHPhotoLibrary.register(_:)`).
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// The library changed: ask `changeInstance` how each fetch result you show changed. Called on a background
    /// queue, as on iOS: hop to the main queue before touching UIKit.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// A change of the photo library, committed by `PHPhotoLibrary.performChanges(_:completionHandler:)`.
open class PHChange: NSObject, @unchecked Sendable {
    /// How `fetchResult` changed: the same fetch run again and compared by local identifier; nil when nothing in
    /// it changed (or it cannot be refetched).
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        guard let refetch = fetchResult.refetch else { return nil }
        let after = PHFetchResult(refetch(), refetch: refetch)
        let details = PHFetchResultChangeDetails(before: fetchResult, after: after)
        return details.removedObjects.isEmpty && details.insertedObjects.isEmpty ? nil : details
    }
}

/// How one fetch result changed: what was removed and inserted (Touchstone's changes add assets; nothing moves or
/// changes in place).
open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The result before the change.
    open private(set) var fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The same fetch after the change.
    open private(set) var fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// The indexes, in the result before, of the objects removed.
    open private(set) var removedIndexes: IndexSet?
    /// The objects removed.
    open private(set) var removedObjects: [ObjectType]
    /// The indexes, in the result after, of the objects inserted.
    open private(set) var insertedIndexes: IndexSet?
    /// The objects inserted.
    open private(set) var insertedObjects: [ObjectType]
    /// The indexes, in the result after, of objects changed in place (none on Touchstone).
    open var changedIndexes: IndexSet? { IndexSet() }
    /// The objects changed in place (none).
    open var changedObjects: [ObjectType] { [] }
    /// Whether the change is described by the indexes (true: apply removals, then insertions).
    open var hasIncrementalChanges: Bool { true }
    /// Whether objects moved (false).
    open var hasMoves: Bool { false }

    init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>) {
        fetchResultBeforeChanges = before
        fetchResultAfterChanges = after
        let beforeIDs = Set(before.allObjects.map(\.localIdentifier))
        let afterIDs = Set(after.allObjects.map(\.localIdentifier))
        let removed = before.allObjects.indices.filter { !afterIDs.contains(before.allObjects[$0].localIdentifier) }
        let inserted = after.allObjects.indices.filter { !beforeIDs.contains(after.allObjects[$0].localIdentifier) }
        removedIndexes = IndexSet(removed)
        removedObjects = removed.map { before.allObjects[$0] }
        insertedIndexes = IndexSet(inserted)
        insertedObjects = inserted.map { after.allObjects[$0] }
        super.init()
    }

    /// Calls `handler` with each move's old and new index (never: nothing moves).
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
}
