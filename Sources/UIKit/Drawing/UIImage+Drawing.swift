// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImage {
    /// Draws the image with its top-left corner at `point`, at its natural ``size`` (points, current context's
    /// user space), normal blending, fully opaque. No-op without a current context (`UIGraphicsGetCurrentContext()`).
    ///
    /// Guide, §2.4.3 "Quartz and UIKit": UIKit's contexts are flipped (origin top-left, y down), and the image appears
    /// upright in them, turned by ``imageOrientation``.
    public func draw(at point: CGPoint) { draw(at: point, blendMode: .normal, alpha: 1) }

    /// Draws the image at `point` (its top-left corner) at its natural size, composited with `blendMode` at
    /// `alpha` (0…1, clamped). No-op without a current context.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (points, current user space), upright and turned by
    /// ``imageOrientation``. Resizable images keep their caps and fill the centre (see
    /// ``resizableImage(withCapInsets:resizingMode:)``). No-op without a current context or for an empty,
    /// non-finite rectangle.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image to fill `rect` with `blendMode` at `alpha` (0…1, clamped; NaN draws nothing). The
    /// context's own blend mode and alpha are restored afterwards.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return UIKitDiagnostics.log("UIImage.draw(in:): non-finite rectangle \(rect); nothing drawn")
        }
        guard !alpha.isNaN else { return UIKitDiagnostics.log("UIImage.draw: alpha is NaN; nothing drawn") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(max(0, min(1, alpha)))
        if let tint = extras?.tintColor, let cgImage, imageOrientation == .up, capInsets == .zero {
            return UIImage.drawTinted(cgImage, in: r, color: tint, context: ctx)
        }
        if capInsets != .zero, imageOrientation == .up {
            drawNineSlice(in: r, context: ctx)
        } else {
            drawOriented(in: r, context: ctx)
        }
    }

    /// Fills `rect` with copies of the image at its natural size, the first copy's top-left corner at the
    /// rectangle's top-left corner, clipped to `rect`. No-op without a current context.
    public func drawAsPattern(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return UIKitDiagnostics.log("UIImage.drawAsPattern(in:): non-finite rectangle \(rect); nothing drawn")
        }
        let r = rect.standardized
        let s = size
        guard r.width > 0, r.height > 0, s.width > 0, s.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: r)
        if imageOrientation == .up {
            UIImage.drawUpright(cgImage, tiling: CGRect(origin: r.origin, size: s), within: r, context: ctx)
        } else {
            // Turned images are tiled copy by copy.
            var y = r.minY
            while y < r.maxY {
                var x = r.minX
                while x < r.maxX {
                    drawOriented(in: CGRect(origin: CGPoint(x: x, y: y), size: s), context: ctx)
                    x += s.width
                }
                y += s.height
            }
        }
    }

    /// Draws the bitmap turned by ``imageOrientation`` to fill `rect` (y-down user space).
    func drawOriented(in rect: CGRect, context ctx: CGContext) {
        guard let cgImage else { return }
        let w = rect.width, h = rect.height
        // Raw bitmap box (u, v), y down, to display box (x, y) inside rect.
        let t: CGAffineTransform
        switch imageOrientation {
        case .up: t = .identity
        case .upMirrored: t = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: t = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: t = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .right: t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        case .left: t = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        case .leftMirrored: t = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: t = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
        }
        let raw = imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.concatenate(t)
        UIImage.drawUpright(cgImage, in: CGRect(origin: .zero, size: raw), context: ctx)
        ctx.restoreGState()
    }

    /// Draws `image` first row at the top of `rect` in a y-down user space (Quartz itself puts it at maxY).
    static func drawUpright(_ image: CGImage, in rect: CGRect, context ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: CGRect(origin: .zero, size: rect.size))
        ctx.restoreGState()
    }

    /// Repeats `image`, one copy filling `tile`, across `area` (both y-down user space), clipped to `area`.
    static func drawUpright(_ image: CGImage, tiling tile: CGRect, within area: CGRect, context ctx: CGContext) {
        ctx.saveGState()
        ctx.clip(to: area)
        ctx.translateBy(x: tile.minX, y: tile.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: CGRect(origin: .zero, size: tile.size), byTiling: true)
        ctx.restoreGState()
    }
}
