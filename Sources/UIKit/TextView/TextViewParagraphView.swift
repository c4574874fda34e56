// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// One paragraph of a ``UITextView`` on screen: draws its cached layout and takes no touches (they go to the
/// text view). The text view reuses these views as paragraphs scroll in and out, and gives a view a new layout
/// only when its paragraph was laid out again, so an edit redraws one paragraph.
@MainActor
package final class TextViewParagraphView: UIView {
    /// The layout drawn (nil while the view is spare).
    package var layout: TextLayout?

    package init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        guard let layout else { return }
        TextDrawing.draw(layout, at: .zero, caller: "UITextView")
    }
}
