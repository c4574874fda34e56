// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object that can update its fonts when the user's preferred text size changes (Dynamic Type).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object re-sizes its Dynamic Type fonts when the preferred content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UILabel: ContentSizeCategoryFollowing {
    /// Makes the font again for the label's new content size category when the label adjusts and the font
    /// follows a text style; the label then redraws, and its superview lays out again for the new intrinsic size.
    package func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let origin = fontStorage.dynamicType else { return }
        let category = traitCollection.preferredContentSizeCategory
        fontStorage = origin.font(from: fontStorage.textFont, category: category)
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
