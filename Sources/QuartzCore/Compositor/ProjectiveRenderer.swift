// SPDX-License-Identifier: Apache-2.0

/// Renders a layer whose mapping into its parent has perspective: the layer (with its sublayers, flattened into
/// its plane as Core Animation does) is drawn into an image at the destination's scale, then warped into place.
package enum ProjectiveRenderer {
    package static func render(_ layer: CALayer, props: LayerProperties, homography h: Homography, in ctx: CGContext,
                               time: CFTimeInterval?, depth: Int)
    {
        let bounds = props.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        // Back-facing: the mapped quad's orientation is reversed.
        if !props.isDoubleSided, let a = h.apply(CGPoint(x: bounds.minX, y: bounds.minY)),
            let b = h.apply(CGPoint(x: bounds.maxX, y: bounds.minY)), let c = h.apply(CGPoint(x: bounds.minX, y: bounds.maxY)),
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) < 0
        {
            return
        }
        let scale = min(4, max(1, abs(ctx.ctm.a * ctx.ctm.d - ctx.ctm.b * ctx.ctm.c).squareRoot()))
        let w = Int((bounds.width * scale).rounded(.up)), hgt = Int((bounds.height * scale).rounded(.up))
        guard w <= 8192, hgt <= 8192,
            let offscreen = CGContext(
                data: nil, width: w, height: hgt, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return Diagnostics.log("ProjectiveRenderer: layer too large to flatten; skipped") }
        offscreen.translateBy(x: 0, y: CGFloat(hgt))
        offscreen.scaleBy(x: scale, y: -scale)
        offscreen.translateBy(x: -bounds.minX, y: -bounds.minY)
        LayerRenderer.renderContent(of: layer, props: props, in: offscreen, time: time, depth: depth + 1)
        guard let image = offscreen.makeImage() else { return }
        // Image pixels → layer bounds space → parent space (the homography).
        let pixelToBounds = Homography(CGAffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                                                         tx: bounds.minX, ty: bounds.minY))
        ctx.drawImage(image, pixelToUser: pixelToBounds.concatenating(h).m)
    }
}
