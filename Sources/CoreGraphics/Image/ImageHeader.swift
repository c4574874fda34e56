// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image file's format, as Image I/O names it by uniform type identifier.
package enum ImageFormat: Equatable, Sendable {
    case png, jpeg, gif, bmp, tiff, ico, cur, xbm
    /// Another format gdk-pixbuf reads, by its gdk-pixbuf name.
    case other(String)

    /// The uniform type identifier (`public.png`, `com.compuserve.gif`, …).
    package var typeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .gif: "com.compuserve.gif"
        case .bmp: "com.microsoft.bmp"
        case .tiff: "public.tiff"
        case .ico: "com.microsoft.ico"
        case .cur: "com.microsoft.cur"
        case .xbm: "public.xbitmap-image"
        case .other(let name): "org.gdk-pixbuf.\(name)"
        }
    }

    /// The format gdk-pixbuf calls `name`.
    init(pixbufName name: String) {
        switch name {
        case "png": self = .png
        case "jpeg": self = .jpeg
        case "gif": self = .gif
        case "bmp": self = .bmp
        case "tiff": self = .tiff
        case "ico": self = .ico
        case "xbm": self = .xbm
        default: self = .other(name)
        }
    }
}

/// What an image file's header says, read without decoding a pixel.
package struct ImageHeader: Equatable, Sendable {
    /// The file's format.
    package var format: ImageFormat
    /// The decoded image's size in pixels (an ICO or CUR file's largest entry; a GIF's logical screen).
    package var width: Int
    package var height: Int
    /// Frames (GIF) or entries (ICO, CUR) when cheap to count; 1 otherwise.
    package var frameCount = 1
    /// The EXIF orientation, 1…8 (1 when absent or unreadable).
    package var orientation = 1
    /// Whether the decoded pixels can be transparent; nil when the header does not say.
    package var hasAlpha: Bool?
    /// The colour model the file stores ("RGB", "Gray", "CMYK"), when known.
    package var colorModel: String?
    /// Pixels per inch, when the header records it.
    package var dpi: (x: Double, y: Double)? {
        get { dpiX.map { ($0, dpiY ?? $0) } }
        set { dpiX = newValue?.x; dpiY = newValue?.y }
    }
    private var dpiX: Double?
    private var dpiY: Double?
    /// JPEG only: the file stores Adobe's inverted CMYK (an APP14 "Adobe" segment with 4 components).
    package var invertedCMYK = false

    package init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    package static func == (a: ImageHeader, b: ImageHeader) -> Bool {
        a.format == b.format && a.width == b.width && a.height == b.height && a.frameCount == b.frameCount
            && a.orientation == b.orientation && a.hasAlpha == b.hasAlpha && a.colorModel == b.colorModel
            && a.dpiX == b.dpiX && a.dpiY == b.dpiY && a.invertedCMYK == b.invertedCMYK
    }
}

extension ImageCodec {
    /// Reads `data`'s header: format, pixel size and what else is cheap (frame count, EXIF orientation, alpha),
    /// without allocating pixels. Nil (logged) for empty data, data in no readable format, or a header that
    /// claims an empty size. PNG, JPEG, GIF, ICO and XBM headers are parsed here (bounded reads); the other
    /// gdk-pixbuf formats stop their loader at its size-prepared signal, before it allocates the image.
    package static func probe(_ data: Data) -> ImageHeader? {
        guard !data.isEmpty else {
            Diagnostics.log("Image header: empty data; returning nil")
            return nil
        }
        let header: ImageHeader?
        if looksLikePNG(data) {
            header = probePNG(data)
        } else if looksLikeJPEG(data) {
            header = probeJPEG(data)
        } else if let ico = probeICO(data) {
            header = ico
        } else if looksLikeXBM(data) {
            header = probeXBM(data)
        } else {
            header = probeWithPixbuf(data)
            if var gif = header, gif.format == .gif { gif.frameCount = gifFrameCount(data); return gif }
        }
        if header == nil { Diagnostics.log("Image header: \(data.count) bytes hold no readable image header") }
        return header
    }

