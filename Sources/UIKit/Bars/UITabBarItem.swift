// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An item in a tab bar: a title and image (or a system item), a selected image and a badge.
///
/// Every view controller has one (`UIViewController.tabBarItem`), titled with the controller's title unless set;
/// a tab bar controller shows its children's items.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The items whose title and icon the system provides.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the tab is selected (nil: ``UIBarItem/image`` in the selected colour).
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// Text shown in a red badge at the icon's top-right corner (nil: no badge; "" a small dot).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's background colour (nil: system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title is moved from its place, in points.
    open var titlePositionAdjustment: UIOffset = UIOffset(horizontal: 0, vertical: 0) { didSet { itemDidChange() } }

    /// The bar's look while this item is selected (iOS 13); nil: the bar's. A copy is kept.
    open var standardAppearance: UITabBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.standard = newValue?.copy(); itemDidChange() }
    }
    /// The bar's look at the scroll edge while this item is selected (iOS 15); nil: the bar's. A copy is kept.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue?.copy(); itemDidChange() }
    }
    /// The appearances set on the item.
    package var appearanceSlots = BarAppearanceSlots<UITabBarAppearance>()

    /// The system item this was made from, or nil.
    package private(set) var systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image` and `selectedImage` (iOS 7).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (its title and icon are the system's and cannot be changed) with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        self.title = Self.systemTitle(systemItem)
    }

    /// The English title the system gives `item` (iOS's: "Top Rated", "Most Recent", …).
    package static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
