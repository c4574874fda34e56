// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Draws the view and its subviews (their model values: an animation in flight shows its end) into the current graphics context, scaled to fill
    /// `rect` (in the context's coordinates). With `afterScreenUpdates`, pending layout and display happen first.
    /// Returns false (logged) when there is no current context or the view or `rect` is empty or non-finite.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            UIKitDiagnostics.log("drawHierarchy(in:afterScreenUpdates:): no current graphics context")
            return false
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite, rect.origin.x.isFinite,
              rect.origin.y.isFinite, !rect.isEmpty
        else {
            UIKitDiagnostics.log("drawHierarchy(in:afterScreenUpdates:): nothing to draw for \(rect)")
            return false
        }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A new view showing a picture of this view as it is now (its frame's size, at the screen's scale), for
    /// transitions and drag previews; nil (logged) for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A new view showing the part `rect` (in the view's bounds) of this view as it is now; the cap insets say
    /// which edges keep their size when the snapshot view is stretched. Nil (logged) when `rect` is empty.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite, !bounds.isEmpty else {
            UIKitDiagnostics.log("snapshotView: nothing to snapshot in \(rect)")
            return nil
        }
        let image = UIGraphicsImageRenderer(bounds: rect).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        if capInsets != .zero {
            snapshot.layer.contentsCenter = CGRect(
                x: capInsets.left / rect.width, y: capInsets.top / rect.height,
                width: max(0, rect.width - capInsets.left - capInsets.right) / rect.width,
                height: max(0, rect.height - capInsets.top - capInsets.bottom) / rect.height)
        }
        return snapshot
    }
}
