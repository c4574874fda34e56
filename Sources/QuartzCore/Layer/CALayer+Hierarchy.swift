// SPDX-License-Identifier: Apache-2.0

extension CALayer {

    /// Sets a mirror's sublayers to `list` without actions, layout requests or change notes (``LayerCommit``).
    package func replaceMirrorSublayers(_ list: [CALayer]) {
        for old in sublayerChildren.removeAll() where old.parent === self { old.parent = nil }
        for layer in list {
            if let previous = layer.parent, previous !== self { _ = previous.sublayerChildren.remove(layer) }
            sublayerChildren.insert(layer, at: sublayerChildren.count)
            layer.parent = self
        }
    }

    /// What `removeFromSuperlayer()` does, without going through an override of it.
    package func detachFromTree() {
        if let owner = maskOwner, owner.mask === self {
            owner.mask = nil
            return
        }
        guard let parent else { return }
        runOrderAction(kCAOnOrderOut, inShownTree: parent.hasBeenCommitted)
        parent.sublayerChildren.remove(self)
        parent.noteChange()
        parent.setNeedsLayout()
        detachFromParent()
    }

    package func detachFromParent() {
        parent = nil
        noteChange()
    }

    /// Whether `other` could be this layer or one of its ancestors: only a layer with sublayers or a mask can be
    /// an ancestor, so adding a leaf (the usual case) needs no walk up a deep tree.
    package func mayBeAncestorOrSelf(_ other: CALayer) -> Bool {
        other === self || !other.sublayerChildren.isEmpty || other.mask != nil
    }

    /// Whether `other` is this layer or one of its ancestors (adding it here would make a cycle).
    package func isDescendantOrSelf(of other: CALayer) -> Bool {
        var current: CALayer? = self
        var steps = 0
        while let layer = current {
            if layer === other { return true }
            current = layer.parent ?? layer.maskOwner
            steps += 1
            if steps > 1_000_000 { return true }  // defensive: a corrupted tree is treated as a cycle
        }
        return false
    }

    /// Sublayers in drawing order: by model `zPosition` (stable), lowest first.
    package var sublayersInDrawingOrder: [CALayer] { sublayersInDrawingOrder(zPosition: { $0.props.zPosition }) }

    /// Sublayers in drawing order by the given `zPosition` values (presented ones, say), lowest first; equal
    /// values keep the sublayers' order.
    package func sublayersInDrawingOrder(zPosition z: (CALayer) -> CGFloat) -> [CALayer] {
        let list = sublayerList
        let keys = list.map(z)
        if keys.allSatisfy({ $0 == keys.first }) { return list }
        return list.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { list[$0] }
    }
}
