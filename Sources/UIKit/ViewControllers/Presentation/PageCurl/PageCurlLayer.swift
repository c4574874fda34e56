// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The layer that draws a page curling up from its bottom-right corner: a picture of the page (``pageImage``)
/// drawn as ``PageCurlGeometry`` lays it out at ``curlProgress``.
///
/// It is an ordinary Core Animation custom-property layer, so it works with the compositor as any app's would:
/// `curlProgress` and `pageImage` are key-value-stored (presentation copies carry them), `needsDisplay(forKey:)`
/// asks for a redraw when either changes, and a `CABasicAnimation` of `curlProgress` is drawn frame by frame on
/// the device clock through `draw(in:)` of the presentation copy. Each frame draws, back to front:
/// 1. the flat part of the page (`s ≤ 0`), clipped at the fold line;
/// 2. the cylinder, in 24 bands of equal angle, each band of the picture mapped by its own affine transform
///    (``PageCurlGeometry/transform(forBand:_:)``): bands still facing up show the page darkened as they turn
///    away from the light, bands turned over show the page's back — a light grey sheet with the picture showing
///    through mirrored and faint — shaded darkest where the page stands edge-on;
/// 3. the part past the cylinder, rising mirrored over the flat part (the page's back again, foreshortened), with
///    a soft shadow on the flat page beneath its edges;
/// 4. a shadow the curl casts beyond its leading edge onto whatever the lifted page uncovered (the layer is
///    transparent there).
///
/// Touchstone's own type (iOS draws the curl inside its private render server); `PageCurlView` hosts it.
package final class PageCurlLayer: CALayer, @unchecked Sendable {
    /// The curl's progress: 0 flat, 1 at rest over the upper part of the page. Animatable.
    package var curlProgress: CGFloat {
        get { value(forKey: Self.progressKey) as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: Self.progressKey) }
    }

    /// The picture of the page, the layer's bounds in size (any pixel density).
    package var pageImage: CGImage? {
        get { value(forKey: Self.imageKey) as? CGImage }
        set { setValue(newValue, forKey: Self.imageKey) }
    }

    /// The key of ``curlProgress``.
    package static let progressKey = "curlProgress"
    /// The key of ``pageImage``.
    package static let imageKey = "pageImage"
    /// How many bands the half-turn round the cylinder is drawn in.
    package static let cylinderBands = 24
    /// The grey of the page's back.
    package static let backGrey: CGFloat = 0.94

    override package class func needsDisplay(forKey key: String) -> Bool {
        key == progressKey || key == imageKey || super.needsDisplay(forKey: key)
    }

    override package class func defaultValue(forKey key: String) -> Any? {
        key == progressKey ? CGFloat(0) : super.defaultValue(forKey: key)
    }

    /// The curl's layout for the current bounds and progress.
    package var geometry: PageCurlGeometry { PageCurlGeometry(size: bounds.size, progress: curlProgress) }

    override package func draw(in ctx: CGContext) {
        guard let image = pageImage else { return }
        let geometry = self.geometry
        let page = CGRect(origin: .zero, size: geometry.size)
        guard !page.isEmpty else { return }
        ctx.saveGState()
        ctx.translateBy(x: bounds.minX, y: bounds.minY)
        defer { ctx.restoreGState() }
        guard geometry.advance > 0 else { return Self.drawPage(image, in: page, ctx: ctx) }

        // 1. The flat part.
        clipped(ctx, to: geometry.region(from: -.infinity, to: 0)) { Self.drawPage(image, in: page, ctx: ctx) }

        // 2. The cylinder: bands facing up first, then the turned-over ones above them.
        let r = geometry.radius
        let halfTurn = r * .pi
        let end = min(geometry.advance, halfTurn)
        let step = halfTurn / CGFloat(Self.cylinderBands)
        var lower: CGFloat = 0
        while lower < end {
            let upper = min(end, lower + step)
            let angle = (lower + upper) / 2 / r
            // A hair of overlap hides the seams between bands.
            let band = geometry.region(from: lower, to: upper < end ? upper + 0.6 : upper)
            ctx.saveGState()
            ctx.concatenate(geometry.transform(forBand: lower, upper))
            clipped(ctx, to: band) {
                if angle < .pi / 2 {
                    Self.drawPage(image, in: page, ctx: ctx)
                    Self.shade(ctx, page, alpha: (1 - cos(angle)) * 0.55)
                } else {
                    Self.drawBack(image, in: page, ctx: ctx)
                    // Light from above: the back's normal points up by -cos φ.
                    Self.shade(ctx, page, alpha: (1 + cos(angle)) * 0.5)
                }
            }
            ctx.restoreGState()
            lower = upper
        }

        // 3. The part rising mirrored over the flat page, with its shadow on it.
        if geometry.advance > halfTurn {
            let tail = geometry.region(from: halfTurn, to: .infinity)
            let mirror = geometry.transform(forBand: halfTurn, geometry.advance)
            if tail.count > 2 {
                ctx.saveGState()
                ctx.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 0.45))
                ctx.addLines(between: tail.map { $0.applying(mirror) })
                ctx.closePath()
                ctx.setFillColor(gray: Self.backGrey, alpha: 1)
                ctx.fillPath()
                ctx.restoreGState()
                ctx.saveGState()
                ctx.concatenate(mirror)
                clipped(ctx, to: tail) { Self.drawBack(image, in: page, ctx: ctx) }
                ctx.restoreGState()
            }
        }

        // 4. The shadow cast beyond the leading edge onto what the page uncovered.
        let edge = geometry.leadingEdge
        let reach = max(6, r * 0.6)
        let start = CGPoint(x: geometry.normal.dx * (geometry.offset + edge), y: geometry.normal.dy * (geometry.offset + edge))
        let stop = CGPoint(x: geometry.normal.dx * (geometry.offset + edge + reach),
                           y: geometry.normal.dy * (geometry.offset + edge + reach))
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                     colors: [CGColor(gray: 0, alpha: 0.35), CGColor(gray: 0, alpha: 0)],
                                     locations: [0, 1]) {
            clipped(ctx, to: geometry.region(from: edge, to: edge + reach)) {
                ctx.drawLinearGradient(gradient, start: start, end: stop, options: [])
            }
        }
    }

    /// Runs `body` with the clip narrowed to `polygon` (nothing when it is empty).
    private func clipped(_ ctx: CGContext, to polygon: [CGPoint], _ body: () -> Void) {
        guard polygon.count > 2 else { return }
        ctx.saveGState()
        ctx.addLines(between: polygon)
        ctx.closePath()
        ctx.clip()
        body()
        ctx.restoreGState()
    }

    /// Draws the picture upright over `page` in the layer's y-down space.
    private static func drawPage(_ image: CGImage, in page: CGRect, ctx: CGContext, alpha: CGFloat = 1) {
        ctx.saveGState()
        ctx.setAlpha(alpha)
        ctx.translateBy(x: 0, y: page.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: CGRect(x: page.minX, y: 0, width: page.width, height: page.height))
        ctx.restoreGState()
    }

    /// The page's back: light grey, the picture showing through faintly (the caller's transform mirrors it).
    private static func drawBack(_ image: CGImage, in page: CGRect, ctx: CGContext) {
        ctx.setFillColor(gray: backGrey, alpha: 1)
        ctx.fill(page)
        drawPage(image, in: page, ctx: ctx, alpha: 0.2)
    }

    /// Darkens `page` (within the current clip) by `alpha` of black.
    private static func shade(_ ctx: CGContext, _ page: CGRect, alpha: CGFloat) {
        guard alpha > 0.004 else { return }
        ctx.setFillColor(gray: 0, alpha: min(1, alpha))
        ctx.fill(page)
    }
}
