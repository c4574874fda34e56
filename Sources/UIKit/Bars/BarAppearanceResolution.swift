// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The appearances set on a bar or an item, one per situation (a tab bar uses `standard` and `scrollEdge`).
@MainActor
package struct BarAppearanceSlots<Appearance: UIBarAppearance> {
    package var standard: Appearance?
    package var compact: Appearance?
    package var scrollEdge: Appearance?
    package var compactScrollEdge: Appearance?

    package init() {}

    /// Whether none is set.
    package var isEmpty: Bool { standard == nil && compact == nil && scrollEdge == nil && compactScrollEdge == nil }
}

/// The appearance a bar draws with now, and a key naming where it came from (`"item.scrollEdge"`,
/// `"bar.standard+transparent"`…): when the key changes on screen, the bar cross-fades.
@MainActor
package struct BarAppearanceChoice {
    package let appearance: UIBarAppearance
    package let key: String
}

/// Which appearance a bar uses (iOS 13–15 rules, modern look only).
///
/// - A bar uses appearances once any is set (on the bar, through its `appearance()` proxy, or on the top
///   navigation item / selected tab item); until then it draws from its legacy properties (`barTintColor`,
///   `titleTextAttributes`, `shadowImage`, background images, `isTranslucent`) exactly as before iOS 13, and
///   no scroll-edge rule applies. The iPhone OS 3 profiles always draw their glossy tint-based bars.
/// - The item's appearance for a situation wins over the bar's (`UINavigationItem`'s four while the item is on
///   top; `UITabBarItem`'s two while the item is selected).
/// - Compact height (iPhone landscape): `compactAppearance`, else the standard one.
/// - At the scroll edge (only for a bar a navigation or tab bar controller manages): `compactScrollEdgeAppearance`
///   when compact, else `scrollEdgeAppearance`, else — **iOS 15's rule, which Touchstone follows** — the
///   appearance the bar would use off the edge with a transparent background and no shadow. iOS 13 and 14 used
///   the standard appearance unchanged there; Touchstone follows iOS 15 and later because that is what every
///   current SDK links against and what apps written today (which set `scrollEdgeAppearance` explicitly when they
///   want an opaque bar at the top) expect.
extension UINavigationBar {
    /// Whether the bar is short (iPhone landscape or a vertically compact trait environment).
    package var isCompactForAppearance: Bool {
        BarMetrics.isLandscape || traitCollection.verticalSizeClass == .compact
    }

    /// The appearance to draw with, or nil for the legacy look.
    package func appearanceChoice() -> BarAppearanceChoice? {
        guard !UIScreen.main.profile.isClassic else { return nil }
        let item = topItem?.appearanceSlots ?? BarAppearanceSlots()
        let bar = appearanceSlots
        guard !item.isEmpty || !bar.isEmpty else { return nil }
        func pick(_ name: String, _ itemValue: UINavigationBarAppearance?, _ barValue: UINavigationBarAppearance?)
            -> BarAppearanceChoice?
        {
            if let itemValue { return BarAppearanceChoice(appearance: itemValue, key: "item.\(name)") }
            if let barValue { return BarAppearanceChoice(appearance: barValue, key: "bar.\(name)") }
            return nil
        }
        let compact = isCompactForAppearance
        let standard = pick("standard", item.standard, bar.standard)
            ?? BarAppearanceChoice(appearance: legacyStandardAppearance(), key: "legacy.standard")
        let base = compact ? pick("compact", item.compact, bar.compact) ?? standard : standard
        guard scrollEdgeTracker?.isAtEdge == true else { return base }
        if compact, let edge = pick("compactScrollEdge", item.compactScrollEdge, bar.compactScrollEdge) { return edge }
        if let edge = pick("scrollEdge", item.scrollEdge, bar.scrollEdge) { return edge }
        return BarAppearanceChoice(appearance: base.appearance.transparentCopy(), key: base.key + "+transparent")
    }

    /// An appearance made from the legacy properties (what ``standardAppearance`` returns before one is set).
    package func legacyStandardAppearance() -> UINavigationBarAppearance {
        let made = UINavigationBarAppearance(idiom: .phone)
        if !isTranslucent { made.configureWithOpaqueBackground() }
        if barStyle != .default {
            made.backgroundColor = UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1)
            made.usesDefaultMaterial = false
            made.titleTextAttributes = [.foregroundColor: UIColor.white]
            made.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        }
        if let barTintColor {
            made.backgroundColor = barTintColor
            made.usesDefaultMaterial = false
        }
        if let titleTextAttributes { made.titleTextAttributes = titleTextAttributes }
        if let largeTitleTextAttributes { made.largeTitleTextAttributes = largeTitleTextAttributes }
        if let shadowImage { made.shadowImage = shadowImage }
        if let image = backgroundImage(for: .default) { made.backgroundImage = image }
        if let backIndicatorImage {
            made.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage ?? backIndicatorImage)
        }
        return made
    }

    /// An appearance changed: the contents take its titles and buttons, the background its look.
    package func appearancesDidChange() {
        invalidateIntrinsicContentSize()
        rebuildContent()
    }
}

