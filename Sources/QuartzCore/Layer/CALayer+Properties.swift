// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Sets a model property: refuses non-finite geometry (logged), records the change, and runs the property's
    /// action (an implicit animation unless actions are disabled or the delegate declines).
    package func setProperty<T>(
        _ key: String, _ keyPath: WritableKeyPath<LayerProperties, T>, _ value: T, animatable: Bool = true
    ) {
        if isPresentationCopy {
            props[keyPath: keyPath] = value
            return
        }
        guard PropertyValidation.isValid(value) else {
            return Diagnostics.log("CALayer.\(key): non-finite value \(value) ignored")
        }
        // The old value matters only if an action runs; most changes (a view's layer, disabled actions) run none,
        // so it is captured cheaply now and converted only when needed.
        let presentedBefore = animatable && !animationList.isEmpty
            ? presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: key) : nil
        let before = props
        let changed = !PropertyValueEquality.same(before[keyPath: keyPath], value)
        props[keyPath: keyPath] = value
        didChangeProperty(key, animatable: animatable, changed: changed) {
            presentedBefore ?? before.value(forKeyPath: key)
        }
    }

    /// Sets a subclass property stored under `key` in `LayerProperties/extra`: refuses non-finite numbers,
    /// points and transforms (logged), records the change and runs the key's action like a built-in property.
    ///
    /// nil is stored as `LayerProperties/nilExtra` so that the key stays present: an animation needs a model
    /// value to run against (an explicit `strokeColor` animation on a layer whose `strokeColor` is nil).
    package func setExtra(_ key: String, _ value: Any?, animatable: Bool = true) {
        guard PropertyValidation.isValid(value) else {
            return Diagnostics.log("CALayer.\(key): non-finite value \(value.map { "\($0)" } ?? "nil") ignored")
        }
        let stored: Any = value ?? LayerProperties.nilExtra
        if isPresentationCopy {
            props.extra[key] = stored
            return
        }
        let presentedBefore = animatable && !animationList.isEmpty
            ? presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: key) : nil
        let before = props
        props.extra[key] = stored
        didChangeProperty(key, animatable: animatable, changed: true) {
            // A key set for the first time (a custom key) changes from its default.
            presentedBefore ?? before.value(forKeyPath: key) ?? AnimationValue(type(of: self).defaultValue(forKey: key))
        }
    }

    /// A subclass property stored under `key`, or `value` when it is absent or of another type.
    package func extra<T>(_ key: String, default value: T) -> T { props.extra[key] as? T ?? value }

    /// Records the change (`changed`: false when the property was set to the value it had, which takes part in the
    /// transaction but leaves ``LayerChangeCount`` alone) and runs the key's needs-display rule and action, which
    /// Core Animation runs for every set, equal value or not.
    private func didChangeProperty(
        _ key: String, animatable: Bool, changed: Bool, oldValue: () -> AnimationValue?
    ) {
        if changed { noteChange() } else { noteSetWithoutChange() }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard animatable, !CATransaction.disableActions() else { return }
        // The old value is also what `presentation()` shows inside `action(forKey:)` (a subclass animating from
        // `presentation()?.value(forKey:)`), so a standalone layer, whose search almost always finds an action,
        // records it first. A delegate's layer (a view's) usually gets none, so it is computed only when needed.
        let ownsSearch = delegate == nil
        if ownsSearch { pendingOldValue = (key, oldValue()) }
        defer { pendingOldValue = nil }
        guard let action = action(forKey: key) else { return }
        if !ownsSearch { pendingOldValue = (key, oldValue()) }
        action.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size, in points.
    public var bounds: CGRect {
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
    public var position: CGPoint {
        get { props.position }
        set { setProperty("position", \.position, newValue) }
    }

    /// Position on the z axis: orders siblings (higher in front) and feeds 3-D transforms.
    public var zPosition: CGFloat {
        get { props.zPosition }
        set { setProperty("zPosition", \.zPosition, newValue) }
    }

    /// The point in unit coordinates of the bounds (0…1) that `position` refers to and transforms turn about.
    public var anchorPoint: CGPoint {
        get { props.anchorPoint }
        set { setProperty("anchorPoint", \.anchorPoint, newValue) }
    }

    /// The anchor point's position on the z axis, which 3-D transforms turn about (default 0).
    public var anchorPointZ: CGFloat {
        get { props.anchorPointZ }
        set { setProperty("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// The transform applied to the layer about its anchor point.
    public var transform: CATransform3D {
        get { props.transform }
        set { setProperty("transform", \.transform, newValue) }
    }

    /// The transform applied to the sublayers (about the layer's bounds centre… its anchor point), for
    /// perspective on a container.
    public var sublayerTransform: CATransform3D {
        get { props.sublayerTransform }
        set { setProperty("sublayerTransform", \.sublayerTransform, newValue) }
    }

    /// The layer's rectangle in its superlayer's space: the bounding box of the transformed bounds. Setting it
    /// sets `position` and `bounds.size` as Apple's CALayer does (see `LayerProperties/placement(forFrame:)`):
    /// under a scale, a mirror, a translation or a quarter turn the frame then reads back the value set; under
    /// other rotations Apple documents the result as unusable, and it is the one iOS gives.
    public var frame: CGRect {
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
    public func affineTransform() -> CGAffineTransform { props.transform.affine }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Whether the layer and its sublayers are not drawn and not hit-tested (default false).
    public var isHidden: Bool {
        get { props.isHidden }
        set { setProperty("hidden", \.isHidden, newValue) }
    }

    /// Opacity of the layer and its sublayers as a group, 0…1 (clamped).
    public var opacity: Float {
        get { props.opacity }
        set {
            guard finite("opacity", newValue) else { return }
            setProperty("opacity", \.opacity, min(1, max(0, newValue)))
        }
    }

    /// Whether sublayers and contents are clipped to the bounds (with rounded corners when `cornerRadius` > 0).
    public var masksToBounds: Bool {
        get { props.masksToBounds }
        set { setProperty("masksToBounds", \.masksToBounds, newValue) }
    }

    /// The colour filling the bounds (rounded by `cornerRadius`) beneath the contents; nil (the default) for none.
    public var backgroundColor: CGColor? {
        get { props.backgroundColor }
        set { setProperty("backgroundColor", \.backgroundColor, newValue) }
    }

    /// Radius of the rounded corners of the background and border (and of the clip with `masksToBounds`).
    public var cornerRadius: CGFloat {
        get { props.cornerRadius }
        set {
            guard finite("cornerRadius", newValue) else { return }
            setProperty("cornerRadius", \.cornerRadius, max(0, newValue))
        }
    }

    /// Which corners `cornerRadius` rounds (default all four). Not animatable.
    public var maskedCorners: CACornerMask {
        get { props.maskedCorners }
        set { setProperty("maskedCorners", \.maskedCorners, newValue, animatable: false) }
    }

    /// Width of the border, drawn inside the bounds and above the sublayers.
    public var borderWidth: CGFloat {
        get { props.borderWidth }
        set {
            guard finite("borderWidth", newValue) else { return }
            setProperty("borderWidth", \.borderWidth, max(0, newValue))
        }
    }

    /// The border's colour (default opaque black); nil draws no border.
    public var borderColor: CGColor? {
        get { props.borderColor }
        set { setProperty("borderColor", \.borderColor, newValue) }
    }

    /// The shadow's colour (default opaque black), shown only when `shadowOpacity` is above 0.
    public var shadowColor: CGColor? {
        get { props.shadowColor }
        set { setProperty("shadowColor", \.shadowColor, newValue) }
    }

    /// Shadow opacity, 0 (no shadow, the default) to 1.
    public var shadowOpacity: Float {
        get { props.shadowOpacity }
        set {
            guard finite("shadowOpacity", newValue) else { return }
            setProperty("shadowOpacity", \.shadowOpacity, min(1, max(0, newValue)))
        }
    }

    /// Shadow offset in the layer's space (default (0, −3): up, as on iPhone OS).
    public var shadowOffset: CGSize {
        get { props.shadowOffset }
        set { setProperty("shadowOffset", \.shadowOffset, newValue) }
    }

    /// Shadow blur radius in points (default 3).
    public var shadowRadius: CGFloat {
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
    public var shadowPath: CGPath? {
        get { props.shadowPath }
        set { setProperty("shadowPath", \.shadowPath, newValue, animatable: false) }
    }

    // MARK: Contents

    /// The image the layer shows (a `CGImage`); set by `display()` when the layer or its delegate draws.
    public var contents: Any? {
        get { props.contents }
        set {
            setProperty("contents", \.contents, newValue)
            bumpContentsVersion()
        }
    }

    /// How the contents image is placed in the bounds (default `.resize`: stretched to fill). Not animatable.
    public var contentsGravity: CALayerContentsGravity {
        get { props.contentsGravity }
        set { setProperty("contentsGravity", \.contentsGravity, newValue, animatable: false) }
    }

    /// The part of the contents image shown, in unit coordinates (default the whole image).
    public var contentsRect: CGRect {
        get { props.contentsRect }
        set { setProperty("contentsRect", \.contentsRect, newValue) }
    }

    /// The stretchable centre of the contents (unit coordinates) for nine-part scaling.
    public var contentsCenter: CGRect {
        get { props.contentsCenter }
        set { setProperty("contentsCenter", \.contentsCenter, newValue) }
    }

    /// Pixels per point of the contents (the screen scale for drawn content).
    public var contentsScale: CGFloat {
        get { props.contentsScale }
        set {
            guard newValue > 0 else { return Diagnostics.log("CALayer.contentsScale \(newValue) ignored") }
            setProperty("contentsScale", \.contentsScale, newValue, animatable: false)
        }
    }

    /// A promise that drawn contents fill the bounds opaquely (lets the compositor skip blending).
    public var isOpaque: Bool {
        get { props.isOpaque }
        set { setProperty("opaque", \.isOpaque, newValue, animatable: false) }
    }

    /// Whether the back face shows when the layer is turned away from the viewer.
    public var isDoubleSided: Bool {
        get { props.isDoubleSided }
        set { setProperty("doubleSided", \.isDoubleSided, newValue, animatable: false) }
    }

    /// Whether the sublayers' geometry is flipped vertically (default false). Stored, not yet drawn.
    public var isGeometryFlipped: Bool {
        get { props.isGeometryFlipped }
        set { setProperty("geometryFlipped", \.isGeometryFlipped, newValue, animatable: false) }
    }

    /// The filter used when the contents are drawn smaller than their size (default `.linear`).
    public var minificationFilter: CALayerContentsFilter {
        get { props.minificationFilter }
        set { setProperty("minificationFilter", \.minificationFilter, newValue, animatable: false) }
    }

    /// The filter used when the contents are drawn larger than their size (default `.linear`).
    public var magnificationFilter: CALayerContentsFilter {
        get { props.magnificationFilter }
        set { setProperty("magnificationFilter", \.magnificationFilter, newValue, animatable: false) }
    }
}

extension CALayer {
    /// Whether `value` is finite; logs and returns false otherwise. Clamping setters check first, so that clamping
    /// cannot turn NaN or an infinity into a legal value.
    fileprivate func finite<T: BinaryFloatingPoint>(_ key: String, _ value: T) -> Bool {
        guard value.isFinite else {
            Diagnostics.log("CALayer.\(key): non-finite value \(value) ignored")
            return false
        }
        return true
    }
}

/// Finite-value checks for property setters.
enum PropertyValidation {
    static func isValid<T>(_ value: T) -> Bool {
        switch value {
        case let v as CGFloat: return v.isFinite
        case let v as Float: return v.isFinite
        case let p as CGPoint: return p.x.isFinite && p.y.isFinite
        case let s as CGSize: return s.width.isFinite && s.height.isFinite
        case let r as CGRect: return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case let t as CATransform3D: return t.isFinite
        case let v as Double: return v.isFinite
        default: return true
        }
    }
}
