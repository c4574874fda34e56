// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

/// A bitmap layout and the byte order Quartz documents for it: where R, G, B and A (or the skipped byte) sit.
struct RGBLayout: CustomStringConvertible, Sendable {
    var name: String
    var info: UInt32
    /// Byte offsets of red, green, blue and the alpha-or-skip byte within a pixel.
    var r: Int, g: Int, b: Int, x: Int
    var hasAlpha: Bool

    var description: String { name }

    static let all: [RGBLayout] = [
        RGBLayout(name: "premultipliedFirst, big", info: CGImageAlphaInfo.premultipliedFirst.rawValue,
                  r: 1, g: 2, b: 3, x: 0, hasAlpha: true),
        RGBLayout(name: "premultipliedFirst, 32Little", info: nativeBitmapInfo, r: 2, g: 1, b: 0, x: 3, hasAlpha: true),
        RGBLayout(name: "premultipliedLast, big", info: CGImageAlphaInfo.premultipliedLast.rawValue,
                  r: 0, g: 1, b: 2, x: 3, hasAlpha: true),
        RGBLayout(name: "premultipliedLast, 32Little",
                  info: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                  r: 3, g: 2, b: 1, x: 0, hasAlpha: true),
        RGBLayout(name: "noneSkipFirst, big", info: CGImageAlphaInfo.noneSkipFirst.rawValue,
                  r: 1, g: 2, b: 3, x: 0, hasAlpha: false),
        RGBLayout(name: "noneSkipFirst, 32Little",
                  info: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                  r: 2, g: 1, b: 0, x: 3, hasAlpha: false),
        RGBLayout(name: "noneSkipLast, big", info: CGImageAlphaInfo.noneSkipLast.rawValue,
                  r: 0, g: 1, b: 2, x: 3, hasAlpha: false),
        RGBLayout(name: "noneSkipLast, 32Little",
                  info: CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                  r: 3, g: 2, b: 1, x: 0, hasAlpha: false),
    ]
}

/// Runs `draw` on a context over caller-owned memory (initially `fill`) and returns that memory.
private func drawInMemory(
    width: Int = 4, height: Int = 2, bytesPerRow: Int, space: CGColorSpace?, info: UInt32, fill: UInt8 = 0,
    _ draw: (CGContext) -> Void
) -> [UInt8] {
    var memory = [UInt8](repeating: fill, count: bytesPerRow * height)
    memory.withUnsafeMutableBytes { buffer in
        let ctx = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                            bytesPerRow: bytesPerRow, space: space, bitmapInfo: info)!
        draw(ctx)
    }
    return memory
}

@Suite("Bitmap context formats")
struct BitmapContextFormatTests {
    @Test("Each RGB layout stores an opaque colour in the documented byte order", arguments: RGBLayout.all)
    func opaqueColorByteOrder(layout: RGBLayout) {
        let memory = drawInMemory(bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), info: layout.info) { ctx in
            ctx.setFillColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // bottom-left pixel: first pixel of the LAST row
        }

        let pixel = Array(memory[16..<20])
        #expect(pixel[layout.r] == 255)
        #expect(abs(Int(pixel[layout.g]) - 128) <= 1)
        #expect(abs(Int(pixel[layout.b]) - 64) <= 1)
        if layout.hasAlpha { #expect(pixel[layout.x] == 255) }
        // Every other pixel keeps its zero colour (the skipped byte of skip layouts is undefined, as on Apple).
        for p in [0, 1, 2, 3, 5, 6, 7] {
            let other = Array(memory[p * 4..<p * 4 + 4])
            #expect(other[layout.r] == 0 && other[layout.g] == 0 && other[layout.b] == 0, "pixel \(p)")
            if layout.hasAlpha { #expect(other[layout.x] == 0) }
        }
    }

    @Test("Premultiplied layouts store colour multiplied by alpha",
          arguments: RGBLayout.all.filter(\.hasAlpha))
    func premultipliedStorage(layout: RGBLayout) {
        let memory = drawInMemory(bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), info: layout.info) { ctx in
            ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }

        let pixel = Array(memory[0..<4])
        #expect(abs(Int(pixel[layout.x]) - 128) <= 1, "alpha")
        #expect(abs(Int(pixel[layout.r]) - 128) <= 1, "red 1 × 0.5")
        #expect(abs(Int(pixel[layout.g]) - 64) <= 1, "green 0.5 × 0.5")
        #expect(pixel[layout.b] == 0)
    }

    @Test("A DeviceGray context stores one byte of gray per pixel; colours become their luminance")
    func deviceGray() {
        let memory = drawInMemory(bytesPerRow: 4, space: CGColorSpaceCreateDeviceGray(),
                                  info: CGImageAlphaInfo.none.rawValue) { ctx in
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            ctx.setFillColor(gray: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }

        #expect(abs(Int(memory[0]) - 128) <= 1, "top row, first pixel: 50 % gray")
        #expect(abs(Int(memory[1]) - 76) <= 1, "pure red has luminance 0.299")
        #expect(memory[4] == 255, "bottom row: white")
        #expect(memory[2] == 0 && memory[5] == 0)
    }

    @Test("An alpha-only context (nil colour space) stores only coverage")
    func alphaOnly() {
        let memory = drawInMemory(bytesPerRow: 4, space: nil, info: CGImageAlphaInfo.alphaOnly.rawValue) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            ctx.setFillColor(gray: 0, alpha: 1)
            ctx.fill(CGRect(x: 3, y: 1, width: 1, height: 1))
        }

        #expect(memory == [0, 0, 0, 255, 128, 128, 0, 0] || memory == [0, 0, 0, 255, 127, 127, 0, 0])
    }

