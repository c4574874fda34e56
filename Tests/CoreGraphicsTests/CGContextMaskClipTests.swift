// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let suite = "CGContextMaskClipTests"

/// Three vertical bands of gray samples, 16 wide each: white, 50 % gray, black (drawn 1:1 into a 48-wide rect).
private let threeBands = makeGrayImage(width: 48, height: 1) { c, _ in [255, 128, 0][c / 16] }

private let wholeCanvas = CGRect(x: 0, y: 0, width: 64, height: 64)

/// Fills the whole canvas with `color` (red by default) through the current clip.
private func fillAll(_ ctx: CGContext, _ color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) {
    ctx.setFillColor(color)
    ctx.fill(wholeCanvas)
}

/// An image mask of two samples: 0 (paint passes) on the left, 255 (blocked) on the right; not interpolated.
private let leftOpenMask = CGImage(
    maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
    provider: CGDataProvider(data: Data([0, 255]))!, decode: nil, shouldInterpolate: false)

@Suite("Clipping to a mask")
struct CGContextMaskClipTests {
    @Test("A DeviceGray mask: white lets paint through, black blocks it, gray lets about half through")
    func grayMask() {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 64), mask: threeBands)
        fillAll(ctx)

        #expect(probe(ctx, 8, 32) == .red)
        #expect(probe(ctx, 24, 32).isClose(to: RGBA8(255, 127, 127), tolerance: 2))
        #expect(probe(ctx, 40, 32) == .white)
    }

    @Test("Outside the mask's rectangle everything is clipped away")
    func outsideRectClipped() {
        let ctx = makeCanvas()
        let white = makeGrayImage(width: 1, height: 1) { _, _ in 255 }

        ctx.clip(to: CGRect(x: 16, y: 16, width: 32, height: 32), mask: white)
        fillAll(ctx, CGColor(red: 0, green: 0, blue: 1, alpha: 1))

        #expect(probe(ctx, 32, 32) == .blue)
        #expect(probe(ctx, 8, 32) == .white)
        #expect(probe(ctx, 32, 56) == .white)
        #expect(probe(ctx, 56, 8) == .white)
    }

    @Test("An image mask clips as it would paint: sample 0 lets paint through, the largest sample blocks it")
    func imageMaskIsInverse() throws {
        let ctx = makeCanvas()
        let mask = try #require(leftOpenMask)

        ctx.clip(to: wholeCanvas, mask: mask)
        fillAll(ctx, CGColor(red: 0, green: 1, blue: 0, alpha: 1))

        #expect(probe(ctx, 2, 32) == .green)
        #expect(probe(ctx, 62, 32) == .white)
    }

    @Test("The mask's first row maps to the top of the rectangle")
    func maskOrientation() {
        let ctx = makeCanvas()
        let topWhite = makeGrayImage(width: 1, height: 2) { _, r in r == 0 ? 255 : 0 }

        ctx.clip(to: wholeCanvas, mask: topWhite)
        fillAll(ctx)

        #expect(probe(ctx, 32, 62) == .red)
        #expect(probe(ctx, 32, 2) == .white)
    }

    @Test("A mask clip intersects with a path clip")
    func combinedWithPathClip() {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 0, y: 0, width: 64, height: 32))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 64), mask: threeBands)
        fillAll(ctx)

        #expect(probe(ctx, 8, 16) == .red, "inside both")
        #expect(probe(ctx, 8, 48) == .white, "outside the path clip")
        #expect(probe(ctx, 40, 16) == .white, "blocked by the mask")
    }

    @Test("restoreGState removes a mask clip")
    func restoredByRestoreGState() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 64), mask: threeBands)
        ctx.restoreGState()
        fillAll(ctx)

        #expect(probe(ctx, 40, 32) == .red)
        #expect(probe(ctx, 60, 32) == .red)
    }

    @Test("Golden: a radial gray mask clips strokes, images and gradients alike, under a rotated CTM")
    func maskClipsEverything() throws {
        let ctx = makeCanvas()
        let spot = makeGrayImage(width: 16, height: 16) { c, r in
            let dx = Double(c) - 7.5, dy = Double(r) - 7.5
            return UInt8(max(0, min(255, 255 - ((dx * dx + dy * dy).squareRoot() - 3) * 64)))
        }

        ctx.translateBy(x: 32, y: 32)
        ctx.rotate(by: .pi / 4)
        ctx.clip(to: CGRect(x: -28, y: -28, width: 56, height: 56), mask: spot)
        ctx.rotate(by: -.pi / 4)
        ctx.translateBy(x: -32, y: -32)
        ctx.interpolationQuality = .none
        ctx.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(6)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 32), CGPoint(x: 64, y: 32)])

        #expect(probe(ctx, 28, 36) == .red, "the spot's centre lets everything through")
        #expect(probe(ctx, 32, 32) == .black)
        #expect(probe(ctx, 2, 2) == .white && probe(ctx, 61, 61) == .white, "corners are blocked")
        #expect(probe(ctx, 2, 32) == .white, "the stroke is clipped too")
        try expectGolden(ctx, "spot", suite: suite)
    }

    @Test("A gradient drawn through a mask clip is masked")
    func gradientThroughMask() {
        let ctx = makeCanvas()
        let black = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 0, 1],
                               locations: nil)!

        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 64), mask: threeBands)
        ctx.drawLinearGradient(black, start: .zero, end: CGPoint(x: 64, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])

        #expect(probe(ctx, 8, 32) == .black)
        #expect(probe(ctx, 24, 32).isClose(to: RGBA8(127, 127, 127), tolerance: 2))
        #expect(probe(ctx, 40, 32) == .white)
    }
}

