// SPDX-License-Identifier: Apache-2.0

extension LayerProperties {
    /// Whether `other` holds the same values and the same objects (colours, paths, contents compared by identity),
    /// so a mirror showing `other` needs no update (``LayerTreeMirror``). False negatives only cost an update:
    /// NaN fields, contents that are not objects, and non-empty extra keys (shape, text, gradient and replicator
    /// layers' own properties) always count as changed.
    func isIdentical(to other: LayerProperties) -> Bool {
        bounds == other.bounds && position == other.position && zPosition == other.zPosition
            && anchorPoint == other.anchorPoint && anchorPointZ == other.anchorPointZ
            && transform == other.transform && sublayerTransform == other.sublayerTransform
            && isHidden == other.isHidden && opacity == other.opacity && masksToBounds == other.masksToBounds
            && backgroundColor === other.backgroundColor && cornerRadius == other.cornerRadius
            && maskedCorners == other.maskedCorners && borderWidth == other.borderWidth
            && borderColor === other.borderColor && shadowColor === other.shadowColor
            && shadowOpacity == other.shadowOpacity && shadowOffset == other.shadowOffset
            && shadowRadius == other.shadowRadius && shadowPath === other.shadowPath
            && Self.sameObject(contents, other.contents) && contentsGravity == other.contentsGravity
            && contentsRect == other.contentsRect && contentsCenter == other.contentsCenter
            && contentsScale == other.contentsScale && isOpaque == other.isOpaque
            && isDoubleSided == other.isDoubleSided && isGeometryFlipped == other.isGeometryFlipped
            && minificationFilter == other.minificationFilter && magnificationFilter == other.magnificationFilter
            && extra.isEmpty && other.extra.isEmpty
    }

    /// Whether two contents values are both nil or the same object.
    private static func sameObject(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): type(of: x) is AnyClass && type(of: y) is AnyClass && (x as AnyObject) === (y as AnyObject)
        default: false
        }
    }
}
