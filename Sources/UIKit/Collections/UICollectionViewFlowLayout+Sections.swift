// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One section of a flow layout, computed by `prepare()`.
package struct FlowSection {
    /// One line: its extent along the scroll axis and its items.
    package struct Line {
        package var start: CGFloat
        package var end: CGFloat
        package var items: Range<Int>
    }

    package var header: UICollectionViewLayoutAttributes?
    package var footer: UICollectionViewLayoutAttributes?
    package var items: [UICollectionViewLayoutAttributes] = []
    package var lines: [Line] = []
    /// Along the scroll axis: the section's start, where its items' area starts (after the header) and ends
    /// (before the footer), and its end.
    package var start: CGFloat = 0
    package var contentStart: CGFloat = 0
    package var contentEnd: CGFloat = 0
    package var end: CGFloat = 0
}

/// The flow layout's computation (see the class discussion for the rules) and its queries.
extension UICollectionViewFlowLayout {
    /// A rectangle from line-axis and scroll-axis coordinates.
    private func rect(line l: CGFloat, scroll s: CGFloat, lineExtent: CGFloat, scrollExtent: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: l, y: s, width: lineExtent, height: scrollExtent)
            : CGRect(x: s, y: l, width: scrollExtent, height: lineExtent)
    }

    /// A size's extent along the lines (width vertically) and along the scroll axis.
    private func extents(_ size: CGSize) -> (line: CGFloat, scroll: CGFloat) {
        scrollDirection == .vertical ? (size.width, size.height) : (size.height, size.width)
    }

    private func finite(_ insets: UIEdgeInsets, _ section: Int) -> UIEdgeInsets {
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else {
            UIKitDiagnostics.log("UICollectionViewFlowLayout: non-finite inset \(insets) for section \(section); using zero")
            return .zero
        }
        return insets
    }

    private func size(ofItem path: IndexPath, _ cv: UICollectionView,
                      _ delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        if estimatedItemSize != .zero {
            if let preferred = preferredSizes[path] { return preferred }
            if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        }
        let asked = delegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
        return sanitized(asked, "size of item \(path)")
    }

    /// Lays out every section from the collection view's counts and the delegate's metrics.
    package func computeSections() {
        sections = []
        guard let cv = collectionView else { contentSizeStorage = .zero; return }
        let vertical = scrollDirection == .vertical
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let adjusted = cv.adjustedContentInset
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = adjusted
        case .fromSafeArea: reference = cv.safeAreaInsets
        case .fromLayoutMargins: reference = cv.layoutMargins
        }
        let bounds = cv.bounds
        computedBoundsSize = bounds.size
        let contentLine = max(0, vertical ? bounds.width - adjusted.left - adjusted.right
                                          : bounds.height - adjusted.top - adjusted.bottom)
        let referenceLead = vertical ? reference.left - adjusted.left : reference.top - adjusted.top
        let referenceTrail = vertical ? reference.right - adjusted.right : reference.bottom - adjusted.bottom
        var s: CGFloat = 0
        for (index, count) in cv.counts.enumerated() {
            var section = FlowSection(start: s)
            let inset = finite(delegate?.collectionView(cv, layout: self, insetForSectionAt: index) ?? sectionInset, index)
            let lineSpacing = sanitized(delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: index)
                                            ?? minimumLineSpacing, "line spacing of section \(index)")
            let interitem = sanitized(delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: index)
                                          ?? minimumInteritemSpacing, "interitem spacing of section \(index)")
            let header = sanitized(delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: index)
                                       ?? headerReferenceSize, "header size of section \(index)")
            let footer = sanitized(delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: index)
                                       ?? footerReferenceSize, "footer size of section \(index)")
            let headerExtent = extents(header).scroll
            if headerExtent > 0 {
                let attributes = makeAttributes(forSupplementaryOfKind: UICollectionView.elementKindSectionHeader,
                                                with: IndexPath(item: 0, section: index))
                attributes.frame = rect(line: 0, scroll: s, lineExtent: contentLine, scrollExtent: headerExtent)
                section.header = attributes
                s += headerExtent
            }
            section.contentStart = s
            if count > 0 {
                let (insetLead, insetTrail) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
                let (insetStart, insetEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
                s += insetStart
                let lineStart = referenceLead + insetLead
                let available = max(0, contentLine - referenceLead - referenceTrail - insetLead - insetTrail)
                let sizes = (0..<count).map { size(ofItem: IndexPath(item: $0, section: index), cv, delegate) }
                let lines = breakLines(sizes.map { extents($0).line }, available: available, spacing: interitem,
                                       section: index)
                var previousSpacing: CGFloat?
                section.items.reserveCapacity(count)
                for (lineIndex, range) in lines.enumerated() {
                    let thickness = range.map { extents(sizes[$0]).scroll }.max() ?? 0
                    let lineExtents = range.map { extents(sizes[$0]).line }
                    let total = lineExtents.reduce(0, +)
                    let isLast = lineIndex == lines.count - 1
                    var position = lineStart
                    var spacing = interitem
                    if isLast && lines.count > 1 {
                        if let previous = previousSpacing,
                           total + previous * CGFloat(range.count - 1) <= available + 1e-9 { spacing = previous }
                    } else if range.count == 1 {
                        position = lineStart + max(0, (available - total) / 2)
                        previousSpacing = nil
                    } else {
                        spacing = (available - total) / CGFloat(range.count - 1)
                        previousSpacing = spacing
                    }
                    for (k, item) in range.enumerated() {
                        let (l, t) = extents(sizes[item])
                        let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: index))
                        attributes.frame = rect(line: position, scroll: s + (thickness - t) / 2,
                                                lineExtent: l, scrollExtent: t)
                        section.items.append(attributes)
                        position += lineExtents[k] + spacing
                    }
                    section.lines.append(FlowSection.Line(start: s, end: s + thickness, items: range))
                    s += thickness
                    if !isLast { s += lineSpacing }
                }
                s += insetEnd
            }
            section.contentEnd = s
            let footerExtent = extents(footer).scroll
            if footerExtent > 0 {
                let attributes = makeAttributes(forSupplementaryOfKind: UICollectionView.elementKindSectionFooter,
                                                with: IndexPath(item: 0, section: index))
                attributes.frame = rect(line: 0, scroll: s, lineExtent: contentLine, scrollExtent: footerExtent)
                section.footer = attributes
                s += footerExtent
            }
            section.end = s
            sections.append(section)
        }
        contentSizeStorage = vertical ? CGSize(width: contentLine, height: s) : CGSize(width: s, height: contentLine)
    }

    /// Splits item extents into lines of at most `available` points with `spacing` between items.
    private func breakLines(_ extents: [CGFloat], available: CGFloat, spacing: CGFloat, section: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for (k, extent) in extents.enumerated() {
            if k > start, used + spacing + extent <= available + 1e-9 {
                used += spacing + extent
                continue
            }
            if k > start { lines.append(start..<k) }
            start = k
            used = extent
            if extent > available + 1e-9 {
                UIKitDiagnostics.log("UICollectionViewFlowLayout: the item at [\(section), \(k)] is larger than the "
                    + "collection view minus the section insets (\(extent) > \(available)); it gets a line of its own")
            }
        }
        if !extents.isEmpty { lines.append(start..<extents.count) }
        return lines
    }

    /// Copies of the attributes of every element meeting `rect`.
    package func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let vertical = scrollDirection == .vertical
        let minS = vertical ? rect.minY : rect.minX
        let maxS = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for section in sections where section.end >= minS && section.start <= maxS {
            if let header = section.header {
                let attributes = pinned(header.copy() as! UICollectionViewLayoutAttributes, in: section)
                if attributes.frame.overlapsForCollection(rect) { result.append(attributes) }
            }
            var low = 0
            var high = section.lines.count
            while low < high {
                let mid = (low + high) / 2
                if section.lines[mid].end < minS { low = mid + 1 } else { high = mid }
            }
            var lineIndex = low
            while lineIndex < section.lines.count, section.lines[lineIndex].start <= maxS {
                for item in section.lines[lineIndex].items where section.items[item].frame.overlapsForCollection(rect) {
                    result.append(section.items[item].copy() as! UICollectionViewLayoutAttributes)
                }
                lineIndex += 1
            }
            if let footer = section.footer {
                let attributes = pinned(footer.copy() as! UICollectionViewLayoutAttributes, in: section)
                if attributes.frame.overlapsForCollection(rect) { result.append(attributes) }
            }
        }
        return result
    }

    /// Moves a header (footer) copy to the visible area's start (end) when pinning is on; a pinned header stays
    /// inside its section's header-and-items range, a footer inside its items-and-footer range.
    package func pinned(_ attributes: UICollectionViewLayoutAttributes, in section: FlowSection)
        -> UICollectionViewLayoutAttributes {
        guard let cv = collectionView else { return attributes }
        let vertical = scrollDirection == .vertical
        let isHeader = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds else { return attributes }
        let inset = cv.adjustedContentInset
        let bounds = cv.bounds
        var frame = attributes.frame
        let extent = vertical ? frame.height : frame.width
        let natural = vertical ? frame.minY : frame.minX
        let placed: CGFloat
        if isHeader {
            let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
            placed = max(natural, min(visibleStart, section.contentEnd - extent))
        } else {
            let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
            placed = min(natural, max(visibleEnd - extent, section.contentStart))
        }
        if vertical { frame.origin.y = placed } else { frame.origin.x = placed }
        attributes.frame = frame
        if placed != natural { attributes.zIndex = 1024 }
        return attributes
    }

    /// Moves the self-sized sizes to the items' paths after an update (deleted items drop theirs).
    package func remapPreferredSizes(_ items: [IndexPath: IndexPath]) {
        guard !preferredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (old, size) in preferredSizes { if let new = items[old] { moved[new] = size } }
        preferredSizes = moved
    }
}
