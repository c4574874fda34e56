// SPDX-License-Identifier: Apache-2.0

// Foundation's `CGRect.intersection(_:)`, `intersects(_:)` and `contains(_:)` trap on Linux when a component is NaN
// or infinite (Apple's return a value). App input reaches Core Graphics' own rectangle arithmetic (paths under
// an overflowing CTM, image rectangles, clip bounds), so Core Graphics uses these forms, which treat such a
// rectangle as the null rectangle. (`union(_:)` does not trap, but would carry the infinity on.)

extension CGRect {
    /// Whether Foundation's rectangle operations can take this rectangle: the null rectangle, or one whose
    /// components are all finite.
    package var isSafeOperand: Bool {
        isNull || (origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite)
    }

    /// `intersection(_:)`, with a rectangle that has a NaN or infinite component treated as null.
    package func safeIntersection(_ other: CGRect) -> CGRect {
        guard isSafeOperand, other.isSafeOperand else { return .null }
        return intersection(other)
    }

    /// `intersects(_:)`, false when either rectangle has a NaN or infinite component.
    package func safeIntersects(_ other: CGRect) -> Bool {
        isSafeOperand && other.isSafeOperand && intersects(other)
    }

    /// `contains(_:)` for a rectangle, false when either rectangle has a NaN or infinite component.
    package func safeContains(_ other: CGRect) -> Bool {
        isSafeOperand && other.isSafeOperand && contains(other)
    }

    /// `union(_:)`, with a rectangle that has a NaN or infinite component ignored, as a null one is.
    package func safeUnion(_ other: CGRect) -> CGRect {
        guard other.isSafeOperand else { return isSafeOperand ? self : .null }
        return isSafeOperand ? union(other) : other
    }
}
