// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// An image file opened for reading: Image I/O's `CGImageSource`. Creating one reads only the header (format,
/// size, frame count, EXIF orientation); pixels are decoded when an image made from it is first drawn, or at
/// once for a thumbnail. Images larger than the pixel budget (128 megapixels by default, or
/// `TOUCHSTONE_MAX_IMAGE_PIXELS`) are refused when an image is requested (nil, logged); their properties can still
/// be read, and a JPEG's thumbnail is still cheap.
public final class CGImageSource: @unchecked Sendable {
    /// The file's bytes.
    let data: Data
    /// The header, or nil when the data is in no readable format.
    let header: ImageHeader?
    /// The budget images from this source are held to.
    let budget: Int

    init(data: Data, budget: Int) {
        self.data = data
        self.header = ImageCodec.probe(data)
        self.budget = budget
    }

    /// The image at `index` when the source has one, or nil (logged, naming `what`).
    func header(at index: Int, _ what: String) -> ImageHeader? {
        guard let header else {
            ImageIODiagnostics.log("\(what): the source holds no readable image; returning nil")
            return nil
        }
        guard index >= 0, index < header.frameCount else {
            ImageIODiagnostics.log("\(what): index \(index) is outside 0..<\(header.frameCount); returning nil")
            return nil
        }
        guard index == 0 else {
            ImageIODiagnostics.log("\(what): only the first frame of \(header.frameCount) is decoded; returning nil")
            return nil
        }
        return header
    }
}

/// Where Image I/O reports refused input (one line each), through Core Graphics' logger.
enum ImageIODiagnostics {
    static func log(_ message: String) { Diagnostics.log("ImageIO: \(message)") }
}

/// The status of an image source (Apple's values).
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image did.
    case statusUnexpectedEOF = -5
    /// The data is not a valid image of its format.
    case statusInvalidData = -4
    /// The data is in no format Image I/O reads.
    case statusUnknownType = -3
    /// The header is being read (incremental sources only).
    case statusReadingHeader = -2
    /// More data is expected (incremental sources only).
    case statusIncomplete = -1
    /// The source is complete.
    case statusComplete = 0
}

/// The type identifiers of the formats image sources read: PNG, JPEG, GIF, BMP, TIFF, ICO, CUR and XBM.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    [ImageFormat.png, .jpeg, .gif, .bmp, .tiff, .ico, .cur, .xbm].map { $0.typeIdentifier as NSString } as NSArray
}

/// An image source over `data`; the header is read now, nothing is decoded. Empty data gives nil (logged); data
/// in no readable format gives a source whose status is `.statusUnknownType` and count 0, as on iOS.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    guard data.length > 0 else {
        ImageIODiagnostics.log("CGImageSourceCreateWithData: empty data; returning nil")
        return nil
    }
    return CGImageSource(data: Data(referencing: data), budget: ImageBudget.pixels)
}

/// An image source over the file at `url` (read whole, then as for ``CGImageSourceCreateWithData(_:_:)``); nil
/// (logged) when the file cannot be read or is empty.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL), !data.isEmpty else {
        ImageIODiagnostics.log("CGImageSourceCreateWithURL: cannot read \((url as URL).path); returning nil")
        return nil
    }
    return CGImageSource(data: data, budget: ImageBudget.pixels)
}

/// An image source with an explicit pixel budget, for tests and tools (package API).
package func CGImageSourceCreateWithData(_ data: Data, budget: Int) -> CGImageSource? {
    data.isEmpty ? nil : CGImageSource(data: data, budget: budget)
}

/// The source's type identifier (`public.png`, `public.jpeg`, `com.compuserve.gif`, …), or nil when unknown.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.header.map { $0.format.typeIdentifier as NSString }
}

/// The number of images: a GIF's frames, an ICO's entries, otherwise 1; 0 when the data is unreadable.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.header?.frameCount ?? 0 }

/// `.statusComplete` for a readable source, `.statusUnknownType` otherwise.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.header == nil ? .statusUnknownType : .statusComplete
}

/// The status of the image at `index`: as ``CGImageSourceGetStatus(_:)``, `.statusInvalidData` past the end.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    guard let header = isrc.header else { return .statusUnknownType }
    return index >= 0 && index < header.frameCount ? .statusComplete : .statusInvalidData
}

/// The file's properties: its size (`kCGImagePropertyFileSize`) and, for GIF, PNG and JPEG, an empty format
/// dictionary. Nil when the data is unreadable.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard let header = isrc.header else { return nil }
    var pairs: [(CFString, Any)] = [(kCGImagePropertyFileSize, isrc.data.count)]
    if let key = formatDictionaryKey(header.format) { pairs.append((key, NSDictionary())) }
    return propertyDictionary(pairs)
}

