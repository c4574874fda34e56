// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Segment widths, the pill's place and the segments' content views.
extension UISegmentedControl {
    /// The modern control's height, in points.
    package static let modernHeight: CGFloat = 32
    /// Space on each side of a segment's content, in points.
    package static let segmentPadding: CGFloat = 12
    /// How far the pill is inset from its segment's edges, in points.
    package static let pillInset: CGFloat = 2

    package var isClassicLook: Bool { UIScreen.main.profile.isClassic }

    /// The segment drawn selected now: the one a finger drags the pill to, else (momentary) the touched one,
    /// else the selected one; nil for none.
    package var displayedSelection: Int? {
        if let draggedSelection { return draggedSelection }
        if isMomentary { return highlightedSegment }
        return selectedIndexStorage == Self.noSegment ? nil : selectedIndexStorage
    }

    /// Creates the track, the pill and the content views (creation only).
    package func installSegmentedViews() {
        trackView.control = self
        pillView.isUserInteractionEnabled = false
        pillView.layer.cornerRadius = 7
        pillView.layer.shadowColor = UIColor.black.cgColor
        pillView.layer.shadowOpacity = 0.12
        pillView.layer.shadowRadius = 4
        pillView.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(trackView)
        addSubview(pillView)
        segmentsDidChange()
    }

    // MARK: Sizes

    /// The natural width of `segment`'s content (its title in the selected font, or its image).
    private func contentWidth(of segment: Int) -> CGFloat {
        let item = segments[segment]
        if let image = item.image { return image.size.width }
        guard let title = item.title, !title.isEmpty else { return 0 }
        let selected: [NSAttributedString.Key: Any] = segmentTitleAttributes[UIControl.State.selected.rawValue] ?? [:]
        let font: UIFont = (selected[.font] as? UIFont) ?? selectedTitleFont
        return ceil((title as NSString).size(withAttributes: [.font: font]).width)
    }

    /// The height the control has by default: 32 (classic: 44, 30 for `.bar`).
    package var naturalHeight: CGFloat {
        guard isClassicLook else { return Self.modernHeight }
        return segmentedControlStyle == .bar ? 30 : 44
    }

    /// `sizeThatFits(_:)`: equal segments as wide as the widest content plus padding (or each its own width when
    /// ``apportionsSegmentWidthsByContent``), fixed widths as set.
    package func segmentsFittingSize() -> CGSize {
        let natural = segments.indices.map { contentWidth(of: $0) + 2 * Self.segmentPadding }
        let widest = natural.max() ?? 0
        var width: CGFloat = 0
        for (index, segment) in segments.enumerated() {
            width += segment.width > 0 ? segment.width : apportionsSegmentWidthsByContent ? natural[index] : widest
        }
        return CGSize(width: width, height: naturalHeight)
    }

    /// The frames of the segments in the bounds: fixed widths as set, the rest shared equally (or in proportion
    /// to content when ``apportionsSegmentWidthsByContent``).
    package func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth(of: $0) + 2 * Self.segmentPadding : 1 }
        let totalWeight = weights.reduce(0, +)
        var widths = segments.map(\.width)
        for (position, index) in automatic.enumerated() {
            widths[index] = totalWeight > 0 ? remaining * weights[position] / totalWeight : 0
        }
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (in the control's coordinates), clamped to the first or last segment beyond the
    /// ends; nil without segments.
    package func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let hit = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return hit }
        return point.x < frames[0].minX ? 0 : frames.count - 1
    }

    /// Where the pill sits for `segment`.
    package func pillFrame(for segment: Int, in frames: [CGRect]) -> CGRect {
        guard frames.indices.contains(segment) else { return .zero }
        return frames[segment].insetBy(dx: Self.pillInset, dy: Self.pillInset)
    }

    // MARK: Updating

    /// The segments or their state changed: content views are refreshed and the control lays out and redraws;
    /// with `animatingPill` the pill slides to its new place.
    package func segmentsDidChange(animatingPill: Bool = false) {
        while contentViews.count < segments.count {
            let view = SegmentContentView()
            contentViews.append(view)
            addSubview(view)
        }
        while contentViews.count > segments.count { contentViews.removeLast().removeFromSuperview() }
        for (index, view) in contentViews.enumerated() { refreshContent(view, segment: index) }
        let shown = displayedSelection
        pillView.isHidden = isClassicLook || shown == nil
        pillView.backgroundColor = selectedSegmentTintColor ?? .white
        trackView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if animatingPill, !pillView.isHidden, window != nil {
            let target = pillFrame(for: shown ?? 0, in: segmentFrames())
            UIView.animate(withDuration: Self.pillSlideDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.pillView.frame = target
            }
        }
    }

    /// `layoutSubviews()`: the track fills the bounds, the pill sits on the shown selection, each content view
    /// on its segment (moved by its content offset).
    package func layoutSegments() {
        trackView.frame = bounds
        let frames = segmentFrames()
        if let shown = displayedSelection {
            pillView.frame = pillFrame(for: shown, in: frames)
        }
        for (index, view) in contentViews.enumerated() where frames.indices.contains(index) {
            let offset = segments[index].contentOffset
            let old = view.bounds.size
            view.frame = frames[index].offsetBy(dx: offset.width, dy: offset.height)
            if view.bounds.size != old { view.setNeedsLayout() }
        }
        trackView.setNeedsDisplay()
    }
}
