// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

@Suite("UITraitCollection")
struct TraitCollectionTests {
    @Test("A new collection specifies nothing")
    func unspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.forceTouchCapability == .unknown)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
    }

    @Test("Combining collections takes each trait from the last collection that specifies it")
    func combination() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(preferredContentSizeCategory: .small),
            UITraitCollection(),
        ])
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.displayScale == 2)
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test("A collection contains another when every trait the other specifies matches")
    func containment() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(layoutDirection: .leftToRight),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(
            phone.containsTraits(
                in: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(verticalSizeClass: .regular),
                ])))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!phone.containsTraits(in: nil))
    }

    @Test("Collections are equal and hash alike when every trait is, and print the traits they specify")
    func equality() {
        let a = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light),
        ])
        let b = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2),
        ])
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(Set([a, b]).count == 1)
        #expect(a != UITraitCollection(displayScale: 2))
        #expect(a.description.hasPrefix("<UITraitCollection: 0x"))
        #expect(a.description.hasSuffix("; DisplayScale = 2, UserInterfaceStyle = Light>"))
    }

    @Test("Colour appearance differs with the interface style or the contrast, not with the size classes")
    func colorAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(
            light.hasDifferentColorAppearance(
                comparedTo: UITraitCollection(traitsFrom: [
                    light, UITraitCollection(accessibilityContrast: .high),
                ])))
        #expect(
            !light.hasDifferentColorAppearance(
                comparedTo: UITraitCollection(traitsFrom: [
                    light, UITraitCollection(horizontalSizeClass: .regular),
                ])))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test("performAsCurrent makes a collection current on this thread for the block, then restores the previous one")
    func current() {
        let outer = UITraitCollection(displayScale: 3)
        let inner = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        outer.performAsCurrent {
            #expect(UITraitCollection.current == outer)
            inner.performAsCurrent { #expect(UITraitCollection.current == inner) }
            #expect(UITraitCollection.current == outer)
        }
        #expect(UITraitCollection.current != outer)
    }

    @Test("Content size categories order by size; the five largest are accessibility sizes")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.extraSmall < .small)
        #expect(UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!(UIContentSizeCategory.large < .large))
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }
}
