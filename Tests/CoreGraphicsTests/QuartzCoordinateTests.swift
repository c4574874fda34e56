// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

@Suite("Quartz coordinate system")
struct QuartzCoordinateTests {
    @Test("A bitmap context's origin is bottom-left: (0,0,10,10) lands in the last rows of memory")
    func originIsBottomLeft() throws {
        let w = 32, h = 32
        var memory = [UInt8](repeating: 0, count: w * h * 4)
        memory.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(
                data: buffer.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        func rgba(_ x: Int, _ row: Int) -> [UInt8] { Array(memory[(row * w + x) * 4..<(row * w + x) * 4 + 4]) }
        #expect(rgba(0, h - 1) == [255, 0, 0, 255])
        #expect(rgba(9, h - 10) == [255, 0, 0, 255])
        #expect(rgba(10, h - 1) == [0, 0, 0, 0])
        #expect(rgba(0, h - 11) == [0, 0, 0, 0])
        #expect(rgba(0, 0) == [0, 0, 0, 0])
    }

    @Test("Golden: rectangles in the four quadrants")
    func quadrants() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 32, y: 32, width: 32, height: 32))
        try expectGolden(ctx, "quadrants", suite: "Coordinates")
    }
}
