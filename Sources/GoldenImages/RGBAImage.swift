// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// Straight (not premultiplied) 8-bit RGBA pixels, rows top to bottom: the form images are compared in.
public struct RGBAImage: Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// An image of `width`×`height` pixels from straight-alpha RGBA bytes, row by row from the top.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixels of any `CGImage`, drawn 1:1 into an RGBA bitmap context.
    public init(_ image: CGImage) {
        let w = image.width, h = image.height
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(
                data: buffer.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setBlendMode(.copy)
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        }
        // Un-premultiply.
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = Int(bytes[i + 3])
            if a != 0 && a != 255 {
                for c in 0..<3 { bytes[i + c] = UInt8(min(255, (Int(bytes[i + c]) * 255 + a / 2) / a)) }
            }
        }
        self.init(width: w, height: h, pixels: bytes)
    }

    /// Decodes PNG bytes.
    public init?(pngData: Data) {
        guard let provider = CGDataProvider(data: pngData),
            let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false,
                                intent: .defaultIntent)
        else { return nil }
        self.init(image)
    }

    /// The pixel at (x, y) from the top-left, as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// As a `CGImage` (non-premultiplied RGBA).
    public var cgImage: CGImage? {
        guard let provider = CGDataProvider(data: Data(pixels)) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                       provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }

    /// PNG bytes.
    public func pngData() -> Data? { cgImage.flatMap { $0.pngData() } }
}
