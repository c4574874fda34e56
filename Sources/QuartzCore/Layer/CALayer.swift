// SPDX-License-Identifier: Apache-2.0

/// An object that manages image-based content and the geometry, timing and visual properties it is shown with.
///
/// Layers are model objects (guide §2.4.4): setting a property changes the model at once. Animatable properties
/// run their action when changed — for a standalone layer, an implicit animation lasting the transaction's duration;
/// a view's layer animates only inside an animation block because the view, as delegate, returns `NSNull`
/// otherwise. What is on screen is the ``presentation()`` tree.
///
/// Coordinates follow iPhone OS: +y down; `position` is where `anchorPoint` sits in the superlayer; `bounds` is
/// the layer's own coordinate space; `frame` is derived (the transformed bounds' bounding box).
///
/// Bad input: NaN or infinite geometry is ignored with a logged diagnostic (Apple throws an exception); making a
/// layer its own ancestor is refused and logged.
open class CALayer: NSObject, CAMediaTiming {
    // The compositor reads the stored properties marked `@exclusivity(unchecked)` for every layer on every frame.
    // The attribute drops the runtime exclusivity check on each access (a call and a thread-local lookup); every
    // access to them is an instantaneous load or store, or a mutation that runs no code that could reach the
    // same property.
    /// The model (or, for a presentation copy, the presented) property values.
    @exclusivity(unchecked) package final var props = LayerProperties()
    /// The sublayers, back to front, with O(log n) edits (``ChildList``).
    @exclusivity(unchecked) package var sublayerChildren = ChildList<CALayer>()
    /// The sublayers, back to front, as an array (cached between edits).
    package var sublayerList: [CALayer] { sublayerChildren.elements }
    @exclusivity(unchecked) package weak var parent: CALayer?
    /// Animations by key, in the order added (later ones apply on top).
    @exclusivity(unchecked) package final var animationList: [(key: String, animation: CAAnimation)] = []
    /// Set on presentation copies: the model layer they present.
    @exclusivity(unchecked) package weak var presentedModel: CALayer?
    @exclusivity(unchecked) package var needsDisplayFlag = false
    @exclusivity(unchecked) package var needsLayoutFlag = false
    /// Whether some layer below this one needs layout: set up the chain by ``markNeedsLayout()``, so a layout walk
    /// descends only into the subtrees that need it.
    @exclusivity(unchecked) package var descendantNeedsLayout = false
    /// Whether the layer has been committed: rendered by a compositor, or changed in a transaction that has been
    /// committed. Until then its property changes get no implicit animation (see ``implicitAction(forKey:)``).
    @exclusivity(unchecked) package var hasBeenCommitted = false
    package var dirtyRect: CGRect = .null
    /// Whether redisplay draws over the previous contents instead of a cleared backing store (UIKit's
    /// `clearsContextBeforeDrawing = false`).
    package var preservesContentsOnRedisplay = false
    /// Bumped whenever what `contents` shows may have changed (the compositor's cache key).
    @exclusivity(unchecked) package private(set) var contentsVersion = 0
    /// How many changes this layer has recorded (``noteChange()``): the layer's own share of ``LayerChangeCount``,
    /// which tests read because the process-wide count also moves with every test running beside them.
    @exclusivity(unchecked) package private(set) var changeCount = 0
    /// Whether this layer is a render server's mirror of a model layer (``LayerTreeMirror``): it never draws,
    /// lays out or runs actions, and only commits change it.
    @exclusivity(unchecked) package var isRenderMirror = false
    /// The main thread's link to this model layer's mirror (``LayerTreeMirror``); nil until first committed.
    package var renderMirrorLink: MirrorLink?
    /// Old presented value of the property being changed, for the implicit action run during the change.
    package var pendingOldValue: (key: String, value: AnimationValue?)?
    package var unnamedAnimationCount = 0

    // MARK: Identity

