// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Layouts made of line fragments: text that flows around excluded areas (a text container's exclusion paths) is
/// laid out one line fragment at a time, each fragment an ordinary one-line ``TextLayout`` placed where the
/// fragment is. The fragments' layout answers for size, lines, character rectangles and drawing.
extension TextLayout {
    /// One line fragment of a fragmented layout.
    package struct Fragment {
        /// The fragment's text, laid out as one line in the fragment's width.
        package var layout: TextLayout
        /// Where the fragment's text starts (its top-left), in the whole layout's space.
        package var origin: CGPoint
        /// The line fragment rectangle (the text's box widened by the line padding), in the whole layout's space.
        package var lineRect: CGRect
        /// The fragment's text as UTF-8 offsets into the whole layout's text.
        package var utf8Range: Range<Int>

        package init(layout: TextLayout, origin: CGPoint, lineRect: CGRect, utf8Range: Range<Int>) {
            self.layout = layout
            self.origin = origin
            self.lineRect = lineRect
            self.utf8Range = utf8Range
        }
    }

    /// The first line of an ordinary layout: its UTF-8 length (trailing spaces included) and its height.
    package var firstLine: (utf8Length: Int, height: CGFloat) {
        FontConfiguration.shared.withLock {
            guard let line = pango_layout_get_line_readonly(self.layout, 0) else { return (0, 0) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            return (Int(line.pointee.length), CGFloat(logical.height) / CGFloat(PANGO_SCALE))
        }
    }

    var fragmentsSize: CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for f in fragments {
            let size = f.layout.size
            width = max(width, f.origin.x + size.width)
            height = max(height, f.origin.y + max(size.height, f.lineRect.height))
        }
        return CGSize(width: width, height: height)
    }

    /// The lines of the fragments: fragments side by side (at one y) share their lines; a fragment holding a
    /// whole paragraph counts its own.
    var fragmentsLineCount: Int {
        var count = 0, rowLines = 0
        var lastY: CGFloat?
        for f in fragments {
            if let y = lastY, abs(y - f.origin.y) < 0.5 {
                rowLines = max(rowLines, f.layout.lineCount)
            } else {
                count += rowLines
                rowLines = f.layout.lineCount
                lastY = f.origin.y
            }
        }
        return count + rowLines
    }

    func fragmentCharacterRect(atUTF8Offset offset: Int) -> CGRect {
        guard let last = fragments.last else { return .zero }
        let f = fragments.first { $0.utf8Range.contains(offset) } ?? (offset <= 0 ? fragments[0] : last)
        let local = min(max(0, offset - f.utf8Range.lowerBound), f.utf8Range.count)
        return f.layout.characterRect(atUTF8Offset: local).offsetBy(dx: f.origin.x, dy: f.origin.y)
    }
}
