// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

// The keys and values of Image I/O's option and property dictionaries, with Apple's string values. Each is a
// `CFString` (Foundation's `NSString` here), so `[kCGImagePropertyPixelWidth]` subscripts a `[CFString: Any]`;
// immutable strings, hence `nonisolated(unsafe)` as for `CGColorSpace.sRGB`.

// MARK: Options for creating images and thumbnails

/// A type identifier hint (`public.jpeg`, …) for data whose format is ambiguous; read but not needed here, as
/// formats are recognised by their bytes.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Whether to keep the decoded image (default true). Touchstone decodes once on first use and keeps the pixels
/// while the image lives, whatever this says.
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether to decode when the image is created rather than when it is first drawn (default false).
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether to allow floating-point pixels; recorded only (Touchstone decodes 8-bit pixels).
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// The largest width or height, in pixels, of a thumbnail (a number); the thumbnail keeps the aspect ratio and is
/// never larger than the image.
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether to make a thumbnail from the full image when the file has no embedded thumbnail (default false).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString =
    "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Whether to make a thumbnail from the full image even when the file embeds one (default false).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
    "kCGImageSourceCreateThumbnailFromImageAlways"
/// Whether to turn the thumbnail upright by the image's EXIF orientation (default false).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString =
    "kCGImageSourceCreateThumbnailWithTransform"

// MARK: Options for writing

/// JPEG quality from 0 (smallest file) to 1 (best); Touchstone's default is 0.8.
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString =
    "kCGImageDestinationLossyCompressionQuality"

// MARK: Properties

/// The file's size in bytes (in ``CGImageSourceCopyProperties(_:_:)``).
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
/// The image's width in pixels, as stored (before any orientation).
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The image's height in pixels, as stored.
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// Bits per sample (8 for every image Touchstone decodes).
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
/// The EXIF orientation, 1…8 (`CGImagePropertyOrientation`'s raw value).
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Whether the image has an alpha channel.
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The stored colour model: ``kCGImagePropertyColorModelRGB``, `…Gray` or `…CMYK`.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// Horizontal resolution in dots per inch, when the file records it.
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// Vertical resolution in dots per inch, when the file records it.
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// The TIFF tags of the image (for JPEGs: the EXIF orientation, as `kCGImagePropertyTIFFOrientation`).
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// The orientation tag inside ``kCGImagePropertyTIFFDictionary``.
nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"
/// GIF-specific properties (empty here beyond its presence for GIFs).
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// PNG-specific properties (empty here beyond its presence for PNGs).
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// JFIF-specific properties (empty here beyond its presence for JPEGs).
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"

/// The RGB colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// The gray colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"
/// The CMYK colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelCMYK: CFString = "CMYK"
/// The Lab colour model (never produced here).
nonisolated(unsafe) public let kCGImagePropertyColorModelLab: CFString = "Lab"

/// The EXIF orientations, as ImageIO's Swift overlay names them.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
