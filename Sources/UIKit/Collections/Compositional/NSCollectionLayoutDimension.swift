// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One dimension (width or height) of a compositional layout element: a fraction of its container's width or
/// height, an absolute number of points, or an estimate.
///
/// Fractions resolve against the container the element is laid out in: an item's against its group's size (inside
/// the group's content insets), a group's against its section's (the layout container inside the section's content
/// insets), a boundary supplementary item's against the section's width. On Touchstone an estimated dimension is laid
/// out at its value: cells are not measured by the compositional layout yet.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    package enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    package let kind: Kind
    /// The number the dimension was made with: a fraction (1 = the whole container) or points.
    public let dimension: CGFloat

    package init(kind: Kind, dimension: CGFloat) {
        var value = dimension
        if !value.isFinite || value < 0 {
            UIKitDiagnostics.log("NSCollectionLayoutDimension: invalid dimension \(dimension), using 0")
            value = 0
        }
        self.kind = kind
        self.dimension = value
        super.init()
    }

    /// A dimension of `fractionalWidth` times the container's width (1 = the full width).
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A dimension of `fractionalHeight` times the container's height (1 = the full height).
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A dimension of `absoluteDimension` points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimated dimension of `estimatedDimension` points (laid out at that value on Touchstone).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    open var isEstimated: Bool { kind == .estimated }

    /// The dimension in points inside a container of `container` points.
    package func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, dimension * container.width)
        case .fractionalHeight: max(0, dimension * container.height)
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a compositional layout element, each an ``NSCollectionLayoutDimension``.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The element's width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The element's height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points inside a container of `container` points.
    package func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group: fixed, or flexible (at least the value, the group's spare room shared
/// equally between its gaps).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the group's spare room.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    package init(spacing: CGFloat, flexible: Bool) {
        var value = spacing
        if !value.isFinite || value < 0 {
            UIKitDiagnostics.log("NSCollectionLayoutSpacing: invalid spacing \(spacing), using 0")
            value = 0
        }
        self.spacing = value
        isFlexibleSpacing = flexible
        super.init()
    }

    /// A spacing of at least `flexibleSpacing` points that grows to fill the group's spare room.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    /// A spacing of exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
}
