// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a navigation bar's delegate implements to allow and follow pushes and pops; all optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed (true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed (after the animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (true); the back button asks this before popping.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped (after the animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Returns `true`: every push is allowed.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Returns `true`: every pop, including the back button's, is allowed.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A bar across the top of the screen showing a stack of navigation items: the top item's title and buttons, and
/// a back button for the item beneath it.
///
/// Used alone, the app pushes and pops items (`pushItem(_:animated:)`); inside a `UINavigationController` the
/// controller does, and calling those methods directly is refused with Apple's message. The back button asks the
/// delegate (``UINavigationBarDelegate/navigationBar(_:shouldPop:)``) and pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// How a change to the item stack happened, for the bar's transition.
    package enum ItemTransition { case push, pop, replace }

    /// The bar's look (`.default`).
    open var barStyle: UIBarStyle = .default { didSet { rebuildContent() } }
    /// Whether the bar is see-through (true on the modern profiles; false for iPhone OS 3's `.default`).
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { rebuildContent() } }
    /// Whether the first item's title is shown large (iOS 11; false). Only the modern profile draws large titles.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { invalidateIntrinsicContentSize(); rebuildContent() } }
    }
    /// Attributes of the title text (nil: the system's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuildContent() } }
    /// Attributes of the large title text (nil: the system's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuildContent() } }
    /// The image drawn under the bar as its shadow line (nil: the system hairline).
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }
    /// The back button's chevron (nil: the system's), drawn as a template in the tint colour (modern profile;
    /// iPhone OS 3's arrow-shaped button has none).
    open var backIndicatorImage: UIImage? { didSet { rebuildContent() } }
    /// The mask of the back title during transitions (nil: the system's).
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The bar's delegate; a navigation controller is its bar's delegate.
    open weak var delegate: UINavigationBarDelegate?

    // MARK: Appearances (iOS 13; chosen in BarAppearanceResolution.swift)

    /// The look of a standard-height bar (a copy of what is assigned). Until one is set the bar draws from its
    /// legacy properties, and this returns a fresh appearance made from them (``barTintColor``,
    /// ``titleTextAttributes``, ``shadowImage``, the default background image, ``isTranslucent``).
    open var standardAppearance: UINavigationBarAppearance {
        get { appearanceSlots.standard ?? legacyStandardAppearance() }
        set { appearanceSlots.standard = newValue.copy(); appearancesDidChange() }
    }
    /// The look of a compact-height bar (iPhone landscape); nil: ``standardAppearance``. A copy is kept.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.compact = newValue?.copy(); appearancesDidChange() }
    }
    /// The look while the top controller's scroll view is at its top edge (the content not scrolled under the
    /// bar); nil: ``standardAppearance`` with a transparent background and no shadow (iOS 15). Only a bar managed
    /// by a navigation controller has a scroll edge. A copy is kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue?.copy(); appearancesDidChange() }
    }
    /// The look of a compact-height bar at the scroll edge (iOS 15); nil: ``scrollEdgeAppearance``. A copy is kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.compactScrollEdge = newValue?.copy(); appearancesDidChange() }
    }

    /// The items, bottom first; the last is on top.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item beneath the top one, whose back title the back button shows.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Where the bar sits (`.topAttached` when its delegate says so, else `.top`).
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .top : asked
    }

    package private(set) var itemStack: [UINavigationItem] = []
    private var backgroundImages: [Int: UIImage] = [:]
    /// Set by the navigation controller that owns the bar: direct pushes and pops are refused then.
    package weak var managingController: AnyObject?
    /// Set by the navigation controller that owns the bar: the back button calls it instead of popping the bar
    /// (the controller pops its view controller, which pops the bar's item). Nil: the bar pops itself.
    package var onBackButton: (() -> Void)?
    /// The views showing the top item (see `NavigationBarContentView`).
    package var currentContent: NavigationBarContentView?
    /// The push or pop animation running, if any (see `UINavigationBar+Transition.swift`).
    package var transition: NavigationBarTransition?
    /// Contents an interactive pop finished with, adopted when the item beneath becomes the top item.
    package var adoptedContent: NavigationBarContentView?
    /// Whether an item changed during a transition, so the contents are rebuilt when it ends.
    package var contentIsStale = false
    /// The appearances the app set (the public properties' copies).
    package var appearanceSlots = BarAppearanceSlots<UINavigationBarAppearance>()
    /// Whether the top controller's content is at the bar's edge (set by the managing navigation controller; nil:
    /// the bar is not managed and has no scroll edge).
    package var scrollEdgeTracker: BarScrollEdgeTracker?
    /// The look last laid out, so a change of appearance cross-fades (``BarAppearanceCrossfade``).
    package var shownLook: BarLook?
    /// The bar's background, extended under the status bar when the bar is `.topAttached`.
    package private(set) lazy var backgroundView: BarBackgroundView = {
        let view = BarBackgroundView(look: look)
        insertSubview(view, at: 0)
        return view
    }()

    /// Creates a bar; its height comes from `sizeThatFits(_:)` (44 points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = backgroundView
    }

    /// Creates a bar; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = backgroundView
    }

    /// The width offered and the bar's height: 44 points (32 in landscape on iPhone), plus 30 with a prompt, plus
    /// 52 for a large title (modern profile).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { navigationBarFittingSize(size) }

    /// No intrinsic width; the bar's height (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: navigationBarFittingSize(bounds.size).height)
    }

    /// Lays out the background and the top item's buttons and title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutNavigationBar()
    }

    /// Redraws the buttons in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuildContent()
    }

    /// Pushes `item` on top: it becomes the top item and the previous top item becomes the back item.
    ///
    /// Refused with a log line when the item is already on the bar, when the delegate says no, or when a
    /// navigation controller manages the bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushNavigationItem:animated:") else { return }
        pushItemUnchecked(item, animated: animated)
    }

    /// Pops the top item and returns it (nil when there is none, or the delegate says no).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popNavigationItemAnimated:") else { return nil }
        return popItemUnchecked(animated: animated)
    }

    /// Replaces the items, animating like a push or pop when `animated` and the top item changes.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let new = items ?? []
        guard Set(new.map(ObjectIdentifier.init)).count == new.count else {
            return UIKitDiagnostics.log("UINavigationBar: setItems: an item appears twice; ignored")
        }
        let old = itemStack
        itemStack = new
        let kind: ItemTransition = new.last.map { top in old.contains { $0 === top } } == true ? .pop
            : (old.last.map { top in new.contains { $0 === top } } == true ? .push : .replace)
        itemsDidChange(from: old, transition: kind, animated: animated)
    }

    /// Sets the background image for `barMetrics` (nil removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for `barMetrics`, or nil.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    // MARK: Package

    /// `pushItem(_:animated:)` without the managed-bar check, for the navigation controller.
    package func pushItemUnchecked(_ item: UINavigationItem, animated: Bool) {
        guard !itemStack.contains(where: { $0 === item }) else {
            return UIKitDiagnostics.log("UINavigationBar: cannot push a navigation item that is already on the bar; ignored")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        let old = itemStack
        itemStack.append(item)
        itemsDidChange(from: old, transition: .push, animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// `popItem(animated:)` without the managed-bar check, for the navigation controller.
    package func popItemUnchecked(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        let old = itemStack
        itemStack.removeLast()
        itemsDidChange(from: old, transition: .pop, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Called after every change of the item stack: the bar watches its items and shows the new top item,
    /// animating the change when `animated` (``showTopItem(transitionKind:animated:)``).
    package func itemsDidChange(from old: [UINavigationItem], transition: ItemTransition, animated: Bool) {
        for item in old where !itemStack.contains(where: { $0 === item }) { item.stopObserving(owner: self) }
        for item in itemStack {
            item.observeChanges(owner: self) { [weak self] in
                guard let self else { return }
                self.invalidateIntrinsicContentSize()
                self.rebuildContent()
            }
        }
        invalidateIntrinsicContentSize()
        showTopItem(transitionKind: transition, animated: animated)
    }

    private func refuseIfManaged(_ method: String) -> Bool {
        guard managingController == nil else {
            UIKitDiagnostics.log("UINavigationBar: Cannot call \(method) directly on a UINavigationBar managed by a controller; ignored")
            return false
        }
        return true
    }
}
