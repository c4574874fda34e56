// SPDX-License-Identifier: Apache-2.0

/// The name of one of Core Animation's predefined timing functions (`kCAMediaTimingFunction…`), as the SDK spells
/// it in Swift: `CAMediaTimingFunction(name: .easeInEaseOut)`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"easeIn"` for `.easeIn`).
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// (0, 0), (1, 1): constant speed.
    public static let linear = Self(rawValue: "linear")
    /// (0.42, 0), (1, 1): slow start.
    public static let easeIn = Self(rawValue: "easeIn")
    /// (0, 0), (0.58, 1): slow end.
    public static let easeOut = Self(rawValue: "easeOut")
    /// (0.42, 0), (0.58, 1): slow start and end.
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// (0.25, 0.1), (0.25, 1): the default for implicit animations.
    public static let `default` = Self(rawValue: "default")
}

extension CAMediaTimingFunction {
    /// Touchstone's earlier nested spelling of ``CAMediaTimingFunctionName``, kept for existing code.
    public typealias Name = CAMediaTimingFunctionName
}

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) mapping time fraction to progress.
///
/// The named functions use Apple's control points; `solve` inverts the curve's x(t) by Newton's method with a
/// bisection fallback, accurate to better than 1e-7.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points.
    private let c1: CGPoint
    private let c2: CGPoint

    /// Creates a named function.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a function from its inner control points. x values are clamped to 0…1 (so the curve stays a
    /// function of time); non-finite values become those of `linear` (logged).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        if values.allSatisfy(\.isFinite) {
            c1 = CGPoint(x: CGFloat(min(1, max(0, c1x))), y: CGFloat(c1y))
            c2 = CGPoint(x: CGFloat(min(1, max(0, c2x))), y: CGFloat(c2y))
        } else {
            Diagnostics.log("CAMediaTimingFunction: non-finite control point; using linear")
            c1 = .zero
            c2 = CGPoint(x: 1, y: 1)
        }
        super.init()
    }

    /// The control point at `index` (0…3: (0,0), c1, c2, (1,1)) written to `values` as x, y.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let p: CGPoint = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)][max(0, min(3, index))]
        values[0] = Float(p.x)
        values[1] = Float(p.y)
    }

    /// The progress at time fraction `x` (0…1 in, usually 0…1 out).
    package func solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (ax, bx, cx) = Self.coefficients(Double(c1.x), Double(c2.x))
        let (ay, by, cy) = Self.coefficients(Double(c1.y), Double(c2.y))
        func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        // Newton's method from t = x.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-9 { return ((ay * t + by) * t + cy) * t }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // Bisection (x(t) is monotonic for control x in 0…1).
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = sampleX(t)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return ((ay * t + by) * t + cy) * t
    }

    /// Polynomial coefficients of one coordinate of the Bézier with end points 0 and 1.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    /// Whether `object` is a timing function with the same control points (so `==` compares curves, as Core
    /// Animation's `isEqual:` does).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// A hash of the control points, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
        return hasher.finalize()
    }

    /// The class, address and control points, for debugging.
    open override var description: String {
        ObjectDescription.describe(self, "(\(c1.x) \(c1.y); \(c2.x) \(c2.y))")
    }
}
