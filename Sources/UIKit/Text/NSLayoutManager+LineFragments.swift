// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Line fragments: the rectangles lines are laid out in, in the first container's coordinates. Without exclusion
/// paths a line's fragment is as wide as the container; with them, a line crossing a path has one fragment per
/// piece the path leaves free.
extension NSLayoutManager {
    /// The work of ``lineFragmentRect(forGlyphAt:effectiveRange:)``.
    package func lineFragment(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?)
        -> CGRect
    {
        let length = textStorage?.length ?? 0
        guard glyphIndex >= 0, glyphIndex < length, let container = textContainers.first else {
            UIKitDiagnostics.log("NSLayoutManager.lineFragmentRect(forGlyphAt:effectiveRange:): no glyph at \(glyphIndex)")
            effectiveGlyphRange?.pointee = NSRange(location: length, length: 0)
            return .zero
        }
        let fragments = lineFragments(ofParagraphAt: glyphIndex, in: container)
        let hit = fragments.first { NSLocationInRange(glyphIndex, $0.range) } ?? fragments.last
        effectiveGlyphRange?.pointee = hit?.range ?? NSRange(location: glyphIndex, length: 1)
        return hit?.rect ?? .zero
    }

    /// Every line fragment of the paragraph holding `index`, in text order: its rectangle (container
    /// coordinates) and its characters (the paragraph's line break belongs to its last fragment).
    package func lineFragments(ofParagraphAt index: Int, in container: NSTextContainer) -> [(rect: CGRect, range: NSRange)] {
        let i = paragraphs.index(containing: index)
        let start = paragraphs.start(of: i), top = paragraphs.top(of: i)
        let entry = paragraphs.entries[i]
        guard let layout = paragraphs.layout(of: i) else { return [] }
        let padding = container.lineFragmentPadding
        var result: [(rect: CGRect, range: NSRange)] = []
        if !layout.fragments.isEmpty {
            let text = layout.runs.map(\.text).joined()
            for fragment in layout.fragments {
                let range = Self.utf16Range(of: fragment.utf8Range, in: text)
                result.append((fragment.lineRect.offsetBy(dx: padding, dy: top),
                               NSRange(location: start + range.location, length: range.length)))
            }
        } else {
            let caret = paragraphs.caret(of: i)
            let width = container.wrappingWidth.map { $0 + 2 * padding } ?? (layout.size.width + 2 * padding)
            for line in caret.lineRanges {
                let stop = caret.stop(at: line.location)
                result.append((CGRect(x: 0, y: top + stop.y, width: width, height: stop.height),
                               NSRange(location: start + line.location, length: line.length)))
            }
        }
        if entry.terminator > 0, !result.isEmpty { result[result.count - 1].range.length += entry.terminator }
        return result
    }

    /// The UTF-16 range of the UTF-8 byte range `utf8` of `text`.
    private static func utf16Range(of utf8: Range<Int>, in text: String) -> NSRange {
        let bytes = text.utf8
        func utf16Offset(_ byte: Int) -> Int {
            let index = bytes.index(bytes.startIndex, offsetBy: min(max(0, byte), bytes.count))
            return text.utf16.distance(from: text.utf16.startIndex, to: index)
        }
        let lower = utf16Offset(utf8.lowerBound)
        return NSRange(location: lower, length: utf16Offset(utf8.upperBound) - lower)
    }
}
