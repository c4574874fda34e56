// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a tab bar looks (iOS 13): the background and shadow of ``UIBarAppearance``, the items in each layout and
/// state, the selection indicator and how stacked items are spread.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when stacked (icon over title: iPhone portrait); copied on assignment.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { stackedStorage }
        set { stackedStorage = newValue.copy() }
    }
    /// The items' look when inline (icon beside title: regular-width bars); copied on assignment.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { inlineStorage }
        set { inlineStorage = newValue.copy() }
    }
    /// The items' look when compact inline (iPhone landscape); copied on assignment.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { compactInlineStorage }
        set { compactInlineStorage = newValue.copy() }
    }
    /// The tint of a template ``selectionIndicatorImage`` (nil: the image as it is).
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item (nil: none).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are spread across the bar (`.automatic`: the whole width on iPhone).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centred stacked items, in points (0: the system's 34).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items, in points (0: the system's 76).
    open var stackedItemWidth: CGFloat = 0

    private var stackedStorage = UITabBarItemAppearance(style: .stacked)
    private var inlineStorage = UITabBarItemAppearance(style: .inline)
    private var compactInlineStorage = UITabBarItemAppearance(style: .compactInline)

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance from `barAppearance`'s background and shadow (and everything else when it is a tab
    /// bar appearance).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        takeSubclassProperties(of: barAppearance)
    }

    /// Creates an appearance with the default background; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package func takeSubclassProperties(of other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedStorage.take(other.stackedStorage)
        inlineStorage.take(other.inlineStorage)
        compactInlineStorage.take(other.compactInlineStorage)
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }

    /// The item appearance for a bar laid out `compact` (landscape iPhone: compact inline) or not (stacked).
    package func itemAppearance(compact: Bool) -> UITabBarItemAppearance {
        compact ? compactInlineStorage : stackedStorage
    }
}
