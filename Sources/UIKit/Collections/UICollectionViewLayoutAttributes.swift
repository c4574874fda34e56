// SPDX-License-Identifier: Apache-2.0

import CDynamicInit
import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary or a decoration view) and how it
/// looks there: frame, transform, alpha, z order and visibility.
///
/// The collection view applies the attributes to the element's view: `center` and `bounds.size` (so a transform
/// scales around the centre), `transform`, `alpha`, `isHidden` and the layer's `zPosition` (from ``zIndex``), then
/// calls the view's `apply(_:)`. Attributes are copied (``copy(with:)``) whenever the collection view keeps them;
/// a subclass that adds properties overrides `copy(with:)` (calling super, which makes an instance of the
/// subclass through its `init()`) and `isEqual(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell (one per item).
        case cell
        /// A supplementary view (headers, footers, badges) the data source provides.
        case supplementaryView
        /// A decoration view the layout provides.
        case decorationView
    }

    /// The element's frame in the collection view's content coordinates (points). Setting it sets ``center`` and
    /// ``size``; with a non-identity transform it reads the untransformed frame, as Apple's does.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.width.isFinite, newValue.height.isFinite else {
                return UIKitDiagnostics.log("UICollectionViewLayoutAttributes.frame: non-finite \(newValue) ignored")
            }
            let r = newValue.standardized
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }

    /// The centre of the element in content coordinates (points).
    open var center: CGPoint = .zero

    /// The element's size (points), before ``transform``.
    open var size: CGSize = .zero

    /// The element's bounds: origin zero, ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine transform applied around the element's centre (identity by default). Shares its value with
    /// ``transform3D``.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3-D transform applied to the element's layer (identity by default).
    open var transform3D: CATransform3D = CATransform3DIdentity

    /// The element's opacity, 0…1 (default 1).
    open var alpha: CGFloat = 1

    /// The element's position on the z axis: higher values are in front (default 0). Cells and supplementary views
    /// with equal values keep the order the layout returned them in.
    open var zIndex: Int = 0

    /// Whether the element is hidden (default false). Hidden elements get no view.
    open var isHidden = false

    /// The index path of the element (for supplementary views, the path the layout chose: a header's is
    /// `[section, 0]`).
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    open var representedElementCategory: ElementCategory { category }

    /// The kind of a supplementary or decoration view (nil for cells).
    open var representedElementKind: String? { kind }

    package var category: ElementCategory = .cell
    package var kind: String?
    /// Where a list layout put the element (nil outside list sections): list cells style their background and
    /// separator from it.
    package var listPlacement: ListPlacement?

    /// Creates attributes for a cell at index path `[0, 0]` with a zero frame.
    public override init() {
        super.init()
    }

    /// Creates attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of `elementKind` (e.g. `UICollectionView.elementKindSectionHeader`)
    /// at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        kind = decorationViewKind
    }

    /// A copy of the attributes, of the receiver's own class (made through its `init()`), with every property of
    /// this class copied. Subclasses call super and copy their own properties onto the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.makeInstance(of: type(of: self))
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.category = category
        copy.kind = kind
        copy.listPlacement = listPlacement
        return copy
    }

    /// Attributes are equal when their class, element, geometry and appearance are (subclasses compare their own
    /// properties and call super).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return accessingMainActorState {
            other.center == center && other.size == size && other.transform3D == transform3D
                && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
                && other.indexPath == indexPath && other.category == category && other.kind == kind
        }
    }

    /// A hash of the index path, category and element kind, the parts that identify an element; consistent with
    /// ``UICollectionViewLayoutAttributes/isEqual(_:)``.
    open override var hash: Int {
        accessingMainActorState {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(category)
            hasher.combine(kind)
            return hasher.finalize()
        }
    }

    /// The attributes as iOS prints them: class, index path, element kind, frame, then alpha, hidden and zIndex when
    /// they are not the defaults.
    open override var description: String {
        accessingMainActorState {
            let r = frame
            var text = "<\(type(of: self)): index path: (\(indexPath)); "
            if let kind { text += "element kind: (\(kind)); " }
            text += "frame = (\(r.minX) \(r.minY); \(r.width) \(r.height)); "
            if alpha != 1 { text += "alpha = \(alpha); " }
            if isHidden { text += "hidden = YES; " }
            if zIndex != 0 { text += "zIndex = \(zIndex); " }
            return text.dropLast(2) + ">"
        }
    }

    /// A new instance of `type` made by its `init()` (the subclass's override runs; see docs/ARCHITECTURE.md,
    /// "Creating classes from their metatypes").
    package static func makeInstance(of type: UICollectionViewLayoutAttributes.Type)
        -> UICollectionViewLayoutAttributes {
        if type == UICollectionViewLayoutAttributes.self { return UICollectionViewLayoutAttributes() }
        let raw = touchstone_make_layout_attributes(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<UICollectionViewLayoutAttributes>.fromOpaque(raw).takeRetainedValue()
    }
}

extension UICollectionViewLayoutAttributes {
    /// `init()` dispatched to the dynamic class (the entry point ``makeInstance(of:)`` calls).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
