// SPDX-License-Identifier: Apache-2.0

/// The kind of one path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its start.
    case closeSubpath = 4
}

/// One element of a path, as handed to ``CGPath/applyWithBlock(_:)``.
///
/// `points` is valid only during the callback, as on Apple.
public struct CGPathElement {
    /// What the element does, which also says how many of `points` it uses (0 to 3).
    public var type: CGPathElementType
    /// The element's points, control points first and end point last.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element of `type` reading its points from `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which areas a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number: a point is inside when the path winds around it a non-zero number of times.
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// A path element stored by value: the form Touchstone keeps paths in.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The points the element carries (control points included).
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}
