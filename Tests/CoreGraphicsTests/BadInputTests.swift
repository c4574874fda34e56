// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let rgb = CGColorSpaceCreateDeviceRGB()
private let redToBlue = CGGradient(colorSpace: rgb, colorComponents: [1, 0, 0, 1, 0, 0, 1, 1], locations: nil)!
private let bad: [CGFloat] = [.nan, .infinity, -.infinity]

private func bitmap(width: Int, height: Int, bytesPerRow: Int = 0, bitsPerComponent: Int = 8) -> CGContext? {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
              space: rgb, bitmapInfo: nativeBitmapInfo)
}

private func image(width: Int, height: Int, bytesPerRow: Int, bytes: Int, bitsPerPixel: Int = 32,
                   info: CGBitmapInfo = CGBitmapInfo(alphaInfo: .premultipliedLast)) -> CGImage?
{
    CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
            space: rgb, bitmapInfo: info, provider: CGDataProvider(data: Data(count: bytes))!, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent)
}

/// Runs `draw` on a white canvas with a red fill and a thick blue stroke and returns whether any pixel changed.
private func changesCanvas(_ draw: (CGContext) -> Void) -> Bool {
    let ctx = makeCanvas()
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.setLineWidth(4)
    draw(ctx)
    return count(in: pixels(of: ctx)) { $0 != .white } > 0
}

@Suite("Bad input")
struct BadInputTests {
    // MARK: Creation

    @Test("Bitmap contexts with a zero, negative or huge size are nil", arguments: [
        (0, 10), (10, 0), (-1, 10), (10, -5), (32_768, 1), (1, 32_768), (Int.max, 1), (1, Int.max), (Int.min, Int.min),
    ])
    func badBitmapSizes(width: Int, height: Int) {
        #expect(bitmap(width: width, height: height) == nil)
    }

    @Test("Bitmap contexts whose bytesPerRow is too small, negative or overflowing are nil")
    func badBytesPerRow() {
        #expect(bitmap(width: 10, height: 10, bytesPerRow: 39) == nil)
        #expect(bitmap(width: 10, height: 10, bytesPerRow: -40) == nil)
        #expect(bitmap(width: 30_000, height: 30_000, bytesPerRow: Int.max / 2) == nil)
        #expect(bitmap(width: 10, height: 10, bytesPerRow: 40) != nil)
    }

    @Test("Bitmap contexts with an unsupported bits-per-component are nil", arguments: [0, 1, 4, 7, 16, 32, -8])
    func badBitsPerComponent(bits: Int) {
        #expect(bitmap(width: 4, height: 4, bitsPerComponent: bits) == nil)
    }

    @Test("CGImage with a zero, negative or huge size is nil", arguments: [
        (0, 1), (1, 0), (-2, 2), (2, -2), (32_768, 1), (1, 32_768), (Int.max, 1),
    ])
    func badImageSizes(width: Int, height: Int) {
        #expect(image(width: width, height: height, bytesPerRow: 4 * max(1, min(width, 10)), bytes: 64) == nil)
    }

