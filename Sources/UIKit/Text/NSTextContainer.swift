// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The region text is laid out in: a rectangle ``size`` wide (lines wrap at its width less twice the
/// ``lineFragmentPadding``), optionally limited to ``maximumNumberOfLines``.
///
/// A ``UITextView`` owns one and keeps its width equal to the view's width less the text container inset while
/// ``widthTracksTextView`` is true (the default for a text view's container). Changing any property lays the text
/// out again. ``exclusionPaths`` cut areas out of the rectangle: text flows around them line by line
/// (``lineFragmentRect(forProposedRect:at:writingDirection:remaining:)``).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size in points; `CGFloat.greatestFiniteMagnitude` means unbounded. Negative or non-finite
    /// sizes are logged and ignored (an unbounded height is the usual value).
    open var size: CGSize {
        didSet {
            guard size.width >= 0, size.height >= 0, !size.width.isNaN, !size.height.isNaN else {
                UIKitDiagnostics.log("NSTextContainer.size: invalid \(size) ignored")
                size = oldValue
                return
            }
            if size != oldValue { invalidate() }
        }
    }
    /// The empty space at each end of every line, in points (5 by default). Negative or non-finite values are
    /// logged and ignored.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
                UIKitDiagnostics.log("NSTextContainer.lineFragmentPadding: invalid \(lineFragmentPadding) ignored")
                lineFragmentPadding = oldValue
                return
            }
            if lineFragmentPadding != oldValue { invalidate() }
        }
    }
    /// The most lines laid out (0, the default, for no limit); text past the limit is not shown. Negative values
    /// are logged and ignored.
    open var maximumNumberOfLines = 0 {
        didSet {
            guard maximumNumberOfLines >= 0 else {
                UIKitDiagnostics.log("NSTextContainer.maximumNumberOfLines: negative \(maximumNumberOfLines) ignored")
                maximumNumberOfLines = oldValue
                return
            }
            if maximumNumberOfLines != oldValue { invalidate() }
        }
    }
    /// How the last line ends when ``maximumNumberOfLines`` cuts the text (truncating modes add an ellipsis), and
    /// whether lines wrap at words (`.byWordWrapping`, the default) or characters (`.byCharWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { invalidate() } } }
    /// Whether a text view keeps the container's width equal to its own (less the insets) as it resizes.
    open var widthTracksTextView = false
    /// Whether a text view keeps the container's height equal to its own (less the insets) as it resizes.
    open var heightTracksTextView = false
    /// The layout manager laying out into this container (set by ``NSLayoutManager/addTextContainer(_:)``).
    open weak var layoutManager: NSLayoutManager?
    /// Areas text does not enter, in the container's coordinates (origin at its top-left, before the text
    /// view's inset): each line is cut where it crosses a path, and its text fills the pieces left to right.
    /// Paths are taken as their outlines' horizontal extent in each line (exact for convex shapes).
    open var exclusionPaths: [UIBezierPath] = [] { didSet { invalidate() } }
    /// Whether the container is a plain rectangle: true without ``exclusionPaths``.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// The first piece of `proposedRect` (container coordinates) that text can use: its part inside the
    /// container and left of the first exclusion path crossing it (pieces narrower than a few points are skipped).
    /// `remainingRect` gets the rest of the proposed rectangle after that piece's obstacle, or `.zero` when
    /// nothing is left. A proposed rectangle below the container's height, or fully blocked, gives `.zero`. The
    /// rectangles include the line fragment padding; `characterIndex` and the direction are not used.
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect
    {
        remainingRect?.pointee = .zero
        let rect = proposedRect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitDiagnostics.log("NSTextContainer.lineFragmentRect(forProposedRect:…): non-finite \(proposedRect)")
            return .zero
        }
        if size.height < CGFloat.greatestFiniteMagnitude / 2, rect.minY >= size.height { return .zero }
        let width = size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : rect.maxX
        let spans: [ClosedRange<CGFloat>]
        if let exclusions = TextExclusionLayout(container: self) {
            spans = exclusions.freeSpans(minY: rect.minY, maxY: rect.maxY, minX: rect.minX, maxX: rect.maxX)
        } else {
            let span = max(0, rect.minX)...max(max(0, rect.minX), min(width, rect.maxX))
            spans = span.upperBound > span.lowerBound ? [span] : []
        }
        guard let first = spans.first else { return .zero }
        if spans.count > 1 {
            remainingRect?.pointee = CGRect(x: spans[1].lowerBound, y: rect.minY,
                                            width: min(width, rect.maxX) - spans[1].lowerBound, height: rect.height)
        }
        return CGRect(x: first.lowerBound, y: rect.minY, width: first.upperBound - first.lowerBound, height: rect.height)
    }

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container with an unbounded size.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// A container from an archive: nothing is decoded, so it is `init()`'s.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// The width lines wrap to: the container's width less both paddings, or nil when unbounded.
    package var wrappingWidth: CGFloat? {
        guard size.width.isFinite, size.width < CGFloat.greatestFiniteMagnitude / 2 else { return nil }
        return max(1, size.width - 2 * lineFragmentPadding)
    }

    private func invalidate() {
        layoutManager?.textContainerChangedGeometry(self)
    }
}
