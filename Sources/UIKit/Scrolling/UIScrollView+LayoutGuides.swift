// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIScrollView {
    /// The guide for the scrollable content (iOS 11): its origin is the content's top-left corner (0, 0) and its
    /// size is the content size. Constrain the content's edges to it and its size follows the content: after each
    /// layout pass the scroll view takes the guide's solved size as ``contentSize``. Left unconstrained, the guide
    /// is held (at priority 1) to the content size the app set.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, .scrollContent, "UIScrollView-contentLayoutGuide")
    }

    /// The guide for the scroll view's frame (iOS 11): its own size, placed where the bounds are in the content
    /// (at the content offset), so views constrained to it stay put on screen while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, .scrollFrame, "UIScrollView-frameLayoutGuide")
    }

    /// Takes the content layout guide's solved size as the content size, when the guide exists and was solved.
    package func syncContentSizeFromLayoutGuide() {
        guard let guide = autoLayout?.scrollContentGuide, let host = autoLayout?.host else { return }
        host.prepare(layingOut: self)  // the guide's constraints follow a content size the app just set
        guard let frame = host.solvedRect(of: guide) else { return }
        let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        guard size.width.isFinite, size.height.isFinite else { return }
        if abs(size.width - contentSize.width) > 1e-6 || abs(size.height - contentSize.height) > 1e-6 {
            contentSize = size
        }
    }

    /// The offset moved: a frame layout guide follows it at the next layout pass.
    package func layoutGuidesFollowOffset() {
        guard autoLayout?.scrollFrameGuide != nil, let host = autoLayout?.host else { return }
        host.markNeedsLayout()
    }
}

extension AutoLayoutHost {
    /// What a scroll view guide's constraints are made from: the offset (frame guide) or the content size.
    package func scrollGuideSource(_ region: SystemGuideRegion, of owner: UIView) -> [CGFloat] {
        guard let scroll = owner as? UIScrollView else { return [] }
        if region == .scrollFrame { return [scroll.contentOffset.x, scroll.contentOffset.y] }
        return [scroll.contentSize.width, scroll.contentSize.height]
    }

    /// The content guide: origin (0, 0), size the content size at priority 1. The frame guide: the owner's size,
    /// at the content offset (required).
    package func addScrollGuideConstraints(_ region: SystemGuideRegion, of owner: UIView, _ record: ItemRecord,
                                           _ o: LayoutVariables) {
        let source = scrollGuideSource(region, of: owner)
        record.frameSource = source
        guard source.count == 2 else { return }
        let g = record.variables
        let required = LayoutEngine.required
        if region == .scrollFrame {
            add(&record.frameConstraints, [(g.minX, 1)], -Double(source[0]), .equal, required)
            add(&record.frameConstraints, [(g.minY, 1)], -Double(source[1]), .equal, required)
            add(&record.frameConstraints, [(g.width, 1), (o.width, -1)], 0, .equal, required)
            add(&record.frameConstraints, [(g.height, 1), (o.height, -1)], 0, .equal, required)
        } else {
            let weak = LayoutStrength.weight(UILayoutPriority(1))
            add(&record.frameConstraints, [(g.minX, 1)], 0, .equal, required)
            add(&record.frameConstraints, [(g.minY, 1)], 0, .equal, required)
            add(&record.frameConstraints, [(g.width, 1)], -Double(source[0]), .equal, weak)
            add(&record.frameConstraints, [(g.height, 1)], -Double(source[1]), .equal, weak)
        }
    }
}
