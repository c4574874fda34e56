// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Styled text laid out into lines by Pango: the engine under UIKit's string drawing, `UILabel` and `CATextLayer`.
///
/// A layout is built from runs of text with attributes and a paragraph style, optionally constrained to a width
/// (wrapping or truncating) and a number of lines. Geometry is in points with the origin at the layout's top-left
/// and y growing down, as UIKit measures text. ``draw(in:at:)`` renders it in a context's user space, so text is
/// upright where user space is y-down (UIKit's flipped contexts) and upside down in an unflipped Quartz context —
/// the same as string drawing on iPhone OS.
package final class TextLayout {
    /// How lines break or truncate (UIKit's `NSLineBreakMode`).
    package enum LineBreak: Sendable {
        case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
    }

    /// Horizontal alignment of lines; `natural` follows the text's direction.
    package enum Alignment: Sendable {
        case left, center, right, justified, natural
    }

    /// Attributes of one run of text.
    package struct Attributes: Sendable {
        package var font: TextFont
        package var color: CGColor?
        package var backgroundColor: CGColor?
        /// Extra space after each character, in points.
        package var kern: CGFloat
        package var underline: Bool
        package var strikethrough: Bool
        /// Two underlines instead of one.
        package var doubleUnderline = false
        /// The underline's colour (nil: the text's).
        package var underlineColor: CGColor?
        /// The strikethrough's colour (nil: the text's).
        package var strikethroughColor: CGColor?
        /// How far the run sits above the baseline, in points (negative: below).
        package var baselineOffset: CGFloat = 0
        /// The shadow drawn under the text (the layout draws one shadow: its first run's).
        package var shadow: Shadow?
        /// An inline object (a text attachment) standing for each character of the run: the run's characters
        /// take its width and height instead of glyphs, and its image is drawn there.
        package var attachment: Attachment?

        package init(font: TextFont, color: CGColor? = .black, backgroundColor: CGColor? = nil, kern: CGFloat = 0,
                     underline: Bool = false, strikethrough: Bool = false)
        {
            self.font = font
            self.color = color
            self.backgroundColor = backgroundColor
            self.kern = kern
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    /// A text shadow: offset (UIKit's orientation: +height is down), blur radius and colour, in points.
    package struct Shadow: Sendable {
        package var offset: CGSize
        package var blur: CGFloat
        package var color: CGColor?

        package init(offset: CGSize, blur: CGFloat, color: CGColor?) {
            self.offset = offset
            self.blur = blur
            self.color = color
        }
    }

    /// An inline object laid out as one character (UIKit's `NSTextAttachment`): its bounds are in points relative
    /// to the baseline at the character's position, y up (origin.y 0 sits on the baseline, negative descends
    /// below it), and its image, if any, is drawn upright to fill them.
    package struct Attachment: Sendable {
        package var image: CGImage?
        package var bounds: CGRect

        package init(image: CGImage?, bounds: CGRect) {
            self.image = image
            self.bounds = bounds
        }
    }

    /// A run: text sharing one set of attributes.
    package struct Run: Sendable {
        package var text: String
        package var attributes: Attributes

        package init(_ text: String, _ attributes: Attributes) {
            self.text = text
            self.attributes = attributes
        }
    }

    /// Paragraph-level settings.
    package struct Paragraph: Sendable {
        package var alignment: Alignment = .natural
        package var lineBreak: LineBreak = .wordWrap
        /// Extra space between lines, in points.
        package var lineSpacing: CGFloat = 0
        /// Maximum number of lines; 0 means no limit.
        package var maximumLines: Int = 0
        /// The factor each run's natural line height is multiplied by; 0 or less means 1.
        package var lineHeightMultiple: CGFloat = 0
        /// The smallest line height in points; 0 means none.
        package var minimumLineHeight: CGFloat = 0
        /// The largest line height in points; 0 means none.
        package var maximumLineHeight: CGFloat = 0
        /// Space after each paragraph but the last, in points.
        package var paragraphSpacing: CGFloat = 0
        /// Space before each paragraph but the first, in points.
        package var paragraphSpacingBefore: CGFloat = 0
        /// The indent of each paragraph's first line from the left edge, in points.
        package var firstLineHeadIndent: CGFloat = 0
        /// The indent of the other lines from the left edge, in points.
        package var headIndent: CGFloat = 0
        /// The lines' right end: positive is the distance from the left edge, zero or negative the inset from
        /// the right edge of the width (unconstrained layouts ignore it then).
        package var tailIndent: CGFloat = 0
        /// Left tab stop locations in points, ascending; empty keeps Pango's default tabs.
        package var tabStops: [CGFloat] = []

        package init(alignment: Alignment = .natural, lineBreak: LineBreak = .wordWrap, lineSpacing: CGFloat = 0,
                     maximumLines: Int = 0)
        {
            self.alignment = alignment
            self.lineBreak = lineBreak
            self.lineSpacing = lineSpacing
            self.maximumLines = maximumLines
        }
    }

    let layout: OpaquePointer
    package let runs: [Run]
    package let paragraph: Paragraph
    /// The width lines were fitted to, or nil for unconstrained.
    package let width: CGFloat?
    /// For a layout made of line fragments (text flowing around exclusions, or paragraphs stacked with paragraph
    /// spacing), its fragments in text order; empty for an ordinary layout (see `TextLayout+Fragments.swift`).
    package let fragments: [Fragment]
    /// How far right of the layout's origin Pango's lines start: the smaller of the head indents.
    package let indentOffset: CGFloat

    /// Lays out `runs` under `paragraph`, fitting lines to `width` when given (non-finite or negative widths are
    /// treated as unconstrained).
    package init(runs: [Run], paragraph: Paragraph = Paragraph(), width: CGFloat? = nil) {
        self.runs = runs
        self.paragraph = paragraph
        self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        fragments = TextLayout.spacedParagraphs(runs: runs, paragraph: paragraph, width: self.width)
        indentOffset = fragments.isEmpty ? TextLayout.indentGeometry(paragraph, width: self.width).offset : 0
        let config = FontConfiguration.shared
        layout = config.withLock { pango_layout_new(config.context)! }
        if fragments.isEmpty { config.withLock { configure() } }
    }

    /// A layout made of `fragments` (each one line of `runs`' text, in order, placed in this layout's space);
    /// geometry and drawing come from the fragments.
    package init(fragments: [Fragment], runs: [Run], paragraph: Paragraph, width: CGFloat?) {
        self.runs = runs
        self.paragraph = paragraph
        self.width = width
        self.fragments = fragments
        indentOffset = 0
        let config = FontConfiguration.shared
        layout = config.withLock { pango_layout_new(config.context)! }
    }

    /// Convenience: one run of plain text.
    package convenience init(text: String, font: TextFont, color: CGColor? = .black, paragraph: Paragraph = Paragraph(),
                             width: CGFloat? = nil)
    {
        self.init(runs: [Run(text, Attributes(font: font, color: color))], paragraph: paragraph, width: width)
    }

    deinit {
        FontConfiguration.shared.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    private func configure() {
        let text = runs.map(\.text).joined()
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        if let first = runs.first {
            let desc = first.attributes.font.makeDescription()
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
        }
        // `pango_layout_set_attributes` takes a reference of its own, so ours is dropped here: keeping it leaked
        // the list, its attributes and their font descriptions on every layout (about 0.8 KB each; 0.78 KB per
        // headless launch, whose status bar lays out its clock, made fuzz-info-plist grow without bound).
        let attributes = makeAttributeList()
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let indents = TextLayout.indentGeometry(paragraph, width: width)
        if let width = indents.width { pango_layout_set_width(layout, PangoUnits.from(min(1e6, width))) }
        if indents.indent != 0 { pango_layout_set_indent(layout, PangoUnits.from(indents.indent)) }
        if text.contains("\t") { applyTabStops() }
        pango_layout_set_spacing(layout, PangoUnits.from(paragraph.lineSpacing))
        switch paragraph.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, paragraph.alignment == .natural ? 1 : 0)
        let lines = paragraph.maximumLines
        switch paragraph.lineBreak {
        case .wordWrap: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .charWrap: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .clip: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .truncateHead, .truncateTail, .truncateMiddle:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            let mode: PangoEllipsizeMode = paragraph.lineBreak == .truncateHead ? PANGO_ELLIPSIZE_START
                : paragraph.lineBreak == .truncateMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END
            if width != nil {
                pango_layout_set_ellipsize(layout, mode)
                // A negative height is a line count for ellipsization: truncate on the last allowed line.
                pango_layout_set_height(layout, Int32(-max(1, lines)))
            }
        }
    }

    /// The runs' attributes as a new Pango list (the caller owns the one reference).
    private func makeAttributeList() -> OpaquePointer {
        let list = pango_attr_list_new()!
        var start = 0
        for run in runs {
            let end = start + run.text.utf8.count
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = UInt32(start)
                attr.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attr)
            }
            let desc = run.attributes.font.makeDescription()
            insert(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            if let c = run.attributes.color?.rgba {
                insert(pango_attr_foreground_new(UInt16(c.r * 65535), UInt16(c.g * 65535), UInt16(c.b * 65535)))
                insert(pango_attr_foreground_alpha_new(UInt16(max(1, c.a * 65535))))
            }
            if let c = run.attributes.backgroundColor?.rgba {
                insert(pango_attr_background_new(UInt16(c.r * 65535), UInt16(c.g * 65535), UInt16(c.b * 65535)))
                insert(pango_attr_background_alpha_new(UInt16(max(1, c.a * 65535))))
            }
            insert(lineHeightAttribute(for: run.attributes.font))
            if run.attributes.kern != 0, run.attributes.kern.isFinite {
                insert(pango_attr_letter_spacing_new(PangoUnits.from(run.attributes.kern)))
            }
            if run.attributes.underline {
                insert(pango_attr_underline_new(run.attributes.doubleUnderline ? PANGO_UNDERLINE_DOUBLE
                                                                                : PANGO_UNDERLINE_SINGLE))
                if let c = run.attributes.underlineColor?.rgba {
                    insert(pango_attr_underline_color_new(UInt16(c.r * 65535), UInt16(c.g * 65535),
                                                          UInt16(c.b * 65535)))
                }
            }
            if run.attributes.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if let c = run.attributes.strikethroughColor?.rgba {
                    insert(pango_attr_strikethrough_color_new(UInt16(c.r * 65535), UInt16(c.g * 65535),
                                                              UInt16(c.b * 65535)))
                }
            }
            let rise = run.attributes.baselineOffset
            if rise != 0, rise.isFinite { insert(pango_attr_rise_new(PangoUnits.from(rise))) }
            if let attachment = run.attributes.attachment {
                // Pango's shape rectangles are baseline-relative with y down; the glyph advances by the width.
                let b = attachment.bounds
                var ink = PangoRectangle(x: 0, y: PangoUnits.from(-b.maxY), width: PangoUnits.from(b.width),
                                         height: PangoUnits.from(b.height))
                var logical = ink
                insert(pango_attr_shape_new(&ink, &logical))
            }
            start = end
        }
        return list
    }

    /// The shadow the text draws with: the first run's that has one.
    package var shadow: Shadow? { runs.lazy.compactMap(\.attributes.shadow).first }

    /// The logical size of the laid-out text in points (width of the widest line, height of all lines).
    package var size: CGSize {
        if !fragments.isEmpty { return fragmentsSize }
        return FontConfiguration.shared.withLock {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = CGFloat(PANGO_SCALE)
            let width = CGFloat(logical.x + logical.width) / scale
            return CGSize(width: width > 0 ? width + indentOffset : 0, height: CGFloat(logical.height) / scale)
        }
    }

    /// The distance from the top of the layout to the first line's baseline, in points.
    package var firstBaseline: CGFloat {
        if let first = fragments.first { return first.origin.y + first.layout.firstBaseline }
        return FontConfiguration.shared.withLock { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) }
    }

    /// How many references Pango's attribute list for the runs has: 1, the layout's own, while the layout lives
    /// (more would leak the list when the layout goes; `TextLayoutTests`). Reads `PangoAttrList`'s first field,
    /// its reference count, which Pango does not expose.
    package var attributeListReferenceCount: Int {
        FontConfiguration.shared.withLock {
            pango_layout_get_attributes(layout).map { Int(UnsafeRawPointer($0).load(as: UInt32.self)) } ?? 0
        }
    }

    /// The number of lines after wrapping and truncation.
    package var lineCount: Int {
        if !fragments.isEmpty { return fragmentsLineCount }
        return FontConfiguration.shared.withLock { Int(pango_layout_get_line_count(layout)) }
    }

    /// Whether truncation removed text (an ellipsis was inserted).
    package var isTruncated: Bool {
        if !fragments.isEmpty { return fragments.contains { $0.layout.isTruncated } }
        return FontConfiguration.shared.withLock { pango_layout_is_ellipsized(layout) != 0 }
    }

    /// The rectangle (points, layout space) of the character starting at `utf8Offset` in the concatenated text;
    /// for right-to-left text, logically earlier characters sit further right.
    package func characterRect(atUTF8Offset utf8Offset: Int) -> CGRect {
        if !fragments.isEmpty { return fragmentCharacterRect(atUTF8Offset: utf8Offset) }
        return FontConfiguration.shared.withLock {
            var pos = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(utf8Offset), &pos)
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: CGFloat(pos.x) / scale + indentOffset, y: CGFloat(pos.y) / scale, width: CGFloat(pos.width) / scale,
                          height: CGFloat(pos.height) / scale).standardized
        }
    }

    /// The attachments laid out: each one's image and its rectangle in layout space (points, y down, from the
    /// layout's top-left), in text order; attachments hidden by truncation are left out.
    package var attachmentFrames: [(image: CGImage?, frame: CGRect)] {
        if !fragments.isEmpty {
            return fragments.flatMap { f in
                f.layout.attachmentFrames.map { ($0.image, $0.frame.offsetBy(dx: f.origin.x, dy: f.origin.y)) }
            }
        }
        var placed: [(byte: Int, attachment: Attachment)] = []
        var byte = 0
        for run in runs {
            if let attachment = run.attributes.attachment {
                var offset = byte
                for scalar in run.text.unicodeScalars {
                    placed.append((offset, attachment))
                    offset += String(scalar).utf8.count
                }
            }
            byte += run.text.utf8.count
        }
        guard !placed.isEmpty else { return [] }
        return FontConfiguration.shared.withLock {
            let scale = CGFloat(PANGO_SCALE)
            var baselines: [Int32: CGFloat] = [:]
            func baseline(ofLine line: Int32) -> CGFloat {
                if let known = baselines[line] { return known }
                let iter = pango_layout_get_iter(layout)!
                defer { pango_layout_iter_free(iter) }
                var index: Int32 = 0
                while index < line, pango_layout_iter_next_line(iter) != 0 { index += 1 }
                let value = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                baselines[line] = value
                return value
            }
            return placed.compactMap { byte, attachment in
                var pos = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(byte), &pos)
                let b = attachment.bounds
                if pos.width == 0, b.width > 0 { return nil }
                var line: Int32 = 0, x: Int32 = 0
                pango_layout_index_to_line_x(layout, Int32(byte), 0, &line, &x)
                let left = CGFloat(min(pos.x, pos.x + pos.width)) / scale + indentOffset
                let frame = CGRect(x: left + b.minX, y: baseline(ofLine: line) - b.maxY, width: b.width, height: b.height)
                return (attachment.image, frame)
            }
        }
    }

    /// Draws the attachments' images with the layout's top-left at `origin`, upright in y-down user space.
    private func drawAttachments(in context: CGContext, at origin: CGPoint) {
        for (image, frame) in attachmentFrames {
            guard let image, frame.width > 0, frame.height > 0 else { continue }
            context.saveGState()
            context.translateBy(x: origin.x + frame.minX, y: origin.y + frame.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(origin: .zero, size: frame.size))
            context.restoreGState()
        }
    }

    /// Draws the text with its top-left at `origin` (user space) through the context's compositing path, so
    /// alpha, blend mode, clipping and shadows apply. Runs without a colour use the context's fill colour; the
    /// images of attachments are drawn after the text, in their frames (``attachmentFrames``).
    package func draw(in context: CGContext, at origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if !fragments.isEmpty {
            for f in fragments { f.layout.draw(in: context, at: CGPoint(x: origin.x + f.origin.x, y: origin.y + f.origin.y)) }
            return
        }
        let textOrigin = CGPoint(x: origin.x + indentOffset, y: origin.y)
        let box = CGRect(origin: origin, size: size)
        let extents = box.insetBy(dx: -box.height, dy: -box.height)
            .applying(context.state.ctm.concatenating(context.quartzToCairo))
        let fill = context.state.fillColor
        let config = FontConfiguration.shared
        context.composite(extents: extents) { cr, alpha in
            config.withLock {
                context.applyUserMatrix(to: cr)
                cairo_set_font_options(cr, config.fontOptions)
                pango_cairo_update_layout(cr, layout)
                if alpha < 1 { cairo_push_group(cr) }
                context.setSource(fill, alpha: 1, on: cr, userToQuartz: context.state.ctm)
                cairo_move_to(cr, textOrigin.x, textOrigin.y)
                pango_cairo_show_layout(cr, layout)
                if alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, alpha)
                }
                cairo_new_path(cr)
                // The shared Pango context took this CTM; reset it so later measurement is transform-free.
                pango_context_set_matrix(config.context, nil)
                pango_layout_context_changed(layout)
            }
        }
        if runs.contains(where: { $0.attributes.attachment != nil }) { drawAttachments(in: context, at: origin) }
    }
}