/// The properties of the image at `index`, read from the header: `kCGImagePropertyPixelWidth`/`PixelHeight`
/// (as stored, before orientation), `Orientation` (1…8), `HasAlpha` and `ColorModel` when known, `DPIWidth`/
/// `DPIHeight` when recorded, `Depth`, and for JPEGs `{TIFF}` with the orientation. Nil (logged) for an unreadable
/// source or an index out of range.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    guard let header = isrc.header, index >= 0, index < header.frameCount else {
        ImageIODiagnostics.log("CGImageSourceCopyPropertiesAtIndex: no image at index \(index); returning nil")
        return nil
    }
    var pairs: [(CFString, Any)] = [
        (kCGImagePropertyPixelWidth, header.width), (kCGImagePropertyPixelHeight, header.height),
        (kCGImagePropertyDepth, 8), (kCGImagePropertyOrientation, header.orientation),
    ]
    if let alpha = header.hasAlpha { pairs.append((kCGImagePropertyHasAlpha, alpha)) }
    if let model = header.colorModel { pairs.append((kCGImagePropertyColorModel, model)) }
    if let dpi = header.dpi { pairs += [(kCGImagePropertyDPIWidth, dpi.x), (kCGImagePropertyDPIHeight, dpi.y)] }
    if header.format == .jpeg {
        pairs.append((kCGImagePropertyTIFFDictionary,
                      propertyDictionary([(kCGImagePropertyTIFFOrientation, header.orientation)])))
    }
    if let key = formatDictionaryKey(header.format) { pairs.append((key, NSDictionary())) }
    return propertyDictionary(pairs)
}

private func formatDictionaryKey(_ format: ImageFormat) -> CFString? {
    switch format {
    case .gif: kCGImagePropertyGIFDictionary
    case .png: kCGImagePropertyPNGDictionary
    case .jpeg: kCGImagePropertyJFIFDictionary
    default: nil
    }
}

/// The image at `index`, decoded on first draw (or now, with `kCGImageSourceShouldCacheImmediately`). Nil
/// (logged) for an unreadable source, an index out of range or past a GIF's first frame, and an image over the
/// pixel budget.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    guard let header = isrc.header(at: index, "CGImageSourceCreateImageAtIndex"),
        let image = CGImage.deferred(isrc.data, header: header, budget: isrc.budget)
    else { return nil }
    if ImageIOOptions(options).flag(kCGImageSourceShouldCacheImmediately) { _ = image.dataProvider?.bytes }
    return image
}

/// A thumbnail of the image at `index`, at most `kCGImageSourceThumbnailMaxPixelSize` pixels on its longer side
/// (the full size when absent; never enlarged), turned upright when `kCGImageSourceCreateThumbnailWithTransform`
/// is true. Files here carry no embedded thumbnails Touchstone reads, so one is made from the image when
/// `kCGImageSourceCreateThumbnailFromImageAlways` or `…IfAbsent` is true, and nil is returned (logged) otherwise,
/// as on iOS. JPEGs decode at a reduced scale, so a 30,000-pixel JPEG's thumbnail costs little; other formats
/// decode in full, so one over the pixel budget gives nil (logged).
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    let options = ImageIOOptions(options)
    guard let header = isrc.header(at: index, "CGImageSourceCreateThumbnailAtIndex") else { return nil }
    guard options.flag(kCGImageSourceCreateThumbnailFromImageAlways)
        || options.flag(kCGImageSourceCreateThumbnailFromImageIfAbsent)
    else {
        ImageIODiagnostics.log("CGImageSourceCreateThumbnailAtIndex: the file embeds no thumbnail and neither "
            + "kCGImageSourceCreateThumbnailFromImageAlways nor …IfAbsent is set; returning nil")
        return nil
    }
    var maxPixelSize: Int?
    if let size = options.number(kCGImageSourceThumbnailMaxPixelSize) {
        guard size.isFinite, size >= 1 else {
            ImageIODiagnostics.log("CGImageSourceCreateThumbnailAtIndex: max pixel size \(size) is not positive; "
                + "returning nil")
            return nil
        }
        maxPixelSize = Int(min(size, Double(Int32.max)))
    }
    guard let pixels = ImageCodec.thumbnail(
        isrc.data, header: header, maxPixelSize: maxPixelSize,
        transform: options.flag(kCGImageSourceCreateThumbnailWithTransform), budget: isrc.budget)
    else { return nil }
    return CGImage(decodedPixels: pixels)
}
