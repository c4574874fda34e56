// SPDX-License-Identifier: Apache-2.0

/// A layer that draws its sublayers several times, each copy transformed, tinted and delayed a step further than
/// the previous one.
///
/// Instance `k` (0 ≤ k < `instanceCount`) of every sublayer is drawn with `instanceTransform` applied `k` times
/// (about the centre of this layer's bounds, after the sublayer's own placement), its colour multiplied by
/// `instanceColor` plus `k` times the red, green, blue and alpha offsets (each clamped to 0…1), and its time
/// shifted back by `k × instanceDelay`, so an animation on a sublayer runs through the copies one after another.
/// Instance 0 is the sublayers as they are.
///
/// Touchstone specifics:
/// - The colour multiplier's alpha scales each copy's opacity exactly. Its red, green and blue multiply the copy's
///   pixels through a multiply blend clipped to the copy's alpha, which is exact for opaque pixels and slightly
///   too light on anti-aliased edges.
/// - Layers are flattened into this layer's plane (`preservesDepth` is stored but has no effect), and a
///   perspective term in `instanceTransform` is dropped (logged once): copies are placed with its affine part.
/// - At most `maximumRenderedInstances` copies are drawn (logged once), so a huge `instanceCount` cannot stall a
///   frame. Negative counts draw nothing.
/// - Only the sublayers themselves are hit-tested, as on Apple.
open class CAReplicatorLayer: CALayer, SublayerRendering {
    /// The most copies drawn per frame.
    package static let maximumRenderedInstances = 4_096

    /// Every replicator property and its default.
    static var defaults: [String: Any?] {
        [
            "instanceCount": 1, "preservesDepth": false, "instanceDelay": CFTimeInterval(0),
            "instanceTransform": CATransform3DIdentity, "instanceColor": CGColor(gray: 1, alpha: 1),
            "instanceRedOffset": Float(0), "instanceGreenOffset": Float(0), "instanceBlueOffset": Float(0),
            "instanceAlphaOffset": Float(0),
        ]
    }

    /// Creates a replicator drawing one instance, untransformed and untinted.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, replicator properties included (used for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a replicator layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The replicator properties that animate implicitly.
    open override class var animatableExtraKeys: Set<String> {
        ["instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
         "instanceBlueOffset", "instanceAlphaOffset"]
    }

