// SPDX-License-Identifier: Apache-2.0

/// Draws an emitter's particles (infrastructure, not Apple API).
///
/// Each particle is its cell's image centred on the particle, scaled, turned, and multiplied by the particle's
/// colour: alpha through the context's alpha (exact), red, green and blue through a tinted copy of the image whose
/// premultiplied channels are multiplied by the colour (exact up to the cache's quantisation of 1/31 per channel).
/// `.additive` emitters draw with `plusLighter`, so overlapping particles add up.
enum EmitterPainter {
    /// Draws `sprites` in order into `ctx` (the layer's bounds space, y down).
    static func paint(_ sprites: [EmitterSprite], additive: Bool, in ctx: CGContext, tints: EmitterTintCache) {
        guard !sprites.isEmpty else { return }
        if additive { ctx.setBlendMode(.plusLighter) }
        for sprite in sprites {
            let image = tints.image(sprite.image, tintedBy: sprite.color)
            ctx.saveGState()
            ctx.translateBy(x: sprite.center.x, y: sprite.center.y)
            if sprite.angle != 0 { ctx.rotate(by: CGFloat(sprite.angle)) }
            if sprite.color.a < 1 { ctx.setAlpha(CGFloat(sprite.color.a)) }
            if sprite.nearest { ctx.interpolationQuality = .none }
            let w = sprite.size.width, h = sprite.size.height
            ContentsDrawing.drawUpright(image, in: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), ctx: ctx)
            ctx.restoreGState()
        }
    }
}

/// Tinted copies of particle images, one per image and quantised colour, made on first use (infrastructure, not
/// Apple API). Bounded: past ``capacity`` entries the cache starts again.
final class EmitterTintCache {
    /// The most tinted images kept.
    static let capacity = 512
    /// Levels per channel a tint is rounded to.
    static let levels = 31.0

    private struct Key: Hashable {
        var image: ObjectIdentifier
        var r: UInt8, g: UInt8, b: UInt8
    }

    private var entries: [Key: (source: CGImage, tinted: CGImage)] = [:]

    /// `image` with its colours multiplied by `color`'s red, green and blue (`image` itself for white).
    func image(_ image: CGImage, tintedBy color: RGBA) -> CGImage {
        func level(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * Self.levels).rounded()) }
        let key = Key(image: ObjectIdentifier(image), r: level(color.r), g: level(color.g), b: level(color.b))
        let top = UInt8(Self.levels)
        guard key.r != top || key.g != top || key.b != top else { return image }
        // The stored source keeps the image alive, so its identifier cannot be reused while the entry exists.
        if let entry = entries[key], entry.source === image { return entry.tinted }
        guard let tinted = Self.tint(image, Double(key.r) / Self.levels, Double(key.g) / Self.levels,
                                     Double(key.b) / Self.levels)
        else { return image }
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (image, tinted)
        return tinted
    }

    /// A copy of `image` whose premultiplied red, green and blue are multiplied by `r`, `g`, `b`.
    private static func tint(_ image: CGImage, _ r: Double, _ g: Double, _ b: Double) -> CGImage? {
        guard let ctx = CGContext(
            data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        ctx.flush()
        guard let data = ctx.data else { return nil }
        // Little-endian premultiplied ARGB: bytes B, G, R, A.
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        let factors = [b, g, r]
        for y in 0..<ctx.height {
            let row = bytes + y * ctx.bytesPerRow
            for x in 0..<ctx.width {
                let p = row + 4 * x
                for c in 0..<3 { p[c] = UInt8((Double(p[c]) * factors[c]).rounded()) }
            }
        }
        ctx.markPixelsChanged()
        return ctx.makeImage()
    }
}
