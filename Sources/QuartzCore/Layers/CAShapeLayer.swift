// SPDX-License-Identifier: Apache-2.0

/// A layer that draws a path (lines and Bézier curves) in its coordinate space, filled and stroked.
///
/// The shape is composited between the layer's `contents` and its first sublayer, from the presented property
/// values, so animating `path`, `strokeEnd`, `fillColor` or `lineWidth` needs no redisplay. It is not clipped to
/// the layer's bounds (only `masksToBounds` or a mask clips it): a shape layer with empty bounds placed at the
/// origin draws its path in its superlayer's coordinates.
///
/// Animatable: `path` (explicitly only: "Unlike most animatable properties, path (as with all CGPathRef animatable
/// properties) does not support implicit animation"; paths with the same elements interpolate point by point),
/// `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit`, `lineDashPhase`.
///
/// Bad input: non-finite numbers are refused (logged); a nil or empty path draws nothing; nil colours skip the
/// fill or the stroke; a non-positive line width skips the stroke; `strokeStart` and `strokeEnd` are clamped to
/// 0…1 when drawing, and nothing is stroked when `strokeStart >= strokeEnd`.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
/// ring.fillColor = nil
/// ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
/// ring.lineWidth = 4
/// ring.strokeEnd = 0.25   // a quarter of the ring
/// ```
open class CAShapeLayer: CALayer, LayerContentPainting {
    /// Every shape property and its default (nil for no path, no stroke colour, no dash pattern).
    static var defaults: [String: Any?] {
        [
            "path": nil, "fillColor": CGColor(gray: 0, alpha: 1), "fillRule": CAShapeLayerFillRule.nonZero,
            "strokeColor": nil, "strokeStart": CGFloat(0), "strokeEnd": CGFloat(1), "lineWidth": CGFloat(1),
            "miterLimit": CGFloat(10), "lineCap": CAShapeLayerLineCap.butt, "lineJoin": CAShapeLayerLineJoin.miter,
            "lineDashPhase": CGFloat(0), "lineDashPattern": nil,
        ]
    }

