// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Lays out subviews. The default does nothing; override to position subviews precisely. Called before the
    /// next frame after `setNeedsLayout()`, or at once by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// Marks the view for layout before the next frame.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out this view and its subviews now if any is marked.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        var f = frame
        f.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        frame = f
    }
}
