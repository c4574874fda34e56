// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Image files whose headers claim huge sizes (issue 12's decompression bombs), built in the test, and helpers to
/// measure what loading them costs.
enum ImageBomb {
    /// A JPEG (a few hundred bytes) claiming `width`×`height`: a real 8×8 JPEG whose SOF0 size is patched.
    static func jpeg(width: Int, height: Int) -> Data {
        var data = smallJPEG(width: 8, height: 8)
        let sof = sofOffset(data)
        data[sof + 5] = UInt8(height >> 8)
        data[sof + 6] = UInt8(height & 0xFF)
        data[sof + 7] = UInt8(width >> 8)
        data[sof + 8] = UInt8(width & 0xFF)
        return data
    }

    /// A real JPEG, left half red, right half blue.
    static func smallJPEG(width: Int, height: Int) -> Data {
        makeImage(width: width, height: height) { x, _ in x < width / 2 ? .red : .blue }.jpegData(quality: 0.95)!
    }

    /// `jpeg` with an APP1 Exif segment (big-endian TIFF) whose orientation tag is `orientation`.
    static func withEXIFOrientation(_ jpeg: Data, _ orientation: UInt8) -> Data {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation,
                             0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return jpeg.prefix(2) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    /// A GIF (a few dozen bytes) whose logical screen and `frames` image descriptors claim `side`×`side`.
    static func gif(side: Int, frames: Int = 1) -> Data {
        let lo = UInt8(side & 0xFF), hi = UInt8(side >> 8)
        let frame: [UInt8] = [0x21, 0xF9, 4, 0, 10, 0, 0, 0] + [0x2C, 0, 0, 0, 0, lo, hi, lo, hi, 0]
            + [2, 2, 0x4C, 0x01, 0]
        return Data(Array("GIF89a".utf8) + [lo, hi, lo, hi, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + Array(repeating: frame, count: frames).joined() + [0x3B])
    }

    /// A PNG whose IHDR claims `side`×`side` RGBA, followed by a little image data and IEND.
    static func png(side: Int) -> Data {
        func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(v >> $0 & 0xFF) } }
        let ihdr = be32(13) + Array("IHDR".utf8) + be32(side) + be32(side) + [8, 6, 0, 0, 0] + be32(0)
        let idat = be32(4) + Array("IDAT".utf8) + [0x78, 0x9C, 0x03, 0x00] + be32(0)
        let iend = be32(0) + Array("IEND".utf8) + be32(0)
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr + idat + iend)
    }

    /// A BMP header (54 bytes, no pixels) claiming `side`×`side` at 24 bits per pixel.
    static func bmp(side: Int) -> Data {
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        return Data(Array("BM".utf8) + le(54, 4) + le(0, 4) + le(54, 4) + le(40, 4) + le(side, 4) + le(side, 4)
            + le(1, 2) + le(24, 2) + le(0, 4) + le(0, 4) + le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4))
    }

    /// The offset of the first SOF0/SOF2 marker.
    private static func sofOffset(_ data: Data) -> Int {
        (0..<data.count - 1).first { data[$0] == 0xFF && (data[$0 + 1] == 0xC0 || data[$0 + 1] == 0xC2) }!
    }
}

/// The process's resident memory in bytes (`/proc/self/statm`).
func residentBytes() -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
