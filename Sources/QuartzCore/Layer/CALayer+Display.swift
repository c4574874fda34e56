// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Marks `r` (layer coordinates) for redisplay; the next `draw(in:)` is clipped to the accumulated rectangle.
    /// `setNeedsDisplay()` passes `.infinite`: the whole layer at the bounds it has when it displays, not at the
    /// call (a label whose text is set while its frame is still empty must draw in full once it is sized).
    package func markNeedsDisplay(_ r: CGRect) {
        guard !isPresentationCopy else { return }
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return Diagnostics.log("CALayer.setNeedsDisplay(_:): non-finite rectangle ignored")
        }
        needsDisplayFlag = true
        dirtyRect = dirtyRect.safeUnion(r.standardized)
        noteChange()
    }

    /// Updates `contents`: asks the delegate's `display(_:)` when it implements one; otherwise draws into a new
    /// backing image (bounds × `contentsScale` pixels, flipped so y runs down as on iPhone OS) through
    /// `draw(in:)`. A layer that neither draws nor has a drawing delegate keeps its contents.
    package func displayIntoBackingStore() {
        needsDisplayFlag = false
        let dirty = dirtyRect
        dirtyRect = .null
        if let delegate, delegate.implementsDisplay {
            delegate.display(self)
            return
        }
        guard drawsContent else { return }
        let scale = props.contentsScale
        let size = props.bounds.size
        guard let (pixelWidth, pixelHeight) = Self.backingStorePixels(size, scale: scale) else {
            props.contents = nil
            bumpContentsVersion()
            return
        }
        // A layer that draws asynchronously, displayed in a display pass, records its drawing for the pass to play
        // on the render workers (see `DeferredDisplay`).
        let pass = drawsAsynchronously ? DeferredDisplay.current : nil
        guard let ctx = pass != nil
            ? CGContext.recording(width: pixelWidth, height: pixelHeight)
            : CGContext(
                data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        // Keep the parts outside the dirty rectangle from the previous contents (all of them when the layer
        // preserves its contents on redisplay).
        let partial = !dirty.isNull && !dirty.safeContains(props.bounds)
        if let previous = props.contents as? CGImage, previous.width == pixelWidth, previous.height == pixelHeight,
            partial || preservesContentsOnRedisplay
        {
            ctx.draw(previous, in: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        }
        // iPhone OS layer contexts are flipped: origin at the bounds' top-left, y down, in points.
        ctx.translateBy(x: 0, y: CGFloat(pixelHeight))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -props.bounds.minX, y: -props.bounds.minY)
        // Patterns (a view's `UIColor(patternImage:)` fill) tile from the bounds' top-left, in points, as on iOS,
        // whose layer contexts have this flipped space as their base space.
        ctx.patternBaseCTM = ctx.userSpaceToDeviceSpaceTransform
        if partial {
            ctx.clip(to: dirty)
            if !preservesContentsOnRedisplay { ctx.clear(dirty) }
        }
        draw(in: ctx)
        if let pass {
            pass.add(self, ctx)
            return
        }
        finishDisplay(with: ctx.makeImage())
    }

    /// Makes `image` the layer's new backing store.
    package func finishDisplay(with image: CGImage?) {
        props.contents = image
        bumpContentsVersion()
    }

    /// The largest backing store width or height, in pixels.
    package static let maximumBackingStoreSide = 16_384
    /// The most pixels a backing store may have: 64 Mi (256 MiB of 32-bit pixels, a 8,192 × 8,192 image).
    package static let maximumBackingStorePixels = 8_192 * 8_192

    /// The backing image's size in pixels for `size` points at `scale`, or nil when there is nothing to draw (an
    /// empty or negative size) or no backing store can hold it (logged): a non-finite size or scale, a side longer
    /// than ``maximumBackingStoreSide`` or an area above ``maximumBackingStorePixels``, either sign.
    package static func backingStorePixels(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let width = Double(size.width * scale).rounded(.up), height = Double(size.height * scale).rounded(.up)
        let side = Double(maximumBackingStoreSide)
        guard width.isFinite, height.isFinite, abs(width) <= side, abs(height) <= side,
            abs(width * height) <= Double(maximumBackingStorePixels)
        else {
            Diagnostics.log("CALayer.display: \(size) at scale \(scale) is too large to back; contents cleared")
            return nil
        }
        guard width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    /// Whether this layer or one of its superlayers is hidden (the display pass leaves such layers for later).
    package var isInHiddenSubtree: Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer.props.isHidden { return true }
            current = layer.superlayer
        }
        return false
    }

    /// Whether `display()` should make a backing image: a subclass overriding `draw(in:)` says so through
    /// ``drawsOwnContent``; a delegate through ``CALayerDelegate/implementsDraw``.
    /// A render server's mirror never draws: its contents come from the model's commits.
    package var drawsContent: Bool {
        !isRenderMirror && (drawsOwnContent || (delegate?.implementsDraw ?? false))
    }

}
