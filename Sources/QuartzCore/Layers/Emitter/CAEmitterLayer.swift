// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A layer that emits, animates and draws particles: each of its ``emitterCells`` bears particles at its birth
/// rate from the emitter's shape, and each particle moves, grows, turns and changes colour until its lifetime ends.
///
/// The layer's ``birthRate``, ``lifetime``, ``velocity``, ``scale`` and ``spin`` multiply every cell's (set
/// ``birthRate`` to 0 to stop new particles while the living ones see out their lives). Particles are born on
/// the shape ``emitterShape`` centred on ``emitterPosition`` and sized by ``emitterSize``, where ``emitterMode``
/// says, in the layer's bounds space (y down), and drawn above the layer's background and contents and below its
/// sublayers, in the order (or with the additive blending) ``renderMode`` asks for. They are not clipped to the
/// bounds unless `masksToBounds` is set.
///
/// Animatable: `birthRate`, `lifetime`, `velocity`, `scale`, `spin`, `emitterPosition`, `emitterZPosition`,
/// `emitterSize`, `emitterDepth`. Cells are read when assigned (see `CAEmitterCell`); change one afterwards through
/// a key path on the layer: `layer.setValue(0, forKeyPath: "emitterCells.spark.birthRate")`.
///
/// Touchstone specifics:
/// - The emitter runs on the layer's own time (its `beginTime`, `speed` and `timeOffset` apply) from the first
///   frame that shows it, or from its begin time when a frame showed it before then. Particles are simulated in
///   steps of 1/60 s with a random generator seeded by ``seed``, so a given time always shows the same particles:
///   headless runs and golden images are reproducible. A time earlier than the last one shown restarts the
///   simulation. The compositor repaints the layer every frame while particles live or cells emit, and reports
///   the frame as animating so that hosts keep rendering.
/// - Particles are drawn in the layer's plane: depth (`emitterZPosition`, `emitterDepth`, `zAcceleration`,
///   `preservesDepth`) is stored but not drawn, and a cell's `emissionLatitude` only slows its motion in the plane.
/// - At most 10,000 particles live at once (further births are dropped, logged once). Non-finite values set on
///   the layer are ignored (logged); non-finite or negative cell rates and lifetimes count as 0 (logged).
open class CAEmitterLayer: CALayer, LayerContentPainting, TimeVaryingContent {
    /// Every emitter property and its default.
    static var defaults: [String: Any?] {
        [
            "emitterCells": nil, "birthRate": Float(1), "lifetime": Float(1), "velocity": Float(1),
            "scale": Float(1), "spin": Float(1), "emitterPosition": CGPoint.zero, "emitterZPosition": CGFloat(0),
            "emitterSize": CGSize.zero, "emitterDepth": CGFloat(0), "emitterShape": CAEmitterLayerEmitterShape.point,
            "emitterMode": CAEmitterLayerEmitterMode.volume, "renderMode": CAEmitterLayerRenderMode.unordered,
            "preservesDepth": false, "seed": UInt32(0),
        ]
    }

    /// The particles (render side only; guarded by ``simulationLock``).
    private let simulation = EmitterSimulation()
    private let simulationLock = NSLock()
    /// Tinted copies of the cells' images (render side only; guarded by ``simulationLock``).
    private let tints = EmitterTintCache()

    /// Creates an emitter with no cells, emitting from a point at the origin.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, emitter properties and cells included (used for presentation copies). The
    /// copy's particles start afresh.
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates an emitter layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The emitter properties that animate implicitly.
    open override class var animatableExtraKeys: Set<String> {
        ["birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition", "emitterSize",
         "emitterDepth"]
    }

