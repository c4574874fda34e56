// SPDX-License-Identifier: Apache-2.0

/// A layer that lays out and draws plain or attributed text; the first line is aligned to the top of the layer.
///
/// Plain strings use `font`, `fontSize` and `foregroundColor`. Attributed strings carry their own attributes and
/// ignore those three, as on Apple; runs without a font use Helvetica 12 and runs without a colour use black
/// (Core Text's defaults). Recognised attribute keys (by raw value): `NSFont` (a font name, or a font value as for
/// `font`), `NSColor`/`CTForegroundColor` and `NSBackgroundColor` (`CGColor`s), `NSKern` (points),
/// `NSUnderline`, `NSStrikethrough` (non-zero numbers).
///
/// Text is drawn when the layer is composited, from the presented values (so `fontSize` and `foregroundColor`
/// animate without a redisplay), clipped to the bounds. Without `isWrapped`, each line of the string stays on one
/// line (explicit newlines still break); with it, lines wrap at word boundaries to the bounds' width.
/// `truncationMode` shortens text that does not fit with an ellipsis: the single line when not wrapped, or the
/// last line that fits in the bounds' height when wrapped. `alignmentMode` aligns each line in the bounds' width.
///
/// Fonts resolve through Touchstone's font set: Helvetica (the default), Helvetica Neue and Arial draw as
/// Liberation Sans, Times as Liberation Serif, Courier as Liberation Mono; an unknown name falls back to the
/// default (logged).
open class CATextLayer: CALayer, LayerContentPainting {
    /// Every text property and its default (nil `string`; nil `font` means Helvetica).
    static var defaults: [String: Any?] {
        [
            "string": nil, "font": nil, "fontSize": CGFloat(36), "foregroundColor": CGColor(gray: 1, alpha: 1),
            "wrapped": false, "truncationMode": CATextLayerTruncationMode.none,
            "alignmentMode": CATextLayerAlignmentMode.natural, "allowsFontSubpixelQuantization": false,
        ]
    }

    /// The last layout made, reused while nothing that shapes it changes.
    private var cachedLayout: (key: TextLayoutKey, layout: TextLayout)?
    private let cacheLock = NSLock()

    /// Creates a text layer with no string, Helvetica 36 and opaque white text.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, text properties included (used for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a text layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The text properties that animate implicitly.
    open override class var animatableExtraKeys: Set<String> { ["fontSize", "foregroundColor"] }

    /// The text layer's default for `key` (`fontSize` 36, opaque white `foregroundColor`, …), else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }  // nil-valued defaults answer nil
        return super.defaultValue(forKey: key)
    }

    /// The text: a `String` (or `NSString`) or an `NSAttributedString`; nil (the default) draws nothing.
    open var string: Any? {
        get { props.extra["string"].flatMap { $0 is NSNull ? nil : $0 } }
        set { setExtra("string", newValue, animatable: false) }
    }

    /// The font of plain strings: a font name (`"Helvetica-Bold"`, `"Courier"`), or a font value UIKit supplies;
    /// nil (the default) is Helvetica. Its size is ignored: `fontSize` sets the size.
    open var font: Any? {
        get { props.extra["font"].flatMap { $0 is NSNull ? nil : $0 } }
        set { setExtra("font", newValue, animatable: false) }
    }

    /// The size of plain strings' font, in points (default 36).
    open var fontSize: CGFloat {
        get { props.extraNumber("fontSize", 36) }
        set { setExtra("fontSize", newValue) }
    }

    /// The colour of plain strings (default opaque white; nil draws black).
    open var foregroundColor: CGColor? {
        get { props.extraColor("foregroundColor") }
        set { setExtra("foregroundColor", newValue) }
    }

    /// Whether lines wrap to the bounds' width (default false).
    open var isWrapped: Bool {
        get { props.extraBool("wrapped", false) }
        set { setExtra("wrapped", newValue, animatable: false) }
    }

    /// How text that does not fit is shortened (default `.none`: it is clipped).
    open var truncationMode: CATextLayerTruncationMode {
        get { props.extraValue("truncationMode", .none) }
        set { setExtra("truncationMode", newValue, animatable: false) }
    }

    /// How lines are aligned in the bounds' width (default `.natural`: by the text's direction).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { props.extraValue("alignmentMode", .natural) }
        set { setExtra("alignmentMode", newValue, animatable: false) }
    }

    /// Whether glyphs may snap to pixel positions (default false). Stored; Pango positions glyphs itself.
    open var allowsFontSubpixelQuantization: Bool {
        get { props.extraBool("allowsFontSubpixelQuantization", false) }
        set { setExtra("allowsFontSubpixelQuantization", newValue, animatable: false) }
    }

    // MARK: Drawing

    package func paintContent(_ props: LayerProperties, in ctx: CGContext) {
        let bounds = props.bounds
        guard bounds.width > 0, bounds.height > 0, let key = TextLayoutKey(props) else { return }
        let layout = cacheLock.withLock { () -> TextLayout in
            if let cached = cachedLayout, cached.key == key { return cached.layout }
            let made = key.makeLayout()
            cachedLayout = (key, made)
            return made
        }
        // Without a width, Pango aligns lines within the widest one; place that block in the bounds.
        var x = bounds.minX
        if key.width == nil {
            let free = bounds.width - layout.size.width
            switch key.paragraph.alignment {
            case .center: x += free / 2
            case .right: x += free
            default: break
            }
        }
        ctx.clip(to: bounds)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        layout.draw(in: ctx, at: CGPoint(x: x, y: bounds.minY))
    }
}

/// How a text layer shortens text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode (`"none"`, `"start"`, `"end"`, `"middle"`).
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: text is clipped at the bounds (the default).
    public static let none = Self(rawValue: "none")
    /// The start of the line is replaced by an ellipsis.
    public static let start = Self(rawValue: "start")
    /// The end of the line is replaced by an ellipsis.
    public static let end = Self(rawValue: "end")
    /// The middle of the line is replaced by an ellipsis.
    public static let middle = Self(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode (`"natural"`, `"left"`, `"right"`, `"center"`, `"justified"`).
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the text's writing direction: left for left-to-right text (the default).
    public static let natural = Self(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = Self(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = Self(rawValue: "right")
    /// Lines are centred in the width.
    public static let center = Self(rawValue: "center")
    /// Lines except the last stretch to both edges (wrapped text only).
    public static let justified = Self(rawValue: "justified")
}

/// Values that carry a Touchstone font (UIKit's `UIFont` can conform), accepted by `CATextLayer.font` and the
/// `NSFont` attribute.
package protocol TextFontConvertible {
    var textFont: TextFont { get }
}

/// Values that carry a Core Graphics colour (UIKit's `UIColor` can conform), accepted in attributed strings.
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}

extension TextFont: TextFontConvertible {
    package var textFont: TextFont { self }
}
