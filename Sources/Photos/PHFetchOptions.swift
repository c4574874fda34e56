// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a fetch filters, sorts and limits its results.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// Which objects to keep (nil: all). Linux's Foundation has only block predicates
    /// (`NSPredicate { asset, _ in … }`), not format strings.
    open var predicate: NSPredicate?
    /// The order of the results (nil: the library's order, oldest first). `NSSortDescriptor(key: "creationDate",
    /// ascending: false)` works as on iOS (see `NSSortDescriptor(key:ascending:)` below), as do Swift key paths.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results to return (0, the default: no limit).
    open var fetchLimit: Int = 0
    /// Whether hidden assets are included (stored only: the simulated library hides none).
    open var includeHiddenAssets = false
    /// Whether bursts' non-representative photos are included (stored only).
    open var includeAllBurstAssets = false

    /// Options that keep every object in the library's order.
    public override init() { super.init() }
}

extension NSSortDescriptor {
    /// A descriptor sorting assets by `key`, as iOS apps write it: `"creationDate"` and `"modificationDate"` (by
    /// date), `"pixelWidth"`, `"pixelHeight"` and `"localIdentifier"`.
    ///
    /// Linux's Foundation has no key-value coding, so its own `init(key:ascending:)` is unavailable; this one (from
    /// Photos) maps Photos' keys to key paths. Another key sorts nothing (every pair compares the same; logged).
    public convenience init(key: String?, ascending: Bool) {
        switch key {
        case "creationDate", "modificationDate": self.init(keyPath: \PHAsset.creationDateForSorting, ascending: ascending)
        case "pixelWidth": self.init(keyPath: \PHAsset.pixelWidth, ascending: ascending)
        case "pixelHeight": self.init(keyPath: \PHAsset.pixelHeight, ascending: ascending)
        case "localIdentifier": self.init(keyPath: \PHObject.localIdentifier, ascending: ascending)
        default:
            PhotoLibraryAuthorization.log.warning("NSSortDescriptor(key: \(key ?? "nil")): Touchstone sorts assets only by creationDate, modificationDate, pixelWidth, pixelHeight or localIdentifier; this sorts nothing")
            self.init(keyPath: \PHObject.unsortedKey, ascending: ascending)
        }
    }
}

extension PHObject {
    /// The same for every object: the sort key of a descriptor whose key is not known.
    var unsortedKey: Int { 0 }
}
