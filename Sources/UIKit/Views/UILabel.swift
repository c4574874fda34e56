// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import QuartzCore

/// A view that draws one or more lines of read-only text (guide §2.4, "Drawing Text"; MoveMe's welcome text).
///
/// The text is vertically centred in the bounds and aligned horizontally by ``textAlignment``. Changing any
/// property redraws the label. Labels ignore touches by default (`isUserInteractionEnabled` is false).
/// Subclasses customise drawing by overriding ``drawText(in:)`` and ``textRect(forBounds:limitedToNumberOfLines:)``.
@preconcurrency @MainActor
open class UILabel: UIView {
    package var textStorage: String?
    package var attributedTextStorage: NSAttributedString?
    package var fontStorage: UIFont = .systemFont(ofSize: 17)
    package var textColorStorage: UIColor = .label

    /// Creates a label with `frame`; it does not take touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (text, font, colours, alignment, lines: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        decodeLabelAttributes(from: coder)
    }

    /// The plain text drawn (nil by default); setting it replaces any ``attributedText``.
    open var text: String? {
        get { textStorage }
        set {
            MainThreadChecker.check("-[UILabel setText:]")
            setLabelText(newValue)
        }
    }

    /// The styled text drawn; its runs keep their own fonts and colours. Setting it also sets ``text``.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set { setLabelAttributedText(newValue) }
    }

    /// The font of plain text: the system font at 17 pt by default; setting nil restores the default.
    open var font: UIFont! {
        get { fontStorage }
        set {
            noteSetDirectly("font")
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of plain text: `UIColor.label` by default (black in light mode, white in dark); setting nil
    /// restores it.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { noteSetDirectly("textColor"); textColorStorage = newValue ?? .label; setNeedsDisplay() }
    }

    /// Horizontal alignment of the text in the bounds (`.natural`, which is left for left-to-right text, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines: 1 by default; 0 means as many as the text needs.
    open var numberOfLines: Int = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// How lines wrap or truncate: `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Whether one-line plain text shrinks (down to the minimum scale or size) to fit the width; false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of ``font``'s size that shrinking may use (0 by default: see ``minimumFontSize``).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The iPhone OS 3 form of the shrink limit, in points (0 by default); the larger of this and
    /// `font.pointSize × minimumScaleFactor` is used, and when both are 0 the text does not shrink.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where shrunk text sits relative to the unshrunk line: `.alignBaselines` by default.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The colour of the text's shadow, drawn once at ``shadowOffset`` under the text; nil (none) by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset in points: (0, -1), one point up, by default.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The colour of plain text while ``isHighlighted``; nil (use ``textColor``) by default.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws in ``highlightedTextColor``; false by default.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// Whether the label is enabled; a disabled label draws plain text in grey (white 0.5). True by default.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the label re-sizes its font when the user's preferred text size changes (false by default): a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again for the new size (a fixed-size
    /// font stays), and the label redraws and lays out again (UILabel+DynamicType.swift).
    open var adjustsFontForContentSizeCategory = false

    /// Draws the text by calling ``drawText(in:)`` with the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text vertically centred in `rect` (view coordinates) into the current context; override to
    /// change the drawing rectangle or attributes, calling `super` to draw.
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    /// The rectangle the text occupies within `bounds` with at most `numberOfLines` lines (0: no limit): its
    /// origin is `bounds.origin` and its size the text's size, no larger than `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// The size of the text wrapped to `size.width` (a zero or non-finite width means unconstrained), in whole
    /// points; (0, 0) when there is no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    /// The width, in points, at which a multi-line label's ``intrinsicContentSize`` wraps its text; 0 (the
    /// default) means the text is measured unwrapped. Ignored when ``numberOfLines`` is 1.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The label's natural size: ``sizeThatFits(_:)`` wrapped at ``preferredMaxLayoutWidth`` when the label has
    /// more than one line and the width is positive, otherwise with no width limit.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0 && preferredMaxLayoutWidth.isFinite
        return labelSizeThatFits(CGSize(width: wraps ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// The first baseline sits the font's ascender below the top and the last one its descender above the bottom,
    /// as when the label is at its intrinsic height (the text is centred vertically).
    package override var layoutBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        (fontStorage.ascender, -fontStorage.descender)
    }
}
