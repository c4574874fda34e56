// SPDX-License-Identifier: Apache-2.0

/// Renders a layer whose mapping into its parent has perspective: the layer (with its sublayers, flattened into
/// its plane as Core Animation does) is drawn into an image at the destination's scale, then warped into place.
package enum ProjectiveRenderer {
    package static func render(_ layer: CALayer, props: LayerProperties, homography h: Homography, in ctx: CGContext,
                               time: CFTimeInterval?, depth: Int)
    {
        render(layer, props: props, homography: h, in: ctx, time: time, session: RenderSession())
    }

    /// Draws `layer` through `h` (layer bounds space → the CTM's space). Back-facing layers that are not
    /// double-sided, and layers too large to flatten (logged), draw nothing.
    package static func render(_ layer: CALayer, props: LayerProperties, homography h: Homography, in ctx: CGContext,
                               time: CFTimeInterval?, session: RenderSession)
    {
        let bounds = props.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        // Back-facing: the mapped quad's orientation is reversed.
        if !props.isDoubleSided, let o = RenderTreeBuilder.orientation(of: bounds, through: h), o < 0 { return }
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
        LayerRenderer.renderContent(of: layer, props: props, in: offscreen, time: time, session: session)
        guard let image = offscreen.makeImage() else { return }
        // Image pixels → layer bounds space → parent space (the homography).
        let pixelToBounds = Homography(CGAffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                                                         tx: bounds.minX, ty: bounds.minY))
        ctx.drawImage(image, pixelToUser: pixelToBounds.concatenating(h).m)
    }
}