extension UIToolbar {
    /// Whether the toolbar is short (iPhone landscape or a vertically compact trait environment).
    package var isCompactForAppearance: Bool {
        BarMetrics.isLandscape || traitCollection.verticalSizeClass == .compact
    }

    /// The appearance to draw with, or nil for the legacy look (rules as for ``UINavigationBar/appearanceChoice()``).
    package func appearanceChoice() -> BarAppearanceChoice? {
        guard !UIScreen.main.profile.isClassic, !appearanceSlots.isEmpty else { return nil }
        let slots = appearanceSlots
        let standard = slots.standard.map { BarAppearanceChoice(appearance: $0, key: "bar.standard") }
            ?? BarAppearanceChoice(appearance: legacyStandardAppearance(), key: "legacy.standard")
        let compact = isCompactForAppearance
        let base = compact ? slots.compact.map { BarAppearanceChoice(appearance: $0, key: "bar.compact") } ?? standard
            : standard
        guard scrollEdgeTracker?.isAtEdge == true else { return base }
        if compact, let edge = slots.compactScrollEdge {
            return BarAppearanceChoice(appearance: edge, key: "bar.compactScrollEdge")
        }
        if let edge = slots.scrollEdge { return BarAppearanceChoice(appearance: edge, key: "bar.scrollEdge") }
        return BarAppearanceChoice(appearance: base.appearance.transparentCopy(), key: base.key + "+transparent")
    }

    /// An appearance made from the legacy properties (what ``standardAppearance`` returns before one is set).
    package func legacyStandardAppearance() -> UIToolbarAppearance {
        let made = UIToolbarAppearance(idiom: .phone)
        if !isTranslucent { made.configureWithOpaqueBackground() }
        if barStyle != .default {
            made.backgroundColor = UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1)
            made.usesDefaultMaterial = false
        }
        if let barTintColor {
            made.backgroundColor = barTintColor
            made.usesDefaultMaterial = false
        }
        if let image = backgroundImage(forToolbarPosition: .any, barMetrics: .default) { made.backgroundImage = image }
        if let shadow = shadowImage(forToolbarPosition: .any) { made.shadowImage = shadow }
        return made
    }
}

extension UITabBar {
    /// The appearance to draw with, or nil for the legacy look: the selected item's, else the bar's; at the
    /// scroll edge the `scrollEdgeAppearance`, else the standard one with a transparent background (iOS 15).
    package func appearanceChoice() -> BarAppearanceChoice? {
        guard !UIScreen.main.profile.isClassic else { return nil }
        let item = selectedItem?.appearanceSlots ?? BarAppearanceSlots()
        let bar = appearanceSlots
        guard !item.isEmpty || !bar.isEmpty else { return nil }
        func pick(_ name: String, _ itemValue: UITabBarAppearance?, _ barValue: UITabBarAppearance?) -> BarAppearanceChoice? {
            if let itemValue { return BarAppearanceChoice(appearance: itemValue, key: "item.\(name)") }
            if let barValue { return BarAppearanceChoice(appearance: barValue, key: "bar.\(name)") }
            return nil
        }
        let standard = pick("standard", item.standard, bar.standard)
            ?? BarAppearanceChoice(appearance: legacyStandardAppearance(), key: "legacy.standard")
        guard scrollEdgeTracker?.isAtEdge == true else { return standard }
        if let edge = pick("scrollEdge", item.scrollEdge, bar.scrollEdge) { return edge }
        return BarAppearanceChoice(appearance: standard.appearance.transparentCopy(), key: standard.key + "+transparent")
    }

    /// An appearance made from the legacy properties (what ``standardAppearance`` returns before one is set).
    package func legacyStandardAppearance() -> UITabBarAppearance {
        let made = UITabBarAppearance(idiom: .phone)
        if !isTranslucent { made.configureWithOpaqueBackground() }
        if barStyle != .default {
            made.backgroundColor = UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1)
            made.usesDefaultMaterial = false
        }
        if let barTintColor {
            made.backgroundColor = barTintColor
            made.usesDefaultMaterial = false
        }
        if let backgroundImage { made.backgroundImage = backgroundImage }
        if let shadowImage { made.shadowImage = shadowImage }
        made.selectionIndicatorImage = selectionIndicatorImage
        made.stackedItemPositioning = itemPositioning
        made.stackedItemWidth = itemWidth
        made.stackedItemSpacing = itemSpacing
        if let unselectedItemTintColor {
            for layout in [made.stackedLayoutAppearance, made.inlineLayoutAppearance, made.compactInlineLayoutAppearance] {
                layout.normal.iconColor = unselectedItemTintColor
            }
        }
        return made
    }
}
