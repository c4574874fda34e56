// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Reacts to a bounds-size change from `oldSize` (called by the `frame` and `bounds` setters; guide §2.2.6,
    /// §2.2.9).
    ///
    /// In order: autoresizes the direct subviews when `autoresizesSubviews`, schedules `layoutSubviews()` for the
    /// next frame on this view and on its superview (UIKit marks both when a view is resized), and schedules a
    /// redraw when `contentMode` is `.redraw`. Hidden views are treated like any other. Nothing happens when the
    /// size did not change (a move, or a bounds-origin scroll).
    package func boundsSizeDidChange(from oldSize: CGSize) {
        guard bounds.size != oldSize else { return }
        if autoresizesSubviews { autoresizeSubviews(fromOldSize: oldSize) }
        setNeedsLayout()
        superview?.setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
    }

    /// `sizeToFit()`'s work: resizes to `sizeThatFits(bounds.size)`, keeping the frame origin; non-finite answers
    /// are ignored.
    package func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else {
            return UIKitDiagnostics.log("sizeToFit: sizeThatFits returned a non-finite size; ignored")
        }
        var f = frame
        f.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        frame = f
    }
}
