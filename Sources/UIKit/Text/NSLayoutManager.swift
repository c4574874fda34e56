// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Lays out an ``NSTextStorage`` into its first ``NSTextContainer`` and draws it: the object between a text view's
/// text and its pixels.
///
/// Layout is by paragraph (`TextParagraphLayout`): each paragraph is laid out with Pango and cached, an edit of
/// the storage lays out again only the paragraphs it touched, and heights are summed from the cache. Touchstone lays
/// out one glyph per UTF-16 unit, so glyph indexes and ranges are character indexes and ranges (Apple's can differ
/// for ligatures and surrogate pairs); only the first text container is laid out. Coordinates are the
/// container's: origin at its top-left, the line fragment padding inside.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The storage laid out (set by ``NSTextStorage/addLayoutManager(_:)``; not retained, as on Apple).
    open private(set) weak var textStorage: NSTextStorage?
    /// The containers, in order; text is laid out into the first.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Whether layout may be done for part of the text only (always: paragraphs are laid out on their own).
    open var allowsNonContiguousLayout = true
    /// Whether layout is only partly done (paragraphs not yet needed are laid out on demand).
    open var hasNonContiguousLayout: Bool { true }
    /// Whether invisible characters are drawn (ignored: they never are).
    open var showsInvisibleCharacters = false

    /// The paragraph cache (package: the text view places and draws paragraphs from it).
    package let paragraphs = TextParagraphLayout()

    /// A layout manager with no storage and no containers.
    public override init() {
        super.init()
        paragraphs.attributedText = { [weak self] range in self?.paragraphText(range) ?? NSAttributedString(string: "") }
    }

    /// A layout manager from an archive: nothing is decoded.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// Styles paragraph text before layout (the text view's link attributes); nil uses the storage's as is.
    package var paragraphStyler: ((NSRange) -> NSAttributedString)?

    private func paragraphText(_ range: NSRange) -> NSAttributedString {
        if let paragraphStyler { return paragraphStyler(range) }
        guard let storage = textStorage, NSMaxRange(range) <= storage.length else { return NSAttributedString(string: "") }
        return storage.attributedSubstring(from: range)
    }

    package func setTextStorage(_ storage: NSTextStorage?) {
        textStorage = storage
        paragraphs.reset((storage?.string ?? "") as NSString)
    }

    // MARK: Containers

    /// Adds `container` at the end; it now belongs to this manager.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index` (clamped, logged when out of range).
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        let clamped = min(max(0, index), textContainers.count)
        if clamped != index { UIKitDiagnostics.log("NSLayoutManager.insertTextContainer(_:at:): index \(index) clamped to \(clamped)") }
        textContainers.insert(container, at: clamped)
        container.layoutManager = self
        textContainerChangedGeometry(container)
    }

    /// Removes the container at `index` (out-of-range indexes are logged and ignored).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            return UIKitDiagnostics.log("NSLayoutManager.removeTextContainer(at:): no container at \(index); ignored")
        }
        let removed = textContainers.remove(at: index)
        if removed.layoutManager === self { removed.layoutManager = nil }
        if index == 0 { applyContainerStyle() }
    }

    /// The container's size, padding or line limit changed: lays the text out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        guard container === textContainers.first else { return }
        applyContainerStyle()
    }

    private func applyContainerStyle() {
        var style = paragraphs.style
        let container = textContainers.first
        style.width = container?.wrappingWidth
        style.maximumLines = container?.maximumNumberOfLines ?? 0
        style.exclusion = container.flatMap(TextExclusionLayout.init(container:))
        let mode = container?.lineBreakMode ?? .byWordWrapping
        style.wrap = mode == .byCharWrapping ? .charWrap : .wordWrap
        switch mode {
        case .byTruncatingHead: style.truncation = .truncateHead
        case .byTruncatingMiddle: style.truncation = .truncateMiddle
        case .byClipping, .byWordWrapping, .byCharWrapping: style.truncation = .clip
        case .byTruncatingTail: style.truncation = .truncateTail
        }
        paragraphs.style = style
        layoutDidChange?()
    }

    /// Called after the layout changed (the text view updates its content size and redraws).
    package var layoutDidChange: (() -> Void)?

    // MARK: Editing

    /// The storage's edits: re-splits the touched paragraphs (characters changed) or drops their layouts
    /// (attributes changed). `newCharRange` is in the new text; `delta` the change in length.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int,
                             invalidatedRange invalidatedCharRange: NSRange)
    {
        guard textStorage === self.textStorage else { return }
        if editMask.contains(.editedCharacters) {
            paragraphs.textDidChange(newLength: textStorage.length, range: newCharRange, delta: delta) { range in
                textStorage.attributedSubstring(from: range).string as NSString
            }
        } else if newCharRange.location != NSNotFound {
            paragraphs.invalidate(newCharRange)
        }
        layoutDidChange?()
    }

    /// Drops the layout of the characters in `charRange`; they are laid out again when next needed.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        let clamped = clamp(charRange, caller: "NSLayoutManager.invalidateLayout(forCharacterRange:actualCharacterRange:)")
        paragraphs.invalidate(clamped)
        actualCharRange?.pointee = paragraphRange(for: clamped)
        layoutDidChange?()
    }

    /// Redraws the characters in `charRange` (their layout is dropped and remade).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: nil)
    }

    // MARK: Queries

    /// The number of glyphs: one per UTF-16 unit here.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// Lays out all the text in `container` now.
    open func ensureLayout(for container: NSTextContainer) {
        guard container === textContainers.first else { return }
        _ = paragraphs.totalHeight
    }

    /// Lays out the characters in `charRange` now.
    open func ensureLayout(forCharacterRange charRange: NSRange) {
        let clamped = clamp(charRange, caller: "NSLayoutManager.ensureLayout(forCharacterRange:)")
        let first = paragraphs.index(containing: clamped.location), last = paragraphs.index(containing: NSMaxRange(clamped))
        for i in first...max(first, last) { _ = paragraphs.layout(of: i) }
    }

    /// The rectangle the laid-out text uses in `container`: from the top-left, as wide as the widest line plus
    /// the paddings (or the container's width when it wraps) and as tall as the paragraphs.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        let padding = container.lineFragmentPadding
        let width = (container.wrappingWidth.map { min($0, paragraphs.usedWidth) } ?? paragraphs.usedWidth) + 2 * padding
        return CGRect(x: 0, y: 0, width: width, height: paragraphs.totalHeight)
    }

    /// The glyphs laid out in `container` (all of them in the first container).
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        container === textContainers.first ? NSRange(location: 0, length: numberOfGlyphs) : NSRange(location: 0, length: 0)
    }

    /// The glyph range of `charRange` (the same range: one glyph per UTF-16 unit).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let clamped = clamp(charRange, caller: "NSLayoutManager.glyphRange(forCharacterRange:actualCharacterRange:)")
        actualCharRange?.pointee = clamped
        return clamped
    }

    /// The character range of `glyphRange` (the same range).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        let clamped = clamp(glyphRange, caller: "NSLayoutManager.characterRange(forGlyphRange:actualGlyphRange:)")
        actualGlyphRange?.pointee = clamped
        return clamped
    }

    /// The smallest rectangle holding the glyphs of `glyphRange` in `container` (the caret's when empty).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        let range = clamp(glyphRange, caller: "NSLayoutManager.boundingRect(forGlyphRange:in:)")
        let padding = container.lineFragmentPadding
        let rects = paragraphs.selectionRects(for: range, lineEnd: 0)
        let union = rects.isEmpty ? paragraphs.caretRect(at: range.location, width: 0)
            : rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        return union.offsetBy(dx: padding, dy: 0)
    }

    /// The character whose insertion point is nearest `point` (container coordinates); the fraction is 0 (the
    /// nearest insertion point is returned, not the character under the point).
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int
    {
        partialFraction?.pointee = 0
        guard point.x.isFinite, point.y.isFinite else {
            UIKitDiagnostics.log("NSLayoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:): non-finite point; 0")
            return 0
        }
        return paragraphs.closestOffset(to: CGPoint(x: point.x - container.lineFragmentPadding, y: point.y))
    }

    /// The glyph nearest `point` (the same as ``characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)``).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The line fragment rectangle holding the glyph at `glyphIndex` (container coordinates, padding included),
    /// and in `effectiveGlyphRange` the glyphs of that fragment (see `NSLayoutManager+LineFragments.swift`). An
    /// index outside the text is logged and gives `.zero` (and an empty range at the end).
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?)
        -> CGRect
    {
        lineFragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    // MARK: Drawing

    /// Draws the glyphs of the paragraphs overlapping `glyphsToShow` in the current context, the container's
    /// origin at `origin`.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        let range = clamp(glyphsToShow, caller: "NSLayoutManager.drawGlyphs(forGlyphRange:at:)")
        let padding = textContainers.first?.lineFragmentPadding ?? 0
        let first = paragraphs.index(containing: range.location)
        let last = paragraphs.index(containing: max(range.location, NSMaxRange(range) - 1))
        for i in first...max(first, last) where paragraphs.height(of: i) > 0 {
            guard let layout = paragraphs.layout(of: i) else { continue }
            TextDrawing.draw(layout, at: CGPoint(x: origin.x + padding, y: origin.y + paragraphs.top(of: i)),
                             caller: "NSLayoutManager.drawGlyphs(forGlyphRange:at:)")
        }
    }

    // MARK: Helpers

    private func clamp(_ range: NSRange, caller: String) -> NSRange {
        let length = textStorage?.length ?? 0
        let location = range.location == NSNotFound ? length : min(max(0, range.location), length)
        let end = min(max(location, location &+ max(0, range.length)), length)
        let clamped = NSRange(location: location, length: end - location)
        if clamped != range { UIKitDiagnostics.log("\(caller): range {\(range.location), \(range.length)} clamped to {\(clamped.location), \(clamped.length)}") }
        return clamped
    }

    private func paragraphRange(for range: NSRange) -> NSRange {
        let first = paragraphs.index(containing: range.location), last = paragraphs.index(containing: NSMaxRange(range))
        let start = paragraphs.start(of: first)
        let end = paragraphs.start(of: last) + paragraphs.entries[last].length
        return NSRange(location: start, length: end - start)
    }
}
