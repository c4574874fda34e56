// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The ordered results of a fetch (`PHAsset.fetchAssets(with:options:)`): a snapshot taken when fetched.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]
    /// Runs the same fetch again (for `PHChange.changeDetails(for:)`); nil for a result that cannot be refetched.
    let refetch: (@Sendable () -> [ObjectType])?

    /// A result holding `objects` in order, refetched by `refetch`.
    init(_ objects: [ObjectType], refetch: (@Sendable () -> [ObjectType])? = nil) {
        self.objects = objects
        self.refetch = refetch
        super.init()
    }

    /// An empty result.
    public override convenience init() { self.init([]) }

    /// The objects in order.
    var allObjects: [ObjectType] { objects }

    /// The number of objects.
    open var count: Int { objects.count }
    /// The first object, or nil when empty.
    open var firstObject: ObjectType? { objects.first }
    /// The last object, or nil when empty.
    open var lastObject: ObjectType? { objects.last }

    /// The object at `index`; an index out of range is a programming error (it traps, as iOS raises).
    open func object(at index: Int) -> ObjectType { objects[index] }

    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }

    /// The objects at `indexes`, in order (indexes out of range are left out).
    open func objects(at indexes: IndexSet) -> [ObjectType] {
        indexes.filter { objects.indices.contains($0) }.map { objects[$0] }
    }

    /// Whether the result holds `anObject` (the same object, or an equal `NSObject`).
    open func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }

    /// The index of `anObject`, or `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { $0 === anObject || (($0 as? NSObject)?.isEqual(anObject) ?? false) } ?? NSNotFound
    }

    /// Calls `block` with each object and its index in order, until the block sets its third argument to true.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }

    /// The number of assets of `mediaType` in the result.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }
}
