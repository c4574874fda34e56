// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A class whose instances take default property values from appearance proxies: `UIView` and its subclasses, and
/// `UIBarItem`s (docs/ARCHITECTURE.md, "Dark mode, dynamic colours and UIAppearance").
///
/// `UINavigationBar.appearance().barTintColor = .red` sets the bar tint of every navigation bar that enters a
/// window from then on, unless the app set that bar's own `barTintColor`. A proxy is a real instance of the class
/// (never shown) that remembers what was set on it; the values are applied when an instance first enters a window,
/// before it lays out, the most specific proxy first: more containers, then a trait collection, then a subclass,
/// then the proxy made last. `AppearanceProperty/catalog` lists the properties proxies carry.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside an instance of each of `containerTypes`, nearest container first: `[A, B]`
    /// means inside an `A` that is itself (at any depth) inside a `B`.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include every trait `trait` specifies.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside instances of `containerTypes` (nearest first).
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// A class whose instances can contain views that appearance proxies target: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// The proxy for every instance of this class (see ``UIAppearance``).
    public static func appearance() -> Self { AppearanceRegistry.proxy(self, containers: [], trait: nil) }

    /// The proxy for instances inside instances of `containerTypes`, nearest container first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(self, containers: containerTypes, trait: nil)
    }

    /// The proxy for instances whose traits include `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(self, containers: [], trait: trait)
    }

    /// The proxy for instances with `trait`'s traits inside instances of `containerTypes`, nearest first.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(self, containers: containerTypes, trait: trait)
    }
}

extension UIBarItem: UIAppearance {
    /// The proxy for every bar item of this class (see ``UIAppearance``), applied to the items of a navigation bar
    /// or toolbar when the bar enters a window.
    public static func appearance() -> Self { AppearanceRegistry.proxy(self, containers: [], trait: nil) }

    /// The proxy for items inside instances of `containerTypes` (the bar first, then its containers).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(self, containers: containerTypes, trait: nil)
    }

    /// The proxy for items whose bar's traits include `trait`'s.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(self, containers: [], trait: trait)
    }

    /// The proxy for items with `trait`'s traits inside instances of `containerTypes`, nearest first.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(self, containers: containerTypes, trait: trait)
    }

    /// `init()` dispatched to the dynamic class (``AppearanceRegistry`` makes proxies of classes known by their
    /// metatype this way, as ``ResponderFactory`` does).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
