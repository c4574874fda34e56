// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Turns a parsed ``HTMLDocument`` into attributed text, as Apple's HTML reader does for static documents.
///
/// Blocks (`p`, `div`, `h1`–`h6`, `blockquote`, `pre`, lists, table rows, `hr`) end with a line break and carry
/// an `NSParagraphStyle` (margins become `paragraphSpacing`, indents `headIndent`); `br` is U+2028 (a line break
/// inside the paragraph); white space collapses outside `pre`. Lists are "\t•\t" / "\t1.\t" markers on tab stops
/// 11 and 36 points into the list's indent. Table rows are lines with cells separated by tabs (the paragraph's
/// default stops), which is where the reader stops short of real tables. `head`, `script`, `style` and embedded
/// content are skipped (there is no script engine: `noscript` content shows); `<title>` becomes the title.
package final class HTMLAttributedStringBuilder {
    private struct Frame {
        var name: String
        var inline: HTMLInlineStyle
        var block: HTMLBlockStyle
        var isBlock: Bool
        var spacingAfter: CGFloat
    }

    private struct List {
        var ordered: Bool
        var counter: Int
        var level: Int
    }

    private struct Run {
        var start: Int
        var length: Int
        var style: HTMLInlineStyle
        var attachment: NSTextAttachment?
    }

    private struct Paragraph {
        var start: Int
        var end: Int
        var block: HTMLBlockStyle
        var spacing: CGFloat
    }

    private let baseURL: URL?
    private var text = ""
    private var length = 0
    private var runs: [Run] = []
    private var paragraphs: [Paragraph] = []
    private var paragraphStart = 0
    private var paragraphBlock: HTMLBlockStyle?
    private var lineHasContent = false
    private var pendingSpace = false
    /// The style of the white space ``pendingSpace`` stands for (a space takes the style it was written in).
    private var pendingSpaceStyle = HTMLInlineStyle()
    private var frames: [Frame]
    private var lists: [List] = []
    private var cellsInRow = 0
    private var preJustOpened = false
    private var titleText: String?
    private var inTitle = false
    private var fonts: [String: UIFont] = [:]

    /// The document's `<title>`, collapsed, once ``build(_:)`` ran.
    package private(set) var title: String?

    package init(baseURL: URL?) {
        self.baseURL = baseURL
        frames = [Frame(name: "#document", inline: HTMLInlineStyle(), block: HTMLBlockStyle(), isBlock: true,
                        spacingAfter: 0)]
    }

    /// Reads `document` into attributed text.
    package func build(_ document: HTMLDocument) -> NSAttributedString {
        document.walk { event in
            switch event {
            case .start(let name, let attributes): return start(name, attributes)
            case .text(let string): addText(string); return true
            case .end: end(); return true
            }
        }
        finishParagraph(spacing: 0, addBreak: false)
        title = titleText.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return makeAttributedString()
    }

    // MARK: Elements

    private static let skipped: Set<String> = [
        "script", "style", "template", "iframe", "object", "embed", "svg", "math", "canvas", "video", "audio",
        "select", "noembed", "noframes", "meta", "link", "base", "button", "input",
    ]
    private static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "xmp", "listing",
        "plaintext", "ul", "ol", "menu", "dir", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr",
        "caption", "center", "section", "article", "header", "footer", "nav", "main", "aside", "figure",
        "figcaption", "form", "fieldset", "legend", "address", "details", "summary", "hgroup", "noscript",
    ]
    /// Heading sizes (2, 1.5, 1.17, 1, 0.83, 0.67 em of 12 pt) and their bottom margins (0.67, 0.83, 1, 1.33,
    /// 1.67, 2.33 em of the heading's size), as WebKit's default style sheet has them.
    private static let headings: [String: (size: CGFloat, margin: CGFloat)] = [
        "h1": (24, 0.67), "h2": (18, 0.83), "h3": (14.04, 1), "h4": (12, 1.33), "h5": (9.96, 1.67), "h6": (8.04, 2.33),
    ]

    private func start(_ name: String, _ attributes: [String: String]) -> Bool {
        let parent = frames[frames.count - 1]
        var inline = parent.inline
        var block = parent.block
        let isBlock = HTMLAttributedStringBuilder.blocks.contains(name)
        var spacing: CGFloat = 0
        var descend = !HTMLAttributedStringBuilder.skipped.contains(name)
        let declarations = attributes["style"].map(CSSDeclarations.parse) ?? []
        if declarations.contains(where: { $0.name == "display" && $0.value.lowercased() == "none" }) { descend = false }
        if name == "head" { descend = true }
        if name == "title" { inTitle = true; titleText = titleText ?? "" }

        if isBlock && descend { finishParagraph(spacing: 0, addBreak: true) }
        switch name {
        case "b", "strong": inline.bold = true
        case "i", "em", "cite", "var", "dfn", "address": inline.italic = true
        case "u", "ins": inline.underline = true
        case "s", "strike", "del": inline.strikethrough = true
        case "a":
            if let href = attributes["href"]?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty,
               let url = URL(string: href, relativeTo: baseURL)
            {
                inline.link = baseURL == nil ? url : url.absoluteURL
                inline.color = HTMLInlineStyle.linkColor
                inline.underline = true
            }
        case "code", "tt", "kbd", "samp":
            inline.family = HTMLInlineStyle.monospace
            if inline.size == 12 { inline.size = 13 }
        case "pre", "xmp", "listing", "plaintext":
            inline.family = HTMLInlineStyle.monospace
            if inline.size == 12 { inline.size = 13 }
            inline.preformatted = true
            preJustOpened = true
            spacing = 12
        case "big": inline.size *= 1.2
        case "small": inline.size /= 1.2
        case "sup":
            inline.baselineOffset += inline.size / 3
            inline.size *= 0.83
        case "sub":
            inline.baselineOffset -= inline.size / 5
            inline.size *= 0.83
        case "font":
            if let color = attributes["color"].flatMap(CSSDeclarations.color) { inline.color = color }
            if let face = attributes["face"] { inline.applyFontFamily(face) }
            if let size = attributes["size"].flatMap({ HTMLAttributedStringBuilder.fontTagSize($0) }) { inline.size = size }
        case "p", "dl":
            spacing = inline.size
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let heading = HTMLAttributedStringBuilder.headings[name] ?? (12, 1)
            inline.bold = true
            inline.size = heading.size
            spacing = heading.size * heading.margin
        case "blockquote":
            block.leftIndent += 40
            block.firstLineIndent = nil
            block.rightIndent += 40
            spacing = 12
        case "dd":
            block.leftIndent += 40
            block.firstLineIndent = nil
        case "center": block.alignment = .center
        case "ul", "ol", "menu", "dir":
            let start = name == "ol" ? attributes["start"].flatMap { Int($0) } ?? 1 : 1
            lists.append(List(ordered: name == "ol", counter: start, level: lists.count + 1))
            block.leftIndent += 36
            block.firstLineIndent = nil
            if lists.count == 1 { spacing = 12 }
        case "li":
            startListItem(&block, inline: inline, value: attributes["value"].flatMap { Int($0) })
        case "table": cellsInRow = 0
        case "tr": cellsInRow = 0
        case "td", "th":
            if name == "th" { inline.bold = true }
            if cellsInRow > 0 { appendRaw("\t", style: inline) }
            cellsInRow += 1
            lineHasContent = false
            pendingSpace = false
        case "br":
            appendRaw("\u{2028}", style: inline)
            lineHasContent = false
            pendingSpace = false
        case "hr":
            finishParagraph(spacing: 0, addBreak: true)
            appendRaw("\u{FFFC}", style: inline, attachment: HTMLRuleAttachment(width: HTMLRuleAttachment.defaultWidth))
            finishParagraph(spacing: 6, addBreak: true)
        case "img":
            addImage(attributes, style: inline)
        default: break
        }
        if let align = attributes["align"]?.lowercased(), isBlock {
            block.alignment = HTMLAttributedStringBuilder.alignment(align) ?? block.alignment
        }
        for (property, value) in declarations {
            apply(property, value, inline: &inline, block: &block, parentSize: parent.inline.size)
        }
        frames.append(Frame(name: name, inline: inline, block: block, isBlock: isBlock && descend, spacingAfter: spacing))
        return descend
    }

    private func end() {
        guard frames.count > 1, let frame = frames.popLast() else { return }
        switch frame.name {
        case "ul", "ol", "menu", "dir": if !lists.isEmpty { lists.removeLast() }
        case "title": inTitle = false
        case "pre", "xmp", "listing", "plaintext": preJustOpened = false
        default: break
        }
        if frame.isBlock { finishParagraph(spacing: frame.spacingAfter, addBreak: true) }
    }

    private func startListItem(_ block: inout HTMLBlockStyle, inline: HTMLInlineStyle, value: Int?) {
        let markerIndent = max(0, block.leftIndent - 36)
        block.firstLineIndent = markerIndent
        block.tabStops = [markerIndent + 11, block.leftIndent]
        guard !lists.isEmpty else { return }
        var list = lists[lists.count - 1]
        if let value { list.counter = value }
        let marker: String
        if list.ordered {
            marker = "\(list.counter)."
            list.counter += 1
        } else {
            marker = ["•", "◦", "▪"][min(2, list.level - 1)]
        }
        lists[lists.count - 1] = list
        var markerStyle = inline
        markerStyle.link = nil
        paragraphBlock = block
        appendRaw("\t\(marker)\t", style: markerStyle)
        lineHasContent = false
        pendingSpace = false
    }

    private func addImage(_ attributes: [String: String], style: HTMLInlineStyle) {
        guard let source = attributes["src"], !source.isEmpty,
              let image = HTMLImageAttachment.loadImage(source, baseURL: baseURL) else { return }
        var size = image.size
        let width = attributes["width"].flatMap(HTMLAttributedStringBuilder.pixels)
        let height = attributes["height"].flatMap(HTMLAttributedStringBuilder.pixels)
        switch (width, height) {
        case let (w?, h?): size = CGSize(width: w, height: h)
        case let (w?, nil) where size.width > 0: size = CGSize(width: w, height: size.height * w / size.width)
        case let (nil, h?) where size.height > 0: size = CGSize(width: size.width * h / size.height, height: h)
        default: break
        }
        if pendingSpace, lineHasContent { appendRaw(" ", style: pendingSpaceStyle) }
        pendingSpace = false
        appendRaw("\u{FFFC}", style: style, attachment: HTMLImageAttachment(image: image, size: size))
        lineHasContent = true
    }

    // MARK: Text

    private func addText(_ string: String) {
        if inTitle {
            titleText? += string
            return
        }
        let style = frames[frames.count - 1].inline
        if style.preformatted { return addPreformatted(string, style: style) }
        var out = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}":
                if !pendingSpace, lineHasContent || !out.isEmpty {
                    pendingSpace = true
                    pendingSpaceStyle = style
                }
            default:
                if pendingSpace {
                    if out.isEmpty { appendRaw(" ", style: pendingSpaceStyle) } else { out.append(" ") }
                    pendingSpace = false
                }
                out.unicodeScalars.append(scalar)
            }
        }
        guard !out.isEmpty else { return }
        appendRaw(out, style: style)
        lineHasContent = true
    }

    private func addPreformatted(_ string: String, style: HTMLInlineStyle) {
        var text = string.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if preJustOpened, text.hasPrefix("\n") { text.removeFirst() }
        preJustOpened = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() {
            if i > 0 { finishParagraph(spacing: 0, addBreak: true, force: true) }
            if !line.isEmpty {
                appendRaw(String(line), style: style)
                lineHasContent = true
            }
        }
    }

    private func appendRaw(_ string: String, style: HTMLInlineStyle, attachment: NSTextAttachment? = nil) {
        if length == paragraphStart, paragraphBlock == nil { paragraphBlock = frames[frames.count - 1].block }
        let count = string.utf16.count
        text += string
        if attachment == nil, let last = runs.last, last.attachment == nil, last.start + last.length == length,
           last.style.sameAttributes(as: style)
        {
            runs[runs.count - 1].length += count
        } else {
            runs.append(Run(start: length, length: count, style: style, attachment: attachment))
        }
        length += count
    }

    /// Ends the paragraph being written: a line break when it has content (or `force`), and its style; an empty
    /// paragraph instead gives its spacing to the paragraph before.
    private func finishParagraph(spacing: CGFloat, addBreak: Bool, force: Bool = false) {
        pendingSpace = false
        lineHasContent = false
        guard length > paragraphStart || force else {
            if spacing > 0, !paragraphs.isEmpty, paragraphs[paragraphs.count - 1].end == paragraphStart {
                paragraphs[paragraphs.count - 1].spacing = max(paragraphs[paragraphs.count - 1].spacing, spacing)
            }
            return
        }
        let block = paragraphBlock ?? frames[frames.count - 1].block
        if addBreak { appendRaw("\n", style: frames[frames.count - 1].inline) }
        paragraphs.append(Paragraph(start: paragraphStart, end: length, block: block, spacing: spacing))
        paragraphStart = length
        paragraphBlock = nil
    }

    /// The text with each run's attributes and its paragraph's style, set one segment (a run within a paragraph)
    /// at a time with its whole dictionary.
    ///
    /// CoreFoundation on Linux halts when it compares a new attribute dictionary with a stored neighbour of the
    /// same size whose paragraph style is a different object (it does so to merge equal runs). A segment whose
    /// dictionary would have as many entries as the one before it therefore also carries `.kern: 0` (no change to
    /// the text; Apple's HTML reader sets it too), so neighbouring dictionaries never have the same size and are
    /// never compared value by value.
    private func makeAttributedString() -> NSAttributedString {
        let result = NSMutableAttributedString(string: text)
        var styles: [Int: NSParagraphStyle] = [:]
        func style(_ index: Int) -> NSParagraphStyle {
            if let style = styles[index] { return style }
            let style = paragraphs[index].block.paragraphStyle(spacingAfter: paragraphs[index].spacing)
            styles[index] = style
            return style
        }
        result.beginEditing()
        var p = 0
        var previousCount = -1
        for run in runs where run.length > 0 {
            var attributes = run.style.attributes(fonts: &fonts)
            if let attachment = run.attachment { attributes[.attachment] = attachment }
            var start = run.start
            let end = run.start + run.length
            while start < end {
                while p < paragraphs.count, paragraphs[p].end <= start { p += 1 }
                var segment = attributes
                var segmentEnd = end
                if p < paragraphs.count {
                    if paragraphs[p].start <= start {
                        segment[.paragraphStyle] = style(p)
                        segmentEnd = min(end, paragraphs[p].end)
                    } else {
                        segmentEnd = min(end, paragraphs[p].start)
                    }
                }
                if segment.count == previousCount { segment[.kern] = 0 }
                previousCount = segment.count
                result.setAttributes(segment, range: NSRange(location: start, length: segmentEnd - start))
                start = segmentEnd
            }
        }
        result.endEditing()
        return result
    }
}
