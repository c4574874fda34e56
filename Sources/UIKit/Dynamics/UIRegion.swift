// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A shape a field behaviour acts in (Apple's `UIRegion`, iOS 9).
///
/// A region is a rectangle or circle centred on its origin, or a combination of regions (inverse, union,
/// difference, intersection). A field's region is placed at the field's `position`. Regions are immutable values
/// in an object; Touchstone's class is final (Apple's cannot usefully be subclassed either: every combination
/// returns a new region).
@MainActor
public final class UIRegion: NSObject, NSCopying {
    private indirect enum Shape {
        case infinite
        case rectangle(CGSize)
        case circle(CGFloat)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: return true
            case .rectangle(let size): return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case .circle(let radius): return p.x * p.x + p.y * p.y <= radius * radius
            case .inverse(let shape): return !shape.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region containing every point.
    public static var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` points about the origin (a negative or non-finite radius is 0, logged).
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(DynamicsInput.atLeast(radius, 0, "UIRegion radius", fallback: 0)))
    }

    /// A rectangle of `size` centred on the origin (negative or non-finite sides are 0, logged).
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(CGSize(width: DynamicsInput.atLeast(size.width, 0, "UIRegion width", fallback: 0),
                                           height: DynamicsInput.atLeast(size.height, 0, "UIRegion height", fallback: 0))))
    }

    /// Every point this region does not contain.
    public func inverse() -> Self { Self(shape: .inverse(shape)) }

    /// The points in this region or in `region`.
    public func byUnion(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }

    /// The points in this region that are not in `region`.
    public func byDifference(from region: UIRegion) -> Self { Self(shape: .difference(shape, region.shape)) }

    /// The points in both this region and `region`.
    public func byIntersection(with region: UIRegion) -> Self { Self(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the region's origin) is inside.
    public func contains(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite ? shape.contains(point) : shape.contains(.zero) && isInfinite
    }

    /// Regions are immutable: a copy is the region itself.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    private var isInfinite: Bool {
        if case .infinite = shape { return true }
        return false
    }
}
