// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Text flowing around a text container's exclusion paths (``NSTextContainer/exclusionPaths``), line by line, as
/// TextKit does: for each line, the band the line would occupy is cut by every path's horizontal extent in that
/// band, and the line's text fills the free spans left to right (each span less the container's line fragment
/// padding at both ends); spans too narrow for text are skipped, and a band with no free span moves the line down.
///
/// Coordinates: container space for the paths and spans (origin at the container's top-left); the layouts made are
/// in the paragraph engine's space (x from the first line fragment's text start, y from the paragraph's top). A
/// path's extent in a band is the horizontal hull of its outline there, which is exact for rectangles, ovals and
/// other convex shapes.
package final class TextExclusionLayout {
    /// The narrowest span text is put in, in points (after the padding).
    package static let minimumTextWidth: CGFloat = 8

    /// The container's width, in points.
    package let containerWidth: CGFloat
    /// The space kept free at each end of every line fragment, in points.
    package let padding: CGFloat
    /// Each exclusion path's outline, flattened, in container coordinates.
    private let polygons: [[CGPoint]]

    /// The exclusions of `container`, or nil when it has none (or an unbounded width, where exclusions cannot
    /// be placed).
    @MainActor
    package init?(container: NSTextContainer) {
        guard !container.exclusionPaths.isEmpty, let wrapping = container.wrappingWidth else { return nil }
        containerWidth = wrapping + 2 * container.lineFragmentPadding
        padding = container.lineFragmentPadding
        polygons = container.exclusionPaths.flatMap { path in
            PathGeometry.flatten(path.cgPath.elements, tolerance: 0.25).map(\.points).filter { !$0.isEmpty }
        }
    }

    // MARK: Free space

    /// The free spans of the band `minY...maxY` (container coordinates), left to right, each at least
    /// ``minimumTextWidth`` wide after the padding. Touching a path's edge does not block a band.
    package func freeSpans(minY: CGFloat, maxY: CGFloat, minX: CGFloat = 0, maxX: CGFloat? = nil)
        -> [ClosedRange<CGFloat>]
    {
        var free: [ClosedRange<CGFloat>] = [max(0, minX)...max(max(0, minX), min(containerWidth, maxX ?? containerWidth))]
        for polygon in polygons {
            guard let blocked = Self.extent(of: polygon, minY: minY, maxY: maxY) else { continue }
            free = free.flatMap { span -> [ClosedRange<CGFloat>] in
                guard blocked.lowerBound < span.upperBound, blocked.upperBound > span.lowerBound else { return [span] }
                var pieces: [ClosedRange<CGFloat>] = []
                if blocked.lowerBound > span.lowerBound { pieces.append(span.lowerBound...blocked.lowerBound) }
                if blocked.upperBound < span.upperBound { pieces.append(blocked.upperBound...span.upperBound) }
                return pieces
            }
        }
        return free.filter { $0.upperBound - $0.lowerBound - 2 * padding >= Self.minimumTextWidth }
    }

    /// The horizontal extent of `polygon` (closed) within the open band `minY..<maxY`, or nil when it misses it.
    private static func extent(of polygon: [CGPoint], minY: CGFloat, maxY: CGFloat) -> ClosedRange<CGFloat>? {
        let low = minY + 0.01, high = maxY - 0.01
        guard high > low else { return nil }
        var left = CGFloat.infinity, right = -CGFloat.infinity
        func include(_ x: CGFloat) { left = min(left, x); right = max(right, x) }
        for k in polygon.indices {
            let p = polygon[k], q = polygon[(k + 1) % polygon.count]
            if max(p.y, q.y) < low || min(p.y, q.y) > high { continue }
            if p.y == q.y { include(p.x); include(q.x); continue }
            let t0 = (low - p.y) / (q.y - p.y), t1 = (high - p.y) / (q.y - p.y)
            let from = max(0, min(t0, t1)), to = min(1, max(t0, t1))
            guard from <= to else { continue }
            include(p.x + (q.x - p.x) * from)
            include(p.x + (q.x - p.x) * to)
        }
        return left <= right ? left...right : nil
    }

    // MARK: Layout

    /// Lays `runs` out under `paragraph` line by line from container height `top`, each line filling the free
    /// spans of its band: a layout of line fragments (``TextLayout/fragments``).
    package func layout(runs: [TextLayout.Run], paragraph: TextLayout.Paragraph, top: CGFloat) -> TextLayout {
        var line = paragraph
        line.maximumLines = 0
        // Each fragment is one line of the paragraph: indents and paragraph spacing do not apply to it.
        (line.firstLineHeadIndent, line.headIndent, line.tailIndent) = (0, 0, 0)
        (line.paragraphSpacing, line.paragraphSpacingBefore) = (0, 0)
        if line.lineBreak != .charWrap { line.lineBreak = .wordWrap }
        let fullWidth = max(1, containerWidth - 2 * padding)
        let total = runs.reduce(0) { $0 + $1.text.utf8.count }
        var remaining = runs
        var consumed = 0
        var fragments: [TextLayout.Fragment] = []
        var y: CGFloat = 0
        var bands = 0
        while true {
            let probe = TextLayout(runs: remaining, paragraph: line, width: fullWidth)
            let height = max(1, probe.firstLine.height)
            bands += 1
            var spans = freeSpans(minY: top + y, maxY: top + y + height)
            if spans.isEmpty {
                // Past a thousand blocked bands, the text goes where the paths are rather than nowhere.
                guard bands > 1000 else { y += height; continue }
                spans = [0...containerWidth]
            }
            var lineHeight = height
            for span in spans {
                let width = max(1, span.upperBound - span.lowerBound - 2 * padding)
                var count = TextLayout(runs: remaining, paragraph: line, width: width).firstLine.utf8Length
                if count == 0, consumed < total { count = Self.firstCharacterLength(remaining) }
                // A piece narrower than a line that could only take part of a word is left empty: the word goes on
                // to the next piece (as TextKit does); a full-width line still breaks a word longer than itself.
                if width < fullWidth - 0.5, Self.breaksWord(remaining, at: count) { continue }
                let (head, tail) = Self.split(remaining, at: count)
                let fragment = TextLayout(runs: head.isEmpty ? remaining : head, paragraph: line, width: width)
                lineHeight = max(lineHeight, fragment.size.height)
                fragments.append(TextLayout.Fragment(
                    layout: fragment, origin: CGPoint(x: span.lowerBound, y: y),
                    lineRect: CGRect(x: span.lowerBound - padding, y: y, width: span.upperBound - span.lowerBound,
                                     height: height),
                    utf8Range: consumed..<(consumed + count)))
                consumed += count
                remaining = tail
                if consumed >= total { break }
            }
            if consumed >= total { break }
            y += lineHeight + max(0, paragraph.lineSpacing)
        }
        return TextLayout(fragments: fragments, runs: runs, paragraph: paragraph, width: fullWidth)
    }

    /// Whether cutting `runs`' text after `count` UTF-8 bytes splits a word (letters or digits on both sides;
    /// ideographs break anywhere).
    private static func breaksWord(_ runs: [TextLayout.Run], at count: Int) -> Bool {
        let bytes = Array(runs.map(\.text).joined().utf8)
        guard count > 0, count < bytes.count,
              let before = String(decoding: bytes[..<count], as: UTF8.self).unicodeScalars.last,
              let after = String(decoding: bytes[count...], as: UTF8.self).unicodeScalars.first else { return false }
        func wordy(_ s: Unicode.Scalar) -> Bool {
            (s.properties.isAlphabetic || s.properties.numericType != nil) && !s.properties.isIdeographic
        }
        return wordy(before) && wordy(after)
    }

    /// The UTF-8 length of the first character of `runs`' text.
    private static func firstCharacterLength(_ runs: [TextLayout.Run]) -> Int {
        for run in runs { if let first = run.text.first { return String(first).utf8.count } }
        return 0
    }

    /// `runs` cut after `count` UTF-8 bytes (a character boundary): the head and the tail, without empty runs.
    private static func split(_ runs: [TextLayout.Run], at count: Int) -> ([TextLayout.Run], [TextLayout.Run]) {
        var head: [TextLayout.Run] = [], tail: [TextLayout.Run] = []
        var left = count
        for run in runs {
            let length = run.text.utf8.count
            if left >= length {
                if length > 0 { head.append(run) }
                left -= length
            } else if left > 0 {
                let bytes = Array(run.text.utf8)
                head.append(TextLayout.Run(String(decoding: bytes[..<left], as: UTF8.self), run.attributes))
                tail.append(TextLayout.Run(String(decoding: bytes[left...], as: UTF8.self), run.attributes))
                left = 0
            } else if length > 0 {
                tail.append(run)
            }
        }
        return (head, tail)
    }
}
