// SPDX-License-Identifier: Apache-2.0

/// The page control's metrics, per look.
package enum PageControlMetrics {
    /// A dot's diameter: 7 points (modern) or 6 (classic).
    @MainActor static var dot: CGFloat { ControlLook.isClassic ? 6 : 7 }
    /// The gap between dots: 9 points (modern) or 10 (classic).
    @MainActor static var gap: CGFloat { ControlLook.isClassic ? 10 : 9 }
    /// The control's height: 26 points (modern) or 36 (classic).
    @MainActor static var height: CGFloat { ControlLook.isClassic ? 36 : 26 }
    /// The capsule's horizontal padding around the dots (modern only).
    @MainActor static var padding: CGFloat { ControlLook.isClassic ? 0 : 12 }

    /// The width of `pages` dots in a row.
    @MainActor static func rowWidth(forPages pages: Int) -> CGFloat {
        let n = CGFloat(max(0, pages))
        return n == 0 ? 0 : n * dot + (n - 1) * gap
    }

    /// The control's size for `pages` pages (negative counts as 0).
    @MainActor static func size(forPages pages: Int) -> CGSize {
        let row = rowWidth(forPages: pages)
        return CGSize(width: row == 0 ? 0 : row + padding * 2, height: height)
    }
}

extension UIPageControl {
    /// The frame of `page`'s dot in the bounds (the row is centred).
    package func dotRect(forPage page: Int) -> CGRect {
        let dot = PageControlMetrics.dot, gap = PageControlMetrics.gap
        let left = bounds.midX - PageControlMetrics.rowWidth(forPages: pageCount) / 2
        return CGRect(x: left + CGFloat(page) * (dot + gap), y: bounds.midY - dot / 2, width: dot, height: dot)
    }

    /// Draws the background capsule (`.prominent`, modern) and one dot per page, the displayed page's in the
    /// current colour. Nothing with no pages, or one page and ``hidesForSinglePage``.
    func drawPageControl() {
        guard let ctx = UIGraphicsGetCurrentContext(), pageCount > 0 else { return }
        if hidesForSinglePage && pageCount == 1 { return }
        let classic = ControlLook.isClassic
        if !classic && backgroundStyle == .prominent {
            let size = PageControlMetrics.size(forPages: pageCount)
            let capsule = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                 width: size.width, height: size.height)
            ControlLook.fillRoundedRect(capsule, radius: size.height / 2,
                                        color: ControlLook.cgColor(.tertiarySystemFill), in: ctx)
        }
        let current: CGColor = currentPageIndicatorTintColor.map { ControlLook.cgColor($0) }
            ?? (classic ? CGColor(gray: 1, alpha: 1) : ControlLook.cgColor(.label))
        let other: CGColor = pageIndicatorTintColor.map { ControlLook.cgColor($0) }
            ?? (classic ? CGColor(gray: 1, alpha: 0.3) : ControlLook.cgColor(.label, alpha: 0.3))
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        for page in 0..<pageCount {
            let color = page == displayedPage ? current : other
            ctx.setFillColor(color.copy(alpha: color.alpha * alpha) ?? color)
            ctx.fillEllipse(in: dotRect(forPage: page))
        }
    }
}
