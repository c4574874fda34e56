// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One property an appearance proxy carries: how to tell whether the proxy (or an instance) has it set, and how to
/// copy it to an instance. A class makes a property proxy-able with one line in ``catalog``.
///
/// Tracked properties (`UIView.backgroundColor`, `tintColor`, `UILabel.textColor`, `font`) record in their setters
/// that they were set (``UIView/noteSetDirectly(_:)``); the others count as set when their value differs from that
/// of a freshly made instance of the class that declares them.
@MainActor
package struct AppearanceProperty {
    /// The name recorded when a tracked property is set (unique per owner).
    package let name: String
    /// The class that declares the property (proxies and instances must be of it or a subclass).
    package let owner: AnyClass
    /// Whether the setter records that it was set.
    package let tracked: Bool
    /// Whether two instances of `owner` hold different values.
    package let differs: (NSObject, NSObject) -> Bool
    /// Copies the value from the first instance (a proxy) to the second.
    package let copy: (NSObject, NSObject) -> Void

    /// A property read and written through `keyPath`, compared with `==`.
    package static func keyPath<Root: NSObject, Value: Equatable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ name: String, tracked: Bool = false
    ) -> AppearanceProperty {
        accessors(name, tracked: tracked, get: { (o: Root) in o[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A property with its own getter and setter (a per-state value such as `setTitleColor(_:for:)`).
    package static func accessors<Root: NSObject, Value: Equatable>(
        _ name: String, tracked: Bool = false, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void
    ) -> AppearanceProperty {
        AppearanceProperty(
            name: name, owner: Root.self, tracked: tracked,
            differs: { a, b in
                guard let a = a as? Root, let b = b as? Root else { return false }
                return get(a) != get(b)
            },
            copy: { from, to in
                guard let from = from as? Root, let to = to as? Root else { return }
                set(to, get(from))
            })
    }

    /// A text-attributes dictionary property (`titleTextAttributes`), compared key by key.
    package static func attributes<Root: NSObject>(
        _ keyPath: ReferenceWritableKeyPath<Root, [NSAttributedString.Key: Any]?>, _ name: String
    ) -> AppearanceProperty {
        AppearanceProperty(
            name: name, owner: Root.self, tracked: false,
            differs: { a, b in
                guard let a = a as? Root, let b = b as? Root else { return false }
                return !AppearanceProperty.sameAttributes(a[keyPath: keyPath], b[keyPath: keyPath])
            },
            copy: { from, to in
                guard let from = from as? Root, let to = to as? Root else { return }
                to[keyPath: keyPath] = from[keyPath: keyPath]
            })
    }

    /// A per-state text-attributes property read and written through a getter and a setter (`setTitleTextAttributes(_:for:)`),
    /// compared key by key.
    package static func stateAttributes<Root: NSObject>(
        _ name: String, get: @escaping (Root) -> [NSAttributedString.Key: Any]?,
        set: @escaping (Root, [NSAttributedString.Key: Any]?) -> Void
    ) -> AppearanceProperty {
        AppearanceProperty(
            name: name, owner: Root.self, tracked: false,
            differs: { a, b in
                guard let a = a as? Root, let b = b as? Root else { return false }
                return !AppearanceProperty.sameAttributes(get(a), get(b))
            },
            copy: { from, to in
                guard let from = from as? Root, let to = to as? Root else { return }
                set(to, get(from))
            })
    }

    private static func sameAttributes(_ a: [NSAttributedString.Key: Any]?, _ b: [NSAttributedString.Key: Any]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            if let object = value as? NSObject, let otherObject = other as? NSObject {
                if !object.isEqual(otherObject) { return false }
            } else if "\(value)" != "\(other)" {
                return false
            }
        }
        return true
    }

    /// Every property appearance proxies carry. To make a property proxy-able, add one line here (and, for a
    /// precise "set directly" record, call `noteSetDirectly(name)` in its setter).
    package static let catalog: [AppearanceProperty] = barAppearanceProperties + [
        .keyPath(\UIView.backgroundColor, backgroundColorName, tracked: true),
        .accessors("tintColor", tracked: true, get: { (v: UIView) in v.tintColorStorage }, set: { $0.tintColor = $1 }),
        .keyPath(\UILabel.textColor, "textColor", tracked: true),
        .keyPath(\UILabel.font, "font", tracked: true),
        .keyPath(\UINavigationBar.barTintColor, "barTintColor"),
        .keyPath(\UINavigationBar.barStyle, "barStyle"),
        .keyPath(\UINavigationBar.isTranslucent, "isTranslucent"),
        .attributes(\UINavigationBar.titleTextAttributes, "titleTextAttributes"),
        .keyPath(\UITabBar.barTintColor, "barTintColor"),
        .keyPath(\UITabBar.barStyle, "barStyle"),
        .keyPath(\UITabBar.isTranslucent, "isTranslucent"),
        .keyPath(\UITabBar.unselectedItemTintColor, "unselectedItemTintColor"),
        .keyPath(\UIToolbar.barTintColor, "barTintColor"),
        .keyPath(\UIToolbar.barStyle, "barStyle"),
        .keyPath(\UIToolbar.isTranslucent, "isTranslucent"),
        .keyPath(\UIBarButtonItem.tintColor, "tintColor"),
        .accessors("titleColor.normal", get: { (b: UIButton) in b.titleColor(for: .normal) },
                   set: { $0.setTitleColor($1, for: .normal) }),
        .accessors("titleColor.highlighted", get: { (b: UIButton) in b.titleColor(for: .highlighted) },
                   set: { $0.setTitleColor($1, for: .highlighted) }),
        .accessors("titleColor.selected", get: { (b: UIButton) in b.titleColor(for: .selected) },
                   set: { $0.setTitleColor($1, for: .selected) }),
        .accessors("titleColor.disabled", get: { (b: UIButton) in b.titleColor(for: .disabled) },
                   set: { $0.setTitleColor($1, for: .disabled) }),
    ] + controlProperties

    /// The value controls' colours (`UISwitch.appearance().onTintColor = …`, as apps theme them) and the
    /// segmented control's and bar items' per-state title attributes.
    private static let controlProperties: [AppearanceProperty] = [
        .keyPath(\UISwitch.onTintColor, "onTintColor"),
        .keyPath(\UISwitch.thumbTintColor, "thumbTintColor"),
        .keyPath(\UISlider.minimumTrackTintColor, "minimumTrackTintColor"),
        .keyPath(\UISlider.maximumTrackTintColor, "maximumTrackTintColor"),
        .keyPath(\UISlider.thumbTintColor, "thumbTintColor"),
        .keyPath(\UIProgressView.progressTintColor, "progressTintColor"),
        .keyPath(\UIProgressView.trackTintColor, "trackTintColor"),
        .keyPath(\UIPageControl.pageIndicatorTintColor, "pageIndicatorTintColor"),
        .keyPath(\UIPageControl.currentPageIndicatorTintColor, "currentPageIndicatorTintColor"),
        .keyPath(\UISegmentedControl.selectedSegmentTintColor, "selectedSegmentTintColor"),
        .keyPath(\UIActivityIndicatorView.color, "color"),
        .stateAttributes("titleTextAttributes.normal",
                         get: { (c: UISegmentedControl) in c.titleTextAttributes(for: .normal) },
                         set: { $0.setTitleTextAttributes($1, for: .normal) }),
        .stateAttributes("titleTextAttributes.selected",
                         get: { (c: UISegmentedControl) in c.titleTextAttributes(for: .selected) },
                         set: { $0.setTitleTextAttributes($1, for: .selected) }),
        .stateAttributes("titleTextAttributes.normal", get: { (i: UIBarItem) in i.titleTextAttributes(for: .normal) },
                         set: { $0.setTitleTextAttributes($1, for: .normal) }),
        .stateAttributes("titleTextAttributes.selected",
                         get: { (i: UIBarItem) in i.titleTextAttributes(for: .selected) },
                         set: { $0.setTitleTextAttributes($1, for: .selected) }),
    ]
}