    /// Reads a big-endian unsigned integer of `count` bytes at `offset`, or nil past the end.
    static func bigEndian(_ data: Data, _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, count > 0, offset <= data.count - count else { return nil }
        let base = data.startIndex + offset
        return (0..<count).reduce(0) { $0 << 8 | Int(data[base + $1]) }
    }

    /// Reads a little-endian unsigned integer of `count` bytes at `offset`, or nil past the end.
    static func littleEndian(_ data: Data, _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, count > 0, offset <= data.count - count else { return nil }
        let base = data.startIndex + offset
        return (0..<count).reversed().reduce(0) { $0 << 8 | Int(data[base + $1]) }
    }

    /// The PNG header: IHDR's size and colour type; alpha also when a tRNS chunk comes before the image data.
    static func probePNG(_ data: Data) -> ImageHeader? {
        guard let length = bigEndian(data, 8, 4), length == 13, bigEndian(data, 12, 4) == 0x4948_4452,
            let w = bigEndian(data, 16, 4), let h = bigEndian(data, 20, 4), w > 0, h > 0,
            let colorType = bigEndian(data, 25, 1), bigEndian(data, 29, 4) != nil
        else { return nil }
        var header = ImageHeader(format: .png, width: w, height: h)
        header.colorModel = colorType & 2 != 0 ? "RGB" : "Gray"
        var alpha = colorType & 4 != 0
        // Walk the chunks up to IDAT for tRNS (transparency in a palette or grey/RGB image) and pHYs (DPI).
        var offset = 33
        while !alpha, let size = bigEndian(data, offset, 4), let type = bigEndian(data, offset + 4, 4),
            type != 0x4944_4154 /* IDAT */
        {
            if type == 0x7452_4E53 /* tRNS */ { alpha = true }
            if type == 0x7048_5973 /* pHYs */, bigEndian(data, offset + 16, 1) == 1,
                let x = bigEndian(data, offset + 8, 4), let y = bigEndian(data, offset + 12, 4)
            {
                header.dpi = (Double(x) * 0.0254, Double(y) * 0.0254)
            }
            let (next, overflow) = offset.addingReportingOverflow(size + 12)
            guard !overflow, size >= 0 else { break }
            offset = next
        }
        header.hasAlpha = alpha
        return header
    }

    /// The number of frames (image descriptors) in a GIF, counted by walking its blocks (bounded by the data).
    package static func gifFrameCount(_ data: Data) -> Int { max(1, gifFrameEnds(data).count) }

    /// A GIF cut after its first frame (a trailer byte appended), for decoding: `UIImage(data:)` shows the first
    /// frame, and gdk-pixbuf's loader would otherwise composite every frame at the full screen size (a 139-byte
    /// GIF of hundreds of 17,408×146 frames took over 10 s). The data itself when no whole frame is found.
    package static func gifFirstFrame(_ data: Data) -> Data {
        guard let end = gifFrameEnds(data, limit: 1).first, end < data.count else { return data }
        var cut = data.prefix(end)
        cut.append(0x3B)
        return cut
    }

    /// Where each frame of a GIF ends (just past its image data's terminating sub-block), at most `limit` frames.
    static func gifFrameEnds(_ data: Data, limit: Int = .max) -> [Int] {
        guard let packed = littleEndian(data, 10, 1) else { return [] }
        var offset = 13 + (packed & 0x80 != 0 ? 3 << ((packed & 7) + 1) : 0)
        var ends: [Int] = []
        func skipSubBlocks() -> Bool {
            while let size = littleEndian(data, offset, 1) {
                offset += 1 + size
                if size == 0 { return true }
            }
            return false
        }
        while ends.count < limit, let introducer = littleEndian(data, offset, 1) {
            if introducer == 0x21 {
                offset += 2
                guard skipSubBlocks() else { break }
            } else if introducer == 0x2C, let flags = littleEndian(data, offset + 9, 1) {
                offset += 10 + (flags & 0x80 != 0 ? 3 << ((flags & 7) + 1) : 0) + 1
                guard skipSubBlocks() else { break }
                ends.append(offset)
            } else {
                break
            }
        }
        return ends
    }
}
