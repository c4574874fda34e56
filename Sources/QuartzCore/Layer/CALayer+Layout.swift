// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Marks the layer's sublayers for layout before the next frame.
    open func setNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        noteChange()
    }

    /// Whether layout is pending.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now if needed.
    ///
    /// As on Apple, "the layer's super layers are traversed until a ancestor layer is found that does not require
    /// layout. Then layout is performed on the entire layer-tree beneath that ancestor": each marked layer's
    /// `layoutSublayers()` runs, parents before their sublayers. The walk is iterative, so any depth is safe.
    open func layoutIfNeeded() {
        var top: CALayer = self
        while let parent = top.parent, parent.needsLayoutFlag { top = parent }
        var stack: [CALayer] = [top]
        while let layer = stack.popLast() {
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            stack.append(contentsOf: layer.sublayerList.reversed())
        }
    }

    /// Positions sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size (its bounds' size by default).
    open func preferredFrameSize() -> CGSize { props.bounds.size }
}
