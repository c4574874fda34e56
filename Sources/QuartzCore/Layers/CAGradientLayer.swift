// SPDX-License-Identifier: Apache-2.0

/// A layer that draws a colour gradient over its background colour, filling the layer's shape (rounded corners
/// included).
///
/// `startPoint` and `endPoint` are in the unit coordinate space of the bounds ((0, 0) is the top-left corner,
/// (1, 1) the bottom-right, y down) and are mapped to the bounds when drawn:
/// - `.axial`: colours vary along the line from start to end and are constant across it; the end colours
///   continue beyond the two points.
/// - `.radial`: an ellipse centred on `startPoint` whose radii reach `endPoint` horizontally and vertically
///   (`|end.x − start.x|` × width, `|end.y − start.y|` × height); the last colour continues outside it.
/// - `.conic`: colours sweep once around `startPoint`, starting in the direction of `endPoint` and turning
///   clockwise on screen. Drawn as thin wedges (Cairo 1.16 has no conic pattern).
///
/// `colors` are `CGColor`s (other elements are ignored, logged); `locations` give each colour's position (0…1,
/// increasing); when nil, or not one per colour, colours are spread evenly. One colour fills the shape; no
/// colours draw nothing.
///
/// Animatable: `colors`, `locations`, `startPoint`, `endPoint`. Points interpolate smoothly; the arrays switch at
/// the halfway point, because `AnimationValue` does not yet interpolate arrays element by element.
open class CAGradientLayer: CALayer, LayerContentPainting {
    /// Every gradient property and its default.
    static var defaults: [String: Any?] {
        [
            "colors": nil, "locations": nil, "startPoint": CGPoint(x: 0.5, y: 0), "endPoint": CGPoint(x: 0.5, y: 1),
            "type": CAGradientLayerType.axial,
        ]
    }

    /// Creates a gradient layer with no colours, running top to bottom.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, gradient properties included (used for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a gradient layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The gradient properties that animate implicitly.
    open override class var animatableExtraKeys: Set<String> { ["colors", "locations", "startPoint", "endPoint"] }

