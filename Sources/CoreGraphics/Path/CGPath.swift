// SPDX-License-Identifier: Apache-2.0

/// The callback of ``CGPath/apply(info:function:)``. (A Swift closure: Linux has no Objective-C-compatible
/// `@convention(c)` form for a struct parameter.)
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable graphics path: a sequence of subpaths made of lines and Bézier curves.
///
/// Paths are plain data, usable without a context: bounding boxes, point containment, copies with transforms,
/// stroked and dashed outlines. Arcs, rectangles and ellipses are stored as the lines and cubic curves Quartz
/// converts them to. Create one with ``CGMutablePath`` or the shape initialisers below.
public class CGPath: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    package var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// An empty path.
    public convenience init() { self.init(elements: []) }

    /// A closed rectangle path: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle. Corner sizes are clamped to half the rectangle's size (logged).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path (Apple's value).
    ///
    /// After `closeSubpath` the current point is the subpath's start.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in elements {
            for p in element.points { box = box.union(CGRect(origin: p, size: .zero)) }
        }
        return box
    }

    /// The smallest rectangle containing the path's curves themselves (control points excluded); `.null` when empty.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(of: elements) }

    /// Whether `point`, first mapped through `transform`, lies inside the area the path encloses under `rule`.
    ///
    /// As Apple documents it, the transform applies to the point, not the path: pass the inverse of a path's
    /// placement to test a point given in the placed path's space. Open subpaths are treated as closed, as when
    /// filling; a non-finite point is never inside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity)
        -> Bool
    {
        let mapped = point.applying(transform)
        guard mapped.x.isFinite, mapped.y.isFinite else { return false }
        return PathGeometry.contains(mapped, in: elements, rule: rule)
    }

    /// Whether the path is exactly one axis-aligned rectangle; sets `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let r = PathGeometry.rectangle(in: elements) else { return false }
        rect?.pointee = r
        return true
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (i, p) in element.points.enumerated() { storage[i] = p }
            var e = CGPathElement(type: type, points: storage)
            withUnsafePointer(to: &e) { block($0) }
        }
    }

    /// The C-style iteration form: calls `function(info, element)` for each element.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether two paths have the same elements with exactly equal points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the element count (cheap, and consistent with `==`).
    public func hash(into hasher: inout Hasher) { hasher.combine(elements.count) }

    /// One line per element, with coordinates formatted as `%g`: stable across platforms for snapshot tests.
    public var description: String {
        func f(_ p: CGPoint) -> String { String(format: "%g %g", Double(p.x), Double(p.y)) }
        return elements.map { e -> String in
            switch e {
            case .move(let p): return "moveto (\(f(p)))"
            case .line(let p): return "lineto (\(f(p)))"
            case .quad(let c, let p): return "quadto (\(f(c))) (\(f(p)))"
            case .cubic(let c1, let c2, let p): return "curveto (\(f(c1))) (\(f(c2))) (\(f(p)))"
            case .close: return "closepath"
            }
        }.joined(separator: "\n")
    }
}
