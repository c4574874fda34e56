// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

private let rgb = CGColorSpaceCreateDeviceRGB()

@Suite("Image and bitmap sizes whose byte arithmetic overflows")
struct ImageSizeHardeningTests {
    @Test("CGImage with a bits-per-pixel that overflows the row size is nil", arguments: [
        (1, Int.max), (2, Int.max / 2 + 1), (32_767, Int.max / 32_767 + 1), (1, Int.max - 3),
    ])
    func overflowingBitsPerPixel(width: Int, bitsPerPixel: Int) {
        let image = CGImage(
            width: width, height: 1, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: Int.max, space: rgb,
            bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: CGDataProvider(data: Data(count: 64))!,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)

        #expect(image == nil)
    }

    @Test("CGImage whose last row would end past Int.max is nil")
    func overflowingTotal() {
        let image = CGImage(
            width: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: Int.max - 8, space: rgb,
            bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: CGDataProvider(data: Data(count: 64))!,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)

        #expect(image == nil)
    }

    @Test("A bitmap context whose bytesPerRow does not fit Cairo's 32-bit stride is nil")
    func strideBeyondInt32() {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { buffer.deallocate() }

        let ctx = CGContext(data: buffer, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 1 << 31, space: rgb,
                            bitmapInfo: nativeBitmapInfo)

        #expect(ctx == nil)
    }
}