    /// A name for debugging and for finding the layer; not used by rendering.
    public var name: String? { didSet { noteChange() } }
    /// The layer's delegate (weak): supplies drawing, layout and actions.
    public weak var delegate: CALayerDelegate?
    /// Per-layer actions by key (`NSNull()` disables one).
    public var actions: [String: CAAction]?
    /// Style dictionary (Core Animation searches its `"actions"` entry for actions).
    public var style: [AnyHashable: Any]?
    /// Whether changing the bounds' size marks the layer as needing display (default false).
    public var needsDisplayOnBoundsChange = false
    /// An optional layer whose alpha masks this layer's content (in this layer's coordinate space).
    ///
    /// The mask is removed from any superlayer it had. A mask that is this layer, one of its ancestors, or a layer
    /// this layer (indirectly) masks would make an endless cycle: it is refused and logged.
    public var mask: CALayer? {
        get { maskStorage }
        set {
            if let newValue, isDescendantOrSelf(of: newValue) {
                return Diagnostics.log("CALayer.mask: the mask is this layer or one it belongs to; refused")
            }
            let old = maskStorage
            old?.maskOwner = nil
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner?.maskStorage = nil
            newValue?.maskOwner = self
            maskStorage = newValue
            noteChange()
        }
    }
    @exclusivity(unchecked) private var maskStorage: CALayer?
    package weak var maskOwner: CALayer?

    // MARK: CAMediaTiming (the layer's own timing, which its sublayers and animations inherit)

    /// When the layer's local time starts, in its superlayer's time (seconds; 0: at once).
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0 { didSet { noteChange() } }
    /// The layer's own timing duration in seconds (`CAMediaTiming`; 0 by default).
    public var duration: CFTimeInterval = 0 { didSet { noteChange() } }
    /// How fast the layer's local time (and so its animations and sublayers) runs relative to its parent.
    @exclusivity(unchecked) public var speed: Float = 1 { didSet { noteChange() } }
    /// An offset added to the layer's local time, in seconds.
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0 { didSet { noteChange() } }
    /// How many times the layer's timing repeats (0: once).
    public var repeatCount: Float = 0 { didSet { noteChange() } }
    /// How long the layer's timing repeats, in seconds (0: not used).
    public var repeatDuration: CFTimeInterval = 0 { didSet { noteChange() } }
    /// Whether each repeat of the layer's timing plays backwards after forwards.
    public var autoreverses = false { didSet { noteChange() } }
    /// What the layer's timing shows outside its active interval.
    public var fillMode: CAMediaTimingFillMode = .removed { didSet { noteChange() } }

    // MARK: Creation

    /// Creates a layer with empty bounds at (0, 0).
    ///
    /// Designated and not required, as on Apple: a subclass writes `override init()`. Core Animation still
    /// creates subclasses from their metatypes (`UIView.layerClass`, presentation copies) through
    /// `LayerFactory`, which runs the subclass's own `init()` and `init(layer:)` (docs/ARCHITECTURE.md,
    /// "Creating classes from their metatypes").
    public override init() { super.init() }

    /// Creates a layer with default properties: Touchstone reads no archived layers, so nothing is decoded from
    /// `coder`. Designated (and required, as `NSCoding` makes it on Apple), so a subclass's
    /// `required init?(coder:)` can call `super.init(coder: coder)`.
    public required init?(coder: NSCoder) { super.init() }

    /// Releases the subtree iteratively: ARC would otherwise release a deep chain recursively and could overflow
    /// the stack for very deep trees.
    deinit {
        var pending = sublayerChildren.removeAll()
        while var layer = pending.popLast() {
            if isKnownUniquelyReferenced(&layer) { pending.append(contentsOf: layer.sublayerChildren.removeAll()) }
        }
    }

    /// Sets a mirror's contents version to the one its commit carries (``LayerCommit``).
    package func mirrorContentsVersion(_ version: Int) { contentsVersion = version }

    /// Sets a mirror's mask without the model setter's checks and bookkeeping (``LayerCommit``).
    package func replaceMirrorMask(_ mask: CALayer?) {
        maskStorage?.maskOwner = nil
        mask?.maskOwner = self
        maskStorage = mask
    }

