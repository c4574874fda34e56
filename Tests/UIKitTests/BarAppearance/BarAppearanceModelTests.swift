// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// An app's own appearance subclass, with a stored property of its own.
@MainActor
final class BrandNavigationAppearance: UINavigationBarAppearance {
    var brand = "plain"
}

@MainActor
@Suite("Bar appearances: the model (presets, copies)")
struct BarAppearanceModelTests {
    @Test("configureWithDefaultBackground: the system material, no colour or image, the default shadow colour")
    func defaultPreset() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        appearance.backgroundImage = UIImage()
        appearance.shadowColor = .blue
        appearance.configureWithDefaultBackground()
        #expect(appearance.usesDefaultMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.shadowImage == nil)
        #expect(appearance.shadowColor === BarAppearanceColors.defaultShadow)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        // A new appearance starts with the default background.
        let fresh = UIToolbarAppearance()
        #expect(fresh.usesDefaultMaterial && fresh.backgroundColor == nil && fresh.shadowColor != nil)
        #expect(fresh.idiom == .phone)
    }

    @Test("configureWithOpaqueBackground: the theme's background colour, no material, the default shadow")
    func opaquePreset() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(!appearance.usesDefaultMaterial)
        #expect(appearance.backgroundColor == UIColor.systemBackground)
        #expect(appearance.shadowColor === BarAppearanceColors.defaultShadow)
        #expect(!appearance.hasTransparentBackground)
    }

    @Test("configureWithTransparentBackground: a clear background and no shadow, replacing earlier values")
    func transparentPreset() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage()
        appearance.shadowImage = UIImage()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == UIColor.clear)
        #expect(appearance.shadowColor == nil && appearance.shadowImage == nil && appearance.backgroundImage == nil)
        #expect(appearance.hasTransparentBackground)
        // The presets replace the bar properties only; the title attributes stay.
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
    }

    @Test("copy() makes an independent object of the same class; nested button appearances are copied too")
    func copying() {
        let original = UINavigationBarAppearance()
        original.configureWithOpaqueBackground()
        original.backgroundColor = .orange
        original.titleTextAttributes = [.foregroundColor: UIColor.white]
        original.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        let copy: UINavigationBarAppearance = original.copy()
        #expect(copy !== original)
        #expect(copy.backgroundColor == .orange && !copy.usesDefaultMaterial)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(copy.titlePositionAdjustment.horizontal == 3)
        #expect(copy.buttonAppearance !== original.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .yellow)
        original.backgroundColor = .green
        original.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(copy.backgroundColor == .orange)
        #expect(copy.buttonAppearance.normal.titleTextAttributes.count == 1)
        // NSCopying's copy(with:) answers the same.
        #expect((original.copy(with: nil) as AnyObject) is UINavigationBarAppearance)
        // Assigning a button appearance keeps a copy.
        let buttons = UIBarButtonItemAppearance(style: .done)
        original.doneButtonAppearance = buttons
        buttons.normal.titlePositionAdjustment = UIOffset(horizontal: 9, vertical: 9)
        #expect(original.doneButtonAppearance !== buttons)
        #expect(original.doneButtonAppearance.normal.titlePositionAdjustment.horizontal == 0)
    }

    @Test("An app's subclass copies as itself, its own properties starting from their defaults")
    func subclassCopies() {
        let brand = BrandNavigationAppearance()
        brand.brand = "bold"
        brand.backgroundColor = .purple
        let copy = brand.copy()
        #expect(type(of: copy) == BrandNavigationAppearance.self)
        #expect(copy.backgroundColor == .purple)
        #expect(copy.brand == "plain")
        let tabItem = UITabBarItemAppearance(style: .inline)
        tabItem.selected.iconColor = .red
        let itemCopy = tabItem.copy()
        #expect(itemCopy !== tabItem && itemCopy.selected !== tabItem.selected)
        #expect(itemCopy.selected.iconColor == .red)
    }

    @Test("init(barAppearance:) takes the background and what the two classes share")
    func initFromOtherAppearance() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .brown
        toolbar.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.cyan]
        let navigation = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(navigation.backgroundColor == .brown && !navigation.usesDefaultMaterial)
        #expect(navigation.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .cyan)
        #expect(navigation.buttonAppearance !== toolbar.buttonAppearance)
        let tabs = UITabBarAppearance(barAppearance: navigation)
        #expect(tabs.backgroundColor == .brown)
        #expect(tabs.stackedLayoutAppearance.normal.titleTextAttributes.isEmpty)
    }

    @Test("Bars and items keep copies: changing an appearance after assigning it changes nothing until reassigned")
    func assignmentCopies() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let item = UINavigationItem(title: "A")
        item.compactAppearance = appearance
        appearance.backgroundColor = .blue
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .red)
        #expect(item.compactAppearance?.backgroundColor == .red)
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance.backgroundColor == .blue)

        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.normal.iconColor = .gray
        let tabBar = UITabBar()
        tabBar.standardAppearance = tabs
        tabs.stackedLayoutAppearance.normal.iconColor = .green
        #expect(tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == .gray)
        let toolbar = UIToolbar()
        let toolbarLook = UIToolbarAppearance()
        toolbar.compactAppearance = toolbarLook
        #expect(toolbar.compactAppearance !== toolbarLook && toolbar.compactAppearance != nil)
        toolbar.compactAppearance = nil
        #expect(toolbar.compactAppearance == nil)
    }

    @Test("Before an appearance is set, standardAppearance reflects the legacy properties")
    func legacyStandard() {
        let bar = UINavigationBar()
        bar.barTintColor = .red
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let tabBar = UITabBar()
        tabBar.isTranslucent = false
        tabBar.unselectedItemTintColor = .gray
        #expect(tabBar.standardAppearance.backgroundColor == UIColor.systemBackground)
        #expect(tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == .gray)
    }

    @Test("setBackIndicatorImage needs both images: one alone clears both (logged)")
    func backIndicator() {
        let appearance = UINavigationBarAppearance()
        let image = UIImage(systemName: "chevron.left")
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === image)
        appearance.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil && appearance.backIndicatorTransitionMaskImage == nil)
    }

    @Test("configureWithDefault(for:) resets every state of button and tab item appearances")
    func itemPresets() {
        let buttons = UIBarButtonItemAppearance()
        buttons.highlighted.titleTextAttributes = [.foregroundColor: UIColor.red]
        buttons.disabled.backgroundImage = UIImage()
        buttons.configureWithDefault(for: .plain)
        #expect(buttons.highlighted.titleTextAttributes.isEmpty && buttons.disabled.backgroundImage == nil)
        #expect(buttons.state(enabled: false, highlighted: true) === buttons.disabled)
        #expect(buttons.state(enabled: true, highlighted: true) === buttons.highlighted)
        let items = UITabBarItemAppearance(style: .compactInline)
        items.selected.badgeBackgroundColor = .blue
        items.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: 2)
        items.configureWithDefault(for: .stacked)
        #expect(items.selected.badgeBackgroundColor == nil && items.normal.badgePositionAdjustment.horizontal == 0)
        #expect(items.state(enabled: true, selected: true) === items.selected)
    }
}