    /// Creates a shape layer with no path, an opaque black fill and no stroke.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, shape properties included (used for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a shape layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The shape's default for `key` (`lineWidth` 1, `miterLimit` 10, `strokeEnd` 1, opaque black `fillColor`,
    /// …), else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }  // nil-valued defaults answer nil
        return super.defaultValue(forKey: key)
    }

    /// The shape properties that animate implicitly (`path` only explicitly: see ``defaultAction(forKey:)``).
    open override class var animatableExtraKeys: Set<String> {
        ["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"]
    }

    /// No default action for `path`, so changing it never animates implicitly (Apple: CGPath properties "do not
    /// support implicit animation"); other keys follow `CALayer`.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        event == "path" ? NSNull() : super.defaultAction(forKey: event)
    }

    // MARK: Shape

    /// The path to draw, in the layer's coordinate space; nil (the default) draws nothing.
    open var path: CGPath? {
        get { props.extraPath("path") }
        set { setExtra("path", newValue?.copy()) }
    }

    /// The colour the path is filled with; default opaque black, nil for no fill.
    open var fillColor: CGColor? {
        get { props.extraColor("fillColor") }
        set { setExtra("fillColor", newValue) }
    }

    /// Which regions of the path count as inside when filling (default `.nonZero`). Not animatable.
    open var fillRule: CAShapeLayerFillRule {
        get { props.extraValue("fillRule", .nonZero) }
        set { setExtra("fillRule", newValue, animatable: false) }
    }

    /// The colour the path is stroked with; default nil (no stroke).
    open var strokeColor: CGColor? {
        get { props.extraColor("strokeColor") }
        set { setExtra("strokeColor", newValue) }
    }

    /// Where stroking starts, as a fraction of the path's length (0…1, default 0).
    open var strokeStart: CGFloat {
        get { props.extraNumber("strokeStart", 0) }
        set { setExtra("strokeStart", newValue) }
    }

    /// Where stroking ends, as a fraction of the path's length (0…1, default 1).
    open var strokeEnd: CGFloat {
        get { props.extraNumber("strokeEnd", 1) }
        set { setExtra("strokeEnd", newValue) }
    }

    /// The stroke width in the layer's coordinate space (default 1).
    open var lineWidth: CGFloat {
        get { props.extraNumber("lineWidth", 1) }
        set { setExtra("lineWidth", newValue) }
    }

    /// The limit on the ratio of miter length to line width beyond which miter joins are bevelled (default 10).
    open var miterLimit: CGFloat {
        get { props.extraNumber("miterLimit", 10) }
        set { setExtra("miterLimit", newValue) }
    }

    /// The shape of the ends of open subpaths (default `.butt`). Not animatable.
    open var lineCap: CAShapeLayerLineCap {
        get { props.extraValue("lineCap", .butt) }
        set { setExtra("lineCap", newValue, animatable: false) }
    }

    /// The shape of the corners where segments meet (default `.miter`). Not animatable.
    open var lineJoin: CAShapeLayerLineJoin {
        get { props.extraValue("lineJoin", .miter) }
        set { setExtra("lineJoin", newValue, animatable: false) }
    }

    /// How far into the dash pattern the stroke starts (default 0).
    open var lineDashPhase: CGFloat {
        get { props.extraNumber("lineDashPhase", 0) }
        set { setExtra("lineDashPhase", newValue) }
    }

    /// Alternating painted and unpainted lengths of the stroke; nil (the default) or empty for a solid line.
    /// Integer and floating-point literals work as on Apple (`layer.lineDashPattern = [6, 3]`). Not animatable.
    open var lineDashPattern: [NSNumber]? {
        get { props.extra["lineDashPattern"].flatMap { $0 as? [NSNumber] } }
        set { setExtra("lineDashPattern", newValue, animatable: false) }
    }

    // MARK: Drawing

    /// The path's bounds, widened by the stroke's reach (half the line width, times the miter limit for miter
    /// joins, plus a pixel of antialiasing), together with the layer's bounds.
    package func contentExtent(_ props: LayerProperties) -> CGRect {
        guard let path = props.extraPath("path"), !path.isEmpty else { return props.bounds }
        var box = path.boundingBoxOfPath
        if props.extraColor("strokeColor") != nil {
            let width = max(0, props.extraNumber("lineWidth", 1))
            let miter = props.extraValue("lineJoin", CAShapeLayerLineJoin.miter) == .miter
                ? max(1, props.extraNumber("miterLimit", 10)) : 1
            let reach = width / 2 * max(miter, 1.5) + 1
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return box.safeUnion(props.bounds)
    }

    package func paintContent(_ props: LayerProperties, in ctx: CGContext) {
        guard let path = props.extraPath("path"), !path.isEmpty else { return }
        if let fill = props.extraColor("fillColor"), fill.alpha > 0 {
            let rule: CGPathFillRule =
                props.extraValue("fillRule", CAShapeLayerFillRule.nonZero) == .evenOdd
                ? .evenOdd : .winding
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: rule)
        }
        let width = props.extraNumber("lineWidth", 1)
        guard let stroke = props.extraColor("strokeColor"), stroke.alpha > 0, width > 0 else { return }
        let start = min(1, max(0, props.extraNumber("strokeStart", 0)))
        let end = min(1, max(0, props.extraNumber("strokeEnd", 1)))
        guard start < end else { return }
        let stroked = start <= 0 && end >= 1 ? path : PathTrimming.trim(path, from: start, to: end)
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(width)
        ctx.setLineCap(props.extraValue("lineCap", CAShapeLayerLineCap.butt).cgLineCap)
        ctx.setLineJoin(props.extraValue("lineJoin", CAShapeLayerLineJoin.miter).cgLineJoin)
        ctx.setMiterLimit(props.extraNumber("miterLimit", 10))
        let pattern = props.extraNumbers("lineDashPattern").filter { $0.isFinite && $0 >= 0 }
        if pattern.contains(where: { $0 > 0 }) {
            ctx.setLineDash(phase: props.extraNumber("lineDashPhase", 0), lengths: pattern)
        }
        ctx.addPath(stroked)
        ctx.strokePath()
    }
}

/// The rule deciding which regions of a shape layer's path are filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the rule (`"non-zero"`, `"even-odd"`).
    public let rawValue: String
    /// Creates a rule from its name; a name other than `"even-odd"` fills as non-zero.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The shape of the ends of a shape layer's open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the cap (`"butt"`, `"round"`, `"square"`).
    public let rawValue: String
    /// Creates a cap from its name; an unknown name draws as `butt`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The line stops square at the end point (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle of the line's width caps the end.
    public static let round = Self(rawValue: "round")
    /// The line continues half its width past the end point, squared off.
    public static let square = Self(rawValue: "square")

    var cgLineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

/// The shape of the corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the join (`"miter"`, `"round"`, `"bevel"`).
    public let rawValue: String
    /// Creates a join from its name; an unknown name draws as `miter`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled past `miterLimit` (the default).
    public static let miter = Self(rawValue: "miter")
    /// Rounded corners.
    public static let round = Self(rawValue: "round")
    /// Corners cut off square.
    public static let bevel = Self(rawValue: "bevel")

    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}
