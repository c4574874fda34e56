// SPDX-License-Identifier: Apache-2.0

import CCairo

/// The paragraph settings beyond alignment and wrapping (UIKit's `NSParagraphStyle`): line heights, indents, tab
/// stops and paragraph spacing.
///
/// * Line heights: each run's natural line height (its font's ascent plus descent) is multiplied by
///   ``Paragraph/lineHeightMultiple`` and clamped to the minimum and maximum; a line is as tall as its tallest
///   run. Pango shares the difference equally above and below the text, where Apple's text system puts the extra
///   above it: heights match, the text sits half the extra higher in a taller line.
/// * Indents: Pango lays lines out from the smaller head indent (``indentOffset``), indents the first line by the
///   difference (hanging when negative), and wraps at the tail indent.
/// * Paragraph spacing: text of several paragraphs with spacing is laid out one paragraph at a time, the
///   paragraphs stacked as fragments with the spacing between them (never before the first or after the last).
extension TextLayout {
    /// The left offset of Pango's lines, the first line's indent relative to it, and the width Pango wraps at
    /// (nil: unconstrained), for `paragraph` in a layout `width` wide.
    static func indentGeometry(_ paragraph: Paragraph, width: CGFloat?) -> (offset: CGFloat, indent: CGFloat,
                                                                             width: CGFloat?)
    {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let first = max(0, finite(paragraph.firstLineHeadIndent)), head = max(0, finite(paragraph.headIndent))
        let tail = finite(paragraph.tailIndent)
        let offset = min(first, head)
        let right: CGFloat? = tail > 0 ? tail : width.map { $0 + tail }
        return (offset, first - head, right.map { max(0, $0 - offset) })
    }

    /// The Pango attribute giving runs in `font` the paragraph's line height, or nil when it is the natural one
    /// (the caller holds the font lock).
    func lineHeightAttribute(for font: TextFont) -> UnsafeMutablePointer<PangoAttribute>? {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let multiple = usable(paragraph.lineHeightMultiple)
        let minimum = usable(paragraph.minimumLineHeight), maximum = usable(paragraph.maximumLineHeight)
        guard multiple > 0 && multiple != 1 || minimum > 0 || maximum > 0 else { return nil }
        let desc = font.makeDescription()
        defer { pango_font_description_free(desc) }
        let metrics = pango_context_get_metrics(FontConfiguration.shared.context, desc, nil)
        defer { pango_font_metrics_unref(metrics) }
        let natural = CGFloat(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
            / CGFloat(PANGO_SCALE)
        var height = natural * (multiple > 0 ? multiple : 1)
        if minimum > 0 { height = max(height, minimum) }
        if maximum > 0 { height = min(height, maximum) }
        guard abs(height - natural) >= 0.001 else { return nil }
        return pango_attr_line_height_new_absolute(PangoUnits.from(height))
    }

    /// Sets the paragraph's tab stops on the Pango layout as left tabs (the caller holds the font lock).
    func applyTabStops() {
        let stops = paragraph.tabStops.filter { $0.isFinite && $0 > 0 }.sorted()
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        for (index, stop) in stops.enumerated() {
            pango_tab_array_set_tab(tabs, Int32(index), PANGO_TAB_LEFT, PangoUnits.from(stop))
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }

    /// For text of more than one paragraph under a paragraph style with paragraph spacing: each paragraph laid
    /// out on its own (at most the paragraph's line limit in all), stacked with the line spacing plus the
    /// paragraph spacing after and before between them. Empty for any other text.
    static func spacedParagraphs(runs: [Run], paragraph: Paragraph, width: CGFloat?) -> [Fragment] {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let gap = usable(paragraph.paragraphSpacing) + usable(paragraph.paragraphSpacingBefore)
        guard gap > 0 else { return [] }
        let paragraphs = splitParagraphs(runs)
        guard paragraphs.count > 1 else { return [] }
        var single = paragraph
        single.paragraphSpacing = 0
        single.paragraphSpacingBefore = 0
        var fragments: [Fragment] = []
        var top: CGFloat = 0, lines = 0
        for part in paragraphs {
            if paragraph.maximumLines > 0 {
                guard lines < paragraph.maximumLines else { break }
                single.maximumLines = paragraph.maximumLines - lines
            }
            let layout = TextLayout(runs: part.runs, paragraph: single, width: width)
            let size = layout.size
            fragments.append(Fragment(layout: layout, origin: CGPoint(x: 0, y: top),
                                      lineRect: CGRect(x: 0, y: top, width: width ?? size.width, height: size.height),
                                      utf8Range: part.utf8Range))
            lines += layout.lineCount
            top += size.height + usable(paragraph.lineSpacing) + gap
        }
        return fragments
    }

    /// `runs` cut into paragraphs at line breaks (`\n`, `\r`, `\r\n`, U+2029), without the breaks: each
    /// paragraph's runs (an empty run in the break's attributes for an empty paragraph) and its UTF-8 range in
    /// the whole text.
    private static func splitParagraphs(_ runs: [Run]) -> [(runs: [Run], utf8Range: Range<Int>)] {
        var result: [(runs: [Run], utf8Range: Range<Int>)] = []
        var current: [Run] = [], start = 0, offset = 0
        var lastAttributes = runs.first?.attributes
        var previousWasCR = false
        for run in runs {
            lastAttributes = run.attributes
            var pending = ""
            for scalar in run.text.unicodeScalars {
                let length = String(scalar).utf8.count
                defer { offset += length }
                if scalar == "\n", previousWasCR {
                    previousWasCR = false
                    start = offset + length
                    continue
                }
                previousWasCR = scalar == "\r"
                guard scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" else {
                    pending.unicodeScalars.append(scalar)
                    continue
                }
                if !pending.isEmpty { current.append(Run(pending, run.attributes)) }
                pending = ""
                result.append((current.isEmpty ? [Run("", run.attributes)] : current, start..<offset))
                current = []
                start = offset + length
            }
            if !pending.isEmpty { current.append(Run(pending, run.attributes)) }
        }
        if let lastAttributes {
            result.append((current.isEmpty ? [Run("", lastAttributes)] : current, start..<offset))
        }
        return result
    }
}
