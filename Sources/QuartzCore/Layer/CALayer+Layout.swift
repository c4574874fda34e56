// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Marks the layer's sublayers for layout before the next frame.
    package func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        noteChange()
    }

    /// Lays out now if needed.
    ///
    /// As on Apple, "the layer's super layers are traversed until a ancestor layer is found that does not require
    /// layout. Then layout is performed on the entire layer-tree beneath that ancestor": each marked layer's
    /// `layoutSublayers()` runs, parents before their sublayers. The walk is iterative, so any depth is safe.
    package func layoutTreeIfNeeded() {
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

}
