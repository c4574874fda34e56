// SPDX-License-Identifier: Apache-2.0

/// Draws a layer's contents image into its bounds: `contentsRect` picks the part of the image,
/// `contentsGravity` places it, `contentsCenter` stretches only the middle (nine-part scaling).
///
/// The context's user space is the layer's bounds space, y down; images are drawn upright.
package enum ContentsDrawing {
    package static func draw(_ image: CGImage, props: LayerProperties, in ctx: CGContext) {
        let unit = props.contentsRect.standardized.safeIntersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, unit.width > 0, unit.height > 0 else { return }
        let pixelRect = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                               width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let source: CGImage
        if pixelRect.integral == CGRect(x: 0, y: 0, width: image.width, height: image.height) {
            source = image
        } else {
            guard let cropped = image.cropping(to: pixelRect) else { return }
            source = cropped
        }
        let scale = max(props.contentsScale, 0.0001)
        let size = CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
        let dest = destination(for: size, in: props.bounds, gravity: props.contentsGravity,
                               flipped: props.isGeometryFlipped)
        guard dest.width > 0, dest.height > 0 else { return }
        ctx.saveGState()
        ctx.interpolationQuality = props.magnificationFilter == .nearest && dest.width >= size.width
            ? .none : .default
        let center = props.contentsCenter.standardized
        if center != CGRect(x: 0, y: 0, width: 1, height: 1), props.contentsGravity == .resize {
            drawNinePart(source, center: center, in: dest, pointSize: size, ctx: ctx)
        } else {
            drawUpright(source, in: dest, ctx: ctx)
        }
        ctx.restoreGState()
    }

    /// Where an image of `size` points goes in `bounds` for `gravity`.
    ///
    /// The vertical names follow Core Animation's y-up convention: "top" is the bounds' maxY edge. In iPhone OS's
    /// y-down layer space that edge is at the bottom of the screen, so `.top` shows the image at the bottom and
    /// `.bottom` at the top, as on a device (Apple's `contentsGravity` documentation: "the naming of contents
    /// gravity constants is based on the direction of the vertical axis"). A geometry-flipped layer
    /// (`isGeometryFlipped`) swaps them back.
    package static func destination(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity,
                                    flipped: Bool = false) -> CGRect
    {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let (horizontal, vertical) = alignment(gravity)
            let x: CGFloat = switch horizontal {
            case -1: bounds.minX
            case 1: bounds.maxX - size.width
            default: bounds.midX - size.width / 2
            }
            // +1 is "top": maxY in y-up terms.
            let v = flipped ? -vertical : vertical
            let y: CGFloat = switch v {
            case 1: bounds.maxY - size.height
            case -1: bounds.minY
            default: bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Horizontal (−1 left, 0 centre, +1 right) and vertical (+1 top, 0 centre, −1 bottom) alignment of a
    /// non-scaling gravity; unknown names centre.
    private static func alignment(_ gravity: CALayerContentsGravity) -> (Int, Int) {
        switch gravity {
        case .top: return (0, 1)
        case .bottom: return (0, -1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        case .topLeft: return (-1, 1)
        case .topRight: return (1, 1)
        case .bottomLeft: return (-1, -1)
        case .bottomRight: return (1, -1)
        default: return (0, 0)
        }
    }

    /// Draws `image` into `rect` of a y-down space, first row at the top.
    ///
    /// An image stretched over a rectangle reaching far beyond the device (a huge layer) is sampled only where it
    /// lands on the device, so the work stays bounded.
    package static func drawUpright(_ image: CGImage, in rect: CGRect, ctx: CGContext) {
        guard LayerRenderer.visiblePart(of: rect, in: ctx) == rect else {
            let sx = Double(rect.width) / Double(image.width), sy = Double(rect.height) / Double(image.height)
            ctx.drawImage(image, pixelToUser: [sx, 0, 0, 0, sy, 0, Double(rect.minX), Double(rect.minY), 1])
            return
        }
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }

    /// Nine-part scaling: corners keep their size, edges stretch along one axis, the centre along both.
    private static func drawNinePart(_ image: CGImage, center: CGRect, in dest: CGRect, pointSize: CGSize,
                                     ctx: CGContext)
    {
        let px = [0, center.minX, center.maxX, 1].map { $0 * CGFloat(image.width) }
        let py = [0, center.minY, center.maxY, 1].map { $0 * CGFloat(image.height) }
        let left = center.minX * pointSize.width, right = (1 - center.maxX) * pointSize.width
        let top = center.minY * pointSize.height, bottom = (1 - center.maxY) * pointSize.height
        // If the destination is smaller than the fixed parts, shrink them proportionally.
        let fx = min(1, dest.width / max(left + right, 0.0001)), fy = min(1, dest.height / max(top + bottom, 0.0001))
        let dx = [dest.minX, dest.minX + left * fx, dest.maxX - right * fx, dest.maxX]
        let dy = [dest.minY, dest.minY + top * fy, dest.maxY - bottom * fy, dest.maxY]
        for row in 0..<3 {
            for col in 0..<3 {
                let src = CGRect(x: px[col], y: py[row], width: px[col + 1] - px[col], height: py[row + 1] - py[row])
                let dst = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                guard src.width >= 0.5, src.height >= 0.5, dst.width > 0, dst.height > 0,
                    let piece = image.cropping(to: src)
                else { continue }
                drawUpright(piece, in: dst, ctx: ctx)
            }
        }
    }
}
