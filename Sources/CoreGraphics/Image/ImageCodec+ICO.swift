// SPDX-License-Identifier: Apache-2.0

import Foundation

/// ICO and CUR files: a directory of entries, each a PNG file or a headerless BMP. gdk-pixbuf's ICO loader
/// rejects PNG entries, which is what most tools write today, so the directory is read here (6 bytes plus 16 per
/// entry, bounded by the data), the largest entry is picked, a PNG entry goes to the PNG decoder and a BMP entry
/// to gdk-pixbuf as a one-entry file of its own.
extension ImageCodec {
    /// One directory entry.
    struct IconEntry {
        /// Size as the directory states it (0 in the file means 256).
        var width: Int
        var height: Int
        var bitsPerPixel: Int
        /// The entry's bytes within the file.
        var range: Range<Int>
        var isPNG: Bool
    }

    /// The directory of an ICO (type 1) or CUR (type 2) file, or nil when `data` is not one.
    static func iconDirectory(_ data: Data) -> (cursor: Bool, entries: [IconEntry])? {
        guard littleEndian(data, 0, 2) == 0, let type = littleEndian(data, 2, 2), type == 1 || type == 2,
            let count = littleEndian(data, 4, 2), count > 0, 6 + 16 * count <= data.count
        else { return nil }
        var entries: [IconEntry] = []
        for i in 0..<count {
            let e = 6 + 16 * i
            guard let w = littleEndian(data, e, 1), let h = littleEndian(data, e + 1, 1),
                let bpp = littleEndian(data, e + 6, 2), let size = littleEndian(data, e + 8, 4),
                let offset = littleEndian(data, e + 12, 4), size > 0, offset >= 6 + 16 * count,
                offset <= data.count - size
            else { return nil }
            let isPNG = data[(data.startIndex + offset)...].starts(with: pngSignature)
            entries.append(IconEntry(width: w == 0 ? 256 : w, height: h == 0 ? 256 : h, bitsPerPixel: bpp,
                                     range: offset..<offset + size, isPNG: isPNG))
        }
        return (type == 2, entries)
    }

    /// The entry Image I/O shows first: the largest, then the deepest.
    static func bestIconEntry(_ entries: [IconEntry]) -> IconEntry? {
        entries.max { ($0.width * $0.height, $0.bitsPerPixel) < ($1.width * $1.height, $1.bitsPerPixel) }
    }

    /// The bytes to decode for `entry`: the PNG file itself, or a one-entry ICO/CUR file holding the BMP entry.
    static func iconEntryFile(_ data: Data, _ entry: IconEntry, cursor: Bool) -> Data {
        let bytes = data[(data.startIndex + entry.range.lowerBound)..<(data.startIndex + entry.range.upperBound)]
        if entry.isPNG { return Data(bytes) }
        func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        var file = Data(le(0, 2) + le(cursor ? 2 : 1, 2) + le(1, 2))
        file += [UInt8(entry.width & 0xFF), UInt8(entry.height & 0xFF), 0, 0]
        file += le(cursor ? 0 : 1, 2) + le(entry.bitsPerPixel, 2) + le(entry.range.count, 4) + le(22, 4)
        file += bytes
        return file
    }

    /// The header of an ICO or CUR file: its best entry's size (read from the PNG's IHDR, or by gdk-pixbuf for a
    /// BMP entry) and its entry count; nil when `data` is no icon directory.
    static func probeICO(_ data: Data) -> ImageHeader? {
        guard let (cursor, entries) = iconDirectory(data), let best = bestIconEntry(entries) else { return nil }
        let file = iconEntryFile(data, best, cursor: cursor)
        guard var header = best.isPNG ? probePNG(file) : probeWithPixbuf(file) else { return nil }
        header.format = cursor ? .cur : .ico
        header.frameCount = entries.count
        return header
    }

    /// Decodes an ICO or CUR file's best entry; nil (logged) when it cannot.
    static func decodeICO(_ data: Data) -> Pixels? {
        guard let (cursor, entries) = iconDirectory(data), let best = bestIconEntry(entries) else {
            Diagnostics.log("ICO decode: unreadable icon directory; returning nil")
            return nil
        }
        let file = iconEntryFile(data, best, cursor: cursor)
        return best.isPNG ? decodePNG(file) : decodeWithPixbuf(file)
    }
}
