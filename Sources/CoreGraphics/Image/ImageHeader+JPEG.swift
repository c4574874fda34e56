// SPDX-License-Identifier: Apache-2.0

import CJPEG
import Foundation

extension ImageCodec {
    /// The JPEG header: size and colour space from libjpeg-turbo (which reads up to the first scan), then a walk
    /// over the segments before the scan for EXIF orientation (APP1, tag 0x0112), JFIF density (APP0) and Adobe's
    /// APP14 marker, whose CMYK files store inverted samples.
    static func probeJPEG(_ data: Data) -> ImageHeader? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let ok = data.withUnsafeBytes { src in
            tjDecompressHeader3(handle, src.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(data.count),
                                &width, &height, &subsampling, &colorspace) == 0
        }
        guard ok, width > 0, height > 0 else { return nil }
        var header = ImageHeader(format: .jpeg, width: Int(width), height: Int(height))
        header.hasAlpha = false
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        header.colorModel = cmyk ? "CMYK" : colorspace == Int32(TJCS_GRAY.rawValue) ? "Gray" : "RGB"
        walkJPEGSegments(data) { marker, start, length in
            switch marker {
            case 0xE0: readJFIFDensity(data, start, length, into: &header)
            case 0xE1: if let o = exifOrientation(data, start, length) { header.orientation = o }
            case 0xEE: header.invertedCMYK = cmyk && data.count >= start + 5
                && data[data.startIndex + start..<data.startIndex + start + 5].elementsEqual("Adobe".utf8)
            default: break
            }
        }
        return header
    }

    /// Calls `visit(marker, payloadOffset, payloadLength)` for each segment before the first scan (SOS).
    private static func walkJPEGSegments(_ data: Data, _ visit: (Int, Int, Int) -> Void) {
        var offset = 2
        while bigEndian(data, offset, 1) == 0xFF, let marker = bigEndian(data, offset + 1, 1) {
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            guard marker != 0xDA, marker != 0xD9, let length = bigEndian(data, offset + 2, 2), length >= 2 else {
                return
            }
            visit(marker, offset + 4, min(length - 2, data.count - offset - 4))
            offset += 2 + length
        }
    }

    /// JFIF's density in dots per inch (units 1) or per centimetre (units 2).
    private static func readJFIFDensity(_ data: Data, _ start: Int, _ length: Int, into header: inout ImageHeader) {
        guard length >= 12, bigEndian(data, start, 4) == 0x4A46_4946 /* JFIF */,
            let units = bigEndian(data, start + 7, 1), let x = bigEndian(data, start + 8, 2),
            let y = bigEndian(data, start + 10, 2), x > 0, y > 0, units == 1 || units == 2
        else { return }
        let scale = units == 1 ? 1 : 2.54
        header.dpi = (Double(x) * scale, Double(y) * scale)
    }

    /// The orientation (1…8) in an APP1 Exif segment's first IFD, or nil. Reads at most that IFD's entries.
    private static func exifOrientation(_ data: Data, _ start: Int, _ length: Int) -> Int? {
        guard length >= 14, bigEndian(data, start, 4) == 0x4578_6966 /* Exif */, bigEndian(data, start + 4, 2) == 0
        else { return nil }
        let tiff = start + 6, end = start + length
        let little: Bool
        switch bigEndian(data, tiff, 4) {
        case 0x4949_2A00: little = true
        case 0x4D4D_002A: little = false
        default: return nil
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset + count <= end else { return nil }
            return little ? littleEndian(data, offset, count) : bigEndian(data, offset, count)
        }
        guard let ifd = read(tiff + 4, 4), let entries = read(tiff + ifd, 2) else { return nil }
        for i in 0..<min(entries, 512) {
            let entry = tiff + ifd + 2 + i * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == 0x0112, let value = read(entry + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
