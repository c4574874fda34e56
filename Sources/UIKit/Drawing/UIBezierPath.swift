// SPDX-License-Identifier: Apache-2.0

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corner bits: topLeft 1, topRight 2, bottomLeft 4, bottomRight 8, as in UIKit.
    public let rawValue: UInt
    /// A corner set from UIKit's bit values; unknown bits are kept and ignored when building paths.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at (minX, minY) in UIKit's y-down space.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners: every bit set, as in UIKit (`rawValue == UInt.max`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of straight and curved segments plus the stroke and fill attributes UIKit draws it with.
///
/// Coordinates are in UIKit's y-down space of whatever context the path is later drawn into. The path itself is
/// plain data (usable off the main thread); drawing uses the current UIKit context (``UIGraphicsGetCurrentContext()``)
/// and does nothing when there is none. Points with NaN or infinite coordinates are ignored with a diagnostic, and
/// so are lines and curves added before any `move(to:)` (Apple logs "no current point" and ignores them).
/// See the iPhone Application Programming Guide, "Drawing Shapes Using Bézier Paths" / "Graphics and Drawing".
open class UIBezierPath: NSObject {
    /// The stored geometry; always a private copy, never shared with a caller.
    package var storage = CGMutablePath()

    /// The stroke width in points (default 1). Negative or non-finite values are ignored with a diagnostic.
    open var lineWidth: CGFloat = 1 {
        didSet { if !UIBezierPath.isValidLength(lineWidth, "lineWidth") { lineWidth = oldValue } }
    }
    /// The shape of open subpaths' end points when stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joints between stroked segments (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter length (as a multiple of the line width) beyond which a miter join becomes bevelled (default 10).
    open var miterLimit: CGFloat = 10 {
        didSet { if !UIBezierPath.isValidLength(miterLimit, "miterLimit") { miterLimit = oldValue } }
    }
    /// The maximum distance, in device pixels, between the true curve and its rendered approximation (default 0.6).
    open var flatness: CGFloat = 0.6 {
        didSet { if !UIBezierPath.isValidLength(flatness, "flatness") { flatness = oldValue } }
    }
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of non-zero winding (default false).
    open var usesEvenOddFillRule = false
    /// The dash lengths in points, empty for a solid line.
    package var dashPattern: [CGFloat] = []
    /// The distance into the dash pattern at which stroking starts.
    package var dashPhase: CGFloat = 0

    /// An empty path with default attributes.
    public override init() { super.init() }

    /// A path with the elements of `cgPath` and default attributes.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// An immutable copy of the path's geometry; setting it replaces the geometry (attributes are kept).
    open var cgPath: CGPath {
        get { storage.copy() ?? CGPath() }
        set { storage = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The end point of the last element (the subpath's start after `close()`), or `.zero` when the path is empty.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// Whether the path has no elements at all (a lone `move(to:)` makes it non-empty, as on iOS).
    open var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle enclosing every point of the path, Bézier control points included, as Apple documents;
    /// `CGRect.null` for an empty path.
    open var bounds: CGRect { storage.boundingBox }

    /// Whether `point` (in the path's coordinates) lies in the area a fill would paint, using `usesEvenOddFillRule`.
    ///
    /// Open subpaths count as implicitly closed, as when filling; a non-finite point is never inside.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { storage.move(to: point) }

    /// Adds a straight line from the current point to `point`; ignored with a diagnostic when there is no current point.
    open func addLine(to point: CGPoint) {
        guard hasCurrentPoint("addLine(to:)") else { return }
        storage.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point; ignored with a diagnostic when there is no current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard hasCurrentPoint("addCurve(to:controlPoint1:controlPoint2:)") else { return }
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point; ignored with a diagnostic when there is no current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard hasCurrentPoint("addQuadCurve(to:controlPoint:)") else { return }
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc, joined to the current point by a straight line (or starting a subpath when empty).
    ///
    /// Angles are in radians from the +x axis; in UIKit's y-down space positive angles turn downwards, so
    /// `clockwise: true` (increasing angles) sweeps visually clockwise on screen. The sweep is at most one full turn.
    /// A negative or non-finite radius, or non-finite angles, are ignored with a diagnostic.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard radius.isFinite, radius >= 0 else {
            UIKitDiagnostics.log("UIBezierPath.addArc: invalid radius \(radius) ignored")
            return
        }
        // Quartz's `clockwise` is meant in y-up space; UIKit's is on screen, hence the negation.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start; does nothing when there is no open subpath.
    open func close() { storage.closeSubpath() }

    /// Removes every element; the drawing attributes are kept.
    open func removeAllPoints() { storage = CGMutablePath() }

    /// Appends the elements of `bezierPath` (its attributes are not copied).
    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// A new path with the same attributes whose subpaths are traversed in the opposite direction.
    ///
    /// Each reversed subpath starts at the original subpath's last point; closed subpaths stay closed.
    open func reversing() -> UIBezierPath {
        let copy = copyAttributes()
        copy.storage = CGMutablePath(elements: BezierPathGeometry.reversed(storage.elements))
        return copy
    }

    /// Maps every point of the path through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage = CGMutablePath(elements: storage.elements.map { $0.applying(transform) })
    }

    /// Sets the dash pattern: `count` lengths (in points) read from `pattern`, starting `phase` points into it.
    ///
    /// A nil pattern or zero count makes the line solid. Negative or non-finite lengths make the pattern invalid,
    /// which is ignored with a diagnostic (the line stays as it was).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else {
            UIKitDiagnostics.log("UIBezierPath.setLineDash: invalid dash pattern ignored")
            return
        }
        dashPattern = lengths
        dashPhase = phase
    }

    /// Reads the dash pattern: writes up to the pattern's length into `pattern` (the caller sizes it using a first
    /// call with a nil `pattern`), the number of lengths into `count`, and the phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing (each saves and restores the context's graphics state; no current context: nothing happens)

    /// Paints the enclosed area with the context's current fill colour, using `usesEvenOddFillRule`.
    open func fill() { BezierPathPainter.fill(self, blendMode: nil, alpha: 1) }

    /// Paints the enclosed area with the current fill colour, compositing with `blendMode` at `alpha` (0…1).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        BezierPathPainter.fill(self, blendMode: blendMode, alpha: alpha)
    }

    /// Strokes the path with the current stroke colour and this path's line attributes.
    open func stroke() { BezierPathPainter.stroke(self, blendMode: nil, alpha: 1) }

    /// Strokes the path with the current stroke colour, compositing with `blendMode` at `alpha` (0…1).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        BezierPathPainter.stroke(self, blendMode: blendMode, alpha: alpha)
    }

    /// Intersects the current context's clipping area with the path's enclosed area (using `usesEvenOddFillRule`).
    ///
    /// Unlike the painting methods this deliberately changes the graphics state: wrap it in
    /// `saveGState()`/`restoreGState()` to undo it.
    open func addClip() { BezierPathPainter.clip(self) }

    // MARK: Helpers

    private func hasCurrentPoint(_ what: String) -> Bool {
        if storage.isEmpty {
            UIKitDiagnostics.log("UIBezierPath.\(what): no current point; ignored")
            return false
        }
        return true
    }

    private static func isValidLength(_ value: CGFloat, _ name: String) -> Bool {
        if value.isFinite && value >= 0 { return true }
        UIKitDiagnostics.log("UIBezierPath.\(name): invalid value \(value) ignored")
        return false
    }

    /// An empty path with this path's attributes.
    package func copyAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
