// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's additions to `IndexPath` for table and collection views: a path of two indexes, the section first.
extension IndexPath {
    /// A path to `row` in `section` of a table view: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// A path to `item` in `section` of a collection view: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index. Traps on an empty path, as Apple's does.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index. Traps on a path of fewer than two indexes, as Apple's does.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (the same index as ``row``, for collection views).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
