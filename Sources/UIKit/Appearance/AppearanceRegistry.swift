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
    private static var pristine: [ObjectIdentifier: NSObject] = [:]

    /// Whether any proxy exists (views entering windows skip the matching otherwise).
    package static var isEmpty: Bool { records.isEmpty }

    /// The proxy for instances of `type` in `containers` (nearest first) with `trait`, made on first request.
    package static func proxy<T: NSObject>(
        _ type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?
    ) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let key = Key(type: ObjectIdentifier(type), containers: containerClasses.map { ObjectIdentifier($0) }, trait: trait)
        if let record = records[key] { return unsafeDowncast(record.proxy, to: T.self) }
        let proxy = make(type)
        if let view = proxy as? UIView { view.appearanceState = ViewAppearanceState() }  // forget init's own sets
        records[key] = Record(proxy: proxy, type: type, containers: containerClasses, trait: trait, order: records.count)
        return proxy
    }

    /// Forgets every proxy (tests that need a clean slate).
    package static func reset() { records = [:] }

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
    /// `target` itself.
    package static func apply(to target: NSObject, chain: [NSObject], traits: UITraitCollection) {
        let matching = records.values.filter { record in
            target.isKind(of: record.type)
                && (record.trait.map { traits.containsTraits(in: $0) } ?? true)
                && matches(record.containers, chain)
        }
        guard !matching.isEmpty else { return }
        let state = (target as? UIView)?.appearanceStateMaking
        for property in AppearanceProperty.catalog where target.isKind(of: property.owner) {
            let candidates = matching.filter { $0.proxy.isKind(of: property.owner) && wasSet(property, on: $0.proxy) }
            guard let best = candidates.max(by: { $0.rank < $1.rank }) else { continue }
            if wasSet(property, on: target) { continue }
            state?.applyingAppearance = true
            property.copy(best.proxy, target)
            state?.applyingAppearance = false
        }
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
    /// bar's or toolbar's bar button items get theirs with the bar as their nearest container.
    package func applyAppearanceProxiesIfNeeded() {
        guard !AppearanceRegistry.isEmpty else { return }
        let state = appearanceStateMaking
        guard !state.appearanceApplied else { return }
        state.appearanceApplied = true
        let traits = traitCollection
        let chain = appearanceContainerChain
        AppearanceRegistry.apply(to: self, chain: chain, traits: traits)
        let items: [UIBarButtonItem]
        if let bar = self as? UINavigationBar {
            items = (bar.items ?? []).flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
        } else if let bar = self as? UIToolbar {
            items = bar.items ?? []
        } else {
            items = []
        }
        for item in items { AppearanceRegistry.apply(to: item, chain: [self] + chain, traits: traits) }
    }
}
