// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Intersects the clip with the current path's enclosed area under `rule`, then clears the path.
    /// An empty path clips everything away, as on Apple.
    public func clip(using rule: CGPathFillRule = .winding) {
        var elements = currentPath
        currentPath.removeAll(keepingCapacity: true)
        if DevicePathCutter.needsCutting(elements) {
            elements = DevicePathCutter(deviceSize: deviceSize, margin: 64).cutForFill(elements)
        }
        narrowClipBounds(to: PathGeometry.tightBounds(of: elements))
        recoverFromCairoError()
        applyDeviceMatrix(to: cairo)
        cairo_new_path(cairo)
        CairoBridge.append(elements, to: cairo)
        commitClip(rule: CairoBridge.fillRule(rule))
    }

    /// Intersects the clip with `rect` (user space). The current path is untouched.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`. Non-finite rectangles are skipped (logged); when none is
    /// left the call is ignored, rather than clipping everything away.
    public func clip(to rects: [CGRect]) {
        let shape = CGMutablePath()
        for r in rects where PathGeometry.isFinite(r, "clip(to:)") { shape.addRect(r, transform: state.ctm) }
        if shape.isEmpty && !rects.isEmpty {
            return Diagnostics.log("clip(to:): no finite rectangle; clip unchanged")
        }
        narrowClipBounds(to: PathGeometry.tightBounds(of: shape.elements))
        recoverFromCairoError()
        applyDeviceMatrix(to: cairo)
        cairo_new_path(cairo)
        CairoBridge.append(shape.elements, to: cairo)
        commitClip(rule: CAIRO_FILL_RULE_WINDING)
    }

    /// Maps `mask` into `rect` and intersects it with the clip.
    ///
    /// An image mask clips as drawing it would paint (samples are inverse alpha); a DeviceGray image's samples
    /// are alpha (white lets paint through, black blocks it), as are a colour image's luminances. An image with
    /// an alpha channel clips by its alpha, as iOS does (Apple documents masks as alpha-less DeviceGray images;
    /// libraries pass images with alpha and rely on this). Outside `rect` everything is clipped away.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard PathGeometry.isFinite(rect, "clip(to:mask:)"), !rect.isEmpty else { return }
        guard let coverage = MaskCoverage.surface(for: mask) else {
            return Diagnostics.log("clip(to:mask:): mask image has no usable pixels; ignored")
        }
        defer { cairo_surface_destroy(coverage) }
        // Device (Cairo) → mask pixel mapping: inverse of mask pixels → user rect → device.
        let imageToUser = CGAffineTransform(
            a: rect.width / CGFloat(mask.width), b: 0, c: 0, d: -rect.height / CGFloat(mask.height),
            tx: rect.minX, ty: rect.maxY)
        let imageToDevice = imageToUser.concatenating(state.ctm).concatenating(quartzToCairo)
        let deviceBounds = rect.applying(state.ctm.concatenating(quartzToCairo))
        let filter = CairoBridge.filter(state.interpolationQuality, interpolate: mask.shouldInterpolate)
        state.maskClips.append(
            MaskClip(surface: coverage, matrix: CairoBridge.matrix(imageToDevice.inverted()), deviceBounds: deviceBounds,
                     filter: filter))
        clip(to: rect)
    }

    /// The smallest rectangle, in the current user space, enclosing the area drawing can still reach.
    ///
    /// With nothing clipped this is the whole destination mapped into user space; an empty clip gives an empty
    /// rectangle. Edges are exact (the state tracks the clip's device-space bounds itself, since Cairo keeps only
    /// whole-pixel extents).
    public var boundingBoxOfClipPath: CGRect {
        let device = CGRect(origin: .zero, size: deviceSize)
        let bounds = state.clipDeviceBounds.map { $0.safeIntersection(device) } ?? device
        if bounds.isNull || bounds.isEmpty {
            let origin = CGPoint(x: bounds.isNull ? 0 : bounds.minX, y: bounds.isNull ? 0 : bounds.minY)
            return CGRect(origin: origin.applying(state.ctm.inverted()), size: .zero)
        }
        return bounds.applying(state.ctm.inverted())
    }

    /// Removes all clipping of the current graphics state: path clips and mask clips.
    public func resetClip() {
        resetCairoClip()
        state.maskClips.removeAll()
        state.clipDeviceBounds = nil
    }

    /// Intersects the tracked clip bounds with `bounds` (Quartz device space).
    private func narrowClipBounds(to bounds: CGRect) {
        let current = state.clipDeviceBounds ?? CGRect(origin: .zero, size: deviceSize)
        state.clipDeviceBounds = bounds.isNull ? CGRect(origin: current.origin, size: .zero) : current.safeIntersection(bounds)
        if state.clipDeviceBounds?.isNull == true { state.clipDeviceBounds = CGRect(origin: current.origin, size: .zero) }
    }
}

/// Turns a mask image into an A8 coverage surface for clipping.
package enum MaskCoverage {
    package static func surface(for mask: CGImage) -> OpaquePointer? {
        guard let source = mask.surface else { return nil }
        if mask.isMask || cairo_image_surface_get_format(source) == CAIRO_FORMAT_A8 {
            return cairo_surface_reference(source)
        }
        // An image with alpha: its alpha. A gray (or colour) one: luminance becomes alpha.
        let byAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(mask.alphaInfo)
        let w = mask.width, h = mask.height
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        cairo_surface_flush(source)
        cairo_surface_flush(s)
        let srcStride = Int(cairo_image_surface_get_stride(source))
        let dstStride = Int(cairo_image_surface_get_stride(s))
        let src = cairo_image_surface_get_data(source)!
        let dst = cairo_image_surface_get_data(s)!
        for y in 0..<h {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row[x]
                if byAlpha {
                    dst[y * dstStride + x] = UInt8(p >> 24)
                    continue
                }
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                dst[y * dstStride + x] = UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }
}
