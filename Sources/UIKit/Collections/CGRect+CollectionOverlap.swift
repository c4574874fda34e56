// SPDX-License-Identifier: Apache-2.0

import Foundation

extension CGRect {
    /// Whether the rectangles share an area (touching edges do not count, as with Core Graphics'
    /// `CGRectIntersectsRect`); false when either has a non-finite component. An empty rectangle overlaps when it
    /// lies strictly inside the other.
    package func overlapsForCollection(_ other: CGRect) -> Bool {
        guard isSafeOperand, other.isSafeOperand, !isNull, !other.isNull else { return false }
        let a = standardized
        let b = other.standardized
        return a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
    }
}
