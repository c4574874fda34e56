// SPDX-License-Identifier: Apache-2.0

/// The definition of one kind of particle a `CAEmitterLayer` emits: how often it is born, how long it lives, how it
/// moves, turns, grows and changes colour, and the image it shows.
///
/// Each value with a `…Range` partner varies per particle, uniformly within value ± range; each `…Speed` changes
/// the particle's value per second of its life. The layer's own `birthRate`, `lifetime`, `velocity`, `scale` and
/// `spin` multiply the cell's. A particle shows ``contents`` (a `CGImage`) centred on its position, scaled by its
/// scale, turned by its spin, and tinted: each pixel's colour is multiplied by the particle's colour, so a white
/// image takes the colour exactly. A cell without contents draws nothing but still emits its sub-cells.
///
/// ``emitterCells`` makes each particle of this cell an emitter of its own (Apple's fireworks): a sub-cell's
/// particles start where their parent particle is, and the sub-cell's timing (`beginTime`, `duration`, …) is in
/// the parent particle's time, 0 being its birth. A top-level cell's timing is in the layer's time, 0 being when
/// the emitter started; a `duration` of 0 emits for as long as the emitter (or parent particle) lives.
///
/// Core Animation reads a cell when it is handed to a layer (`emitterCells`): changing a cell afterwards does not
/// change the running emitter, as on iOS, unless it is changed through the layer's key paths
/// (`emitterLayer.setValue(0, forKeyPath: "emitterCells.spark.birthRate")`) or the cells are assigned again.
///
/// Bad input is never fatal: non-finite, negative rates or lifetimes count as 0 (logged) when the emitter reads the
/// cell, and a non-image `contents` draws nothing.
open class CAEmitterCell: NSObject, CAMediaTiming {
    // MARK: Identity

    /// The name the layer's key paths use to reach this cell (`"emitterCells.<name>.birthRate"`); nil by default.
    open var name: String?
    /// Whether the cell emits and its particles are drawn (default true).
    open var isEnabled = true

    // MARK: Emission

    /// Particles born per second (default 0), multiplied by the layer's `birthRate`.
    open var birthRate: Float = 0
    /// A particle's life in seconds (default 0), multiplied by the layer's `lifetime`.
    open var lifetime: Float = 0
    /// How far a particle's lifetime may differ from ``lifetime``, either way (default 0).
    open var lifetimeRange: Float = 0
    /// The emission direction's angle out of the layer's plane, in radians (default 0: in the plane). The speed in
    /// the plane is `velocity × cos(emissionLatitude)`.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction in the layer's plane, in radians from +x towards +y (default 0: to the right; π/2 is
    /// down in a y-down layer).
    open var emissionLongitude: CGFloat = 0
    /// The width of the cone around the direction particles are emitted in, in radians (default 0: exactly along
    /// it; 2π: every direction).
    open var emissionRange: CGFloat = 0

    // MARK: Motion

    /// Initial speed in points per second (default 0), multiplied by the layer's `velocity`.
    open var velocity: CGFloat = 0
    /// How far the initial speed may differ from ``velocity``, either way (default 0).
    open var velocityRange: CGFloat = 0
    /// Acceleration along x in points per second squared (default 0).
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y in points per second squared (default 0; positive pulls down in a y-down layer).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (default 0). Stored; particles are drawn in the layer's plane.
    open var zAcceleration: CGFloat = 0

    // MARK: Size and rotation

    /// The particle's size relative to its image (default 1), multiplied by the layer's `scale`.
    open var scale: CGFloat = 1
    /// How far the initial scale may differ from ``scale``, either way (default 0).
    open var scaleRange: CGFloat = 0
    /// Change of scale per second (default 0); a particle never shrinks below 0.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed in radians per second (default 0; positive turns clockwise on screen), multiplied by the
    /// layer's `spin`.
    open var spin: CGFloat = 0
    /// How far the rotation speed may differ from ``spin``, either way (default 0).
    open var spinRange: CGFloat = 0

    // MARK: Colour

    /// The colour each particle's image is multiplied by (default opaque white: the image as it is; nil is
    /// treated as white).
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    /// How far a particle's red may differ from ``color``'s, either way (default 0).
    open var redRange: Float = 0
    /// How far a particle's green may differ from ``color``'s, either way (default 0).
    open var greenRange: Float = 0
    /// How far a particle's blue may differ from ``color``'s, either way (default 0).
    open var blueRange: Float = 0
    /// How far a particle's alpha may differ from ``color``'s, either way (default 0).
    open var alphaRange: Float = 0
    /// Change of red per second of a particle's life (default 0); colours are clamped to 0…1 when drawn.
    open var redSpeed: Float = 0
    /// Change of green per second of a particle's life (default 0).
    open var greenSpeed: Float = 0
    /// Change of blue per second of a particle's life (default 0).
    open var blueSpeed: Float = 0
    /// Change of alpha per second of a particle's life (default 0): negative fades particles out.
    open var alphaSpeed: Float = 0

