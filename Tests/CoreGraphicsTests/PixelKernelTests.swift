// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing

/// The pixel kernels behind layer blits (`CGContext+KernelBlits.swift`, docs/ARCHITECTURE.md "Pixel kernels"): a
/// blit through a kernel writes exactly the bytes the same blit writes through Cairo, at every kernel level, for
/// every channel value, opacity, width, offset and clip; and blits a kernel cannot draw still go through Cairo.
@Suite("Pixel kernels")
struct PixelKernelTests {
    /// The kernel levels this processor runs (empty off x86-64 or without AVX2).
    static let levels = [PixelKernels.avx2, PixelKernels.avx512].filter { $0 <= PixelKernels.supported }

    /// A 32-bit premultiplied-first, little-endian bitmap context (the compositor's layout), `width`×`height`.
    static func canvas(_ width: Int, _ height: Int, level: Int32) -> CGContext {
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.pixelKernelLevel = level
        return ctx
    }

    /// An image in the same layout whose bytes are `bytes` (4 per pixel, rows packed).
    static func image(_ width: Int, _ height: Int, _ bytes: [UInt8]) -> CGImage {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                | CGBitmapInfo.byteOrder32Little.rawValue),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
            intent: .defaultIntent)!
    }

    /// Random bytes, with whole pixels made transparent or opaque now and then (the kernels' special cases).
    static func randomPixels(_ count: Int, seed: UInt64, premultiplied: Bool = false) -> [UInt8] {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            var b = withUnsafeBytes(of: state) { Array($0.prefix(4)) }  // B, G, R, A in memory
            switch state >> 60 {
            case 0: b = [0, 0, 0, 0]
            case 1: b[3] = 255
            default: break
            }
            if premultiplied { for c in 0..<3 { b[c] = UInt8(Int(b[c]) * Int(b[3]) / 255) } }
            bytes.replaceSubrange(i * 4..<i * 4 + 4, with: b)
        }
        return bytes
    }

    /// The context's bytes, rows packed.
    static func bytes(of ctx: CGContext) -> [UInt8] {
        let base = ctx.data!.assumingMemoryBound(to: UInt8.self)
        return (0..<ctx.height).flatMap { row in
            Array(UnsafeBufferPointer(start: base + row * ctx.bytesPerRow, count: ctx.width * 4))
        }
    }

    /// Fills the context's bytes with `bytes` (rows packed), behind Cairo's back, and tells Cairo.
    static func fill(_ ctx: CGContext, with bytes: [UInt8]) {
        let base = ctx.data!.assumingMemoryBound(to: UInt8.self)
        for row in 0..<ctx.height {
            for i in 0..<ctx.width * 4 { base[row * ctx.bytesPerRow + i] = bytes[row * ctx.width * 4 + i] }
        }
        ctx.markPixelsChanged()
    }

    /// Runs `draw` on a context at `level` and on one drawing through Cairo, both starting from `background`;
    /// returns whether they ended byte for byte the same and how many blits the kernel context drew itself.
    static func compare(level: Int32, width: Int = 64, height: Int = 48, background: [UInt8],
                        _ draw: (CGContext) -> Void) -> (same: Bool, kernelBlits: Int, cairoBlits: Int)
    {
        let kernel = canvas(width, height, level: level), cairo = canvas(width, height, level: PixelKernels.none)
        fill(kernel, with: background)
        fill(cairo, with: background)
        draw(kernel)
        draw(cairo)
        return (bytes(of: kernel) == bytes(of: cairo), kernel.kernelBlits, cairo.kernelBlits)
    }

    @Test("Every source channel, alpha and destination value blends to pixman's byte",
          .enabled(if: !levels.isEmpty, "no pixel kernel on this processor"))
    func everyChannelValue() {
        // For each source alpha a, every pair (s, d) of a colour channel's source and destination values, three
        // pairs per pixel (the destination's alpha byte takes d too): 65,536 pairs in a 128×171 image.
        let width = 128, height = 171
        for a in 0...255 {
            var source = [UInt8](repeating: 0, count: width * height * 4)
            var destination = source
            for pixel in 0..<width * height {
                for c in 0..<3 {
                    let pair = min(pixel * 3 + c, 65_535)
                    source[pixel * 4 + c] = UInt8(pair >> 8)
                    destination[pixel * 4 + c] = UInt8(pair & 255)
                }
                source[pixel * 4 + 3] = UInt8(a)
                destination[pixel * 4 + 3] = UInt8(pixel & 255)
            }
            let picture = Self.image(width, height, source)
            for level in Self.levels {
                let result = Self.compare(level: level, width: width, height: height, background: destination) {
                    _ = $0.blitImage(picture, deviceX: 0, deviceY: 0, alpha: 1)
                }
                #expect(result.same, "level \(level), source alpha \(a)")
                #expect(result.kernelBlits == 1 && result.cairoBlits == 0)
            }
        }
    }

    @Test("Every width (tails of 1 to 15 pixels), offsets, and images partly or wholly off the bitmap",
          .enabled(if: !levels.isEmpty, "no pixel kernel on this processor"))
    func widthsAndOffsets() {
        let background = Self.randomPixels(64 * 48, seed: 7, premultiplied: true)
        for level in Self.levels {
            for width in 1...40 {
                let picture = Self.image(width, 9, Self.randomPixels(width * 9, seed: UInt64(width)))
                for (x, y) in [(0, 0), (5, 3), (-3, -4), (60, 44), (64 - width, 39), (-width, 0), (70, 10)] {
                    let result = Self.compare(level: level, background: background) {
                        _ = $0.blitImage(picture, deviceX: x, deviceY: y, alpha: 1)
                    }
                    #expect(result.same, "level \(level), width \(width) at (\(x), \(y))")
                    #expect(result.kernelBlits == 1)
                }
            }
        }
    }

    @Test("Opacity below 1 (the layer's and the context's alpha) blends as Cairo's paint with alpha",
          .enabled(if: !levels.isEmpty, "no pixel kernel on this processor"))
    func opacity() {
        let background = Self.randomPixels(64 * 48, seed: 11, premultiplied: true)
        let picture = Self.image(37, 21, Self.randomPixels(37 * 21, seed: 12))
        for level in Self.levels {
            for alpha in [0.000_001, 0.002, 0.1, 1.0 / 3, 0.5, 0.77, 0.999, 0.999_99] as [CGFloat] {
                let result = Self.compare(level: level, background: background) {
                    _ = $0.blitImage(picture, deviceX: 13, deviceY: 7, alpha: alpha)
                }
                #expect(result.same, "level \(level), alpha \(alpha)")
                let faded = Self.compare(level: level, background: background) {
                    $0.setAlpha(0.6)
                    _ = $0.blitImage(picture, deviceX: -2, deviceY: 30, alpha: alpha)
                }
                #expect(faded.same, "level \(level), alpha \(alpha) in a context at alpha 0.6")
                #expect(result.kernelBlits == 1 && faded.kernelBlits == 1)
            }
        }
    }

    @Test("An opaque image is copied row for row", .enabled(if: !levels.isEmpty, "no pixel kernel on this processor"))
    func opaqueCopy() {
        var pixels = Self.randomPixels(30 * 30, seed: 3, premultiplied: true)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        let picture = Self.image(30, 30, pixels)
        let background = Self.randomPixels(64 * 48, seed: 4, premultiplied: true)
        for level in Self.levels {
            let result = Self.compare(level: level, background: background) {
                _ = $0.blitImage(picture, deviceX: 40, deviceY: -5, alpha: 1, opaque: true)
            }
            #expect(result.same && result.kernelBlits == 1)
        }
    }

    @Test("Whole-pixel clips (several rectangles, changed between blits) bound the blit exactly",
          .enabled(if: !levels.isEmpty, "no pixel kernel on this processor"))
    func clips() {
        let background = Self.randomPixels(64 * 48, seed: 5, premultiplied: true)
        let picture = Self.image(40, 30, Self.randomPixels(40 * 30, seed: 6))
        for level in Self.levels {
            let result = Self.compare(level: level, background: background) { ctx in
                ctx.saveGState()
                ctx.clip(toDeviceRects: [CGRect(x: 0, y: 0, width: 20, height: 48), CGRect(x: 30, y: 10, width: 9, height: 5)])
                _ = ctx.blitImage(picture, deviceX: 5, deviceY: 2, alpha: 1)
                _ = ctx.blitImage(picture, deviceX: 15, deviceY: 9, alpha: 0.5)
                ctx.restoreGState()
                // A new clip after the restore: the kernel must not reuse the old one.
                ctx.saveGState()
                ctx.clip(toDeviceRects: [CGRect(x: 40, y: 20, width: 24, height: 28)])
                _ = ctx.blitImage(picture, deviceX: 30, deviceY: 15, alpha: 1)
                ctx.restoreGState()
                // No clip at all: the whole bitmap.
                _ = ctx.blitImage(picture, deviceX: 50, deviceY: -20, alpha: 1)
            }
            #expect(result.same, "level \(level)")
            #expect(result.kernelBlits == 4)
        }
    }

    @Test("Blits a kernel cannot draw go through Cairo: a path clip, a transparency layer, kernels off")
    func fallsBackToCairo() {
        let background = Self.randomPixels(64 * 48, seed: 8, premultiplied: true)
        let picture = Self.image(40, 30, Self.randomPixels(40 * 30, seed: 9))
        let level = PixelKernels.supported
        let halfPixel = Self.compare(level: level, background: background) { ctx in
            ctx.clip(toDeviceRects: [CGRect(x: 0.5, y: 0, width: 30, height: 30)])
            #expect(ctx.blitImage(picture, deviceX: 3, deviceY: 3, alpha: 1))
        }
        #expect(halfPixel.same && halfPixel.kernelBlits == 0)
        let inLayer = Self.compare(level: level, background: background) { ctx in
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            #expect(ctx.blitImage(picture, deviceX: 3, deviceY: 3, alpha: 1))
            ctx.endTransparencyLayer()
        }
        #expect(inLayer.same && inLayer.kernelBlits == 0)
        let off = Self.compare(level: PixelKernels.none, background: background) { ctx in
            #expect(ctx.blitImage(picture, deviceX: 3, deviceY: 3, alpha: 1))
        }
        #expect(off.same && off.kernelBlits == 0)
    }

    @Test("A context cannot be set to a level the processor lacks; contexts sharing pixels inherit the level")
    func levelBounds() {
        let ctx = Self.canvas(8, 8, level: 99)
        #expect(ctx.pixelKernelLevel == PixelKernels.supported)
        ctx.pixelKernelLevel = -4
        #expect(ctx.pixelKernelLevel == PixelKernels.none)
        ctx.pixelKernelLevel = PixelKernels.supported
        #expect(ctx.makeContextSharingPixels()?.pixelKernelLevel == PixelKernels.supported)
    }

    @Test("TOUCHSTONE_PIXEL_KERNELS: off, avx2, avx512 (capped at the processor's), the best when unset or unreadable")
    func environmentSetting() {
        let best = PixelKernels.supported
        #expect(PixelKernels.level(fromEnvironment: [:]) == best)
        #expect(PixelKernels.level(fromEnvironment: ["TOUCHSTONE_PIXEL_KERNELS": "off"]) == PixelKernels.none)
        #expect(PixelKernels.level(fromEnvironment: ["TOUCHSTONE_PIXEL_KERNELS": " Cairo "]) == PixelKernels.none)
        #expect(PixelKernels.level(fromEnvironment: ["TOUCHSTONE_PIXEL_KERNELS": "AVX2"]) == min(PixelKernels.avx2, best))
        #expect(PixelKernels.level(fromEnvironment: ["TOUCHSTONE_PIXEL_KERNELS": "avx512"]) == best)
        #expect(PixelKernels.level(fromEnvironment: ["TOUCHSTONE_PIXEL_KERNELS": "fast"]) == best)
    }
}
