// SPDX-License-Identifier: Apache-2.0

import CJPEG
import Foundation

extension ImageCodec {
    /// Decodes JPEG `data` with libjpeg-turbo straight into the output buffer (one copy of the pixels at the
    /// peak). CMYK and YCCK files are decoded as CMYK and converted to RGB in place, reading Adobe's inverted
    /// samples when the file has an APP14 "Adobe" segment. With `target`, the image is decoded at the smallest of
    /// libjpeg-turbo's scales (1/8 … 1) whose longer side is still at least `target` pixels, which is what makes
    /// thumbnails of huge JPEGs cheap. Nil (logged) when the data is not a JPEG, its header is unreadable, or the
    /// decoded size exceeds `budget` pixels (refused before any pixel is allocated).
    package static func decodeJPEG(_ data: Data, budget: Int = ImageBudget.pixels, target: Int? = nil) -> Pixels? {
        guard looksLikeJPEG(data) else {
            Diagnostics.log("JPEG decode: data (\(data.count) bytes) has no JPEG SOI marker; returning nil")
            return nil
        }
        guard let header = probeJPEG(data) else {
            Diagnostics.log("JPEG decode: unreadable header; returning nil")
            return nil
        }
        let (w, h) = target.map { scaledJPEGSize(header.width, header.height, atLeast: $0) }
            ?? (header.width, header.height)
        guard w <= CGImage.maxDimension, h <= CGImage.maxDimension else {
            Diagnostics.log("JPEG decode: size \(w)×\(h) is larger than \(CGImage.maxDimension) pixels; returning nil")
            return nil
        }
        guard ImageBudget.admits(width: w, height: h, budget: budget, what: "JPEG decode"),
            let handle = tjInitDecompress()
        else { return nil }
        defer { tjDestroy(handle) }
        let cmyk = header.colorModel == "CMYK"
        var out = Data(count: w * 4 * h)
        let result = out.withUnsafeMutableBytes { dst in
            data.withUnsafeBytes { src in
                tjDecompress2(handle, src.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(data.count),
                              dst.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(w), Int32(w * 4),
                              Int32(h), Int32((cmyk ? TJPF_CMYK : TJPF_BGRX).rawValue), 0)
            }
        }
        // A truncated file decodes with a warning (grey fill for missing rows); only hard errors fail.
        if result != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
            Diagnostics.log("JPEG decode failed: \(String(cString: tjGetErrorStr2(handle))); returning nil")
            return nil
        }
        out.withUnsafeMutableBytes { dst in
            let words = dst.baseAddress!.assumingMemoryBound(to: UInt32.self)
            if cmyk {
                convertCMYKToNative(words, count: w * h, inverted: header.invertedCMYK)
            } else {
                for i in 0..<(w * h) { words[i] |= 0xFF00_0000 }
            }
        }
        return Pixels(width: w, height: h, bytes: out, opaque: true)
    }

    /// Rewrites C, M, Y, K bytes as opaque native ARGB32 words in place. Adobe's inverted samples store 255 for
    /// no ink (so red = C × K / 255); plain CMYK stores 255 for full ink.
    private static func convertCMYKToNative(_ words: UnsafeMutablePointer<UInt32>, count: Int, inverted: Bool) {
        for i in 0..<count {
            let v = words[i]
            var c = v & 0xFF, m = v >> 8 & 0xFF, y = v >> 16 & 0xFF, k = v >> 24
            if !inverted { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k }
            let r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255
            words[i] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
    }

    /// The size libjpeg-turbo decodes a `width`×`height` JPEG to at its smallest scale whose longer side is at
    /// least `target` (the full size when no scale is that large).
    package static func scaledJPEGSize(_ width: Int, _ height: Int, atLeast target: Int) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        var best = (width, height)
        for i in 0..<Int(count) {
            let f = factors[i]
            guard f.num > 0, f.denom > 0, f.num <= f.denom else { continue }
            let sw = (width * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            let sh = (height * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            if max(sw, sh) >= target, sw * sh < best.0 * best.1 { best = (sw, sh) }
        }
        return best
    }
}

extension ImageCodec {
    /// Encodes 8-bit C, M, Y, K samples (`width × height × 4` bytes, Adobe's inverted convention: 255 = no ink) as
    /// a YCCK JPEG with an Adobe APP14 segment, as Photoshop writes CMYK files; nil when the samples do not fit.
    /// For tests and tools: Core Graphics itself never writes CMYK.
    package static func encodeCMYKJPEG(_ samples: [UInt8], width: Int, height: Int, quality: Int32 = 95) -> Data? {
        guard width > 0, height > 0, samples.count == width * height * 4, let handle = tjInitCompress() else {
            return nil
        }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let result = tjCompress2(handle, samples, Int32(width), Int32(width * 4), Int32(height),
                                 Int32(TJPF_CMYK.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        defer { if let buffer { tjFree(buffer) } }
        guard result == 0, let buffer else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }
}
