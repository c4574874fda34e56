// SPDX-License-Identifier: Apache-2.0

import CDynamicInit
import Foundation

/// The appearance proxies an app made, and their application to views entering a window (see ``UIAppearance``).
@MainActor
package enum AppearanceRegistry {
    /// One proxy: the instance the app sets values on, and what it targets.
    package final class Record {
        let proxy: NSObject
        let type: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        /// More containers, then a trait, then a deeper class, then a later proxy: the more specific.
        let rank: (Int, Int, Int, Int)

        init(proxy: NSObject, type: AnyClass, containers: [AnyClass], trait: UITraitCollection?, order: Int) {
            self.proxy = proxy
            self.type = type
            self.containers = containers
            self.trait = trait
            rank = (containers.count, trait == nil ? 0 : 1, AppearanceRegistry.depth(of: type), order)
        }
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let trait: UITraitCollection?
    }

    private static var records: [Key: Record] = [:]
    /// The proxies made with a trait collection (views re-take their proxies on a trait change only if some exist).
    private static var traitRecords: [Record] = []
    private static var pristine: [ObjectIdentifier: NSObject] = [:]
    private static var items: [ObjectIdentifier: ItemEntry] = [:]

    /// Whether any proxy exists (views entering windows skip the matching otherwise).
    package static var isEmpty: Bool { records.isEmpty }

    /// Whether any proxy was made with a trait collection.
    package static var hasTraitProxies: Bool { !traitRecords.isEmpty }

    /// The proxy for instances of `type` in `containers` (nearest first) with `trait`, made on first request.
    package static func proxy<T: NSObject>(
        _ type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?
    ) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let key = Key(type: ObjectIdentifier(type), containers: containerClasses.map { ObjectIdentifier($0) }, trait: trait)
        if let record = records[key] { return unsafeDowncast(record.proxy, to: T.self) }
        let proxy = make(type)
        if let view = proxy as? UIView { view.appearanceState = ViewAppearanceState() }  // forget init's own sets
        let record = Record(proxy: proxy, type: type, containers: containerClasses, trait: trait, order: records.count)
        records[key] = record
        if trait != nil { traitRecords.append(record) }
        return proxy
    }

    /// Forgets every proxy (tests that need a clean slate).
    package static func reset() {
        records = [:]
        traitRecords = []
        items = [:]
    }

    /// A new instance of `type` made by its own `init()`.
    private static func make<T: NSObject>(_ type: T.Type) -> T {
        if let responder = type as? UIResponder.Type {
            return unsafeDowncast(ResponderFactory.make(responder), to: T.self)
        }
        if let item = type as? UIBarItem.Type {
            let raw = touchstone_make_bar_item(unsafeBitCast(item, to: UnsafeMutableRawPointer.self))
            return unsafeDowncast(Unmanaged<UIBarItem>.fromOpaque(raw).takeRetainedValue(), to: T.self)
        }
        return unsafeDowncast(NSObject(), to: T.self)  // not reached: only views and bar items have proxies
    }

    /// A freshly made instance of `owner`, whose values are the class's defaults.
    private static func defaults(of owner: AnyClass) -> NSObject? {
        if let made = pristine[ObjectIdentifier(owner)] { return made }
        let made: NSObject
        if let responder = owner as? UIResponder.Type { made = ResponderFactory.make(responder) }
        else if let item = owner as? UIBarItem.Type {
            let raw = touchstone_make_bar_item(unsafeBitCast(item, to: UnsafeMutableRawPointer.self))
            made = Unmanaged<UIBarItem>.fromOpaque(raw).takeRetainedValue()
        } else { return nil }
        pristine[ObjectIdentifier(owner)] = made
        return made
    }

    /// How many superclasses `type` has.
    nonisolated private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let c = current, let up = _getSuperclass(c) { depth += 1; current = up }
        return depth
    }

    /// Applies the proxies that match `target` (in `chain`, its containers nearest first, with `traits`): for
    /// each catalogue property, the most specific matching proxy that set it wins, unless the app set it on
    /// `target` itself. `applied` remembers which proxy gave each property, so that applying again after a trait
    /// change (``UIView/reapplyAppearanceProxies(from:to:)``) moves a property to the proxy that now matches, or
    /// back to the class's default when none does, while leaving alone what the app set since.
    package static func apply(
        to target: NSObject, chain: [NSObject], traits: UITraitCollection, applied: inout [String: Record]
    ) {
        let matching = records.values.filter { record in
            target.isKind(of: record.type)
                && (record.trait.map { traits.containsTraits(in: $0) } ?? true)
                && matches(record.containers, chain)
        }
        guard !matching.isEmpty || !applied.isEmpty else { return }
        let state = (target as? UIView)?.appearanceStateMaking
        for property in AppearanceProperty.catalog where target.isKind(of: property.owner) {
            let candidates = matching.filter { $0.proxy.isKind(of: property.owner) && wasSet(property, on: $0.proxy) }
            let best = candidates.max(by: { $0.rank < $1.rank })
            let source: NSObject
            if let previous = applied[property.name] {
                // Ours unless the app changed it since (tracked: recorded; otherwise: it no longer holds the value).
                let changedByApp = property.tracked
                    ? (state?.setDirectly.contains(property.name) ?? false) : property.differs(target, previous.proxy)
                if changedByApp {
                    applied[property.name] = nil
                    continue
                }
                guard let chosen = best?.proxy ?? defaults(of: property.owner) else { continue }
                applied[property.name] = best
                if !property.differs(target, chosen) { continue }
                source = chosen
            } else {
                guard let best, !wasSet(property, on: target) else { continue }
                applied[property.name] = best
                source = best.proxy
            }
            state?.applyingAppearance = true
            property.copy(source, target)
            state?.applyingAppearance = false
        }
    }

    /// Whether some trait-specific proxy matches one of `previous` and `current` but not the other (then the views
    /// whose traits changed so take their proxies again).
    package static func traitProxiesMatchDifferently(_ previous: UITraitCollection, _ current: UITraitCollection) -> Bool {
        traitRecords.contains { previous.containsTraits(in: $0.trait!) != current.containsTraits(in: $0.trait!) }
    }

    /// Applies the proxies to a bar button item shown in `chain` (its bar first), remembering per item which proxy
    /// gave each property, as for views.
    package static func apply(to item: UIBarItem, chain: [NSObject], traits: UITraitCollection) {
        let key = ObjectIdentifier(item)
        var entry = items[key].flatMap { $0.item === item ? $0 : nil } ?? ItemEntry(item: item)
        apply(to: item, chain: chain, traits: traits, applied: &entry.applied)
        items[key] = entry
        if items.count > 64, items.count.isMultiple(of: 64) { items = items.filter { $0.value.item != nil } }
    }

    /// What the proxies gave one bar item (held weakly: the table never keeps an item alive).
    private struct ItemEntry {
        weak var item: UIBarItem?
        var applied: [String: Record] = [:]
    }

    /// Whether `property` holds a value set on `object` (recorded for tracked properties; else different from a
    /// fresh instance's).
    private static func wasSet(_ property: AppearanceProperty, on object: NSObject) -> Bool {
        if property.tracked {
            return (object as? UIView)?.appearanceState?.setDirectly.contains(property.name) ?? false
        }
        guard let fresh = defaults(of: property.owner) else { return false }
        return property.differs(object, fresh)
    }

    /// Whether the containers (nearest first) appear in `chain` (nearest first) in that order.
    private static func matches(_ containers: [AnyClass], _ chain: [NSObject]) -> Bool {
        var index = 0
        for object in chain where index < containers.count {
            if object.isKind(of: containers[index]) { index += 1 }
        }
        return index == containers.count
    }
}

