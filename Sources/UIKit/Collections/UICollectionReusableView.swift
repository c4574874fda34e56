// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view a collection view reuses: cells, headers, footers and decoration views.
///
/// The collection view creates reusable views from their registered class through `init(frame:)` (the class's
/// `init()` runs, which `UIView` forwards to `init(frame: .zero)`; the layout's frame is applied right after), keeps
/// the ones that scrolled out in a queue per reuse identifier and hands them back from the dequeue methods after
/// ``prepareForReuse()``. Each time the layout places the view, the collection view sets its geometry and calls
/// ``apply(_:)``.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under (nil until the collection view dequeues it).
    open var reuseIdentifier: String? { reuseIdentifierStorage }
    package var reuseIdentifierStorage: String?
    /// The element the view currently shows (cell or supplementary kind and index path).
    package var layoutAttributesStorage: UICollectionViewLayoutAttributes?
    package weak var owningCollectionView: UICollectionView?

    /// Creates a reusable view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a reusable view with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before the collection view hands the view out again from a dequeue method; reset state that
    /// belongs to the previous element. The default does nothing; call super.
    open func prepareForReuse() {}

    /// Applies layout-specific attributes (a custom attributes subclass's properties). Called after the collection
    /// view has set the view's frame, transform, alpha, visibility and z position from `layoutAttributes`. The
    /// default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view changes from `oldLayout` to `newLayout`; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view changed from `oldLayout` to `newLayout`; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the ones the layout proposes: a self-sizing view returns a copy
    /// with its own size. The collection view asks when the layout uses estimated sizes (a flow layout with an
    /// `estimatedItemSize`); the layout decides whether to honour the answer. The default returns
    /// `layoutAttributes` unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Applies `attributes` to the view: centre and bounds size (so a transform acts around the centre),
    /// transform, alpha, hidden and the layer's z position, then ``apply(_:)``.
    package func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        layoutAttributesStorage = attributes
        let t = attributes.transform3D
        if layer.transform != t { layer.transform = t }
        if bounds.size != attributes.size { bounds = CGRect(origin: bounds.origin, size: attributes.size) }
        if center != attributes.center { center = attributes.center }
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
