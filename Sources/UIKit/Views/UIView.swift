// SPDX-License-Identifier: Apache-2.0

/// A rectangular area on the screen that draws content and handles events: the building block of every
/// iPhone OS interface (guide §2.2).
///
/// Every view is backed by a layer (`layer`, of class `layerClass`) created at initialisation and never replaced;
/// the view is its layer's delegate. Most view properties are thin wrappers around layer properties. Geometry:
/// `frame` (superview coordinates) is derived from `center` and `bounds` and is only meaningful while
/// `transform` is the identity (guide §2.2.5).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of layer created for views of this class (override to use e.g. `CAShapeLayer`).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer. Its delegate is the view; do not change it.
    public let layer: CALayer

    /// The subviews, back to front, with O(log n) edits (``ChildList``).
    package var subviewChildren = ChildList<UIView>()
    /// The subviews, back to front, as an array (cached between edits).
    package var subviewList: [UIView] { subviewChildren.elements }
    package weak var superviewStorage: UIView?
    package weak var windowStorage: UIWindow?
    /// The view's interactions, in the order added (ContextMenus/UIView+Interactions.swift).
    package var interactionStorage: [any UIInteraction] = []
    /// The motion effects (`MotionEffects/UIView+MotionEffects.swift`).
    package var motionEffectStorage: [UIMotionEffect] = []
    /// Set when this view is a view controller's root view.
    package weak var owningViewController: UIViewController? { didSet { StyleOverrides.generation &+= 1 } }
    /// The override style found for this view in one generation of ``StyleOverrides`` (UIView+DarkMode.swift).
    package var overrideStyleCache: (generation: Int, style: UIUserInterfaceStyle)?

    /// An integer identifying the view (`viewWithTag(_:)`); 0 by default.
    open var tag: Int = 0
    /// Whether touches reach this view and its subviews (true by default).
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one finger of a multi-touch sequence (false by default, guide §2.3).
    open var isMultipleTouchEnabled = false
    /// The shape UIKit Dynamics collides this view with (iOS 9): `.rectangle` unless a subclass overrides it (see
    /// `UIDynamicItem`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex path about the view's centre UIKit Dynamics uses for `.path` collision bounds (iOS 9); by default
    /// the bounds' rectangle centred on (0, 0).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width,
                                  height: bounds.height))
    }
    /// Whether the view takes touches exclusively: no other view in the window gets touches while it has one.
    open var isExclusiveTouch = false
    /// Whether the context is cleared to transparent before `draw(_:)` (true by default, guide §2.4.2).
    open var clearsContextBeforeDrawing = true {
        didSet { layer.preservesContentsOnRedisplay = !clearsContextBeforeDrawing }
    }
    /// How the view resizes when its superview's bounds change size ([] by default: it doesn't, guide §2.2.6).
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoLayout?.host != nil { AutoLayoutHost.viewDidChange(self) } }
    }
    /// Whether a bounds-size change resizes the direct subviews by their masks (true by default, guide §2.2.6).
    open var autoresizesSubviews = true
    /// How drawn content fits the bounds after a size change (`.scaleToFill` by default, guide §2.2.9); sets the
    /// layer's `contentsGravity`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.layerGravity }
    }
    /// The stretchable part of the content in unit coordinates ((0, 0, 1, 1) by default: all of it); the layer's
    /// `contentsCenter`. Clamped to the unit square; non-finite values are ignored (guide §2.2.9).
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { applyContentStretch(newValue) }
    }

    // MARK: Creation

    /// Creates a view with `frame` in its superview's coordinates: `bounds` = (0, 0, frame.size), `center` = the
    /// frame's centre (guide §2.2.5).
    public init(frame: CGRect) {
        MainThreadChecker.check("-[UIView initWithFrame:]")
        layer = UIView.makeBackingLayer(for: type(of: self))
        super.init()
        attachBackingLayer(frame: frame)
    }

    /// Creates a view from an archive: an Interface Builder document's coder gives its frame, autoresizing mask,
    /// content mode, colours, flags and subviews (InterfaceBuilder/UIView+InterfaceBuilder.swift); another coder's
    /// missing keys leave the defaults of `init(frame: .zero)`.
    ///
    /// Designated (and required), as on Apple, so a subclass's `required init?(coder:)` can call
    /// `super.init(coder: coder)`; a subclass that adds its own designated initialiser must provide it, as on Apple.
    public required init?(coder: NSCoder) {
        MainThreadChecker.check("-[UIView initWithCoder:]")
        layer = UIView.makeBackingLayer(for: type(of: self))
        super.init()
        attachBackingLayer(frame: .zero)
        decodeViewAttributes(from: coder)
    }

    /// Creates a view with a zero frame (`init(frame: .zero)`). Inherited by subclasses that provide both
    /// designated initialisers, as on Apple.
    public override convenience init() { self.init(frame: .zero) }

    /// A new layer of the class's `layerClass` (`CALayer` when that is not a layer class, logged), made by the
    /// layer class's own `init()`.
    private static func makeBackingLayer(for viewType: UIView.Type) -> CALayer {
        guard let layerType = viewType.layerClass as? CALayer.Type else {
            UIKitDiagnostics.log("\(viewType).layerClass is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        return LayerFactory.make(layerType)
    }

    /// Releases the subtree iteratively: ARC would otherwise release a deep chain of subviews recursively, one
    /// stack frame per level, and overflow the stack at a few thousand levels.
    deinit {
        accessingMainActorState {
            var pending = subviewChildren.removeAll()
            while var view = pending.popLast() {
                if isKnownUniquelyReferenced(&view) {
                    pending.append(contentsOf: view.subviewChildren.removeAll())
                } else {
                    InheritedTint.epoch &+= 1  // a subview lives on without its superview
                }
            }
        }
    }

    /// Makes the view its layer's delegate and sets the initial frame without animation.
    private func attachBackingLayer(frame: CGRect) {
        layer.delegate = self
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        self.frame = frame
        CATransaction.commit()
        layer.setNeedsDisplay()
        if type(of: self).requiresConstraintBasedLayout { autoLayoutHostStorage = AutoLayoutHost(root: self) }
    }

    /// The window the view is in, or nil.
    open var window: UIWindow? { windowStorage }

    // MARK: Geometry (guide §2.2.5)

    /// The view's rectangle in its superview's coordinates. Setting it sets `bounds.size` and moves `center`, as
    /// the layer's `frame` setter does: under a scale or a quarter turn the frame reads back the value set.
    /// Main thread only: from another thread it prints the Main Thread Checker's report and stops the process, as
    /// `init(frame:)`, `addSubview(_:)` and `setNeedsDisplay()` do (see `MainThreadChecker`).
    open var frame: CGRect {
        get {
            MainThreadChecker.check("-[UIView frame]")
            return layer.frame
        }
        set {
            MainThreadChecker.check("-[UIView setFrame:]")
            guard Geometry.isFinite(newValue) else {
                return UIKitDiagnostics.log("UIView.frame: non-finite \(newValue) ignored")
            }
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayout?.host != nil { AutoLayoutHost.viewDidChange(self) }
        }
    }

    /// The view's own coordinate space. Changing its size changes the frame's size; changing its origin shows a
    /// different part of the content and moves neither frame nor centre.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            MainThreadChecker.check("-[UIView setBounds:]")
            guard Geometry.isFinite(newValue) else {
                return UIKitDiagnostics.log("UIView.bounds: non-finite \(newValue) ignored")
            }
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayout?.host != nil { AutoLayoutHost.viewDidChange(self) }
        }
    }

    /// The centre of the frame, in the superview's coordinates: the way to move a view.
    open var center: CGPoint {
        get { layer.position }
        set {
            MainThreadChecker.check("-[UIView setCenter:]")
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitDiagnostics.log("UIView.center: non-finite \(newValue) ignored")
            }
            layer.position = newValue
            if autoLayout?.host != nil { AutoLayoutHost.viewDidChange(self) }
        }
    }

    /// The transform applied about the view's centre. While it is not the identity, `frame` is undefined.
    /// Setting it schedules `layoutSubviews()` for the next frame (guide §2.2.9).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            layer.setAffineTransform(newValue)
            setNeedsLayout()
        }
    }

    /// Pixels per point of the view's drawn content (the screen's scale once in a window).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue > 0, newValue.isFinite, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    // MARK: Appearance

    /// The colour filling the bounds behind any drawn content (nil, the default: transparent).
    /// A dynamic colour (`UIColor.systemBackground`, ``UIColor/init(dynamicProvider:)``) is resolved for the
    /// view's traits and again whenever its appearance changes (Appearance/UIView+Appearance.swift).
    open var backgroundColor: UIColor? {
        get { appearanceBackgroundColor }
        set {
            MainThreadChecker.check("-[UIView setBackgroundColor:]")
            setAppearanceBackgroundColor(newValue)
        }
    }

    /// Opacity of the view and its subviews, 0…1 (clamped). Views with alpha below 0.01 get no touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            MainThreadChecker.check("-[UIView setAlpha:]")
            guard !newValue.isNaN else { return UIKitDiagnostics.log("UIView.alpha: NaN ignored") }
            layer.opacity = Float(min(1, max(0, newValue)))
        }
    }

    /// Whether the view (and its subviews) are hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            MainThreadChecker.check("-[UIView setHidden:]")
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { notifyStackOfVisibilityChange() }  // a hidden arranged view collapses (UIStackView)
        }
    }

    /// A promise that the view fills its bounds with opaque content (lets compositing skip blending).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews and content are clipped to the bounds (false by default, guide §2.2.5).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Description

    /// The class, address, frame and layer as Apple prints them, with the transform, `clipsToBounds`, alpha,
    /// hidden and opaque when they differ from the defaults:
    /// `<UIView: 0x7fb5c8d0; frame = (0 0; 320 480); layer = <CALayer: 0x6000c1e0>>`. Safe on any thread.
    nonisolated open override var description: String { ObjectDescription.describe(self, descriptionDetails) }

    // MARK: Responder chain

    /// The view's view controller when it is one's root view, else its superview (guide §2.3).
    open override var next: UIResponder? { owningViewController ?? superviewStorage }

    // MARK: The overridable surface
    //
    // Swift cannot override members declared in extensions (there is no Objective-C dispatch on Linux), so every
    // method apps override is declared here; the facet files (UIView+Hierarchy.swift, …) hold the work.

    /// Called before the view moves to `newSuperview` (nil: it is being removed). Default: nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed). Default: nothing.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow`. Default: nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed. Default: nothing.
    open func didMoveToWindow() {}
    /// Called after `subview` was added. Default: nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed. Default: nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Removes the view from its superview (see ``removeFromSuperviewNow()`` for the notification order).
    open func removeFromSuperview() {
        MainThreadChecker.check("-[UIView removeFromSuperview]")
        removeFromSuperviewNow()
    }

    /// Draws the view's content in `rect` (the area needing redraw: the whole bounds the first time, then the
    /// rectangles passed to `setNeedsDisplay(_:)`, guide §2.4.1). The current context
    /// (`UIGraphicsGetCurrentContext()`) has its origin at the bounds' top-left with y down, at the screen's scale.
    /// The default draws nothing; views that don't override it get no backing store.
    open func draw(_ rect: CGRect) { ViewDrawing.markDoesNotDraw(type(of: self)) }
    /// Marks the whole view for redrawing before the next frame.
    open func setNeedsDisplay() {
        MainThreadChecker.check("-[UIView setNeedsDisplay]")
        if DrawnColours.keepingContents === self { return }  // an appearance change that repaints nothing
        layer.setNeedsDisplay()
    }
    /// Marks `rect` (view coordinates) for redrawing; the next `draw(_:)` receives the accumulated rectangle.
    open func setNeedsDisplay(_ rect: CGRect) {
        if DrawnColours.keepingContents === self { return }
        layer.setNeedsDisplay(rect)
    }

    /// Lays out subviews. The default sets the frames Auto Layout solved for subviews that do not translate
    /// their autoresizing mask (and nothing else); override to position subviews, calling `super` first when
    /// constraints should apply too. Called before the next frame after `setNeedsLayout()`, or at once by
    /// `layoutIfNeeded()`.
    open func layoutSubviews() { applySolvedFramesToSubviews() }
    /// Marks the view for layout before the next frame.
    open func setNeedsLayout() {
        MainThreadChecker.check("-[UIView setNeedsLayout]")
        layer.setNeedsLayout()
    }
    /// Lays out this view and its subviews now if any is marked.
    open func layoutIfNeeded() {
        MainThreadChecker.check("-[UIView layoutIfNeeded]")
        prepareConstraintLayout()
        layer.layoutIfNeeded()
    }
    /// The view's natural size from its content, for layout: `UIView.noIntrinsicMetric` in each dimension by
    /// default (labels, buttons and image views override it with their content's size).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells layout that ``intrinsicContentSize`` changed: its Auto Layout constraints are remade and the
    /// superview lays out again.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    /// Ends editing in the view's subtree: the first responder inside it (the view itself included) resigns —
    /// even when it refuses to, if `force`. Returns whether nothing inside is first responder afterwards.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInSubtree(force: force) }
    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    open func sizeToFit() { resizeToFit() }

    /// Whether `point` (this view's coordinates) is inside the view: inside its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The deepest visible, interactive descendant containing `point` (see ``defaultHitTest(_:with:)``).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    // MARK: Auto Layout (AutoLayout/UIView+Constraints.swift, UIView+ConstraintLayout.swift)

    /// The view's Auto Layout state (nil until it takes part).
    package var autoLayout: ViewLayoutState?
    /// The solver of the hierarchy this view is the root of, when it has Auto Layout content.
    package var autoLayoutHostStorage: AutoLayoutHost?
    /// `needsUpdateConstraints()`: true for a new view, so the first pass calls its `updateConstraints()`.
    package var needsConstraintUpdateFlag = true

    /// Whether UIKit turns the view's frame and autoresizing mask into constraints (true by default, as for views
    /// made in code): set it to false for a view that constraints position and size.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizing ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }
    /// The constraints installed on this view (those whose items' nearest common ancestor it is, or added with
    /// ``addConstraint(_:)``).
    open var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }
    /// Installs `constraint` on this view, which must be an ancestor of (or be) each of its items; prefer
    /// `isActive`, which finds the view.
    open func addConstraint(_ constraint: NSLayoutConstraint) { AutoLayoutHost.install(constraint, on: self) }
    /// Installs each constraint on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }
    /// Removes `constraint` when it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { AutoLayoutHost.deactivate(constraint) }
    }
    /// Removes each constraint installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }
    /// Updates the view's constraints: called in the update pass before layout for views that need it (new
    /// views, and after ``setNeedsUpdateConstraints()``), subviews first. Override to add or change constraints;
    /// call `super` last, as UIKit asks. The default does nothing.
    open func updateConstraints() {}
    /// Whether the view needs the constraint-based layout pass even with no constraints (so its
    /// ``updateConstraints()`` runs): false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// How far the view's alignment rectangle, which constraints position, lies inside its frame (zero by
    /// default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline is this view's (the view itself by default; a button's title label).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's.
    open var forLastBaselineLayout: UIView { self }
    /// The baselines' distances from the top and from the bottom of the view, for text views; nil puts both
    /// baselines at the bottom edge, as for views without text.
    package var layoutBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }
    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.priority(autoLayout!.hugging, axis) ?? .defaultLow
    }
    /// Sets the content hugging priority on `axis` (clamped to 1…1000).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setIntrinsicPriority(priority, axis, hugging: true)
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.priority(autoLayout!.compressionResistance, axis) ?? .defaultHigh
    }
    /// Sets the compression resistance priority on `axis` (clamped to 1…1000).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        setIntrinsicPriority(priority, axis, hugging: false)
    }
    /// The size the view's constraints give it closest to `targetSize`, which is held at
    /// ``UILayoutPriority/fittingSizeLevel`` (see ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, priorities: [.fittingSizeLevel, .fittingSizeLevel])
    }
    /// The size the view's constraints (those on it and inside it) give it when its width and height are held to
    /// `targetSize` at the given priorities; the view is not resized. `UIView.layoutFittingCompressedSize` asks
    /// for the smallest size, `layoutFittingExpandedSize` for the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        fittingSize(targetSize, priorities: [horizontalFittingPriority, verticalFittingPriority])
    }

    // MARK: Gesture recognizers (UIView+Gestures.swift)

    package var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The recognizers attached to the view, in the order they were added (nil when none). Setting it replaces them
    /// (as removing the old ones and adding the new ones would).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Attaches `gestureRecognizer`, detaching it from its previous view; it then gets the touches of this view
    /// and its subviews before they do.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer` (a gesture in progress is cancelled); does nothing if it is not attached here.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }
    /// Whether `gestureRecognizer` may begin or recognize; asked of the recognizer's view and of the views its
    /// touches began in, while it is leaving `.possible`. False makes it fail. The default returns true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Interface Builder (UIKit never loads nibs on Touchstone; these exist so iOS code compiles and can call super)

    /// Called after a nib or storyboard made the view. Touchstone loads no nibs, so UIKit never calls it; the
    /// default does nothing.
    open func awakeFromNib() {}
    /// Called by Interface Builder to draw a designable view's preview; never called on Touchstone. Does nothing.
    open func prepareForInterfaceBuilder() {}

    // MARK: Tint (UIView+Tint.swift)

    package var tintColorStorage: UIColor?
    /// ``inheritedTint``'s cache (nil: not computed).
    package var inheritedTintCache: InheritedTint?
    package var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic

    /// The colour that marks interactive content (system buttons' titles, for example). Unless set, the
    /// superview's, and the system blue at the root; setting nil goes back to inheriting. While the effective
    /// ``UIView/tintAdjustmentMode`` is `.dimmed` it reads as a grey of the same luminance. Setting it calls
    /// ``tintColorDidChange()`` on the view and on each descendant that inherits it.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            noteSetDirectly("tintColor")
            tintColorStorage = newValue
            notifyTintChange()
        }
    }
    /// How the tint colour is adjusted (`.automatic` by default: the superview's mode, `.normal` at the root).
    /// Reading it gives the effective mode; setting it calls ``tintColorDidChange()`` down the tree.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            tintAdjustmentModeStorage = newValue
            notifyTintChange()
        }
    }
    /// Called when the view's effective ``UIView/tintColor`` or ``UIView/tintAdjustmentMode`` changed. The default does nothing;
    /// views that draw with the tint redraw here.
    open func tintColorDidChange() {}

    // MARK: Safe area and layout margins (UIView+SafeArea.swift)

    package var lastSafeAreaInsets: UIEdgeInsets = .zero
    /// ``computedSafeAreaInsets``' cache.
    package var safeAreaMemo: SafeAreaMemo?
    package var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The insets, in points, of the part of the view that the status bar, the sensor housing or the home
    /// indicator cover, and of a view controller's `additionalSafeAreaInsets`; `.zero` for a view in no window.
    /// A window's come from the device (iPhone 4: 20 points at the top while the status bar shows).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called when ``safeAreaInsets`` changed, before the next `layoutSubviews()`. The default does nothing.
    open func safeAreaInsetsDidChange() {}
    /// The space, in points, to keep between the view's edges and its content: 8 points on each side by default,
    /// measured from the safe area when ``insetsLayoutMarginsFromSafeArea`` (so the safe area insets are added).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            layoutMarginsStorage = newValue
            directionalLayoutMarginsStorage = nil
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
            setNeedsLayout()
        }
    }
    /// ``layoutMargins`` by leading and trailing edge: leading is left and trailing right, or the other way round
    /// while ``effectiveUserInterfaceLayoutDirection`` is right to left. Margins set here keep to their leading and
    /// trailing edges when the direction changes later.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalMargins(from: layoutMargins) }
        set {
            layoutMargins = absoluteMargins(from: newValue)
            directionalLayoutMarginsStorage = newValue
        }
    }
    /// Whether the margins include the superview's where they overlap this view (false by default).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea = true
    /// Called when ``layoutMargins`` changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    // MARK: Accessibility (Accessibility/UIView+Accessibility.swift)

    package var isAccessibilityElementStorage: Bool?
    package var accessibilityLabelStorage: String?
    package var accessibilityTraitsStorage: UIAccessibilityTraits?
    package var accessibilityFrameStorage: CGRect?

    /// Whether assistive technologies treat the view as one element (its subviews are then not visited). False
    /// for plain views, true for labels and buttons, unless set.
    open var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? defaultIsAccessibilityElement }
        set { isAccessibilityElementStorage = newValue }
    }
    /// A short description of the element: a label's text and a button's title unless set (nil for other views);
    /// setting nil goes back to that default.
    open var accessibilityLabel: String? {
        get { accessibilityLabelStorage ?? defaultAccessibilityLabel }
        set { accessibilityLabelStorage = newValue }
    }
    /// What activating the element does, as a short phrase ("Plays the song"). Nil by default.
    open var accessibilityHint: String?
    /// The element's value when it has one ("50%"). Nil by default.
    open var accessibilityValue: String?
    /// What the element is and does: `.staticText` for labels, `.button` for buttons (with `.notEnabled` while
    /// disabled and `.selected` while selected), `.image` for image views, none otherwise, unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsStorage ?? defaultAccessibilityTraits }
        set { accessibilityTraitsStorage = newValue }
    }
    /// The element's frame in screen coordinates: the view's unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityFrameStorage ?? screenFrame }
        set { accessibilityFrameStorage = newValue }
    }
    /// A string identifying the view in UI tests; never read to the user.
    open var accessibilityIdentifier: String?
    /// The language of the label, value and hint (a BCP 47 tag), nil for the app's.
    open var accessibilityLanguage: String?
    /// Whether the elements inside this view are hidden from assistive technologies (false by default).
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the view's siblings (an alert over the interface; false by default).
    open var accessibilityViewIsModal = false
    /// Whether the subviews are read as a group (false by default).
    open var shouldGroupAccessibilityChildren = false
    /// The elements inside this container, in reading order (views or `UIAccessibilityElement`s); nil (the
    /// default) means the accessible subviews, ordered top to bottom, then left to right.
    open var accessibilityElements: [Any]?
    /// The point VoiceOver's double tap touches when `accessibilityActivate()` declines, in screen
    /// coordinates: the centre of ``accessibilityFrame`` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityActivationPointStorage ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityActivationPointStorage = newValue }
    }
    package var accessibilityActivationPointStorage: CGPoint?
    /// Extra actions VoiceOver offers for the element (its rotor's "Actions"); nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The outline VoiceOver highlights, in screen coordinates, when the element is not a rectangle; nil uses
    /// ``accessibilityFrame``.
    open var accessibilityPath: UIBezierPath?
    /// What kind of container the view is for its elements (`.none` by default).
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    /// How assistive technologies move through the view's children (`.automatic` by default).
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic
    /// Whether the element responds to touches (Voice Control offers it); by default whether it is a control or
    /// has gesture recognizers, unless set.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityRespondsToUserInteractionStorage ?? (self is UIControl || !(gestureRecognizers ?? []).isEmpty) }
        set { accessibilityRespondsToUserInteractionStorage = newValue }
    }
    package var accessibilityRespondsToUserInteractionStorage: Bool?
    /// The names a Voice Control user may say for the element; by default its label alone.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityUserInputLabelsStorage ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityUserInputLabelsStorage = newValue }
    }
    package var accessibilityUserInputLabelsStorage: [String]?
    /// ``accessibilityLabel`` as an attributed string (setting it sets the label to its text).
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// ``accessibilityValue`` as an attributed string (setting it sets the value to its text).
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// ``accessibilityHint`` as an attributed string (setting it sets the hint to its text).
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// Whether a screen reader's cursor is on this element: never, while none runs (`HeadlessDevice.voiceOver`
    /// moves a cursor of its own and tells elements through the two callbacks below).
    open func accessibilityElementIsFocused() -> Bool { accessibilityFocusedStorage }
    package var accessibilityFocusedStorage = false
    /// Called after a screen reader's cursor moved onto the element. The default does nothing.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called after a screen reader's cursor left the element. The default does nothing.
    open func accessibilityElementDidLoseFocus() {}
    /// How many elements the view contains (``accessibilityElements``' count, 0 when it lists none).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The contained element at `index`, or nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` among the contained elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Traits (Traits/UIView+Traits.swift, Traits/UIView+LayoutDirection.swift)

    /// The collection last reported to ``traitCollectionDidChange(_:)`` (nil: the view has not been in a window).
    package var reportedTraitCollection: UITraitCollection?
    /// The trait-change registrations (`registerForTraitChanges(_:handler:)`), made on the first one.
    package var traitChangeRegistryStorage: TraitChangeRegistry?
    /// Dark mode and `UIAppearance` bookkeeping, made on first use (Appearance/ViewAppearanceState.swift).
    package var appearanceState: ViewAppearanceState?
    /// The appearance this view and its subviews use whatever their environment's (`.unspecified`, the default:
    /// inherit the superview's, the window's and finally the device's). Setting it reports the change down the
    /// subtree: `traitCollectionDidChange(_:)`, dynamic colours re-resolved, drawing views redisplayed.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { overrideUserInterfaceStyleDidChange() } }
    }
    /// The margins as last set through ``directionalLayoutMargins`` (nil when ``layoutMargins`` was set since), so
    /// they can follow a change of layout direction.
    package var directionalLayoutMarginsStorage: NSDirectionalEdgeInsets?

    /// The traits of the view's environment: its window's screen's (the main screen's for a view in no window),
    /// with the appearance of the nearest ``overrideUserInterfaceStyle`` up the tree (a view's own, its view
    /// controller's, its ancestors' and their controllers', the window's) when one is set.
    open var traitCollection: UITraitCollection { environmentTraitCollection }
    /// Called after the view's traits changed (a rotation changes the size classes; the user's text size can
    /// change), with the previous collection; ``UITraitCollection/current`` is the new one meanwhile. Views are
    /// told after their superview (and after the view controller whose view they are), only when a trait actually
    /// changed, and from the first time they are in a window. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// What the view's content means for right-to-left layout: `.unspecified` (flip with the app's direction) by
    /// default. It applies to this view only (subviews keep their own). Setting it re-maps
    /// ``directionalLayoutMargins`` and lays the view out again.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }
    /// The direction to arrange this view's own content in: its ``semanticContentAttribute`` resolved against its
    /// traits' layout direction (see ``userInterfaceLayoutDirection(for:relativeTo:)``).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let environment: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: environment)
    }

    // MARK: Declared here so that subclasses can override them
    //
    // Implemented with helpers in the extensions named below; declared in the class body because Swift without
    // Objective-C cannot override a member declared in an extension, and Apple's UIView lets apps override these.

    // MARK: Hierarchy

    /// The view's parent, or nil.
    open var superview: UIView? { superviewStorage }

    /// The children, back to front.
    open var subviews: [UIView] { subviewList }

    /// Adds `view` in front of all subviews; a view that is already a subview moves to the front.
    ///
    /// Hierarchy edits (adding, inserting, removing, reordering) cost O(log n) in the number of siblings, plus the
    /// notifications sent to the moved view's subtree.
    open func addSubview(_ view: UIView) {
        MainThreadChecker.check("-[UIView addSubview:]")
        insertSubview(view, at: subviewChildren.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped). Refused, with a logged diagnostic, when `view` is
    /// this view or one of its ancestors.
    ///
    /// Notifications, in UIKit's order (guide §2.2.7 lists the methods; the order is UIKit's actual one): the old
    /// superview's `willRemoveSubview(_:)` when `view` moves from another superview; then
    /// `willMove(toSuperview:)`; when the window changes, `willMove(toWindow:)` and later `didMoveToWindow()` to
    /// `view` and its whole subtree (with the appearance callbacks of view controllers whose views become shown);
    /// then `didMoveToSuperview()` and this view's `didAddSubview(_:)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: { index }) { placeLayer(ofSubviewAt: $0) }
    }

    /// Inserts `view` just above `sibling` in the subviews, its layer directly above the sibling's layer even when
    /// plain sublayers lie between sibling layers (at the front when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return addSubview(view) }
        insert(view, at: { subviewChildren.index(of: sibling).map { $0 + 1 } ?? subviewChildren.count }) { _ in
            layer.insertSublayer(view.layer, above: sibling.layer)
        }
    }

    /// Inserts `view` just below `sibling` in the subviews, its layer directly below the sibling's layer (at the
    /// back when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return insertSubview(view, at: 0) }
        insert(view, at: { subviewChildren.index(of: sibling) ?? 0 }) { _ in
            layer.insertSublayer(view.layer, below: sibling.layer)
        }
    }

    /// Swaps the subviews at two indexes, and their layers' places among the layer's sublayers (plain sublayers
    /// keep theirs); out-of-range indexes are ignored (logged).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let range = 0..<subviewChildren.count
        guard range.contains(index1), range.contains(index2) else {
            return UIKitDiagnostics.log("exchangeSubview(at:withSubviewAt:): index out of range; ignored")
        }
        guard index1 != index2 else { return }
        let first = subviewChildren[index1].layer, second = subviewChildren[index2].layer
        subviewChildren.swapAt(index1, index2)
        guard let slot1 = layer.sublayerChildren.index(of: first), let slot2 = layer.sublayerChildren.index(of: second)
        else { return }
        let (low, high) = (min(slot1, slot2), max(slot1, slot2))
        let (lowLayer, highLayer) = (layer.sublayerChildren[low], layer.sublayerChildren[high])
        layer.insertSublayer(lowLayer, at: UInt32(high))
        layer.insertSublayer(highLayer, at: UInt32(low))
    }

    /// Moves `view` in front of its siblings: its layer goes in front of every sublayer.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewChildren.count)
    }

    /// Moves `view` behind its siblings: its layer goes behind every sublayer.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insert(view, at: { 0 }) { _ in layer.insertSublayer(view.layer, at: 0) }
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (this view first, then depth-first), or nil.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviewList.reversed())
        }
        return nil
    }

    // MARK: Layer delegate

    /// Draws the layer through `draw(_:)`: pushes `ctx` as the current UIKit context, clears the dirty area when
    /// `clearsContextBeforeDrawing`, and passes the dirty rectangle (the clip's bounding box). Hidden views are
    /// not drawn: the display pass skips hidden subtrees until they are shown (guide §2.2.9).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard ownsLayer(layer, for: "draw") else { return }
        let rect = ctx.boundingBoxOfClipPath.safeIntersection(bounds)
        if clearsContextBeforeDrawing { ctx.clear(rect) }
        ctx.shadowOffsetYDown = true
        UIGraphicsPushContext(ctx)
        let drawn = rect.isNull ? bounds : rect
        DrawnColours.record(self, partial: drawn != bounds) {
            traitCollection.performAsCurrent { draw(drawn) }
        }
        UIGraphicsPopContext()
        if !implementsDraw { layer.contents = nil }
    }

    /// Lays out subviews when the layer lays out its sublayers.
    open func layoutSublayers(of layer: CALayer) {
        guard ownsLayer(layer, for: "layout") else { return }
        if superviewStorage == nil { autoLayoutHostStorage?.prepare(layingOut: self) }
        refreshSafeAreaInsets()
        for subview in subviews { subview.refreshSafeAreaInsets() }
        traitCollection.performAsCurrent {
            owningViewController?.sendViewIsAppearingIfOwed()
            owningViewController?.updateContentUnavailableIfNeeded()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.layoutContentUnavailableView()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    /// Views animate their layer's properties only inside animation blocks: outside one, no action (`NSNull`).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return NSNull() }
        return ViewAnimationContext.current?.action(for: layer, forKey: event) ?? NSNull()
    }

    // MARK: Alignment and constraint updates

    /// Asks for ``updateConstraints()`` to be called in the next update pass (before the next layout).
    open func setNeedsUpdateConstraints() {
        needsConstraintUpdateFlag = true
        let host = AutoLayoutHost.host(for: self)
        host.needsUpdatePass = true
        host.markNeedsLayout()
    }

    /// Runs the update-constraints pass of the view's hierarchy now if any view needs it.
    open func updateConstraintsIfNeeded() {
        guard let host = layoutRoot.autoLayoutHostStorage else {
            guard needsConstraintUpdateFlag else { return }
            needsConstraintUpdateFlag = false
            return updateConstraints()
        }
        host.prepare()
    }

    /// The view's alignment rectangle for `frame`: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
            width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

}

/// Geometry checks shared by UIKit.
package enum Geometry {
    package static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
