// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a font picker tells its delegate: the user picked a font, or cancelled (iOS 13).
///
/// Both methods are optional on Apple's; here each has a default in an extension that does nothing, so a delegate
/// implements only the ones it needs. The picker dismisses itself before telling the delegate.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    /// The user tapped Cancel; the picker is going away and
    /// ``UIFontPickerViewController/selectedFontDescriptor`` is unchanged.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    /// The user picked a font: read ``UIFontPickerViewController/selectedFontDescriptor`` and make a font with
    /// `UIFont(descriptor:size:)`.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing: a delegate without this method is not told about cancellation.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    /// Does nothing: a delegate without this method is not told about picks.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}
