// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a color picker tells its delegate: the user selected a color (while dragging, or finally), and the picker
/// was dismissed.
///
/// Every method is optional on Apple's; here each has a default in an extension that does what UIKit does for a
/// delegate without that method, so a delegate implements only the ones it needs:
/// - ``colorPickerViewController(_:didSelect:continuously:)``'s default calls the iOS 14 method
///   ``colorPickerViewControllerDidSelectColor(_:)``, so a delegate written for iOS 14 is told about every change.
/// - The others do nothing.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// The user selected `color`, now ``UIColorPickerViewController/selectedColor``. `continuously` is true while
    /// the user is still changing it (dragging the opacity slider) and false for a final choice (a tap on a swatch,
    /// the end of a drag, a committed hex value). iOS 15.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)
    /// The user changed ``UIColorPickerViewController/selectedColor`` (iOS 14; deprecated in iOS 15 for
    /// ``colorPickerViewController(_:didSelect:continuously:)``, whose default calls this on every change).
    @available(iOS, introduced: 14.0, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was dismissed (its close button, or the app dismissing it); read the final
    /// ``UIColorPickerViewController/selectedColor`` here.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Calls the iOS 14 method ``colorPickerViewControllerDidSelectColor(_:)``, as UIKit does for a delegate that
    /// implements only that one.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }

    /// Does nothing: a delegate without this method is not told about changes through it.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}

    /// Does nothing: a delegate without this method is not told when the picker goes.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
