// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a toolbar's delegate implements; it can choose the toolbar's position.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of bar button items, usually at the bottom of the screen.
///
/// Items are laid out from the leading edge with the system spacing; flexible spaces share the free width and
/// fixed spaces take their `width`. A tap on an item runs its action.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The bar's look (`.default`).
    open var barStyle: UIBarStyle = .default { didSet { lookDidChange() } }
    /// Whether the bar is see-through (true on the modern profiles).
    open var isTranslucent = true { didSet { lookDidChange() } }
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { lookDidChange() } }
    /// The toolbar's delegate.
    open weak var delegate: UIToolbarDelegate?

    // MARK: Appearances (iOS 13; chosen in BarAppearanceResolution.swift)

    /// The look of a standard-height toolbar (a copy of what is assigned). Until one is set the toolbar draws from
    /// its legacy properties, and this returns a fresh appearance made from them.
    open var standardAppearance: UIToolbarAppearance {
        get { appearanceSlots.standard ?? legacyStandardAppearance() }
        set { appearanceSlots.standard = newValue.copy(); lookDidChange() }
    }
    /// The look of a compact-height toolbar (iPhone landscape); nil: ``standardAppearance``. A copy is kept.
    open var compactAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.compact = newValue?.copy(); lookDidChange() }
    }
    /// The look while the content's bottom edge is at the toolbar (iOS 15); nil: ``standardAppearance`` with a
    /// transparent background and no shadow. Only a navigation controller's toolbar has a scroll edge.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue?.copy(); lookDidChange() }
    }
    /// The look of a compact-height toolbar at the scroll edge (iOS 15); nil: ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.compactScrollEdge = newValue?.copy(); lookDidChange() }
    }

    /// The appearances the app set.
    package var appearanceSlots = BarAppearanceSlots<UIToolbarAppearance>()
    /// Whether the content's bottom edge is at the toolbar (set by the managing navigation controller).
    package var scrollEdgeTracker: BarScrollEdgeTracker?
    /// The look last laid out (``BarAppearanceCrossfade``).
    package var shownLook: BarLook?

    /// The items shown, leading first (nil: none).
    open var items: [UIBarButtonItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Where the bar sits (its delegate's answer; `.bottom` by default).
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }

    package private(set) var itemList: [UIBarButtonItem]?
    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]
    /// The views showing the visible items, in order (see `UIToolbar+Layout.swift`).
    package var buttonViews: [BarButtonView] = []

    /// Creates a toolbar; its height comes from `sizeThatFits(_:)` (44 points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Creates a toolbar; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// The width offered and the bar's height: 44 points, 32 in landscape on iPhone.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { toolbarFittingSize(size) }

    /// No intrinsic width; the bar's height (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: toolbarFittingSize(bounds.size).height)
    }

    /// Places the items left to right; flexible spaces share the free width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutToolbarItems()
    }

    /// Draws the background and the edge line.
    open override func draw(_ rect: CGRect) { drawToolbarBackground() }

    /// Redraws the items in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for view in buttonViews { view.look = look }
    }

    /// Replaces the items, cross-fading items that come and go when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = itemList ?? []
        itemList = items
        itemsDidChange(from: old, animated: animated)
    }

    /// Sets the background image for `topOrBottom` and `barMetrics` (nil removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for `topOrBottom` and `barMetrics`, or nil.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"]
    }

    /// Sets the image drawn as the bar's edge line at `topOrBottom` (nil: the system hairline).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
        setNeedsDisplay()
    }

    /// The edge image for `topOrBottom`, or nil.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }

    /// Called after the items change: the toolbar watches its items and lays them out again (its layout file
    /// builds the button views and animates).
    package func itemsDidChange(from old: [UIBarButtonItem], animated: Bool) {
        for item in old where !(itemList ?? []).contains(where: { $0 === item }) { item.stopObserving(owner: self) }
        for item in itemList ?? [] {
            item.observeChanges(owner: self) { [weak self] in self?.rebuildButtonViews(animated: false) }
        }
        rebuildButtonViews(animated: animated)
        setNeedsLayout()
    }

    package func lookDidChange() {
        setNeedsDisplay()
        for view in buttonViews { view.look = look }
        setNeedsLayout()
    }
}
