// SPDX-License-Identifier: Apache-2.0

extension LayerRenderer {
    /// The shadow colour with `shadowOpacity` folded in, or nil when there is no visible shadow.
    package static func shadowColor(_ props: LayerProperties) -> CGColor? {
        guard let c = props.shadowColor, props.shadowOpacity > 0 else { return nil }
        return c.copy(alpha: c.alpha * CGFloat(props.shadowOpacity))
    }

    /// The shadow offset in base space and the blur in device pixels for the current CTM.
    ///
    /// `shadowRadius` is taken as a blur radius whose Gaussian has σ = radius / 2 (Core Graphics' blur takes
    /// the same measure), scaled by the CTM.
    private static func shadowParameters(_ props: LayerProperties, in ctx: CGContext) -> (CGSize, CGFloat) {
        let device = props.shadowOffset.applying(ctx.ctm)
        let scale = abs(ctx.ctm.a * ctx.ctm.d - ctx.ctm.b * ctx.ctm.c).squareRoot()
        // Base-space offsets point up in Quartz contexts; contexts UIKit makes take them pointing down.
        let height = ctx.shadowOffsetYDown ? -device.height : device.height
        return (CGSize(width: device.width, height: height), props.shadowRadius * scale)
    }

    /// Sets the context's shadow from the layer's shadow properties.
    package static func applyShadow(_ props: LayerProperties, in ctx: CGContext) {
        guard let color = shadowColor(props) else { return }
        let (offset, blur) = shadowParameters(props, in: ctx)
        ctx.setShadow(offset: offset, blur: blur, color: color)
    }

    /// Draws only the shadow of an explicit `shadowPath` (the CTM is the layer's bounds space), under the
    /// current clip and alpha.
    ///
    /// Core Graphics draws a shadow only together with the shape casting it, so the shape is rasterized into a
    /// small image first; that image is drawn with a shadow into a scratch bitmap whose right part, clear of the
    /// image, receives the shadow; that part is then drawn where the shadow falls. Only the part of the shadow
    /// inside the clip is computed.
    package static func drawShadow(of path: CGPath, props: LayerProperties, in ctx: CGContext) {
        guard let color = shadowColor(props), !path.isEmpty else { return }
        let toDevice = ctx.ctm.concatenating(ctx.deviceFlip)
        let reach = RenderTreeBuilder.shadowReach(props, transform: toDevice)
        let shape = toDevice.boundingBox(of: path.boundingBox)
        let landing = shape.offsetBy(dx: reach.dx, dy: reach.dy).insetBy(dx: -reach.pad, dy: -reach.pad)
            .safeIntersection(ctx.deviceClipExtents).integral
        // The part of the shape whose shadow can land there.
        let source = landing.offsetBy(dx: -reach.dx, dy: -reach.dy).insetBy(dx: -reach.pad, dy: -reach.pad)
            .safeIntersection(shape.insetBy(dx: -1, dy: -1)).integral
        guard !landing.isNull, !source.isNull, landing.width >= 1, landing.height >= 1, source.width >= 1,
            source.height >= 1, landing.width * landing.height <= 64_000_000,
            source.width * source.height <= 64_000_000,
            let shapeImage = rasterize(path, transform: toDevice, area: source),
            let scratch = bitmap(width: Int(source.width + landing.width),
                                 height: Int(max(source.height, landing.height)))
        else { return }
        // Scratch pixels, y down: the shape image at the top-left; its shadow, moved right by the image's width,
        // lands where device pixel `landing.origin` maps to (source.width, 0).
        scratch.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(scratch.height)))
        let offsetX = source.width + reach.dx + source.minX - landing.minX
        let offsetY = reach.dy + source.minY - landing.minY
        let blur = props.shadowRadius * abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        // A bitmap context's base space has y up.
        scratch.setShadow(offset: CGSize(width: offsetX, height: -offsetY), blur: blur, color: color)
        ContentsDrawing.drawUpright(shapeImage, in: CGRect(x: 0, y: 0, width: source.width, height: source.height),
                                    ctx: scratch)
        guard let full = scratch.makeImage(),
            let shadow = full.cropping(to: CGRect(x: source.width, y: 0, width: landing.width, height: landing.height))
        else { return }
        drawDeviceImage(shadow, at: landing, in: ctx)
    }

    /// An opaque-black coverage image of `path` (user space, mapped by `transform` to device) over device `area`.
    private static func rasterize(_ path: CGPath, transform: CGAffineTransform, area: CGRect) -> CGImage? {
        guard let ctx = bitmap(width: Int(area.width), height: Int(area.height)) else { return nil }
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -area.minX, ty: area.maxY))
        ctx.concatenate(transform)
        ctx.addPath(path)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fillPath()
        return ctx.makeImage()
    }

    /// A transparent premultiplied ARGB bitmap, or nil for impossible sizes.
    private static func bitmap(width: Int, height: Int) -> CGContext? {
        guard width > 0, height > 0 else { return nil }
        return CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Draws `image` upright and unscaled over the device rectangle `rect` (whole pixels), under the clip and
    /// the context's alpha.
    package static func drawDeviceImage(_ image: CGImage, at rect: CGRect, in ctx: CGContext) {
        if ctx.blitImage(image, deviceX: Int(rect.minX), deviceY: Int(rect.minY), alpha: 1) { return }
        ctx.saveGState()
        ctx.setCTM(ctx.deviceFlip)
        ContentsDrawing.drawUpright(image, in: rect, ctx: ctx)
        ctx.restoreGState()
    }
}