    /// The replicator's default for `key` (`instanceCount` 1, opaque white `instanceColor`, …), else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }  // nil-valued defaults answer nil
        return super.defaultValue(forKey: key)
    }

    /// How many copies of the sublayers are drawn, the sublayers themselves included (default 1).
    open var instanceCount: Int {
        get {
            switch props.extra["instanceCount"] {
            case let count as Int: return count
            case let value?:
                guard let v = LayerProperties.number(value), v.isFinite else { return 1 }
                return v >= CGFloat(Int.max) ? .max : v <= CGFloat(Int.min) ? .min : Int(v.rounded())
            case nil: return 1
            }
        }
        set { setExtra("instanceCount", newValue, animatable: false) }
    }

    /// Whether copies keep their depth like a `CATransformLayer` (default false). Stored; Touchstone flattens.
    open var preservesDepth: Bool {
        get { props.extraBool("preservesDepth", false) }
        set { setExtra("preservesDepth", newValue, animatable: false) }
    }

    /// The time, in seconds, each copy lags behind the previous one (default 0).
    open var instanceDelay: CFTimeInterval {
        get { Double(props.extraNumber("instanceDelay", 0)) }
        set { setExtra("instanceDelay", newValue) }
    }

    /// The transform taking each copy to the next, about the centre of this layer (default identity).
    open var instanceTransform: CATransform3D {
        get { props.extraTransform("instanceTransform", CATransform3DIdentity) }
        set { setExtra("instanceTransform", newValue) }
    }

    /// The colour multiplying the first copy (default opaque white: unchanged; nil is treated as white).
    open var instanceColor: CGColor? {
        get { props.extraColor("instanceColor") }
        set { setExtra("instanceColor", newValue) }
    }

    /// Added to the red multiplier for each further copy (default 0).
    open var instanceRedOffset: Float {
        get { Float(props.extraNumber("instanceRedOffset", 0)) }
        set { setExtra("instanceRedOffset", newValue) }
    }

    /// Added to the green multiplier for each further copy (default 0).
    open var instanceGreenOffset: Float {
        get { Float(props.extraNumber("instanceGreenOffset", 0)) }
        set { setExtra("instanceGreenOffset", newValue) }
    }

    /// Added to the blue multiplier for each further copy (default 0).
    open var instanceBlueOffset: Float {
        get { Float(props.extraNumber("instanceBlueOffset", 0)) }
        set { setExtra("instanceBlueOffset", newValue) }
    }

    /// Added to the alpha multiplier for each further copy (default 0).
    open var instanceAlphaOffset: Float {
        get { Float(props.extraNumber("instanceAlphaOffset", 0)) }
        set { setExtra("instanceAlphaOffset", newValue) }
    }

    // MARK: Drawing

    private nonisolated(unsafe) static var loggedLimits = Set<String>()
    private static let logLock = NSLock()

    private static func logOnce(_ what: String, _ message: @autoclosure () -> String) {
        let first = logLock.withLock { loggedLimits.insert(what).inserted }
        if first { Diagnostics.log(message()) }
    }

    package func renderSublayers(
        props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        renderSublayer: (_ sublayer: CALayer, _ extra: CATransform3D, _ alpha: CGFloat) -> Void
    ) {
        let sublayers = sublayersInDrawingOrder
        guard !sublayers.isEmpty else { return }
        let requested = props.extra["instanceCount"].flatMap(LayerProperties.number) ?? 1
        let count = requested.isFinite ? Int(min(CGFloat(Self.maximumRenderedInstances), max(0, requested))) : 0
        if requested > CGFloat(Self.maximumRenderedInstances) {
            Self.logOnce("count", "CAReplicatorLayer: instanceCount \(requested) drawn as \(count) copies")
        }
        let step = props.extraTransform("instanceTransform", CATransform3DIdentity)
        if Homography(step).isAffine == false {
            Self.logOnce("perspective", "CAReplicatorLayer: perspective in instanceTransform is not drawn")
        }
        let center = CGPoint(x: props.bounds.midX, y: props.bounds.midY)
        let base = props.extraColor("instanceColor")?.rgba ?? RGBA(r: 1, g: 1, b: 1, a: 1)
        let offsets = ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]
            .map { Double(props.extraNumber($0, 0)) }
        let delay = Double(props.extraNumber("instanceDelay", 0))
        let depth = ancestorCount
        var accumulated = CATransform3DIdentity
        for k in 0..<count {
            defer { accumulated = CATransform3DConcat(accumulated, step) }
            let f = Double(k)
            func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
            let tint = RGBA(
                r: clamp(base.r + f * offsets[0]), g: clamp(base.g + f * offsets[1]),
                b: clamp(base.b + f * offsets[2]), a: clamp(base.a + f * offsets[3]))
            guard tint.a > 0 else { continue }
            var placement = CATransform3DMakeTranslation(-center.x, -center.y, 0)
            placement = CATransform3DConcat(placement, accumulated)
            placement = CATransform3DConcat(placement, CATransform3DMakeTranslation(center.x, center.y, 0))
            let instanceTime = time.map { $0 - f * delay }
            ctx.saveGState()
            ctx.concatenate(Homography(placement).affine)
            drawInstance(of: sublayers, props: props, tint: tint, in: ctx, time: instanceTime, depth: depth)
            ctx.restoreGState()
        }
    }

    /// Draws one copy of every sublayer, with the tint's alpha as a group opacity and its colour multiplied in.
    private func drawInstance(
        of sublayers: [CALayer], props: LayerProperties, tint: RGBA, in ctx: CGContext,
        time: CFTimeInterval?, depth: Int
    ) {
        func drawAll() {
            for sublayer in sublayers {
                LayerRenderer.renderSublayer(sublayer, parentProps: props, in: ctx, time: time, depth: depth)
            }
        }
        let tinted = tint.r < 1 || tint.g < 1 || tint.b < 1
        guard tinted || tint.a < 1 else { return drawAll() }
        ctx.setAlpha(CGFloat(tint.a))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        drawAll()
        if tinted {
            // Multiply everything by the tint, then keep only where the copy has alpha.
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(CGColor(red: tint.r, green: tint.g, blue: tint.b, alpha: 1))
            ctx.fill(ctx.boundingBoxOfClipPath)
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            drawAll()
            ctx.endTransparencyLayer()
        }
        ctx.endTransparencyLayer()
    }

    /// How many layers are above this one (the renderer's depth guard counts them).
    private var ancestorCount: Int {
        var count = 0
        var layer = parent
        while let l = layer, count < 4_096 {
            count += 1
            layer = l.parent
        }
        return count
    }
}