    /// Creates a copy of `layer`'s properties: Core Animation uses this to make presentation layers.
    ///
    /// Subclasses override it to copy their own state and call `super.init(layer:)`, as on Apple; Core Animation
    /// calls the override of the layer's own class (`LayerFactory`). A `layer` that is not a `CALayer` gives a
    /// layer with default properties.
    public init(layer: Any) {
        if let other = layer as? CALayer {
            props = other.props
            name = other.name
            beginTime = other.beginTime
            duration = other.duration
            speed = other.speed
            timeOffset = other.timeOffset
            repeatCount = other.repeatCount
            repeatDuration = other.repeatDuration
            autoreverses = other.autoreverses
            fillMode = other.fillMode
        }
        super.init()
    }

    /// The property keys Core Animation redraws the layer for when they change (subclasses override).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default value of a property key, or nil: Core Animation's defaults for its properties, boxed as
    /// key-value coding returns values (`NSNumber`, `NSValue`; see `KeyValueBoxing`). Subclasses override it to
    /// give their own keys defaults; ``value(forKey:)`` returns it for keys never set.
    open class func defaultValue(forKey key: String) -> Any? {
        KeyValueBoxing.box(LayerKeys.value(forKey: key, in: LayerProperties())
            ?? RasterizationKeys.defaultValue(forKey: key))
    }

    // MARK: Key-value coding (CALayer+KeyValueCoding.swift)

    /// The value of the property or stored key `key`: a layer property (`"opacity"` as an `NSNumber`,
    /// `"position"` as an `NSValue`, `"backgroundColor"` as a `CGColor`), a value stored under any other key, or
    /// `defaultValue(forKey:)` for a key never set.
    open func value(forKey key: String) -> Any? { layerValue(forKey: key) }
    /// Sets the property `key` (through its setter, so the change runs its action) or stores `value` under any
    /// other key; values may be Swift values or `NSNumber`/`NSValue` boxes.
    open func setValue(_ value: Any?, forKey key: String) { setLayerValue(value, forKey: key) }
    /// The value at `keyPath`, including Core Animation's extensions (`"transform.rotation.z"`, `"position.x"`,
    /// `"bounds.size.width"`).
    open func value(forKeyPath keyPath: String) -> Any? { layerValue(forKeyPath: keyPath) }
    /// Sets the value at `keyPath`; a field of a structured property (`"transform.scale"`, `"position.x"`) sets
    /// the whole property through its setter.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setLayerValue(value, forKeyPath: keyPath) }

    /// The default action for `event` (step 4 of the action search); nil here.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether this object is a presentation copy.
    package var isPresentationCopy: Bool { presentedModel != nil }

