// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Finds the classes an Interface Builder document names: the UIKit class of each element (`<label>` is
/// `UILabel`) and, for a `customClass`, the Swift class of that name at run time.
///
/// Custom classes are looked up by their module-qualified name (`customModule.customClass`) through the Swift
/// runtime's type-name lookup (`_typeByName`, what Foundation's `NSClassFromString` uses on Linux), so no
/// hand-written or generated registry is needed; without `customModule` the bare name is tried, then each module
/// of ``searchModules``. A class that is not found, or is not a subclass of the element's UIKit class, is logged
/// once per process ("Unknown class X in Interface Builder file.", as iOS logs) and the UIKit class is used.
@MainActor
package enum IBClassLookup {
    /// The UIKit class for each element name Xcode writes.
    package static let baseClasses: [String: AnyClass] = objectClasses.merging(
        IBGestureRecognizers.classes.mapValues { $0 as AnyClass }) { first, _ in first }

    private static let objectClasses: [String: AnyClass] = [
        "view": UIView.self, "tableViewCellContentView": UIView.self, "containerView": UIView.self,
        "collectionViewCellContentView": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stackView": UIStackView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "scrollView": UIScrollView.self, "textView": UITextView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "pageControl": UIPageControl.self, "stepper": UIStepper.self, "navigationBar": UINavigationBar.self,
        "toolbar": UIToolbar.self, "tabBar": UITabBar.self, "window": UIWindow.self,
        "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self, "searchBar": UISearchBar.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self, "tabBarController": UITabBarController.self,
        "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
        "navigationItem": UINavigationItem.self, "customObject": UIResponder.self,
        "collectionViewController": UICollectionViewController.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
    ]

    /// Modules tried for a custom class stored without `customModule`: the process's executable name (an app's
    /// module), plus any a caller adds.
    package static var searchModules: [String] = {
        let name = ProcessInfo.processInfo.processName
        return name.isEmpty ? [] : [name.replacingOccurrences(of: "-", with: "_")]
    }()

    private static var loggedUnknown: Set<String> = []

    /// The class to instantiate for `element`: its custom class when found and compatible, else `base`.
    package static func resolve(_ element: IBElement, base: AnyClass, document: String) -> AnyClass {
        guard let name = element["customClass"], !name.isEmpty else { return base }
        var candidates: [String] = []
        if let module = element["customModule"], !module.isEmpty { candidates.append("\(module).\(name)") }
        candidates.append(name)
        candidates += searchModules.map { "\($0).\(name)" }
        for candidate in candidates {
            guard let found = _typeByName(candidate) as? AnyClass else { continue }
            if isSubclass(found, of: base) { return found }
            logOnce(name, "Class \(name) named by Interface Builder file '\(document)' (line \(element.line)) "
                        + "is not a subclass of \(base); using \(base)")
            return base
        }
        logOnce(name, "Unknown class \(name) in Interface Builder file.")
        return base
    }

    /// Whether `type` is `base` or inherits from it.
    package static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let cls = current {
            if cls == base { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    private static func logOnce(_ name: String, _ message: String) {
        guard loggedUnknown.insert(name).inserted else { return }
        UIKitDiagnostics.log(message)
    }
}