    @Test("Drawing composites over what the caller's memory already holds", arguments: [
        RGBLayout.all[1], RGBLayout.all[2],  // native layout (drawn in place) and a converted one
    ])
    func callerContentsRespected(layout: RGBLayout) {
        var initial = [UInt8](repeating: 0, count: 16 * 2)
        for p in 0..<8 {
            initial[p * 4 + layout.g] = 255
            initial[p * 4 + layout.x] = 255
        }
        var memory = initial

        memory.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(data: buffer.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout.info)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }

        let blended = Array(memory[0..<4]), untouched = Array(memory[8..<12])
        #expect(abs(Int(blended[layout.r]) - 128) <= 1 && abs(Int(blended[layout.g]) - 127) <= 1,
                "half red over green")
        #expect(blended[layout.x] == 255)
        #expect(untouched == Array(initial[8..<12]), "pixels outside the fill keep the caller's values")
    }

    @Test("A context that allocates its own memory (data nil) starts zeroed")
    func selfAllocatedIsZeroed() throws {
        let ctx = try #require(CGContext(data: nil, width: 7, height: 5, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: nativeBitmapInfo))

        let data = try #require(ctx.data)
        let bytes = UnsafeRawBufferPointer(start: data, count: ctx.bytesPerRow * ctx.height)
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test("bytesPerRow 0 is computed to hold a row")
    func bytesPerRowComputed() throws {
        let rgb = try #require(CGContext(data: nil, width: 10, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: nativeBitmapInfo))
        let gray = try #require(CGContext(data: nil, width: 10, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(),
                                          bitmapInfo: CGImageAlphaInfo.none.rawValue))

        #expect(rgb.bytesPerRow >= 40)
        #expect(gray.bytesPerRow >= 10)
        rgb.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        rgb.fill(CGRect(x: 9, y: 1, width: 1, height: 1))
        let image = try #require(rgb.makeImage())
        #expect(RGBAImage(image)[9, 0] == (0, 0, 255, 255), "rows are laid out at the computed stride")
    }

    @Test("With bytesPerRow larger than a row, the padding bytes are never written", arguments: [
        RGBLayout.all[1], RGBLayout.all[2],
    ])
    func paddingUntouched(layout: RGBLayout) {
        let memory = drawInMemory(bytesPerRow: 24, space: CGColorSpaceCreateDeviceRGB(), info: layout.info,
                                  fill: 0xAB) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }

        for row in 0..<2 {
            #expect(memory[row * 24 + 16..<row * 24 + 24].allSatisfy { $0 == 0xAB }, "padding of row \(row)")
            #expect(memory[row * 24 + 12 + layout.b] == 255, "last pixel of row \(row) is blue")
        }
    }

    @Test("makeImage copies: drawing afterwards does not change the image")
    func makeImageCopies() throws {
        let ctx = makeCanvas(width: 8, height: 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))

        let image = try #require(ctx.makeImage())
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))

        #expect(RGBAImage(image)[4, 4] == (255, 0, 0, 255))
        #expect(probe(ctx, 4, 4) == .blue)
    }

    @Test("A context reports its size, layout and colour space; its image has the same layout")
    func properties() throws {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        let ctx = try #require(CGContext(data: nil, width: 12, height: 5, bitsPerComponent: 8, bytesPerRow: 64,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))

        #expect(ctx.width == 12 && ctx.height == 5)
        #expect(ctx.bitsPerComponent == 8 && ctx.bitsPerPixel == 32)
        #expect(ctx.bytesPerRow == 64)
        #expect(ctx.alphaInfo == .premultipliedLast)
        #expect(ctx.bitmapInfo.rawValue == info)
        #expect(ctx.colorSpace?.model == .rgb)
        let image = try #require(ctx.makeImage())
        #expect(image.width == 12 && image.height == 5 && image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .premultipliedLast)
        let gray = try #require(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: 0))
        #expect(gray.bitsPerPixel == 8 && gray.colorSpace?.model == .monochrome && gray.alphaInfo == .none)
        let mask = try #require(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: nil, bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(mask.bitsPerPixel == 8 && mask.colorSpace == nil && mask.alphaInfo == .alphaOnly)
    }

    @Test("Unsupported layouts give nil", arguments: [
        (8, CGImageAlphaInfo.last.rawValue, "non-premultiplied last"),
        (8, CGImageAlphaInfo.first.rawValue, "non-premultiplied first"),
        (8, CGImageAlphaInfo.none.rawValue, "RGB without alpha or skip byte"),
        (16, CGImageAlphaInfo.premultipliedLast.rawValue, "16 bits per component"),
        (5, CGImageAlphaInfo.noneSkipFirst.rawValue, "5 bits per component"),
        (8, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue, "float"),
        (8, 31, "an alpha info out of range"),
    ])
    func unsupportedLayouts(bitsPerComponent: Int, info: UInt32, why: String) {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bitsPerComponent, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil, "\(why)")
    }

    @Test("Gray with an alpha channel is unsupported, and so is an RGB space with alpha-only … except as a mask")
    func grayWithAlpha() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: nil, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }
}
