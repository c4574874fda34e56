// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A color-picker delegate (iOS 15 style) that records every call in order.
final class RecordingColorDelegate: NSObject, UIColorPickerViewControllerDelegate {
    var events: [String] = []
    var colors: [UIColor] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        events.append("select(\(ColorPickerPalette.hex(of: color)), \(continuously))")
        colors.append(color)
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        events.append("finish")
    }
}

/// A delegate written for iOS 14: only the deprecated select method and finish.
final class LegacyColorDelegate: NSObject, UIColorPickerViewControllerDelegate {
    var selections: [UIColor] = []
    var finishes = 0
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        selections.append(viewController.selectedColor)
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finishes += 1 }
}

/// A font-picker delegate that records picks and cancels.
final class RecordingFontDelegate: NSObject, UIFontPickerViewControllerDelegate {
    var events: [String] = []
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        events.append("pick(\(viewController.selectedFontDescriptor?.fontAttributes[.family] as? String ?? "nil"))")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { events.append("cancel") }
}

/// The sRGB components of `color`, rounded to 3 places, for comparisons.
func rgba(_ color: UIColor?) -> [Double] {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { (Double($0) * 1000).rounded() / 1000 }
}

/// The first view of type `T` under `view` (depth first) passing `where`.
@MainActor
func firstSubview<T: UIView>(of type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
    if let match = view as? T, test(match) { return match }
    for subview in view.subviews {
        if let found = firstSubview(of: type, in: subview, where: test) { return found }
    }
    return nil
}