    @Test("CGImage with bytesPerRow too small or a provider with too few bytes is nil")
    func tooFewBytes() {
        #expect(image(width: 4, height: 4, bytesPerRow: 15, bytes: 1_000) == nil, "row too small")
        #expect(image(width: 4, height: 4, bytesPerRow: -16, bytes: 1_000) == nil, "negative row")
        #expect(image(width: 4, height: 4, bytesPerRow: 16, bytes: 63) == nil, "one byte short")
        #expect(image(width: 4, height: 4, bytesPerRow: 16, bytes: 64) != nil, "exactly enough")
        #expect(image(width: 4, height: 4, bytesPerRow: 20, bytes: 76) != nil, "last row needs no padding")
        #expect(image(width: 30_000, height: 30_000, bytesPerRow: Int.max / 4, bytes: 64) == nil, "overflow")
        #expect(image(width: 4, height: 4, bytesPerRow: 16, bytes: 64, bitsPerPixel: 24) == nil,
                "24 bits per pixel cannot hold premultipliedLast")
        #expect(CGImage(maskWidth: 8, height: 8, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                        provider: CGDataProvider(data: Data(count: 7))!, decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(maskWidth: 8, height: 8, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 3,
                        provider: CGDataProvider(data: Data(count: 64))!, decode: nil, shouldInterpolate: false) == nil)
    }

    // MARK: Non-finite geometry

    @Test("NaN and infinite rectangles are ignored by fill, stroke, clear and image drawing", arguments: bad)
    func nonFiniteRects(value: CGFloat) {
        let rects = [CGRect(x: value, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: value, height: 10)]
        let picture = makeQuadrantImage()

        for rect in rects {
            #expect(!changesCanvas { $0.fill(rect) }, "fill \(rect)")
            #expect(!changesCanvas { $0.stroke(rect) }, "stroke \(rect)")
            #expect(!changesCanvas { $0.fillEllipse(in: rect) }, "fillEllipse \(rect)")
            #expect(!changesCanvas { $0.strokeEllipse(in: rect) }, "strokeEllipse \(rect)")
            #expect(!changesCanvas { $0.clear(rect) }, "clear \(rect)")
            #expect(!changesCanvas { $0.draw(picture, in: rect) }, "draw image \(rect)")
            #expect(!changesCanvas { $0.draw(picture, in: rect, byTiling: true) }, "tile image \(rect)")
        }
    }

    @Test("A NaN or infinite mask-clip rectangle is ignored: drawing afterwards is unaffected", arguments: bad)
    func nonFiniteMaskClip(value: CGFloat) {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: value, y: 0, width: 10, height: 10), mask: makeGrayImage(width: 1, height: 1) { _, _ in 0 })
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32) == .red)
    }

    @Test("A NaN or infinite clip rectangle is ignored: drawing afterwards is unaffected", arguments: bad)
    func nonFiniteClip(value: CGFloat) {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 0, y: 0, width: value, height: 10))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32) == .red)
    }

    @Test("NaN and infinite gradient points and radii are ignored", arguments: bad)
    func nonFiniteGradients(value: CGFloat) {
        let all: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        let p = CGPoint(x: value, y: 10)

        #expect(!changesCanvas { $0.drawLinearGradient(redToBlue, start: p, end: .zero, options: all) })
        #expect(!changesCanvas { $0.drawLinearGradient(redToBlue, start: .zero, end: p, options: all) })
        #expect(!changesCanvas {
            $0.drawRadialGradient(redToBlue, startCenter: p, startRadius: 0, endCenter: .zero, endRadius: 10, options: all)
        })
        #expect(!changesCanvas {
            $0.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: value,
                                  options: all)
        })
    }

    @Test("NaN and infinite points in paths are ignored by fill and stroke", arguments: bad)
    func nonFinitePoints(value: CGFloat) {
        #expect(!changesCanvas {
            $0.move(to: CGPoint(x: 10, y: 10))
            $0.addLine(to: CGPoint(x: value, y: 50))
            $0.strokePath()
        })
        #expect(!changesCanvas {
            $0.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: value)])
        })
    }

    @Test("Non-finite shadow, alpha and line width settings are ignored")
    func nonFiniteSettings() {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 2)
        ctx.setShadow(offset: .zero, blur: .infinity)
        ctx.setAlpha(.nan)
        ctx.setLineWidth(.nan)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 16, y: 16, width: 32, height: 32))

        #expect(probe(ctx, 32, 32) == .blue)
        #expect(probe(ctx, 8, 8) == .white && probe(ctx, 56, 56) == .white, "no shadow anywhere")
    }

    // MARK: Degenerate transforms and extremes

    @Test("A singular CTM (scale 0) draws nothing and does not crash", arguments: [(0.0, 0.0), (0.0, 1.0), (1.0, 0.0)])
    func singularCTM(sx: CGFloat, sy: CGFloat) {
        let all: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        func singular(_ draw: @escaping (CGContext) -> Void) -> (CGContext) -> Void {
            { ctx in
                ctx.translateBy(x: 32, y: 32)
                ctx.scaleBy(x: sx, y: sy)
                draw(ctx)
            }
        }

        #expect(!changesCanvas(singular { $0.fill(CGRect(x: 0, y: 0, width: 100, height: 100)) }))
        #expect(!changesCanvas(singular { $0.stroke(CGRect(x: 0, y: 0, width: 100, height: 100)) }))
        #expect(!changesCanvas(singular { $0.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 100, height: 100)) }))
        #expect(!changesCanvas(singular {
            $0.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 10, height: 10), byTiling: true)
        }))
        #expect(!changesCanvas(singular {
            $0.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 10, y: 10), options: all)
        }))
        #expect(!changesCanvas(singular {
            $0.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 10,
                                  options: all)
        }))
        #expect(!changesCanvas(singular {
            $0.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 10,
                                  options: .drawsBeforeStartLocation)
        }))
    }

    @Test("A huge shadow blur does bounded work and still draws the shape", arguments: [500.0, 5_000.0, 1e9])
    func hugeBlur(blur: CGFloat) throws {
        // Bounded work, checked structurally (not by timing): the blur buffer for a 32×32 shape stays small
        // whatever the blur, because wide blurs run downsampled.
        let scratch = try #require(ScratchSurface(area: CGRect(x: 0, y: 0, width: 32, height: 32)))
        defer { scratch.destroy() }
        let mask = try #require(ShadowMask(alphaOf: scratch, blur: blur))
        let limit = 32 + 2 * Int(3 * ShadowMask.maxSigma) + 2
        #expect(mask.width <= limit)
        mask.destroy()

        let ctx = makeCanvas()
        ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: blur)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 16, y: 16, width: 32, height: 32))

        #expect(probe(ctx, 32, 32) == .blue)
        #expect(probe(ctx, 2, 2).r > 200, "a very wide shadow is faint, never a solid block")
    }

    @Test("A shadow offset far beyond the destination lands nowhere")
    func hugeShadowOffset() {
        for offset in [CGSize(width: 1e7, height: 0), CGSize(width: 0, height: -1e9), CGSize(width: 1e300, height: 1e300)] {
            let ctx = makeCanvas()
            ctx.setShadow(offset: offset, blur: 0, color: CGColor(gray: 0, alpha: 1))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 16, y: 16, width: 16, height: 16))

            #expect(count(in: pixels(of: ctx)) { $0 != .white && $0 != .blue } == 0, "offset \(offset)")
        }
    }

    @Test("Huge but finite coordinates do not wrap around onto the canvas")
    func hugeCoordinates() {
        #expect(!changesCanvas { $0.fill(CGRect(x: 1e10, y: 1e10, width: 10, height: 10)) })
        #expect(!changesCanvas { $0.fill(CGRect(x: -1e12, y: 0, width: 10, height: 64)) })
        #expect(!changesCanvas { $0.draw(makeQuadrantImage(), in: CGRect(x: 4e9, y: 0, width: 64, height: 64)) })
    }

    @Test("A 32767 × 1 image, the largest width, draws; 32768 is refused")
    func widestImage() throws {
        let wide = try #require(CGImage(
            width: 32_767, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 32_767 * 4, space: rgb,
            bitmapInfo: CGBitmapInfo(alphaInfo: .noneSkipLast),
            provider: CGDataProvider(data: Data(repeating: 0x40, count: 32_767 * 4))!, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent))
        let ctx = makeCanvas()

        ctx.draw(wide, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32).isClose(to: RGBA8(64, 64, 64), tolerance: 1))
        #expect(image(width: 32_768, height: 1, bytesPerRow: 32_768 * 4, bytes: 32_768 * 4) == nil)
    }

    @Test("Drawing an image into itself-sized extremes: a 1 × 1 image over the whole canvas, and a zero-area rect")
    func degenerateImageRects() {
        let dot = makeImage(width: 1, height: 1) { _, _ in .green }
        let ctx = makeCanvas()

        ctx.draw(dot, in: CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(probe(ctx, 0, 0) == .green && probe(ctx, 63, 63) == .green)
        #expect(!changesCanvas { $0.draw(dot, in: CGRect(x: 10, y: 10, width: 0, height: 30)) })
    }
}
