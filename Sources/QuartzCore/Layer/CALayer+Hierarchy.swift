// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// The layer's parent, or nil for a root layer. For a presentation copy, the parent's presentation.
    public var superlayer: CALayer? {
        if let model = presentedModel { return model.parent?.presentation() }
        return parent
    }

    /// The layer's children, back to front (before `zPosition` ordering). Setting it replaces them all.
    /// For a presentation copy, the children's presentations.
    public var sublayers: [CALayer]? {
        get {
            if let model = presentedModel { return model.sublayers?.compactMap { $0.presentation() } }
            return sublayerChildren.isEmpty ? nil : sublayerList
        }
        set {
            for layer in sublayerChildren.removeAll() { layer.detachFromParent() }
            for layer in newValue ?? [] { addSublayer(layer) }
            noteChange()
        }
    }

    /// Appends `layer` to the sublayers (front-most), removing it from any previous superlayer first.
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerChildren.count)) }

    /// Inserts `layer` at `index` in the sublayers (clamped to the end).
    ///
    /// Refused, with a logged diagnostic, when `layer` is this layer or one of its ancestors (a cycle would make
    /// the tree infinite), or when either layer is a presentation copy. Sublayer edits cost O(log n) in the number
    /// of siblings (O(1) for the cycle check when `layer` has no sublayers and no mask).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !isPresentationCopy, !layer.isPresentationCopy else {
            return Diagnostics.log("insertSublayer: presentation layers cannot be reparented; ignored")
        }
        guard !mayBeAncestorOrSelf(layer) || !isDescendantOrSelf(of: layer) else {
            return Diagnostics.log("insertSublayer: adding a layer to itself or its descendant would make a cycle; ignored")
        }
        var insertAt = min(Int(index), sublayerChildren.count)
        if layer.parent === self, let current = sublayerChildren.index(of: layer) {
            sublayerChildren.remove(layer)
            if current < insertAt { insertAt -= 1 }
        } else {
            layer.removeFromSuperlayer()
            if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        }
        sublayerChildren.insert(layer, at: insertAt)
        layer.parent = self
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { propagateDescendantNeedsLayout(from: layer) }
        noteChange()
        layer.noteChange()
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling` (at the start when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerChildren.index(of: s) } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the end when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerChildren.index(of: s) }.map { $0 + 1 } ?? sublayerChildren.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index; ignored when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerChildren.index(of: oldLayer) else {
            return Diagnostics.log("replaceSublayer: the layer to replace is not a sublayer; ignored")
        }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Sets a mirror's sublayers to `list` without actions, layout requests or change notes (``LayerCommit``).
    package func replaceMirrorSublayers(_ list: [CALayer]) {
        for old in sublayerChildren.removeAll() where old.parent === self { old.parent = nil }
        for layer in list {
            if let previous = layer.parent, previous !== self { _ = previous.sublayerChildren.remove(layer) }
            sublayerChildren.insert(layer, at: sublayerChildren.count)
            layer.parent = self
        }
    }

    /// Removes the layer from its superlayer (or from being its owner's mask).
    public func removeFromSuperlayer() {
        if let owner = maskOwner, owner.mask === self {
            owner.mask = nil
            return
        }
        guard let parent else { return }
        parent.sublayerChildren.remove(self)
        parent.noteChange()
        parent.setNeedsLayout()
        detachFromParent()
    }

    private func detachFromParent() {
        parent = nil
        noteChange()
    }

    /// Whether `other` could be this layer or one of its ancestors: only a layer with sublayers or a mask can be
    /// an ancestor, so adding a leaf (the usual case) needs no walk up a deep tree.
    private func mayBeAncestorOrSelf(_ other: CALayer) -> Bool {
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
