// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A text laid out paragraph by paragraph, each paragraph's layout cached on its own, so that an edit lays out
/// again only the paragraphs it touched and drawing touches only the visible ones (``NSLayoutManager``'s engine).
///
/// Paragraphs end after a line break (`\n`, `\r`, `\r\n`, U+2029); the last paragraph has none (it may be empty).
/// Each paragraph has a stable ``Entry/id`` that changes only when it is laid out again, so a view drawing it
/// knows when to redraw. Vertical positions come from the cached heights (prefix sums, rebuilt after an edit in one
/// pass over the paragraphs, not their text). Coordinates: x from the line fragment's start (after the padding),
/// y from the top of the first paragraph.
@MainActor
package final class TextParagraphLayout {
    /// One paragraph: its length (with its terminator), and its layout once made.
    package struct Entry {
        /// UTF-16 length, terminator included.
        package var length: Int
        /// UTF-16 length of the terminator (0 for the last paragraph).
        package var terminator: Int
        /// Changes whenever the paragraph is laid out anew.
        package var id: Int
        package var layout: TextLayout?
        package var caret: TextCaretLayout?
        package var height: CGFloat?
        /// The line count of the layout (for the container's line limit).
        package var lines = 0
        /// The paragraph's top when it was laid out around exclusions (a move lays it out again).
        package var layoutTop: CGFloat?

        package var contentLength: Int { length - terminator }
    }

    /// The settings every paragraph is laid out with.
    package struct Style: Equatable {
        package var width: CGFloat?
        package var alignment: NSTextAlignment = .natural
        package var wrap: TextLayout.LineBreak = .wordWrap
        package var maximumLines = 0
        package var truncation: TextLayout.LineBreak = .truncateTail
        /// The font of empty paragraphs without attributes.
        package var emptyFont: UIFont = .systemFont(ofSize: 12)
        /// The container's exclusion paths, when it has any: paragraphs flow around them, laid out again when
        /// they move (the line limit and truncation do not apply then).
        package var exclusion: TextExclusionLayout?
        /// Whether a paragraph's height includes its style's paragraph spacing after it, as TextKit stacks
        /// paragraphs; web pages turn it on (text views do not yet).
        package var addsParagraphSpacing = false

        package static func == (a: Style, b: Style) -> Bool {
            a.exclusion === b.exclusion && a.addsParagraphSpacing == b.addsParagraphSpacing && a.width == b.width && a.alignment == b.alignment && a.wrap == b.wrap && a.maximumLines == b.maximumLines
                && a.truncation == b.truncation && a.emptyFont.pointSize == b.emptyFont.pointSize
                && a.emptyFont.fontName == b.emptyFont.fontName
        }
    }

    package private(set) var entries: [Entry] = [Entry(length: 0, terminator: 0, id: 0)]
    package var style = Style() { didSet { if style != oldValue { invalidateAll() } } }
    /// Gives the attributed text of a paragraph's content range to lay out (the storage's text with link and
    /// marked-text styling applied by the text view); nil text lays out nothing.
    package var attributedText: (NSRange) -> NSAttributedString = { _ in NSAttributedString(string: "") }
    /// Restyles a paragraph's runs before layout (links and marked text); the range is the paragraph's content.
    package var restyleRuns: ((NSRange, [TextLayout.Run]) -> [TextLayout.Run])?
    /// How many paragraphs were laid out since creation (tests and the bench read it).
    package private(set) var layoutCount = 0

    private var nextID = 1
    private var starts: [Int] = [0]
    private var tops: [CGFloat] = [0, 0]
    private var positionsValid = false
    private var startsValid = false

    package init() {}

    // MARK: Text changes

    /// Splits `text` (the whole text) into paragraphs afresh; every paragraph is laid out again when needed.
    package func reset(_ text: NSString) {
        entries = split(text, NSRange(location: 0, length: text.length), toEnd: true)
        positionsValid = false
        startsValid = false
    }

    /// Re-splits the paragraphs an edit touched: `range` is the edited range in the new text, `delta` the change
    /// in length, `newLength` the new text's length; `text` gives the characters of a range of the new text (only
    /// the touched paragraphs are read, so a keystroke never copies the whole text). Paragraphs outside keep
    /// their layouts (and ids).
    package func textDidChange(newLength: Int, range: NSRange, delta: Int, text: (NSRange) -> NSString) {
        let oldTotal = newLength - delta
        ensureStarts()
        guard range.location != NSNotFound, range.location <= newLength, sumMatches(oldTotal) else {
            return reset(text(NSRange(location: 0, length: newLength)))
        }
        let a = range.location
        let b = min(oldTotal, max(a, range.location + range.length - delta))
        let first = index(containing: a)
        let last = b >= oldTotal ? entries.count - 1 : index(containing: b)
        let regionStart = starts[first]
        let regionEnd = starts[last] + entries[last].length + delta
        guard regionStart <= regionEnd, regionEnd <= newLength else {
            return reset(text(NSRange(location: 0, length: newLength)))
        }
        let toEnd = last == entries.count - 1
        let region = text(NSRange(location: regionStart, length: regionEnd - regionStart))
        let pieces = split(region, NSRange(location: 0, length: region.length), toEnd: toEnd)
        entries.replaceSubrange(first...last, with: pieces)
        positionsValid = false
        startsValid = false
    }

    /// Drops every layout (the width, fonts or styling changed).
    package func invalidateAll() {
        for i in entries.indices { dropLayout(i) }
        positionsValid = false
    }

    /// Drops the layouts of the paragraphs overlapping `range` (attributes changed there).
    package func invalidate(_ range: NSRange) {
        ensureStarts()
        guard !entries.isEmpty else { return }
        let first = index(containing: range.location)
        let last = index(containing: NSMaxRange(range))
        for i in first...max(first, last) { dropLayout(i) }
        positionsValid = false
    }

    private func dropLayout(_ i: Int) {
        entries[i].layout = nil
        entries[i].caret = nil
        entries[i].height = nil
        entries[i].id = nextID
        nextID += 1
    }

    private func sumMatches(_ total: Int) -> Bool {
        starts.count == entries.count && (starts.last ?? 0) + (entries.last?.length ?? 0) == total
    }

    /// The paragraphs of `range` in `text`; when not `toEnd` the range ends with a terminator and no empty last
    /// paragraph is made.
    private func split(_ text: NSString, _ range: NSRange, toEnd: Bool) -> [Entry] {
        var result: [Entry] = []
        var start = range.location
        var i = range.location
        let end = NSMaxRange(range)
        while i < end {
            let c = text.character(at: i)
            var terminator = 0
            if c == 0x0A || c == 0x2029 { terminator = 1 }
            else if c == 0x0D { terminator = (i + 1 < text.length && text.character(at: i + 1) == 0x0A) ? 2 : 1 }
            if terminator > 0 {
                let stop = min(end, i + terminator)
                result.append(Entry(length: stop - start, terminator: stop - i, id: nextID))
                nextID += 1
                start = stop
                i = stop
            } else {
                i += 1
            }
        }
        if toEnd || start < end {
            result.append(Entry(length: end - start, terminator: 0, id: nextID))
            nextID += 1
        }
        return result
    }

    // MARK: Positions

    /// Rebuilds the start offsets from the entries' lengths (no layout).
    private func ensureStarts() {
        guard !startsValid else { return }
        starts = []
        starts.reserveCapacity(entries.count)
        var offset = 0
        for entry in entries {
            starts.append(offset)
            offset += entry.length
        }
        startsValid = true
    }

    /// Rebuilds the start offsets and tops from the entries (laying out the paragraphs without a height).
    package func ensurePositions() {
        guard !positionsValid else { return }
        ensureStarts()
        tops = []
        tops.reserveCapacity(entries.count + 1)
        var y: CGFloat = 0, lines = 0
        let limit = style.maximumLines
        for i in entries.indices {
            tops.append(y)
            if limit > 0, lines >= limit { continue }
            ensureLayout(i, remainingLines: limit > 0 ? limit - lines : 0, top: y)
            y += entries[i].height ?? 0
            lines += entries[i].lines
        }
        tops.append(y)
        positionsValid = true
    }

    /// The UTF-16 offset where paragraph `i` starts.
    package func start(of i: Int) -> Int { ensurePositions(); return starts[i] }
    /// The top of paragraph `i`.
    package func top(of i: Int) -> CGFloat { ensurePositions(); return tops[i] }
    /// The height of paragraph `i` (0 past the line limit).
    package func height(of i: Int) -> CGFloat { ensurePositions(); return tops[i + 1] - tops[i] }
    /// The height of all paragraphs.
    package var totalHeight: CGFloat { ensurePositions(); return tops.last ?? 0 }
    /// The text's length.
    package var length: Int { ensurePositions(); return (starts.last ?? 0) + (entries.last?.length ?? 0) }

    /// The widest line, in points.
    package var usedWidth: CGFloat {
        ensurePositions()
        return entries.reduce(0) { max($0, $1.layout?.size.width ?? 0) }
    }

    /// The paragraph holding `offset` (an offset at a paragraph's start belongs to that paragraph; the text's end
    /// to the last).
    package func index(containing offset: Int) -> Int {
        ensureStarts()
        var low = 0, high = entries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The paragraph at height `y` (clamped to the first and last).
    package func index(atY y: CGFloat) -> Int {
        ensurePositions()
        var low = 0, high = entries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        // Skip paragraphs of no height (past the line limit) back to one that shows.
        while low > 0, tops[low + 1] - tops[low] <= 0 { low -= 1 }
        return low
    }

    /// The paragraphs overlapping the vertical band `minY...maxY`.
    package func indices(inBand minY: CGFloat, _ maxY: CGFloat) -> ClosedRange<Int> {
        let first = index(atY: minY)
        var last = first
        while last + 1 < entries.count, tops[last + 1] < maxY { last += 1 }
        return first...last
    }

    // MARK: Layout of one paragraph

    /// Paragraph `i`'s layout (made now if needed).
    package func layout(of i: Int) -> TextLayout? {
        ensurePositions()
        return entries[i].layout
    }

    /// Paragraph `i`'s caret geometry (measured now if needed).
    package func caret(of i: Int) -> TextCaretLayout {
        ensurePositions()
        if let caret = entries[i].caret { return caret }
        if entries[i].layout == nil { ensureLayout(i, remainingLines: 0, top: tops[i]) }
        let layout = entries[i].layout ?? TextLayout(runs: [])
        let text = layout.runs.map(\.text).joined()
        let caret = TextCaretLayout(layout: layout, text: text, lineHeight: emptyLineHeight(i))
        entries[i].caret = caret
        return caret
    }

    private func emptyLineHeight(_ i: Int) -> CGFloat {
        let start = starts.count > i ? starts[i] : 0
        let attributes = attributedText(NSRange(location: start, length: entries[i].length))
        let font = attributes.length > 0 ? attributes.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        return (font ?? style.emptyFont).lineHeight
    }

    private func ensureLayout(_ i: Int, remainingLines: Int, top: CGFloat) {
        if entries[i].layout != nil, style.exclusion == nil || entries[i].layoutTop == top,
           remainingLines == 0 || entries[i].lines <= remainingLines || style.exclusion != nil { return }
        let start = starts[i]
        let content = attributedText(NSRange(location: start, length: entries[i].contentLength))
        var paragraph = TextAttributeConversion.paragraph(of: content)
        if content.length == 0 || content.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil {
            paragraph.alignment = TextAttributeConversion.alignment(style.alignment)
        }
        paragraph.lineBreak = style.wrap
        var runs = TextAttributeConversion.runs(of: content)
        if let restyleRuns, !runs.isEmpty { runs = restyleRuns(NSRange(location: start, length: content.length), runs) }
        if runs.isEmpty {
            // An empty paragraph is one line in its terminator's font (or the view's).
            let whole = attributedText(NSRange(location: start, length: entries[i].length))
            let attributes = whole.length > 0 ? whole.attributes(at: 0, effectiveRange: nil)
                : [.font: style.emptyFont]
            runs = [TextLayout.Run("", TextAttributeConversion.runAttributes(attributes))]
        }
        var layout: TextLayout
        var lines: Int
        if let exclusion = style.exclusion {
            layout = exclusion.layout(runs: runs, paragraph: paragraph, top: top)
            lines = layout.lineCount
            entries[i].layoutTop = top
        } else {
            layout = TextLayout(runs: runs, paragraph: paragraph, width: style.width)
            lines = layout.lineCount
        }
        if style.exclusion == nil, remainingLines > 0, lines > remainingLines {
            paragraph.maximumLines = remainingLines
            paragraph.lineBreak = style.truncation
            layout = TextLayout(runs: runs, paragraph: paragraph, width: style.width)
            lines = remainingLines
        }
        layoutCount += 1
        let lineHeight = emptyLineHeight(i)
        entries[i].layout = layout
        entries[i].caret = nil
        entries[i].lines = max(1, lines)
        entries[i].height = max(layout.size.height, content.length == 0 ? lineHeight : 0).rounded(.up)
        if entries[i].height == 0 { entries[i].height = lineHeight.rounded(.up) }
        if style.addsParagraphSpacing {
            var spacing = entries[i].terminator > 0 ? paragraph.paragraphSpacing : 0
            if spacing.isFinite, spacing > 0 { entries[i].height = (entries[i].height ?? 0) + spacing.rounded(.up) }
        }
        entries[i].id = nextID
        nextID += 1
    }

    // MARK: Geometry across paragraphs

    /// The caret rectangle at `offset`, `width` wide, in paragraph-space coordinates.
    package func caretRect(at offset: Int, width: CGFloat) -> CGRect {
        let i = index(containing: offset)
        let local = min(max(0, offset - starts[i]), entries[i].contentLength)
        return caret(of: i).caretRect(at: local, width: width).offsetBy(dx: 0, dy: tops[i])
    }

    /// The offset closest to `point` (paragraph-space).
    package func closestOffset(to point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        let i = index(atY: point.y)
        let local = caret(of: i).closestOffset(to: CGPoint(x: point.x, y: point.y - tops[i]))
        return starts[i] + min(local, entries[i].contentLength)
    }

    /// The highlight rectangles of `range`, one per line (paragraph-space); a selected line break extends its
    /// line to `lineEnd`.
    package func selectionRects(for range: NSRange, lineEnd: CGFloat) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let first = index(containing: range.location)
        let last = index(containing: max(range.location, NSMaxRange(range) - 1))
        var rects: [CGRect] = []
        for i in first...last {
            let start = starts[i]
            let local = NSRange(location: max(0, range.location - start),
                                length: min(NSMaxRange(range), start + entries[i].contentLength) - max(range.location, start))
            let caret = caret(of: i)
            var paragraphRects = local.length > 0 ? caret.selectionRects(for: local) : []
            let coversBreak = entries[i].terminator > 0 && NSMaxRange(range) > start + entries[i].contentLength
            if coversBreak {
                let end = caret.caretRect(at: entries[i].contentLength, width: 0)
                if let lastRect = paragraphRects.last, abs(lastRect.minY - end.minY) < 0.5 {
                    paragraphRects[paragraphRects.count - 1] = CGRect(x: lastRect.minX, y: lastRect.minY,
                                                                      width: max(lastRect.width, lineEnd - lastRect.minX),
                                                                      height: lastRect.height)
                } else {
                    paragraphRects.append(CGRect(x: end.minX, y: end.minY, width: max(4, lineEnd - end.minX),
                                                 height: end.height))
                }
            }
            rects += paragraphRects.map { $0.offsetBy(dx: 0, dy: tops[i]) }
        }
        return rects
    }

    /// The UTF-16 ranges of every laid-out line (measures every paragraph's caret geometry).
    package var lineRanges: [NSRange] {
        ensurePositions()
        var ranges: [NSRange] = []
        for i in entries.indices {
            let start = starts[i]
            var lines = caret(of: i).lineRanges.map { NSRange(location: $0.location + start, length: $0.length) }
            if entries[i].terminator > 0, !lines.isEmpty { lines[lines.count - 1].length += entries[i].terminator }
            ranges += lines
        }
        return ranges
    }
}
