// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a navigation bar shows for one level of navigation: a title (or title view), a prompt, a back button and
/// the buttons on either side.
///
/// Every view controller has one (`UIViewController.navigationItem`), which its navigation controller pushes onto
/// the bar. The item is a model: the bar showing it watches it, so changes show at once. The back button shown
/// while a later item is on top is this item's ``backBarButtonItem``, else a button titled ``backButtonTitle``,
/// else this item's ``title``, else "Back".
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When a navigation bar shows the item's title large (iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does (large for the first item when the bar `prefersLargeTitles`).
        case automatic = 0
        /// Always large (when the bar `prefersLargeTitles`).
        case always = 1
        /// Never large.
        case never = 2
        /// Large while the content is scrolled to the top, inline otherwise (iOS 17).
        case inline = 3
    }

    /// What the back button pointing to this item shows (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title, shortened to "Back" or to the chevron alone as space requires.
        case `default` = 0
        /// "Back" (or the chevron alone).
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// A line of text shown above the title (the bar grows by 30 points while it is set).
    open var prompt: String? { didSet { if prompt != oldValue { itemDidChange() } } }
    /// The button shown for this item when the next item is on top (nil: a button with the back title).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button shown for this item when the next item is on top (iOS 11; nil: the title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button pointing to this item shows its title (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// Whether the left items appear beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// When the title is shown large (`.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The look of a standard-height bar while this item is on top (iOS 13); nil: the bar's. A copy is kept.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.standard = newValue?.copy(); itemDidChange() }
    }
    /// The look of a compact-height bar while this item is on top; nil: the bar's. A copy is kept.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.compact = newValue?.copy(); itemDidChange() }
    }
    /// The look of the bar at the scroll edge while this item is on top; nil: the bar's. A copy is kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue?.copy(); itemDidChange() }
    }
    /// The look of a compact-height bar at the scroll edge while this item is on top (iOS 15); nil: the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.compactScrollEdge = newValue?.copy(); itemDidChange() }
    }
    /// The appearances set on the item.
    package var appearanceSlots = BarAppearanceSlots<UINavigationBarAppearance>()
    /// The search controller whose bar shows below the title while this item is on top (iOS 11; nil: none).
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            oldValue?.isInNavigationItem = false
            searchController?.isInNavigationItem = true
            itemDidChange()
        }
    }
    /// Whether the search bar folds away while the content is scrolled up and comes back when it is pulled to
    /// the top (true by default; iOS 11).
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { itemDidChange() } } }
    /// Whether the search bar is folded away now (see `UINavigationBar+Search.swift`).
    package var searchBarCollapsed = false
    /// The buttons on the left, leading edge first (nil: none; the back button shows unless replaced).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { watchButtons(); itemDidChange() }
    }
    /// The buttons on the right, trailing edge first (nil: none).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { watchButtons(); itemDidChange() }
    }

    /// The first left button (setting it replaces all left buttons).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right button (setting it replaces all right buttons).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Whether the next change should be animated by the bar showing the item (read once by the bar).
    package var changeIsAnimated = false
    private var observers = ChangeObservers()

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override convenience init() { self.init(titleOrNil: nil) }

    /// Creates an item from an archive: its title, prompt and bar button items (an Interface Builder document's
    /// coder; see InterfaceBuilder/UIBarItem+InterfaceBuilder.swift).
    public required init?(coder: NSCoder) {
        super.init()
        decodeNavigationItemAttributes(from: coder)
    }

    private init(titleOrNil: String?) {
        self.title = titleOrNil
        super.init()
    }

    /// Shows or hides the back button, cross-fading when `animated` and the item is on top of a bar.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changeIsAnimated = animated
        self.hidesBackButton = hidesBackButton
        changeIsAnimated = false
    }

    /// Sets ``leftBarButtonItem``, cross-fading when `animated`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets ``rightBarButtonItem``, cross-fading when `animated`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets ``leftBarButtonItems``, cross-fading when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeIsAnimated = animated
        leftBarButtonItems = items
        changeIsAnimated = false
    }

    /// Sets ``rightBarButtonItems``, cross-fading when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeIsAnimated = animated
        rightBarButtonItems = items
        changeIsAnimated = false
    }

    /// The title the back button pointing to this item shows: ``backBarButtonItem``'s title, else
    /// ``backButtonTitle``, else ``title``, else "Back" (an empty or missing title, and `.generic` mode, give
    /// "Back"; `.minimal` gives the chevron alone, an empty string).
    package var backTitle: String {
        switch backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default:
            let candidates = [backBarButtonItem?.title, backButtonTitle, title]
            return candidates.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? "Back"
        }
    }

    // MARK: Watching (package)

    /// Runs `body` whenever the item, or one of its buttons, changes in a way its bar must show, for as long as
    /// `owner` lives. Adding an owner again replaces its closure.
    package func observeChanges(owner: AnyObject, _ body: @escaping () -> Void) {
        observers.add(owner: owner, body)
    }

    /// Stops the closure `owner` registered.
    package func stopObserving(owner: AnyObject) {
        observers.remove(owner: owner)
    }

    private func itemDidChange() {
        observers.notify()
    }

    private func watchButtons() {
        for button in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) + [backBarButtonItem].compactMap({ $0 }) {
            button.observeChanges(owner: self) { [weak self] in self?.itemDidChange() }
        }
    }
}
