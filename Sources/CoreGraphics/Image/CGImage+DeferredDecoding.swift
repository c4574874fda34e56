// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Header first, pixels on first use, as iOS loads images: the header gives the size (and so `UIImage.size`) at
/// once; the pixels are decoded the first time something reads them (drawing, cropping, encoding), once.
extension CGImage {
    /// An image of `data`, whose header is `header`, that decodes its pixels on first use. Nil (logged) when the
    /// header's size exceeds `budget` pixels or 32,767 pixels on a side. Decoding later can still fail (data
    /// corrupt after a good header): the image then has no pixels and draws nothing (logged), as a partly
    /// downloaded image does on iOS.
    package static func deferred(_ data: Data, header: ImageHeader, budget: Int = ImageBudget.pixels) -> CGImage? {
        let w = header.width, h = header.height
        guard ImageBudget.admits(width: w, height: h, budget: budget, what: "Image \(header.format.typeIdentifier)")
        else { return nil }
        guard w <= maxDimension, h <= maxDimension else {
            Diagnostics.log("Image: \(w)×\(h) is larger than \(maxDimension) pixels on a side; returning nil")
            return nil
        }
        let provider = CGDataProvider(deferred: {
            guard let pixels = ImageCodec.decode(data, header: header, budget: budget) else { return nil }
            guard pixels.width == w, pixels.height == h else {
                Diagnostics.log("Image: decoded \(pixels.width)×\(pixels.height), but the header said \(w)×\(h); "
                    + "the image stays empty")
                return nil
            }
            return pixels.bytes
        })
        let alpha: CGImageAlphaInfo = header.hasAlpha == false ? .noneSkipFirst : .premultipliedFirst
        return CGImage(
            width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: w * 4,
            colorSpace: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB),
            bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            isMask: false, decode: nil, shouldInterpolate: true, intent: .defaultIntent, provider: provider)
    }

    /// Whether the pixels exist yet: false for a ``deferred(_:header:budget:)`` image nothing has drawn or read.
    package var hasDecodedPixels: Bool { dataProvider?.hasBytes ?? true }
}

extension ImageCodec {
    /// Decodes `data`, whose header is `header`, with the decoder for its format; nil (logged) on failure or when
    /// the image exceeds `budget` pixels.
    package static func decode(_ data: Data, header: ImageHeader, budget: Int = ImageBudget.pixels) -> Pixels? {
        switch header.format {
        case .png: return decodePNG(data, budget: budget)
        case .jpeg: return decodeJPEG(data, budget: budget)
        case .xbm: return decodeXBM(data, budget: budget)
        default:
            guard ImageBudget.admits(width: header.width, height: header.height, budget: budget,
                                     what: "Image decode (\(header.format.typeIdentifier))")
            else { return nil }
            // An icon directory this reader cannot follow may still be one gdk-pixbuf's loader accepts.
            let icon = (header.format == .ico || header.format == .cur) && iconDirectory(data) != nil
            return icon ? decodeICO(data) : decodeWithPixbuf(data)
        }
    }

    /// Reads the header of `data` and decodes it now; nil (logged) as for ``probe(_:)`` and
    /// ``decode(_:header:budget:)``.
    package static func decode(_ data: Data, budget: Int = ImageBudget.pixels) -> Pixels? {
        guard let header = probe(data) else { return nil }
        return decode(data, header: header, budget: budget)
    }
}
