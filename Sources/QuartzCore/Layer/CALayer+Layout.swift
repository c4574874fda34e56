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

    /// Lays out now if needed: this layer (`layoutSublayers()`), then its sublayers, recursively.
    open func layoutIfNeeded() {
        var stack: [CALayer] = [self]
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
