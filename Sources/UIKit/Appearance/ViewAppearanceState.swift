// SPDX-License-Identifier: Apache-2.0

/// A view's dark-mode and `UIAppearance` bookkeeping (``UIView/appearanceState``), made on first use so views that
/// use neither carry one nil reference.
@MainActor
package final class ViewAppearanceState {
    /// The dynamic background colour the app set and the `CGColor` last pushed to the layer for it (nil: the
    /// background is fixed, and the layer's colour is the whole truth).
    package var dynamicBackground: (color: UIColor, pushed: CGColor?)?
    /// The appearance properties the app set directly on this instance (``AppearanceProperty/name``): a
    /// `UIAppearance` proxy never overrides them.
    package var setDirectly: Set<String> = []
    /// Whether the `UIAppearance` proxies were applied (the first time the view entered a window).
    package var appearanceApplied = false
    /// The proxy that gave each property it applied (``AppearanceProperty/name``), so a trait change can move the
    /// property to another proxy or back to the default.
    package var appliedProxies: [String: AppearanceRegistry.Record] = [:]
    /// Set while proxies' values are being applied, so those setters do not count as the app's.
    package var applyingAppearance = false
    /// The dynamic colours the view's last drawing resolved and what they gave (``DrawnColours``); nil when not
    /// recorded (a class that does not qualify, or no drawing yet).
    package var drawnColours: [DrawnColours.Entry]?

    package init() {}
}

/// Whether any view or view controller ever set `overrideUserInterfaceStyle`: until one does, a view's traits are
/// its screen's and no ancestor walk is needed.
@MainActor
package enum StyleOverrides {
    package static var inUse = false
    /// Bumped whenever an override is set or the view tree or a view's controller changes: the views' cached
    /// override styles (``UIView/overriddenUserInterfaceStyle``) are valid only within one generation.
    package static var generation = 0
}

extension AppearanceProperty {
    /// The name under which ``UIView/backgroundColor`` is recorded as set directly.
    package static let backgroundColorName = "backgroundColor"
}
