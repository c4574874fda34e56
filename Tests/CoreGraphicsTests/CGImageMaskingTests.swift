// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

/// An opaque red image `width` × `height` pixels (premultiplied ARGB, little-endian words).
private func redImage(width: Int = 4, height: Int = 2) -> CGImage {
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return ctx.makeImage()!
}

/// An 8-bit gray image without alpha from rows of gray levels.
private func grayImage(_ rows: [[UInt8]], alpha: CGImageAlphaInfo = .none) -> CGImage? {
    let bpp = alpha == .none ? 8 : 16
    let data = Data(rows.flatMap { row in row.flatMap { alpha == .none ? [$0] : [$0, 255] } })
    return CGImage(width: rows[0].count, height: rows.count, bitsPerComponent: 8, bitsPerPixel: bpp,
                   bytesPerRow: rows[0].count * bpp / 8, space: CGColorSpaceCreateDeviceGray(),
                   bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue), provider: CGDataProvider(data: data)!,
                   decode: nil, shouldInterpolate: false, intent: .defaultIntent)
}

/// The alpha of each pixel of a premultiplied-first little-endian image, row by row.
private func alphas(_ image: CGImage) -> [[UInt8]] {
    let bytes = image.dataProvider!.bytes!
    return (0..<image.height).map { y in (0..<image.width).map { x in bytes[y * image.bytesPerRow + x * 4 + 3] } }
}

@Suite("CGImage masking and CGRect dividing")
struct CGImageMaskingTests {
    @Test("An image mask's samples are inverse alpha: 1 is transparent, 0 opaque")
    func imageMask() throws {
        let rows: [[UInt8]] = [[0x00, 0xFF, 0x00, 0xFF], [0xFF, 0x00, 0x80, 0x00]]
        let mask = try #require(CGImage(maskWidth: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                                        provider: CGDataProvider(data: Data(rows.flatMap { $0 }))!, decode: nil,
                                        shouldInterpolate: false))
        let masked = try #require(redImage().masking(mask))
        #expect(masked.width == 4 && masked.height == 2 && !masked.isMask)
        let a = alphas(masked)
        #expect(a[0] == [255, 0, 255, 0])
        #expect(a[1][0] == 0 && a[1][1] == 255 && abs(Int(a[1][2]) - 127) <= 1)
        // Colour stays red where the image shows.
        let bytes = masked.dataProvider!.bytes!
        #expect(bytes[2] == 255 && bytes[1] == 0 && bytes[0] == 0)
    }

    @Test("A grayscale image's samples are alpha: white opaque, black transparent; other sizes are scaled")
    func grayscaleMask() throws {
        let mask = try #require(grayImage([[255, 0, 255, 0], [0, 255, 128, 255]]))
        let a = alphas(try #require(redImage().masking(mask)))
        #expect(a[0] == [255, 0, 255, 0])
        #expect(a[1][0] == 0 && a[1][1] == 255 && abs(Int(a[1][2]) - 128) <= 1)
        // A 2×1 mask (left white, right black) stretched over 4×2.
        let small = try #require(grayImage([[255, 0]]))
        let scaled = alphas(try #require(redImage().masking(small)))
        #expect(scaled[0][0] == 255 && scaled[1][0] == 255 && scaled[0][3] == 0 && scaled[1][3] == 0)
    }

    @Test("Bad masks and masked masks give nil")
    func badInput() throws {
        #expect(redImage().masking(redImage()) == nil, "an RGB image is not a mask")
        #expect(try redImage().masking(#require(grayImage([[255, 0]], alpha: .last))) == nil, "gray with alpha")
        let mask = try #require(CGImage(maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                                        provider: CGDataProvider(data: Data([0]))!, decode: nil,
                                        shouldInterpolate: false))
        #expect(mask.masking(mask) == nil, "an image mask cannot be masked")
    }

    @Test("CGRect.divided(atDistance:from:) slices from each edge and clamps the distance")
    func divided() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let left = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(left.slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(left.remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
        let bottom = rect.divided(atDistance: 10, from: .maxYEdge)
        #expect(bottom.slice == CGRect(x: 10, y: 60, width: 100, height: 10))
        #expect(bottom.remainder == CGRect(x: 10, y: 20, width: 100, height: 40))
        let all = rect.divided(atDistance: 500, from: .maxXEdge)
        #expect(all.slice == rect && all.remainder.width == 0)
    }
}
