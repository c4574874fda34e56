// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a tab bar's delegate implements to follow selection and customising; all optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customising is about to begin with `items` offered.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customising began.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customising is about to end; `changed` says whether the items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customising ended.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// A bar of tabs at the bottom of the screen: each item an icon and title, one selected.
///
/// A tap on an item selects it and tells the delegate; a tab bar controller owns its bar and is its delegate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How items are spread across a wide bar.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on compact widths, centred otherwise.
        case automatic = 0
        /// Items share the whole width.
        case fill = 1
        /// Items are centred with ``itemWidth`` and ``itemSpacing``.
        case centered = 2
    }

    /// The bar's look (`.default`).
    open var barStyle: UIBarStyle = .default { didSet { lookDidChange() } }
    /// Whether the bar is see-through (true on the modern profiles).
    open var isTranslucent = true { didSet { lookDidChange() } }
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { lookDidChange() } }
    /// The colour of unselected items (nil: the system gray).
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The background image (nil: the style's).
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn behind the selected item (nil: none).
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    /// The image drawn as the bar's top edge (nil: the system hairline).
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// How items are spread (`.automatic`).
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of each item when centred (0: the system's).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The spacing between centred items (0: the system's).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The bar's delegate; a tab bar controller is its bar's delegate.
    open weak var delegate: UITabBarDelegate?

    // MARK: Appearances (iOS 13; chosen in BarAppearanceResolution.swift)

    /// The look of the bar (a copy of what is assigned). Until one is set the bar draws from its legacy
    /// properties, and this returns a fresh appearance made from them.
    open var standardAppearance: UITabBarAppearance {
        get { appearanceSlots.standard ?? legacyStandardAppearance() }
        set { appearanceSlots.standard = newValue.copy(); lookDidChange() }
    }
    /// The look while the content's bottom edge is at the bar (iOS 15); nil: ``standardAppearance`` with a
    /// transparent background and no shadow. Only a tab bar controller's bar has a scroll edge. A copy is kept.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue?.copy(); lookDidChange() }
    }

    /// The appearances the app set (only `standard` and `scrollEdge` are used).
    package var appearanceSlots = BarAppearanceSlots<UITabBarAppearance>()
    /// Whether the content's bottom edge is at the bar (set by the managing tab bar controller).
    package var scrollEdgeTracker: BarScrollEdgeTracker?
    /// The look last laid out (``BarAppearanceCrossfade``).
    package var shownLook: BarLook?

    /// The items shown, left to right (nil: none).
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item (nil: none). Setting an item that is not in ``items`` is logged and ignored.
    open var selectedItem: UITabBarItem? {
        get { selection }
        set {
            guard let newValue else { selection = nil; updateTabButtonStates(); return setNeedsLayout() }
            guard (itemList ?? []).contains(where: { $0 === newValue }) else {
                return UIKitDiagnostics.log("UITabBar: selectedItem \(newValue) is not one of the bar's items; ignored")
            }
            selection = newValue
            updateTabButtonStates()
            setNeedsLayout()
        }
    }

    package private(set) var itemList: [UITabBarItem]?
    private var selection: UITabBarItem?
    /// Whether the bar is showing its customising sheet.
    package var customizing = false
    /// Whether the items changed while customising (set by the tab bar controller's sheet).
    package var customizingChanged = false
    /// The views showing the items, in order (see `UITabBar+Layout.swift`).
    package var tabButtons: [TabBarButtonView] = []
    /// Set by a tab bar controller to show its customising sheet for ``beginCustomizingItems(_:)``; when nil the
    /// bar only marks itself customising and tells its delegate.
    package var onBeginCustomizing: (([UITabBarItem]) -> Void)?

    /// Creates a tab bar; its height comes from `sizeThatFits(_:)` (49 points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Creates a tab bar; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// The width offered and the bar's height: 49 points, plus the bottom safe area on the modern profile.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { tabBarFittingSize(size) }

    /// No intrinsic width; the bar's height (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: tabBarFittingSize(bounds.size).height)
    }

    /// Places the items side by side and marks the selected one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTabItems()
    }

    /// Draws the background and the top edge line.
    open override func draw(_ rect: CGRect) { drawTabBarBackground() }

    /// Redraws the items in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for view in tabButtons { view.look = look }
    }

    /// Starts customising: the delegate hears `willBeginCustomizing`, the bar's controller (if any) shows its
    /// sheet, then `didBeginCustomizing`. Items not among ``items`` are offered too (Apple lets the sheet offer
    /// any). Ignored (logged) while already customising.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !customizing else { return UIKitDiagnostics.log("UITabBar: already customizing; ignored") }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizing = true
        customizingChanged = false
        onBeginCustomizing?(items)
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customising (animated has no effect on the bar itself): the delegate hears `willEndCustomizing` and
    /// `didEndCustomizing` with whether the items changed meanwhile. Returns whether they changed (false when the
    /// bar was not customising).
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard customizing else { return false }
        let items = self.items ?? []
        let changed = customizingChanged
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        customizing = false
        customizingChanged = false
        delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        return changed
    }

    /// Replaces the items, cross-fading when `animated`; the selection is kept when its item remains.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let old = itemList ?? []
        itemList = items
        if let selection, !(items ?? []).contains(where: { $0 === selection }) { self.selection = nil }
        for item in old where !(items ?? []).contains(where: { $0 === item }) { item.stopObserving(owner: self) }
        for item in items ?? [] { item.observeChanges(owner: self) { [weak self] in self?.rebuildTabButtons() } }
        rebuildTabButtons()
    }

    /// Whether the customising sheet is showing.
    open var isCustomizing: Bool { customizing }

    /// Selects `item` as a tap does: it becomes ``selectedItem`` and the delegate hears `didSelect`. Disabled
    /// items are not selected.
    package func selectByUser(_ item: UITabBarItem) {
        guard item.isEnabled, (itemList ?? []).contains(where: { $0 === item }) else { return }
        selection = item
        updateTabButtonStates()
        setNeedsLayout()
        delegate?.tabBar(self, didSelect: item)
    }

    package func lookDidChange() {
        setNeedsDisplay()
        for view in tabButtons { view.look = look }
        setNeedsLayout()
    }
}
