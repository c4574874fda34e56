// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The text view's layout: the container follows the view's width, the content size follows the cached paragraph
/// heights, and one ``TextViewParagraphView`` per visible paragraph draws it (reused as paragraphs scroll out and
/// in; a paragraph's view redraws only when that paragraph was laid out again).
extension UITextView {
    /// The width of the caret, in points.
    package static let caretWidth: CGFloat = 2
    /// How far beyond the visible area paragraph views are kept, in points.
    package static let paragraphViewMargin: CGFloat = 100

    /// Where the text container's origin sits in the view's (content) coordinates.
    package var textContainerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    /// Where paragraph-space coordinates start (the container's origin plus the line fragment padding).
    package var paragraphOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// Keeps the container as wide as the view less the insets while it tracks the view.
    package func updateContainerSize() {
        var size = textContainer.size
        if textContainer.widthTracksTextView {
            size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        }
        if textContainer.heightTracksTextView {
            size.height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
        }
        if size != textContainer.size { textContainer.size = size }
    }

    /// The text or its layout changed: the content size and the paragraph views follow at the next layout pass.
    package func textLayoutDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size the text needs at `size`'s width (the view's when 0): the used height plus the insets.
    package func textSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let containerWidth = max(0, width - textContainerInset.left - textContainerInset.right)
        let paragraphs = layoutManager.paragraphs
        let height: CGFloat
        if textContainer.widthTracksTextView, abs(containerWidth - textContainer.size.width) > 0.01 {
            // Measure at the asked width without disturbing the cache.
            let measure = TextParagraphLayout()
            measure.attributedText = paragraphs.attributedText
            var style = paragraphs.style
            style.width = max(1, containerWidth - 2 * textContainer.lineFragmentPadding)
            measure.style = style
            measure.reset(storage.string as NSString)
            height = measure.totalHeight
        } else {
            height = paragraphs.totalHeight
        }
        return CGSize(width: width, height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    // MARK: Layout pass

    package func layoutTextSubviews() {
        updateContainerSize()
        let paragraphs = layoutManager.paragraphs
        let contentHeight = paragraphs.totalHeight + textContainerInset.top + textContainerInset.bottom
        let newSize = CGSize(width: bounds.width, height: contentHeight.rounded(.up))
        if contentSize != newSize { contentSize = newSize }
        placeParagraphViews()
        refreshSelectionDisplay(restartBlink: false)
    }

    /// Puts a view on every paragraph in (or near) the visible area; views of paragraphs laid out again redraw.
    package func placeParagraphViews() {
        let paragraphs = layoutManager.paragraphs
        let origin = paragraphOrigin
        let minY = bounds.minY - origin.y - Self.paragraphViewMargin
        let maxY = bounds.maxY - origin.y + Self.paragraphViewMargin
        let visible = paragraphs.indices(inBand: minY, maxY)
        var wanted: [Int: Int] = [:]  // id → index
        for i in visible where paragraphs.height(of: i) > 0 { wanted[paragraphs.entries[i].id] = i }
        for (id, view) in paragraphViews where wanted[id] == nil {
            paragraphViews[id] = nil
            view.isHidden = true
            view.layout = nil
            spareParagraphViews.append(view)
        }
        for (id, i) in wanted {
            let width = textContainer.wrappingWidth ?? paragraphs.layout(of: i)?.size.width ?? 1
            let frame = CGRect(x: origin.x, y: origin.y + paragraphs.top(of: i),
                               width: max(1, width.rounded(.up)), height: paragraphs.height(of: i))
            if let view = paragraphViews[id] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            let view = spareParagraphViews.popLast() ?? makeParagraphView()
            view.frame = frame
            view.layout = paragraphs.layout(of: i)
            view.isHidden = false
            view.setNeedsDisplay()
            paragraphViews[id] = view
        }
    }

    private func makeParagraphView() -> TextViewParagraphView {
        let view = TextViewParagraphView()
        if let display = selectionDisplay { insertSubview(view, belowSubview: display) } else { addSubview(view) }
        return view
    }

    // MARK: Styled paragraphs

    /// The runs of the paragraph content at `range` as drawn: link runs take ``linkTextAttributes``' colours and
    /// underline, marked text the marked style's background. (Done on the engine's runs: restyling a copy of the
    /// attributed text makes CoreFoundation compare attribute dictionaries holding UIKit objects.)
    package func restyledRuns(_ range: NSRange, _ runs: [TextLayout.Run]) -> [TextLayout.Run] {
        var spans: [(NSRange, (inout TextLayout.Attributes) -> Void)] = []
        let linkAttributes = linkTextAttributes ?? [:]
        let linkColor = TextAttributeConversion.color(linkAttributes[.foregroundColor])
        let linkBackground = TextAttributeConversion.color(linkAttributes[.backgroundColor])
        let linkUnderline = (linkAttributes[.underlineStyle] as? Int ?? 0) != 0
        for link in links where NSIntersectionRange(link.range, range).length > 0 {
            spans.append((NSIntersectionRange(link.range, range), { attributes in
                if let linkColor { attributes.color = linkColor }
                if let linkBackground { attributes.backgroundColor = linkBackground }
                if linkUnderline { attributes.underline = true }
            }))
        }
        if let marked = buffer.markedRange, NSIntersectionRange(marked, range).length > 0 {
            let style = markedTextStyle ?? [.backgroundColor: UIColor.systemBlue.withAlphaComponent(0.18)]
            let background = TextAttributeConversion.color(style[.backgroundColor])
            spans.append((NSIntersectionRange(marked, range), { attributes in
                if let background { attributes.backgroundColor = background }
            }))
        }
        guard !spans.isEmpty else { return runs }
        var result: [TextLayout.Run] = []
        var offset = range.location
        for run in runs {
            let utf16 = Array(run.text.utf16)
            var cuts = [0, utf16.count]
            for (span, _) in spans {
                for edge in [span.location, NSMaxRange(span)] where edge > offset && edge < offset + utf16.count {
                    cuts.append(edge - offset)
                }
            }
            cuts = Array(Set(cuts)).sorted()
            for (from, to) in zip(cuts, cuts.dropFirst()) {
                let text = String(decoding: utf16[from..<to], as: UTF16.self)
                var attributes = run.attributes
                for (span, apply) in spans where NSLocationInRange(offset + from, span) { apply(&attributes) }
                result.append(TextLayout.Run(text, attributes))
            }
            offset += utf16.count
        }
        return result
    }

    /// Finds the links shown: `.link` attributes always, detected data when not editable.
    package func refreshDetectedLinks() {
        var found: [TextDataScanner.Match] = []
        let whole = NSRange(location: 0, length: storage.length)
        storage.enumerateAttribute(.link, in: whole) { value, range, _ in
            if let url = value as? URL { found.append(.init(range: range, url: url)) }
            else if let string = value as? String, let url = URL(string: string) { found.append(.init(range: range, url: url)) }
        }
        if !isEditable, !dataDetectorTypes.isEmpty {
            let detected = TextDataScanner.matches(in: storage.string as NSString, types: dataDetectorTypes)
            found += detected.filter { match in !found.contains { NSIntersectionRange($0.range, match.range).length > 0 } }
        }
        found.sort { $0.range.location < $1.range.location }
        guard found != links else { return }
        let changed = (links + found).map(\.range)
        links = found
        for range in changed { layoutManager.paragraphs.invalidate(range) }
        textLayoutDidChange()
    }

    // MARK: Geometry helpers

    /// The rectangle of `range` in the view's coordinates: its caret when empty, else the union of its lines.
    package func rect(forRange range: NSRange) -> CGRect {
        let origin = paragraphOrigin
        let paragraphs = layoutManager.paragraphs
        let rects = paragraphs.selectionRects(for: range, lineEnd: 0)
        let local = rects.isEmpty ? paragraphs.caretRect(at: range.location, width: Self.caretWidth)
            : rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        return local.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Scrolls `rect` (view coordinates) into the visible area (with scrolling on).
    package func scrollTextRectToVisible(_ rect: CGRect) {
        guard isScrollEnabled else { return }
        if needsLayoutPass { layoutTextSubviews() }
        // With the insets, so the first and last lines scroll fully into view.
        let padded = CGRect(x: rect.minX, y: rect.minY - textContainerInset.top, width: rect.width,
                            height: rect.height + textContainerInset.top + textContainerInset.bottom)
        scrollRectToVisible(padded, animated: false)
    }

    private var needsLayoutPass: Bool {
        let height = layoutManager.paragraphs.totalHeight + textContainerInset.top + textContainerInset.bottom
        return abs(contentSize.height - height.rounded(.up)) > 0.5
    }

    /// Keeps the caret (the selection's moving end) visible while editing.
    package func scrollCaretToVisible() {
        let end = interaction.movingEnd(of: buffer.selectedRange)
        scrollTextRectToVisible(rect(forRange: NSRange(location: end, length: 0)))
    }
}
