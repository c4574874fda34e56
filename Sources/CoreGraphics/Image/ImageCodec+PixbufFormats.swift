// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which gdk-pixbuf loader may see an input, chosen by its magic bytes, and the header checks made before it does.
///
/// gdk-pixbuf sniffs the format itself and tries every installed loader (ANI, ICNS, PNM, QTIF, SVG, TGA, XPM…),
/// formats iPhone OS does not read and whose loaders trust header fields: fuzzing found a 214-byte BMP whose pixel
/// offset made the BMP loader ask for 2.7 GB, and one whose colour count overflowed into a 4.2 GB colour table. So
/// only the formats the guide lists ("Supported Image Formats": GIF, BMP, TIFF, ICO, CUR, XBM; PNG and JPEG have
/// decoders of their own) reach gdk-pixbuf, each through its own loader, and a BMP header must be consistent first.
extension ImageCodec {
    /// The gdk-pixbuf loader name for `data` by its magic bytes, or nil when it is none of GIF, BMP, TIFF, ICO,
    /// CUR or XBM.
    static func pixbufLoaderName(for data: Data) -> String? {
        func starts(_ bytes: [UInt8]) -> Bool { data.starts(with: bytes) }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "gif" }
        if starts([0x42, 0x4D]) { return "bmp" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "tiff" }
        if starts([0, 0, 1, 0]) || starts([0, 0, 2, 0]) { return "ico" }  // the ico loader reads CUR too
        if looksLikeXBM(data) { return "xbm" }
        return nil
    }

    /// Whether a loader may be given `data`: a format from ``pixbufLoaderName(for:)`` and, for a BMP, a header whose
    /// info block has a size some version of the format defines, whose pixel data starts inside the file, and whose
    /// colour table holds at most 256 entries. Logs the reason when not.
    static func pixbufMayRead(_ data: Data) -> String? {
        guard let name = pixbufLoaderName(for: data) else {
            Diagnostics.log("Image decode: \(data.count) bytes are in no format iPhone OS reads; returning nil")
            return nil
        }
        guard name != "bmp" || bmpHeaderIsConsistent(data) else {
            Diagnostics.log("Image decode: inconsistent BMP header (info size, pixel offset or colour count); "
                + "returning nil")
            return nil
        }
        return name
    }

    /// The BMP checks of ``pixbufMayRead(_:)``.
    private static func bmpHeaderIsConsistent(_ data: Data) -> Bool {
        guard let pixelOffset = littleEndian(data, 10, 4), let infoSize = littleEndian(data, 14, 4),
            [12, 16, 40, 52, 56, 64, 108, 124].contains(infoSize), pixelOffset >= 14 + infoSize,
            pixelOffset <= data.count
        else { return false }
        // The OS/2 1.x header (12 bytes) has no colour count; the others keep it at offset 46.
        guard infoSize >= 40 else { return true }
        guard let colorsUsed = littleEndian(data, 46, 4) else { return false }
        return colorsUsed <= 256
    }
}
