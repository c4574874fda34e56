// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A paragraph style whose attributes can be changed; each setter stores the value as given (the layout treats
/// negative spacings and heights as 0).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Horizontal alignment of lines; settable here (default `.natural`).
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// How lines wrap or truncate; settable here (default `.byWordWrapping`).
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// Extra space after each line in points; settable here (default 0; negative values draw as 0).
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// The natural line height's factor; settable here (default 0, meaning 1).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The smallest line height in points; settable here (default 0, no minimum).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height in points; settable here (default 0, no maximum).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// Space after the paragraph in points; settable here (default 0).
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Space before the paragraph in points; settable here (default 0).
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// The first line's indent in points; settable here (default 0).
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent in points; settable here (default 0).
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The lines' trailing end (positive: line length; zero or negative: inset from the trailing edge), in
    /// points; settable here (default 0).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The base writing direction; settable here (default `.natural`).
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// The hyphenation factor, 0…1; settable here (default 0; stored only).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// The tab stops; settable here (kept sorted by location; nil-free).
    open override var tabStops: [NSTextTab] {
        get { values.tabStops }
        set { values.tabStops = newValue.sorted { $0.location < $1.location } }
    }
    /// The spacing of tab stops after the last explicit one; settable here (default 0).
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    /// The line-breaking strategies; settable here (default none; stored only).
    open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
    /// Whether truncation may tighten letter spacing first; settable here (default false; stored only).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Adds `anObject` to the tab stops, keeping them sorted by location.
    open func addTabStop(_ anObject: NSTextTab) { tabStops = values.tabStops + [anObject] }

    /// Removes the tab stops equal to `anObject` (same alignment and location); nothing when there is none.
    open func removeTabStop(_ anObject: NSTextTab) { values.tabStops.removeAll { $0.isEqual(anObject) } }

    /// Replaces every attribute with `obj`'s.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