@Suite("Clipping to a mask: sampling")
struct CGContextMaskClipSamplingTests {
    @Test("A mask created with shouldInterpolate false clips with hard edges when scaled up")
    func maskWithoutInterpolation() throws {
        let ctx = makeCanvas()
        let mask = try #require(leftOpenMask)

        ctx.clip(to: wholeCanvas, mask: mask)
        fillAll(ctx)

        #expect(probe(ctx, 31, 32) == .red)
        #expect(probe(ctx, 32, 32) == .white)
    }
}

@Suite("Clipping to a mask: blend modes")
struct CGContextMaskClipBlendTests {
    /// A 64×64 DeviceGray mask open (white) on its left half.
    private var leftHalfMask: CGImage {
        let m = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        m.setFillColor(gray: 1, alpha: 1)
        m.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        return m.makeImage()!
    }

    @Test("Under a mask clip, blend modes act only inside the shape and only where the mask is open",
          arguments: [CGBlendMode.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop])
    func blendModesStayInShape(mode: CGBlendMode) {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 64, height: 64), mask: leftHalfMask)
        ctx.setBlendMode(mode)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 32))  // the bottom half (Quartz y up)

        let image = pixels(of: ctx)
        // Top half (outside the filled shape), both sides: untouched red.
        #expect(image[10, 10] == (255, 0, 0, 255))
        #expect(image[50, 10] == (255, 0, 0, 255))
        // Bottom right (inside the shape, mask closed): untouched red.
        #expect(image[50, 50] == (255, 0, 0, 255))
        // Bottom left (inside the shape, mask open): changed by the mode.
        #expect(image[10, 50] != (255, 0, 0, 255) || mode == .destinationIn || mode == .destinationAtop)
    }

    @Test("An image with alpha clips by its alpha, as on iOS: opaque lets paint through, clear blocks it")
    func alphaImageClipsByAlpha() {
        let ctx = makeCanvas()
        // Black everywhere (luminance 0), opaque on the left half, half transparent in the middle, clear on the right.
        let mask = makeImage(width: 48, height: 1) { c, _ in RGBA8(0, 0, 0, [255, 128, 0][c / 16]) }

        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 64), mask: mask)
        fillAll(ctx)

        #expect(probe(ctx, 8, 32) == .red)
        #expect(probe(ctx, 24, 32).isClose(to: RGBA8(255, 127, 127), tolerance: 2))
        #expect(probe(ctx, 40, 32) == .white)
    }

    @Test("A colour image without alpha still clips by its gray value")
    func opaqueColourImageClipsByValue() {
        let ctx = makeCanvas()
        let bytes = (0..<32).flatMap { c -> [UInt8] in c < 16 ? [255, 255, 255, 0] : [0, 0, 0, 0] }
        let opaque = CGImage(
            width: 32, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 128,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .noneSkipLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
            intent: .defaultIntent)!

        ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 64), mask: opaque)
        fillAll(ctx)

        #expect(probe(ctx, 8, 32) == .red)
        #expect(probe(ctx, 24, 32) == .white)
    }
}