    /// The gradient's default for `key` (`startPoint` (0.5, 0), `endPoint` (0.5, 1), `type` `.axial`), else
    /// `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }  // nil-valued defaults answer nil
        return super.defaultValue(forKey: key)
    }

    /// The gradient's colours (`CGColor`s), first at `startPoint`; nil (the default) draws nothing.
    open var colors: [Any]? {
        get { props.extra["colors"].flatMap { $0 as? [Any] } }
        set { setExtra("colors", newValue) }
    }

    /// Where each colour sits along the gradient (0…1, increasing); nil spreads the colours evenly.
    open var locations: [NSNumber]? {
        get {
            // Animated values hold plain numbers; present them as the NSNumbers of the API.
            (props.extra["locations"] as? [Any]).map { $0.compactMap(LayerProperties.number).map { NSNumber(value: Double($0)) } }
        }
        set { setExtra("locations", newValue) }
    }

    /// Where the gradient starts, in unit coordinates of the bounds (default (0.5, 0): top centre).
    open var startPoint: CGPoint {
        get { props.extraPoint("startPoint", CGPoint(x: 0.5, y: 0)) }
        set { setExtra("startPoint", newValue) }
    }

    /// Where the gradient ends, in unit coordinates of the bounds (default (0.5, 1): bottom centre).
    open var endPoint: CGPoint {
        get { props.extraPoint("endPoint", CGPoint(x: 0.5, y: 1)) }
        set { setExtra("endPoint", newValue) }
    }

    /// The kind of gradient (default `.axial`). Not animatable.
    open var type: CAGradientLayerType {
        get { props.extraValue("type", .axial) }
        set { setExtra("type", newValue, animatable: false) }
    }

    // MARK: Drawing

    package func paintContent(_ props: LayerProperties, in ctx: CGContext) {
        let bounds = props.bounds
        guard bounds.width > 0, bounds.height > 0,
            let stops = GradientStops(colors: props.extra["colors"], locations: props.extra["locations"])
        else { return }
        ctx.addPath(LayerRenderer.outline(props))
        ctx.clip()
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(props.extraPoint("startPoint", CGPoint(x: 0.5, y: 0)))
        let end = place(props.extraPoint("endPoint", CGPoint(x: 0.5, y: 1)))
        guard stops.count > 1 else {
            ctx.setFillColor(stops.color(at: 0))
            ctx.fill(bounds)
            return
        }
        switch props.extraValue("type", CAGradientLayerType.axial) {
        case .radial: drawRadial(stops, center: start, edge: end, bounds: bounds, in: ctx)
        case .conic: drawConic(stops, center: start, toward: end, bounds: bounds, in: ctx)
        default:
            guard let gradient = stops.gradient else { return }
            ctx.drawLinearGradient(
                gradient, start: start, end: end,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// An elliptical gradient: the unit circle's gradient, scaled to the radii. A radius of zero collapses the
    /// ellipse, leaving the last colour everywhere (the limit as the radius shrinks).
    private func drawRadial(_ stops: GradientStops, center: CGPoint, edge: CGPoint, bounds: CGRect, in ctx: CGContext) {
        let rx = abs(edge.x - center.x), ry = abs(edge.y - center.y)
        guard rx > 0, ry > 0, let gradient = stops.gradient else {
            ctx.setFillColor(stops.color(at: 1))
            ctx.fill(bounds)
            return
        }
        ctx.translateBy(x: center.x, y: center.y)
        ctx.scaleBy(x: rx, y: ry)
        ctx.drawRadialGradient(
            gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    /// A sweep around `center`: 360 wedges, each overlapping the next by half a step, drawn without
    /// anti-aliasing so partial coverage along the seams cannot let the backdrop through (the layer's outline
    /// clip still anti-aliases the edges).
    private func drawConic(_ stops: GradientStops, center: CGPoint, toward: CGPoint, bounds: CGRect, in ctx: CGContext)
    {
        let start = toward == center ? 0 : atan2(toward.y - center.y, toward.x - center.x)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let steps = 360
        let step = 2 * CGFloat.pi / CGFloat(steps)
        ctx.setShouldAntialias(false)
        for i in 0..<steps {
            let a0 = start + CGFloat(i) * step
            let a1 = a0 + step * (i == steps - 1 ? 1 : 1.5)
            ctx.setFillColor(stops.color(at: (CGFloat(i) + 0.5) / CGFloat(steps)))
            ctx.move(to: center)
            ctx.addLine(to: CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
            ctx.addLine(to: CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1)))
            ctx.closePath()
            ctx.fillPath()
        }
    }
}

/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the type (`"axial"`, `"radial"`, `"conic"`).
    public let rawValue: String
    /// Creates a type from its name; a name that is none of the three draws as `axial`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the axis from `startPoint` to `endPoint` (a linear gradient; the default).
    public static let axial = Self(rawValue: "axial")
    /// Colours vary outwards from `startPoint` to an ellipse through `endPoint`'s x and y.
    public static let radial = Self(rawValue: "radial")
    /// Colours sweep around `startPoint`, starting towards `endPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// A gradient layer's colours and locations, validated and sorted.
struct GradientStops {
    let colors: [CGColor]
    let locations: [CGFloat]

    var count: Int { colors.count }

    /// Stops from the untyped `colors` and `locations` values, or nil when there is no colour.
    init?(colors rawColors: Any?, locations rawLocations: Any?) {
        let items = rawColors.flatMap { $0 as? [Any] } ?? []
        let colors = items.compactMap { $0 as? CGColor }
        if colors.count != items.count {
            Diagnostics.log("CAGradientLayer.colors: \(items.count - colors.count) non-CGColor element(s) ignored")
        }
        guard !colors.isEmpty else { return nil }
        var locations = (rawLocations.flatMap { $0 as? [Any] } ?? []).compactMap(LayerProperties.number)
        if !locations.isEmpty && locations.count != colors.count {
            Diagnostics.log(
                "CAGradientLayer.locations: \(locations.count) locations for \(colors.count) colours; spread evenly")
            locations = []
        }
        if locations.isEmpty || !locations.allSatisfy(\.isFinite) {
            locations = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        }
        let sorted = zip(colors, locations).enumerated().sorted {
            ($0.element.1, $0.offset) < ($1.element.1, $1.offset)
        }
        self.colors = sorted.map(\.element.0)
        self.locations = sorted.map { min(1, max(0, $0.element.1)) }
    }

    /// The Core Graphics gradient for these stops.
    var gradient: CGGradient? {
        locations.withUnsafeBufferPointer {
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: $0.baseAddress)
        }
    }

    /// The colour at `t` (0…1), interpolated between neighbouring stops; the end colours continue outside them.
    func color(at t: CGFloat) -> CGColor {
        guard let firstLocation = locations.first, t > firstLocation else { return colors[0] }
        guard let index = locations.firstIndex(where: { $0 >= t }) else { return colors[colors.count - 1] }
        let (l0, l1) = (locations[index - 1], locations[index])
        let f = Double(l1 > l0 ? (t - l0) / (l1 - l0) : 1)
        let a = colors[index - 1].rgba, b = colors[index].rgba
        return CGColor(
            red: a.r + (b.r - a.r) * f, green: a.g + (b.g - a.g) * f, blue: a.b + (b.b - a.b) * f,
            alpha: a.a + (b.a - a.a) * f)
    }
}
