// SPDX-License-Identifier: Apache-2.0

/// Everything that shapes a text layer's layout, resolved from its (presented) properties: the runs with their
/// attributes, the paragraph settings and the width lines are fitted to. Equal keys give equal layouts, so a
/// `CATextLayer` keeps its last layout while the key stays the same.
struct TextLayoutKey: Equatable {
    var texts: [String] = []
    var attributes: [RunAttributes] = []
    var paragraph = TextLayout.Paragraph()
    /// The width lines wrap or truncate at; nil when the text is neither wrapped nor truncated.
    var width: CGFloat?

    /// A run's attributes in comparable form.
    struct RunAttributes: Equatable {
        var font: TextFont
        var color: CGColor?
        var background: CGColor?
        var kern: CGFloat = 0
        var underline = false
        var strikethrough = false
    }

    /// The key for `props`, or nil when there is no text.
    init?(_ props: LayerProperties) {
        let fontSize = props.extraNumber("fontSize", 36)
        switch props.extra["string"] {
        case let attributed as NSAttributedString:
            guard attributed.length > 0 else { return nil }
            appendRuns(of: attributed)
        case let text as String:
            guard !text.isEmpty else { return nil }
            append(text, plainAttributes(props, fontSize: fontSize))
        case let text as NSString:
            guard text.length > 0 else { return nil }
            append(text.substring(from: 0), plainAttributes(props, fontSize: fontSize))
        default:
            return nil
        }
        let wrapped = props.extraBool("wrapped", false)
        let truncation = props.extraValue("truncationMode", CATextLayerTruncationMode.none)
        paragraph.alignment = Self.alignment(props.extraValue("alignmentMode", CATextLayerAlignmentMode.natural))
        switch (wrapped, truncation) {
        case (false, .none):
            paragraph.lineBreak = .clip
        case (true, .none):
            paragraph.lineBreak = .wordWrap
            width = props.bounds.width
        default:
            paragraph.lineBreak =
                truncation == .start
                ? .truncateHead
                : truncation == .middle
                    ? .truncateMiddle
                    : .truncateTail
            width = props.bounds.width
            // Truncate on the last line that fits (a single line when not wrapped).
            let lineHeight = attributes.map { $0.font.metrics.lineHeight }.max() ?? fontSize
            paragraph.maximumLines =
                wrapped ? max(1, Int((props.bounds.height / max(lineHeight, 1)).rounded(.down))) : 1
        }
    }

    /// Lays the text out.
    func makeLayout() -> TextLayout {
        let runs = zip(texts, attributes).map { text, a in
            TextLayout.Run(
                text,
                TextLayout.Attributes(
                    font: a.font, color: a.color, backgroundColor: a.background, kern: a.kern, underline: a.underline,
                    strikethrough: a.strikethrough))
        }
        return TextLayout(runs: runs, paragraph: paragraph, width: width)
    }

    private mutating func append(_ text: String, _ attributes: RunAttributes) {
        texts.append(text)
        self.attributes.append(attributes)
    }

    /// Plain strings: the layer's font at `fontSize`, in its foreground colour (nil: Core Text's black).
    private func plainAttributes(_ props: LayerProperties, fontSize: CGFloat) -> RunAttributes {
        var font = Self.font(props.extra["font"], size: fontSize) ?? Self.helvetica(size: fontSize)
        font.size = fontSize > 0 ? fontSize : font.size
        return RunAttributes(font: font, color: props.extraColor("foregroundColor") ?? CGColor(gray: 0, alpha: 1))
    }

    /// Attributed strings: one run per attribute range, with Core Text's defaults (Helvetica 12, black).
    private mutating func appendRuns(of attributed: NSAttributedString) {
        let whole = NSRange(location: 0, length: attributed.length)
        let source = attributed.string as NSString
        attributed.enumerateAttributes(in: whole) { values, range, _ in
            var byName: [String: Any] = [:]
            for (key, value) in values { byName[key.rawValue] = value }
            var a = RunAttributes(
                font: Self.font(byName["NSFont"], size: 12) ?? Self.helvetica(size: 12),
                color: Self.color(byName["NSColor"] ?? byName["CTForegroundColor"])
                    ?? CGColor(gray: 0, alpha: 1))
            a.background = Self.color(byName["NSBackgroundColor"])
            a.kern = byName["NSKern"].flatMap(LayerProperties.number) ?? 0
            a.underline = (byName["NSUnderline"].flatMap(LayerProperties.number) ?? 0) != 0
            a.strikethrough = (byName["NSStrikethrough"].flatMap(LayerProperties.number) ?? 0) != 0
            append(source.substring(with: range), a)
        }
    }

    /// A font from a name or a font value; nil when there is none or the name is not installed (logged).
    private static func font(_ value: Any?, size: CGFloat) -> TextFont? {
        switch value {
        case let name as String: return TextFont.named(name, size: size)
        case let name as NSString: return TextFont.named(name.substring(from: 0), size: size)
        case let font as TextFontConvertible: return font.textFont
        default: return nil
        }
    }

    private static func helvetica(size: CGFloat) -> TextFont { TextFont(family: "Helvetica", size: size) }

    private static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as CGColor: return color
        case let color as CGColorConvertible: return color.cgColor
        default: return nil
        }
    }

    private static func alignment(_ mode: CATextLayerAlignmentMode) -> TextLayout.Alignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    static func == (a: TextLayoutKey, b: TextLayoutKey) -> Bool {
        a.texts == b.texts && a.attributes == b.attributes && a.width == b.width
            && a.paragraph.alignment == b.paragraph.alignment && a.paragraph.lineBreak == b.paragraph.lineBreak
            && a.paragraph.maximumLines == b.paragraph.maximumLines
            && a.paragraph.lineSpacing == b.paragraph.lineSpacing
    }
}