    // MARK: Contents

    /// The particle's image, a `CGImage` (default nil: the particle is invisible).
    open var contents: Any?
    /// The part of ``contents`` shown, in the image's unit space (default (0, 0, 1, 1): all of it).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point of particle size (default 1): a 2× image at `contentsScale` 2 shows at half its
    /// pixel size.
    open var contentsScale: CGFloat = 1
    /// The filter used when a particle is drawn smaller than its image (default `"linear"`). Stored; Touchstone
    /// always filters linearly.
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    /// The filter used when a particle is drawn larger than its image (default `"linear"`): `"nearest"` keeps
    /// pixels sharp.
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    /// The level-of-detail bias of the minification filter (default 0). Stored; not used.
    open var minificationFilterBias: Float = 0

    // MARK: Sub-cells and style

    /// Cells each particle of this cell emits, as if it were an emitter itself (default nil).
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys not set, looked up by ``value(forKey:)`` (default nil).
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    /// When the cell starts emitting, in seconds of its parent's time (the emitter's, or the parent particle's
    /// age) (default 0).
    public var beginTime: CFTimeInterval = 0
    /// How long the cell emits per repeat, in seconds (default 0: for as long as its parent lives).
    public var duration: CFTimeInterval = 0
    /// How fast the cell's emission time runs relative to its parent's (default 1; 0 freezes its timing).
    public var speed: Float = 1
    /// Seconds added to the cell's local time (default 0).
    public var timeOffset: CFTimeInterval = 0
    /// How many times the emission window repeats (default 0: once; `.infinity`: forever).
    public var repeatCount: Float = 0
    /// The total emission time in seconds, overriding ``repeatCount`` when positive (default 0).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each repeat plays again backwards (doubling the emission window; emission itself has no direction).
    public var autoreverses = false
    /// Stored for `CAMediaTiming`; emission happens only inside the active window whatever the fill mode.
    public var fillMode: CAMediaTimingFillMode = .removed

    /// Values stored under keys that are not cell properties (key-value coding).
    var storedValues: [String: Any] = [:]

    // MARK: Creation

    /// Creates a cell with Apple's defaults: enabled, no births, white, scale 1, the whole image.
    public override init() { super.init() }

    /// Creates a cell with default values: Touchstone reads no archives, so nothing is decoded from `coder`.
    /// Designated and required, as `NSCoding` makes it on Apple.
    public required init?(coder: NSCoder) { super.init() }

    /// The default value of a property key (boxed as key-value coding returns values), or nil for other keys:
    /// what a new cell's property holds (`"scale"` → 1, `"isEnabled"` → true, `"contentsRect"` → the unit
    /// rectangle). Subclasses override it to give their own keys defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        CAEmitterCell.defaultCell.propertyValue(forKey: key).flatMap { KeyValueBoxing.box($0) }
    }

    /// Whether `key`'s value is archived (always true: every property is worth keeping).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A cell holding every default, for ``defaultValue(forKey:)``.
    private nonisolated(unsafe) static let defaultCell = CAEmitterCell()

    // MARK: Key-value coding (CAEmitterCell+KeyValueCoding.swift)

    /// The value of the property or stored key `key` (numbers as `NSNumber`, as on Apple): a cell property by its
    /// Objective-C key (`"birthRate"`, `"enabled"`, `"color"`), a value stored under another key, then the
    /// cell's ``style``, then `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { cellValue(forKey: key) }
    /// Sets the property `key` (a finite number for numeric properties, else ignored and logged), or stores
    /// `value` under any other key.
    open func setValue(_ value: Any?, forKey key: String) { setCellValue(value, forKey: key) }
    /// The value at `keyPath`: `"emitterCells.<name>.<key>"` reaches a named sub-cell.
    open func value(forKeyPath keyPath: String) -> Any? { cellValue(forKeyPath: keyPath) }
    /// Sets the value at `keyPath`: `"emitterCells.<name>.<key>"` sets a named sub-cell's property.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setCellValue(value, forKeyPath: keyPath) }

    /// The class and address, as `<CAEmitterCell: 0x600003e4c2a0>`.
    open override var description: String { ObjectDescription.describe(self) }
}
