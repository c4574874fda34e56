// SPDX-License-Identifier: Apache-2.0

/// The accessibility values UIKit's own views give when the app sets none: a label is a static-text element
/// read by its text, a button a button element read by its title (and `.notEnabled` while disabled), an image
/// view an image (not an element by default), a table view cell one element read by its visible texts (and
/// `.selected` while selected), a plain view nothing.
extension UIView {
    package var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIButton, is UITableViewCell: return true
        default: return false
        }
    }

    package var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton:
            return button.configuration?.title ?? button.currentTitle ?? button.imageView?.accessibilityLabelStorage
                ?? button.typeGlyphAccessibilityLabel
        case let cell as UITableViewCell: return cell.accessibilityText
        default: return nil
        }
    }

    package var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case is UILabel: return .staticText
        case let button as UIButton:
            var traits: UIAccessibilityTraits = .button
            if !button.isEnabled { traits.insert(.notEnabled) }
            if button.isSelected { traits.insert(.selected) }
            return traits
        case is UIImageView: return .image
        case let cell as UITableViewCell: return cell.isSelected ? .selected : .none
        default: return .none
        }
    }

    /// The view's frame in screen coordinates (the default `accessibilityFrame`).
    package var screenFrame: CGRect { UIAccessibilityElement.screenFrame(of: bounds, in: self) }
}
