// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The keys UIKit's own classes take through `UIResponder.setValue(_:forKey:)`: what Interface Builder connects to
/// them (a controller's `view`, a table's `dataSource` and `delegate`, a window's `rootViewController`) and the
/// common view properties user-defined runtime attributes set.
///
/// App classes' outlets and `@IBInspectable` properties are added by the `setValue(_:forKey:)` override the
/// `touchstone-port` command generates (docs/ARCHITECTURE.md, "Interface Builder documents").
@MainActor
package enum BuiltInKeyValueCoding {
    /// Sets `key` on `object` when it is one of UIKit's keys for that class; returns whether it was.
    package static func set(_ value: Any?, forKey key: String, on object: UIResponder) -> Bool {
        switch (object, key) {
        case let (application as UIApplication, "delegate"): application.delegate = value as? UIApplicationDelegate
        case let (controller as UIViewController, "view"): controller.view = value as? UIView
        case let (controller as UIViewController, "title"): controller.title = value as? String
        case let (window as UIWindow, "rootViewController"): window.rootViewController = value as? UIViewController
        case let (table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case let (table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case let (collection as UICollectionView, "dataSource"):
            collection.dataSource = value as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case let (scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case let (field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case let (picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case let (picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case let (navigation as UINavigationController, "delegate"):
            navigation.delegate = value as? UINavigationControllerDelegate
        case let (tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case let (view as UIView, "gestureRecognizers"):
            // Interface Builder's outlet collection (`appends="YES"`): each recognizer is added to the view.
            for case let recognizer as UIGestureRecognizer in value as? [Any] ?? [] { view.addGestureRecognizer(recognizer) }
        case let (view as UIView, "tag"): view.tag = number(value).map { Int($0) } ?? 0
        case let (view as UIView, "alpha"): view.alpha = CGFloat(number(value) ?? 1)
        case let (view as UIView, "hidden"), let (view as UIView, "isHidden"): view.isHidden = bool(value)
        case let (view as UIView, "clipsToBounds"): view.clipsToBounds = bool(value)
        case let (view as UIView, "backgroundColor"): view.backgroundColor = value as? UIColor
        case let (view as UIView, "tintColor"): view.tintColor = value as? UIColor
        case let (view as UIView, "accessibilityIdentifier"): view.accessibilityIdentifier = value as? String
        case let (view as UIView, "accessibilityLabel"): view.accessibilityLabel = value as? String
        default: return false
        }
        return true
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let int as Int: Double(int)
        case let double as Double: double
        case let float as CGFloat: Double(float)
        case let string as String: Double(string)
        default: nil
        }
    }

    private static func bool(_ value: Any?) -> Bool {
        switch value {
        case let bool as Bool: bool
        case let number as NSNumber: number.boolValue
        default: false
        }
    }
}

extension UIResponder {
    /// `value` as a `T`, converting numbers as key-value coding does (an `NSNumber` or any Swift number to
    /// `CGFloat`, `Double`, `Float`, `Int`, `Bool`…); nil when it is not one. The `setValue(_:forKey:)` overrides
    /// the `touchstone-port` command generates use it for `@IBOutlet` and `@IBInspectable` properties.
    public static func interfaceBuilderValue<T>(_ value: Any?, as type: T.Type) -> T? {
        if let value = value as? T { return value }
        let number: Double? = switch value {
        case let number as NSNumber: number.doubleValue
        case let int as Int: Double(int)
        case let double as Double: double
        case let float as Float: Double(float)
        case let float as CGFloat: Double(float)
        case let bool as Bool: bool ? 1 : 0
        default: nil
        }
        guard let number else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return Int(exactly: number.rounded(.towardZero)) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }
}