extension UIView {
    /// The objects containing this view, nearest first: each superview, and after it the view controller whose
    /// view it is.
    package var appearanceContainerChain: [NSObject] {
        var chain: [NSObject] = []
        var view = superviewStorage
        while let current = view {
            chain.append(current)
            if let controller = current.owningViewController { chain.append(controller) }
            view = current.superviewStorage
        }
        return chain
    }

    /// Applies the appearance proxies the first time the view enters a window (before it lays out); a navigation
    /// bar's, toolbar's or tab bar's items get theirs with the bar as their nearest container, and so does the item
    /// of each bar button or tab view entering a window (items the bar shows later: pushed, or set after it
    /// appeared).
    package func applyAppearanceProxiesIfNeeded() {
        guard !AppearanceRegistry.isEmpty else { return }
        let state = appearanceStateMaking
        guard !state.appearanceApplied else { return }
        state.appearanceApplied = true
        applyAppearanceProxies(traits: traitCollection, state: state)
    }

    /// Takes the proxies again after the traits changed from `previous` to `current` (a dark-mode switch, a size
    /// class change), as UIKit does, when a trait-specific proxy matches one but not the other; values the app set
    /// since are kept, and a property whose proxy no longer matches returns to the next proxy's value or the
    /// default. Called before `traitCollectionDidChange(_:)`.
    package func reapplyAppearanceProxies(from previous: UITraitCollection, to current: UITraitCollection) {
        guard AppearanceRegistry.hasTraitProxies, let state = appearanceState, state.appearanceApplied,
              AppearanceRegistry.traitProxiesMatchDifferently(previous, current)
        else { return }
        applyAppearanceProxies(traits: current, state: state)
    }

    private func applyAppearanceProxies(traits: UITraitCollection, state: ViewAppearanceState) {
        let chain = appearanceContainerChain
        AppearanceRegistry.apply(to: self, chain: chain, traits: traits, applied: &state.appliedProxies)
        let items: [UIBarItem]
        if let bar = self as? UINavigationBar {
            items = (bar.items ?? []).flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
        } else if let bar = self as? UIToolbar {
            items = bar.items ?? []
        } else if let bar = self as? UITabBar {
            items = bar.items ?? []
        } else if let button = self as? BarButtonView, let item = button.item,
                  let barIndex = chain.firstIndex(where: { $0 is UINavigationBar || $0 is UIToolbar }) {
            return AppearanceRegistry.apply(to: item, chain: Array(chain[barIndex...]), traits: traits)
        } else if let button = self as? TabBarButtonView, let barIndex = chain.firstIndex(where: { $0 is UITabBar }) {
            AppearanceRegistry.apply(to: button.item, chain: Array(chain[barIndex...]), traits: traits)
            return button.setNeedsDisplay()
        } else {
            items = []
        }
        for item in items { AppearanceRegistry.apply(to: item, chain: [self] + chain, traits: traits) }
    }
}