    /// The emitter's default for `key` (`birthRate` 1, `emitterShape` `"point"`, `renderMode` `"unordered"`, …),
    /// boxed as key-value coding returns values, else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return KeyValueBoxing.box(value) }  // nil-valued defaults answer nil
        return super.defaultValue(forKey: key)
    }

    // MARK: Cells

    /// The cells whose particles the layer emits (default nil). Read when assigned: later changes to a cell take
    /// effect through the layer's key paths or by assigning the cells again. Not animatable.
    open var emitterCells: [CAEmitterCell]? {
        get { (props.extra["emitterCells"] as? EmitterCellList)?.cells }
        set { setExtra("emitterCells", newValue.map(EmitterCellList.init), animatable: false) }
    }

    // MARK: Multipliers

    /// Multiplies every cell's birth rate (default 1; a negative rate emits nothing). Animatable.
    open var birthRate: Float {
        get { Float(props.extraNumber("birthRate", 1)) }
        set { setExtra("birthRate", newValue) }
    }

    /// Multiplies every particle's lifetime (default 1; negative counts as 0). Animatable.
    open var lifetime: Float {
        get { Float(props.extraNumber("lifetime", 1)) }
        set { setExtra("lifetime", newValue) }
    }

    /// Multiplies every particle's initial speed (default 1). Animatable.
    open var velocity: Float {
        get { Float(props.extraNumber("velocity", 1)) }
        set { setExtra("velocity", newValue) }
    }

    /// Multiplies every particle's scale and scale speed (default 1). Animatable.
    open var scale: Float {
        get { Float(props.extraNumber("scale", 1)) }
        set { setExtra("scale", newValue) }
    }

    /// Multiplies every particle's spin (default 1). Animatable.
    open var spin: Float {
        get { Float(props.extraNumber("spin", 1)) }
        set { setExtra("spin", newValue) }
    }

    // MARK: Shape

    /// The centre of the emission shape, in the layer's bounds space (default (0, 0)). Animatable.
    open var emitterPosition: CGPoint {
        get { props.extraPoint("emitterPosition", .zero) }
        set { setExtra("emitterPosition", newValue) }
    }

    /// The emission shape's depth position (default 0). Animatable; stored, not drawn (particles stay in the plane).
    open var emitterZPosition: CGFloat {
        get { props.extraNumber("emitterZPosition", 0) }
        set { setExtra("emitterZPosition", newValue) }
    }

    /// The size of the emission shape in points (default zero); which parts count depends on ``emitterShape``.
    /// Animatable.
    open var emitterSize: CGSize {
        get { (props.extra["emitterSize"] as? CGSize) ?? .zero }
        set { setExtra("emitterSize", newValue) }
    }

    /// The depth of a `.cuboid` emission shape (default 0). Animatable; stored, not drawn.
    open var emitterDepth: CGFloat {
        get { props.extraNumber("emitterDepth", 0) }
        set { setExtra("emitterDepth", newValue) }
    }

    /// The emission shape (default `.point`). Not animatable.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { props.extraValue("emitterShape", .point) }
        set { setExtra("emitterShape", newValue, animatable: false) }
    }

    /// Where on the shape particles are born (default `.volume`). Not animatable.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { props.extraValue("emitterMode", .volume) }
        set { setExtra("emitterMode", newValue, animatable: false) }
    }

    /// The order and blending particles are drawn with (default `.unordered`). Not animatable.
    open var renderMode: CAEmitterLayerRenderMode {
        get { props.extraValue("renderMode", .unordered) }
        set { setExtra("renderMode", newValue, animatable: false) }
    }

    /// Whether particles keep their depth (default false). Stored; Touchstone draws them in the plane.
    open var preservesDepth: Bool {
        get { props.extraBool("preservesDepth", false) }
        set { setExtra("preservesDepth", newValue, animatable: false) }
    }

    /// The seed of the particles' random values (default 0): the same seed, cells and time give the same
    /// particles. Not animatable.
    open var seed: UInt32 {
        get {
            if let value = props.extra["seed"] as? UInt32 { return value }
            let n = props.extraNumber("seed", 0)
            return n >= 0 && n <= CGFloat(UInt32.max) ? UInt32(n) : 0
        }
        set { setExtra("seed", newValue, animatable: false) }
    }

    // MARK: Key-value coding

    /// The value of `key`; `"emitterCells"` answers the cell objects.
    open override func value(forKey key: String) -> Any? {
        key == "emitterCells" ? emitterCells : super.value(forKey: key)
    }

    /// Sets `key`; `"emitterCells"` takes an array of cells (anything else is ignored, logged).
    open override func setValue(_ value: Any?, forKey key: String) {
        guard key == "emitterCells" else { return super.setValue(value, forKey: key) }
        let v = value is NSNull ? nil : value
        guard v == nil || v is [CAEmitterCell] else {
            return Diagnostics.log("CAEmitterLayer.setValue(_:forKey: \"emitterCells\"): not an array of cells; ignored")
        }
        emitterCells = v as? [CAEmitterCell]
    }

    /// The value at `keyPath`; `"emitterCells.<name>.<key>"` (and deeper, through sub-cells' names) reads a cell's
    /// property.
    open override func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.hasPrefix("emitterCells.") else { return super.value(forKeyPath: keyPath) }
        guard let (cell, key) = CAEmitterCell.resolve(LayerProperties.parts(of: keyPath), in: emitterCells) else {
            return nil
        }
        return cell.value(forKey: key)
    }

    /// Sets the value at `keyPath`; `"emitterCells.<name>.<key>"` sets that cell's property and hands the cells to
    /// the emitter again, so the change takes effect for particles born from now on (a path naming no cell is
    /// ignored, logged).
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.hasPrefix("emitterCells.") else { return super.setValue(value, forKeyPath: keyPath) }
        guard let cells = emitterCells,
            let (cell, key) = CAEmitterCell.resolve(LayerProperties.parts(of: keyPath), in: cells)
        else {
            return Diagnostics.log("CAEmitterLayer.setValue(_:forKeyPath: \"\(keyPath)\"): no such cell; ignored")
        }
        cell.setValue(value, forKey: key)
        setExtra("emitterCells", EmitterCellList(cells), animatable: false)
    }

    // MARK: Rendering

    /// Runs `body` with the simulation, under its lock.
    func withSimulation<T>(_ body: (EmitterSimulation) -> T) -> T { simulationLock.withLock { body(simulation) } }

    package func advanceContent(_ props: LayerProperties, toLocalTime localTime: CFTimeInterval) -> Bool {
        simulationLock.withLock { simulation.advance(toLocalTime: localTime, settings: EmitterSettings(props)) }
    }

    package func contentExtent(_ props: LayerProperties) -> CGRect {
        simulationLock.withLock { simulation.extent }
    }

    package func paintContent(_ props: LayerProperties, in ctx: CGContext) {
        simulationLock.withLock {
            EmitterPainter.paint(simulation.sprites, additive: EmitterSettings(props).renderMode == .additive,
                                 in: ctx, tints: tints)
        }
    }

    package func renderSublayers(
        props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        renderSublayer: (_ sublayer: CALayer, _ extra: CATransform3D, _ alpha: CGFloat) -> Void
    ) {
        // Drawn outside a compositor frame (`render(in:)` at a time): bring the particles to that time first.
        if let time { _ = advanceContent(props, toLocalTime: mediaToLocal(time)) }
        ctx.saveGState()
        paintContent(props, in: ctx)
        ctx.restoreGState()
        for sublayer in sublayersInDrawingOrder { renderSublayer(sublayer, CATransform3DIdentity, 1) }
    }
}