    /// A copy showing the values currently on screen: the model with every active animation applied at the
    /// current media time. Its `superlayer` and `sublayers` are presentations too. Returns nil for a layer
    /// that has never been committed … except that Touchstone always returns a presentation (model values when
    /// nothing animates), which is what callers expect.
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = LayerFactory.makeCopy(of: self)
        copy.props = presentedProperties(at: CACurrentMediaTime())
        // Inside the action for a change, the presentation still shows the old value (as Apple's does until the
        // next frame), so an `action(forKey:)` may animate from `presentation()?.value(forKey:)`.
        if let pending = pendingOldValue, let old = pending.value { copy.props.setValue(old, forKeyPath: pending.key) }
        copy.presentedModel = self
        copy.delegate = delegate
        return copy
    }

    /// The class, address and frame, as `<CALayer: 0x600003e4c2a0; frame = (0 0; 100 50)>`.
    open override var description: String { ObjectDescription.describe(self, "frame = \(ObjectDescription.rect(frame))") }

    /// The model layer (self for model layers; the presented layer for presentation copies).
    open func model() -> Self {
        if let m = presentedModel as? Self { return m }
        return self
    }

    // MARK: The overridable surface
    //
    // Swift cannot override members declared in extensions (no Objective-C dispatch on Linux), so every method a
    // subclass may override is declared here; the facet files (CALayer+Display.swift, …) hold the work.

    /// Subclass keys that animate implicitly (e.g. a shape layer's `strokeEnd`); subclasses override.
    open class var animatableExtraKeys: Set<String> { [] }

    /// Finds the action for `event` (see `searchAction(forKey:)` for Apple's search order).
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// Adds a copy of `anim` under `key` (see `addAnimationCopy(_:forKey:)`).
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimationCopy(anim, forKey: key) }
    /// Removes the animation under `key`; its delegate is told it stopped unfinished.
    open func removeAnimation(forKey key: String) { removeAnimationNow(forKey: key) }
    /// Removes every animation (each delegate is told it stopped unfinished).
    open func removeAllAnimations() { removeEveryAnimation() }
    /// The running animation under `key` (the layer's copy; don't modify it).
    open func animation(forKey key: String) -> CAAnimation? { runningAnimation(forKey: key) }
    /// The keys of the running animations, in the order they were added (nil when there are none).
    open func animationKeys() -> [String]? { runningAnimationKeys() }

    /// Marks the whole layer for redisplay: `display()` runs before the next frame is composited.
    open func setNeedsDisplay() { markNeedsDisplay(.infinite) }
    /// Marks `r` (layer coordinates) for redisplay; the next `draw(in:)` is clipped to the accumulated rectangle.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(r) }
    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Runs `display()` now if the layer is marked.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// Updates `contents` (see `displayIntoBackingStore()`): the delegate's `display(_:)`, or a drawing through
    /// `draw(in:)` into a new backing image.
    open func display() { displayIntoBackingStore() }
    /// Whether `draw(in:)` draws: true when the layer's class overrides `draw(in:)` (see `LayerDrawing`), so
    /// iOS code need not know this property. A subclass may override it to decide otherwise.
    open var drawsOwnContent: Bool {
        if drawOverrideMemo == 0 { drawOverrideMemo = LayerDrawing.overridesDraw(type(of: self)) ? 2 : 1 }
        return drawOverrideMemo == 2
    }
    /// ``drawsOwnContent``'s answer for this layer's class: 0 not yet asked, 1 no, 2 yes.
    @exclusivity(unchecked) private var drawOverrideMemo: UInt8 = 0
    /// Draws the layer's content (default: asks the delegate). `ctx` is flipped (y down) and scaled by
    /// `contentsScale`, with its origin at the bounds' top-left.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Renders the layer and its sublayers into `ctx` in this layer's coordinate space (the model tree, as Apple's
    /// `render(in:)`), through the software compositor.
    open func render(in ctx: CGContext) { LayerRenderer.render(self, in: ctx) }
    /// Whether the layer's contents are drawn flipped when rendered: true when an odd number of the layer and its
    /// ancestors have ``isGeometryFlipped`` set, as Core Animation flips the coordinate space once per such layer.
    open func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        var steps = 0
        while let current = layer, steps < 100_000 {
            if current.props.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
            steps += 1
        }
        return flipped
    }
    /// Whether archiving the layer keeps the value of `key`: true for every key by default, as on Apple; subclasses
    /// override it to leave transient keys out.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Marks the layer's sublayers for layout before the next frame.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Whether layout is pending.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out now if needed (see `layoutTreeIfNeeded()`).
    open func layoutIfNeeded() { layoutTreeIfNeeded() }
    /// Positions sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size (its bounds' size by default).
    open func preferredFrameSize() -> CGSize { props.bounds.size }

    /// Whether `p` (this layer's coordinate space) is inside the layer: inside its bounds by default.
    open func contains(_ p: CGPoint) -> Bool { props.bounds.contains(p) }
    /// The farthest-descendant layer containing `p`, in the superlayer's coordinates (see `hitTestTree(_:)`).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestTree(p) }

    /// Records a change for the current transaction. Presentation copies and render mirrors have none: a mirror
    /// changes only when the rendering side applies a commit, on the render thread, which must not touch the
    /// main thread's transactions.
    package func noteChange() {
        guard !isPresentationCopy, !isRenderMirror else { return }
        changeCount &+= 1
        LayerChangeCount.increment()
        LayerEnvironment.current.transactions.noteChange(self)
    }

    /// Records that a property was set to the value it already had: the layer takes part in the current transaction
    /// (it counts as committed with it) but nothing it shows changed, so ``LayerChangeCount`` stands still and an
    /// idle main thread that sets the same values every turn lets the render server skip its walk.
    package func noteSetWithoutChange() {
        guard !isPresentationCopy, !isRenderMirror else { return }
        LayerEnvironment.current.transactions.noteChange(self)
    }

    /// Marks the contents as changed (new image or redraw) for the compositor's cache.
    package func bumpContentsVersion() {
        contentsVersion &+= 1
        noteChange()
    }

    // MARK: Properties and tree editing
    //
    // Declared in the class body, not in the extensions that implement their helpers, so that subclasses can
    // override them (`override var bounds: CGRect { didSet { … } }`), as Apple's open CALayer allows: Swift
    // without Objective-C cannot override a member declared in an extension.

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size, in points.
    open var bounds: CGRect {
        get { props.bounds }
        set {
            let oldSize = props.bounds.size
            setProperty("bounds", \.bounds, newValue)
            guard !isPresentationCopy, props.bounds.size != oldSize else { return }
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinates.
    open var position: CGPoint {
        get { props.position }
        set { setProperty("position", \.position, newValue) }
    }

    /// Position on the z axis: orders siblings (higher in front) and feeds 3-D transforms.
    open var zPosition: CGFloat {
        get { props.zPosition }
        set { setProperty("zPosition", \.zPosition, newValue) }
    }

    /// The point in unit coordinates of the bounds (0…1) that `position` refers to and transforms turn about.
    open var anchorPoint: CGPoint {
        get { props.anchorPoint }
        set { setProperty("anchorPoint", \.anchorPoint, newValue) }
    }

    /// The anchor point's position on the z axis, which 3-D transforms turn about (default 0).
    open var anchorPointZ: CGFloat {
        get { props.anchorPointZ }
        set { setProperty("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// The transform applied to the layer about its anchor point.
    open var transform: CATransform3D {
        get { props.transform }
        set { setProperty("transform", \.transform, newValue) }
    }

    /// The transform applied to the sublayers (about the layer's bounds centre… its anchor point), for
    /// perspective on a container.
    open var sublayerTransform: CATransform3D {
        get { props.sublayerTransform }
        set { setProperty("sublayerTransform", \.sublayerTransform, newValue) }
    }

    /// The layer's rectangle in its superlayer's space: the bounding box of the transformed bounds. Setting it
    /// sets `position` and `bounds.size` as Apple's CALayer does (see `LayerProperties/placement(forFrame:)`):
    /// under a scale, a mirror, a translation or a quarter turn the frame then reads back the value set; under
    /// other rotations Apple documents the result as unusable, and it is the one iOS gives.
    open var frame: CGRect {
        get { props.frame }
        set {
            guard PropertyValidation.isValid(newValue) else {
                return Diagnostics.log("CALayer.frame: non-finite value \(newValue) ignored")
            }
            let placement = props.placement(forFrame: newValue.standardized)
            position = placement.position
            bounds = CGRect(origin: props.bounds.origin, size: placement.size)
        }
    }

    /// The transform as an affine transform (`transform`'s 2-D part).
    open func affineTransform() -> CGAffineTransform { props.transform.affine }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Whether the layer and its sublayers are not drawn and not hit-tested (default false).
    open var isHidden: Bool {
        get { props.isHidden }
        set {
            let wasHidden = props.isHidden
            setProperty("hidden", \.isHidden, newValue)
            guard newValue != wasHidden else { return }
            runOrderAction(newValue ? kCAOnOrderOut : kCAOnOrderIn, inShownTree: hasBeenCommitted)
        }
    }

    /// Opacity of the layer and its sublayers as a group, 0…1 (clamped).
    open var opacity: Float {
        get { props.opacity }
        set {
            guard finite("opacity", newValue) else { return }
            setProperty("opacity", \.opacity, min(1, max(0, newValue)))
        }
    }

    /// Whether sublayers and contents are clipped to the bounds (with rounded corners when `cornerRadius` > 0).
    open var masksToBounds: Bool {
        get { props.masksToBounds }
        set { setProperty("masksToBounds", \.masksToBounds, newValue) }
    }

    /// The colour filling the bounds (rounded by `cornerRadius`) beneath the contents; nil (the default) for none.
    open var backgroundColor: CGColor? {
        get { props.backgroundColor }
        set { setProperty("backgroundColor", \.backgroundColor, newValue) }
    }

    /// Radius of the rounded corners of the background and border (and of the clip with `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { props.cornerRadius }
        set {
            guard finite("cornerRadius", newValue) else { return }
            setProperty("cornerRadius", \.cornerRadius, max(0, newValue))
        }
    }

    /// Which corners `cornerRadius` rounds (default all four). Not animatable.
    open var maskedCorners: CACornerMask {
        get { props.maskedCorners }
        set { setProperty("maskedCorners", \.maskedCorners, newValue, animatable: false) }
    }

    /// Width of the border, drawn inside the bounds and above the sublayers.
    open var borderWidth: CGFloat {
        get { props.borderWidth }
        set {
            guard finite("borderWidth", newValue) else { return }
            setProperty("borderWidth", \.borderWidth, max(0, newValue))
        }
    }

    /// The border's colour (default opaque black); nil draws no border.
    open var borderColor: CGColor? {
        get { props.borderColor }
        set { setProperty("borderColor", \.borderColor, newValue) }
    }

    /// The shadow's colour (default opaque black), shown only when `shadowOpacity` is above 0.
    open var shadowColor: CGColor? {
        get { props.shadowColor }
        set { setProperty("shadowColor", \.shadowColor, newValue) }
    }

    /// Shadow opacity, 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float {
        get { props.shadowOpacity }
        set {
            guard finite("shadowOpacity", newValue) else { return }
            setProperty("shadowOpacity", \.shadowOpacity, min(1, max(0, newValue)))
        }
    }

    /// Shadow offset in the layer's space (default (0, −3): up, as on iPhone OS).
    open var shadowOffset: CGSize {
        get { props.shadowOffset }
        set { setProperty("shadowOffset", \.shadowOffset, newValue) }
    }

    /// Shadow blur radius in points (default 3).
    open var shadowRadius: CGFloat {
        get { props.shadowRadius }
        set {
            guard finite("shadowRadius", newValue) else { return }
            setProperty("shadowRadius", \.shadowRadius, max(0, newValue))
        }
    }

    /// The shadow's shape; nil derives it from the layer's contents and background.
    ///
    /// Animatable only explicitly: "Unlike most animatable properties, shadowPath (as with all CGPathRef
    /// animatable properties) does not support implicit animation" (Apple's CALayer reference).
    open var shadowPath: CGPath? {
        get { props.shadowPath }
        set { setProperty("shadowPath", \.shadowPath, newValue, animatable: false) }
    }

    /// The image the layer shows (a `CGImage`); set by `display()` when the layer or its delegate draws.
    open var contents: Any? {
        get { props.contents }
        set {
            setProperty("contents", \.contents, newValue)
            bumpContentsVersion()
        }
    }

    /// How the contents image is placed in the bounds (default `.resize`: stretched to fill). Not animatable.
    open var contentsGravity: CALayerContentsGravity {
        get { props.contentsGravity }
        set { setProperty("contentsGravity", \.contentsGravity, newValue, animatable: false) }
    }

    /// The part of the contents image shown, in unit coordinates (default the whole image).
    open var contentsRect: CGRect {
        get { props.contentsRect }
        set { setProperty("contentsRect", \.contentsRect, newValue) }
    }

    /// The stretchable centre of the contents (unit coordinates) for nine-part scaling.
    open var contentsCenter: CGRect {
        get { props.contentsCenter }
        set { setProperty("contentsCenter", \.contentsCenter, newValue) }
    }

    /// Pixels per point of the contents (the screen scale for drawn content).
    open var contentsScale: CGFloat {
        get { props.contentsScale }
        set {
            guard newValue > 0 else { return Diagnostics.log("CALayer.contentsScale \(newValue) ignored") }
            setProperty("contentsScale", \.contentsScale, newValue, animatable: false)
        }
    }

    /// A promise that drawn contents fill the bounds opaquely (lets the compositor skip blending).
    open var isOpaque: Bool {
        get { props.isOpaque }
        set { setProperty("opaque", \.isOpaque, newValue, animatable: false) }
    }

    /// Whether the back face shows when the layer is turned away from the viewer.
    open var isDoubleSided: Bool {
        get { props.isDoubleSided }
        set { setProperty("doubleSided", \.isDoubleSided, newValue, animatable: false) }
    }

    /// Whether the sublayers' geometry is flipped vertically (default false). Stored, not yet drawn.
    open var isGeometryFlipped: Bool {
        get { props.isGeometryFlipped }
        set { setProperty("geometryFlipped", \.isGeometryFlipped, newValue, animatable: false) }
    }

    /// The filter used when the contents are drawn smaller than their size (default `.linear`).
    open var minificationFilter: CALayerContentsFilter {
        get { props.minificationFilter }
        set { setProperty("minificationFilter", \.minificationFilter, newValue, animatable: false) }
    }

    /// The filter used when the contents are drawn larger than their size (default `.linear`).
    open var magnificationFilter: CALayerContentsFilter {
        get { props.magnificationFilter }
        set { setProperty("magnificationFilter", \.magnificationFilter, newValue, animatable: false) }
    }

    // MARK: Hierarchy

    /// The layer's parent, or nil for a root layer. For a presentation copy, the parent's presentation.
    open var superlayer: CALayer? {
        if let model = presentedModel { return model.parent?.presentation() }
        return parent
    }

    /// The layer's children, back to front (before `zPosition` ordering). Setting it replaces them all.
    /// For a presentation copy, the children's presentations.
    open var sublayers: [CALayer]? {
        get {
            if let model = presentedModel { return model.sublayers?.compactMap { $0.presentation() } }
            return sublayerChildren.isEmpty ? nil : sublayerList
        }
        set {
            for layer in sublayerChildren.removeAll() { layer.detachFromParent() }
            for layer in newValue ?? [] { addSublayer(layer) }
            noteChange()
        }
    }

    /// Appends `layer` to the sublayers (front-most), removing it from any previous superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerChildren.count)) }

    /// Inserts `layer` at `index` in the sublayers (clamped to the end).
    ///
    /// Refused, with a logged diagnostic, when `layer` is this layer or one of its ancestors (a cycle would make
    /// the tree infinite), or when either layer is a presentation copy. Sublayer edits cost O(log n) in the number
    /// of siblings (O(1) for the cycle check when `layer` has no sublayers and no mask).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !isPresentationCopy, !layer.isPresentationCopy else {
            return Diagnostics.log("insertSublayer: presentation layers cannot be reparented; ignored")
        }
        guard !mayBeAncestorOrSelf(layer) || !isDescendantOrSelf(of: layer) else {
            return Diagnostics.log("insertSublayer: adding a layer to itself or its descendant would make a cycle; ignored")
        }
        var insertAt = min(Int(index), sublayerChildren.count)
        let reordered = layer.parent === self
        if reordered, let current = sublayerChildren.index(of: layer) {
            sublayerChildren.remove(layer)
            if current < insertAt { insertAt -= 1 }
        } else {
            // Moved from its old parent without calling an override of `removeFromSuperlayer()` (the layer is
            // not being removed).
            layer.detachFromTree()
            if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        }
        sublayerChildren.insert(layer, at: insertAt)
        layer.parent = self
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { propagateDescendantNeedsLayout(from: layer) }
        noteChange()
        layer.noteChange()
        setNeedsLayout()
        // A layer entering the tree (not one reordered among its siblings) runs its order-in action.
        if !reordered { layer.runOrderAction(kCAOnOrderIn, inShownTree: hasBeenCommitted) }
    }

    /// Inserts `layer` just below `sibling` (at the start when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerChildren.index(of: s) } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the end when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerChildren.index(of: s) }.map { $0 + 1 } ?? sublayerChildren.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index; ignored when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerChildren.index(of: oldLayer) else {
            return Diagnostics.log("replaceSublayer: the layer to replace is not a sublayer; ignored")
        }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (or from being its owner's mask).
    open func removeFromSuperlayer() { detachFromTree() }
}
