// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The geometry of laid-out text for editing: where the caret sits at each UTF-16 offset, which offset is closest
/// to a point, and the rectangles that highlight a range. Built on the same ``TextLayout`` that draws the text, so
/// carets line up with glyphs. Coordinates are the layout's: origin at the top-left of the first line.
///
/// Caret stops are the composed-character boundaries (a caret never splits an emoji or a combining sequence).
@MainActor
package final class TextCaretLayout {
    /// One caret stop: its UTF-16 offset and the caret's rectangle there (zero width).
    package struct Stop {
        package var offset: Int
        package var x: CGFloat
        package var y: CGFloat
        package var height: CGFloat
    }

    /// The layout the geometry is measured on.
    package let layout: TextLayout
    /// The laid-out text.
    package let text: String
    /// The caret stops, in offset order: measured on first use, a Pango position query per character, each
    /// walking the paragraph (so typing, which only needs the caret's own stop, does not measure them all).
    package var stops: [Stop] {
        if let allStops { return allStops }
        let measured = Self.measure(layout, text: text, lineHeight: emptyLineHeight)
        allStops = measured
        return measured
    }
    private var allStops: [Stop]?
    /// The height of a line when the text is empty (the font's line height).
    private let emptyLineHeight: CGFloat
    /// The text, for UTF-16 offsets.
    private let utf16Text: NSString
    /// Stops measured one at a time before (or instead of) all of them, by offset.
    private var measuredStops: [Int: Stop] = [:]

    /// Prepares to measure `layout`, whose runs hold `text`; `lineHeight` is the empty line's height.
    package init(layout: TextLayout, text: String, lineHeight: CGFloat) {
        self.layout = layout
        self.text = text
        emptyLineHeight = lineHeight
        utf16Text = text as NSString
    }

    /// The stop at or just before `offset` (already clamped), measured alone: the same stop ``measure(_:text:lineHeight:)``
    /// gives there.
    private func singleStop(at offset: Int) -> Stop {
        let ns = utf16Text
        guard ns.length > 0 else { return Stop(offset: 0, x: 0, y: 0, height: emptyLineHeight) }
        if let known = measuredStops[offset] { return known }
        let stop: Stop
        if offset >= ns.length {
            // The end: after the last character, or at the start of the line after a final line break.
            let last = ns.rangeOfComposedCharacterSequence(at: ns.length - 1)
            let rect = layout.characterRect(atUTF8Offset: ns.substring(to: last.location).utf8.count)
            let piece = ns.substring(with: last)
            let height = rect.height > 0 ? rect.height : emptyLineHeight
            stop = Self.isLineBreak(piece)
                ? Stop(offset: ns.length, x: 0, y: rect.maxY, height: height)
                : Stop(offset: ns.length, x: rect.maxX, y: rect.minY, height: height)
        } else {
            let boundary = ns.rangeOfComposedCharacterSequence(at: offset).location
            let rect = layout.characterRect(atUTF8Offset: ns.substring(to: boundary).utf8.count)
            stop = Stop(offset: boundary, x: rect.minX, y: rect.minY, height: rect.height > 0 ? rect.height : emptyLineHeight)
        }
        if measuredStops.count > 64 { measuredStops.removeAll(keepingCapacity: true) }
        measuredStops[offset] = stop
        return stop
    }

    private static func isLineBreak(_ piece: String) -> Bool {
        piece == "\n" || piece == "\r" || piece == "\u{2029}" || piece == "\r\n"
    }

    private static func measure(_ layout: TextLayout, text: String, lineHeight: CGFloat) -> [Stop] {
        let ns = text as NSString
        guard ns.length > 0 else { return [Stop(offset: 0, x: 0, y: 0, height: lineHeight)] }
        var stops: [Stop] = []
        var utf16 = 0, utf8 = 0
        var last = CGRect.zero
        var lastWasBreak = false
        while utf16 < ns.length {
            let range = ns.rangeOfComposedCharacterSequence(at: utf16)
            let rect = layout.characterRect(atUTF8Offset: utf8)
            stops.append(Stop(offset: utf16, x: rect.minX, y: rect.minY, height: rect.height > 0 ? rect.height : lineHeight))
            let piece = ns.substring(with: range)
            lastWasBreak = isLineBreak(piece)
            last = rect
            utf8 += piece.utf8.count
            utf16 = NSMaxRange(range)
        }
        let height = last.height > 0 ? last.height : lineHeight
        if lastWasBreak {
            stops.append(Stop(offset: ns.length, x: 0, y: last.maxY, height: height))
        } else {
            stops.append(Stop(offset: ns.length, x: last.maxX, y: last.minY, height: height))
        }
        return stops
    }

    /// The text's UTF-16 length.
    package var length: Int { utf16Text.length }

    /// The laid-out size (at least one empty line tall).
    package var size: CGSize {
        let measured = layout.size
        return CGSize(width: measured.width, height: max(measured.height, emptyLineHeight))
    }

    /// The stop at or just before `offset` (offsets are clamped to the text).
    package func stop(at offset: Int) -> Stop {
        let offset = min(max(0, offset), length)
        guard allStops != nil else { return singleStop(at: offset) }
        var low = 0, high = stops.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if stops[mid].offset <= offset { low = mid } else { high = mid - 1 }
        }
        return stops[low]
    }

    /// The caret's rectangle at `offset`, `width` points wide, centred on the stop.
    package func caretRect(at offset: Int, width: CGFloat) -> CGRect {
        let stop = stop(at: offset)
        return CGRect(x: stop.x - width / 2, y: stop.y, width: width, height: stop.height)
    }

    /// The offset of the caret stop closest to `point`: on the line whose box is nearest vertically, the stop
    /// nearest horizontally.
    package func closestOffset(to point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        func lineDistance(_ stop: Stop) -> CGFloat {
            if point.y < stop.y { return stop.y - point.y }
            if point.y > stop.y + stop.height { return point.y - stop.y - stop.height }
            return 0
        }
        var best = stops[0]
        var bestKey = (lineDistance(best), abs(best.x - point.x))
        for stop in stops.dropFirst() {
            let key = (lineDistance(stop), abs(stop.x - point.x))
            if key.0 < bestKey.0 - 0.01 || (abs(key.0 - bestKey.0) <= 0.01 && key.1 < bestKey.1) {
                best = stop
                bestKey = key
            }
        }
        return best.offset
    }

    /// The highlight rectangles of `range`, one per line it covers (clamped to the text).
    package func selectionRects(for range: NSRange) -> [CGRect] {
        let start = min(max(0, range.location), length)
        let end = min(max(start, NSMaxRange(range)), length)
        let covered = stops.filter { $0.offset >= start && $0.offset <= end }
        guard start < end, let first = covered.first else { return [] }
        var rects: [CGRect] = []
        var line = CGRect(x: first.x, y: first.y, width: 0, height: first.height)
        for stop in covered.dropFirst() {
            if abs(stop.y - line.minY) < 0.5 {
                line = line.union(CGRect(x: stop.x, y: stop.y, width: 0, height: stop.height))
            } else {
                rects.append(line)
                line = CGRect(x: stop.x, y: stop.y, width: 0, height: stop.height)
            }
        }
        rects.append(line)
        return rects.filter { $0.width > 0 }
    }

    /// The UTF-16 ranges of the laid-out lines, in order.
    package var lineRanges: [NSRange] {
        var ranges: [NSRange] = []
        var start = 0
        var y = stops[0].y
        for stop in stops.dropFirst() where abs(stop.y - y) >= 0.5 {
            ranges.append(NSRange(location: start, length: stop.offset - start))
            start = stop.offset
            y = stop.y
        }
        ranges.append(NSRange(location: start, length: length - start))
        return ranges
    }
}
