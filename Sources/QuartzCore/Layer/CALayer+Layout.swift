// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Marks the layer's sublayers for layout before the next frame.
    package func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        propagateDescendantNeedsLayout(from: self)
        noteChange()
    }

    /// Tells every ancestor of `layer` that something below it needs layout; stops at the first that knew
    /// (amortised O(1): marks made while building a deep tree stop at the parent marked just before).
    package func propagateDescendantNeedsLayout(from layer: CALayer) {
        var ancestor = layer.parent
        while let current = ancestor, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            ancestor = current.parent
        }
    }

    /// Lays out now if needed.
    ///
    /// As on Apple, "the layer's super layers are traversed until a ancestor layer is found that does not require
    /// layout. Then layout is performed on the entire layer-tree beneath that ancestor": each marked layer's
    /// `layoutSublayers()` runs, parents before their sublayers. The walk is iterative, so any depth is safe, and
    /// it descends only into sublayers that need layout or have a descendant that does
    /// (``descendantNeedsLayout``), so a frame in which one view changed does not visit the whole tree.
    package func layoutTreeIfNeeded() {
        var top: CALayer = self
        while let parent = top.parent, parent.needsLayoutFlag { top = parent }
        var stack: [CALayer] = [top]
        while let layer = stack.popLast() {
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            guard layer.descendantNeedsLayout else { continue }
            layer.descendantNeedsLayout = false
            let children = layer.sublayerList
            for child in children.reversed() where child.needsLayoutFlag || child.descendantNeedsLayout {
                stack.append(child)
            }
        }
    }

}
