// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// An image file being written: Image I/O's `CGImageDestination`, for PNG (`public.png`) and JPEG
/// (`public.jpeg`) through Core Graphics' encoders. Add exactly as many images as the count given at creation,
/// then call ``CGImageDestinationFinalize(_:)``; the bytes reach the data or file only then.
public final class CGImageDestination: @unchecked Sendable {
    fileprivate enum Target {
        case data(NSMutableData)
        case url(URL)
    }

    private let target: Target
    private let format: ImageFormat
    private let count: Int
    private var quality: CGFloat = 0.8
    private var images: [(image: CGImage, quality: CGFloat)] = []
    private var finalized = false
    private let lock = NSLock()

    private init(target: Target, format: ImageFormat, count: Int) {
        self.target = target
        self.format = format
        self.count = count
    }

    /// A destination, or nil (logged) for a type other than PNG or JPEG or a count other than 1.
    fileprivate static func make(_ target: Target, _ type: CFString, _ count: Int, _ what: String)
        -> CGImageDestination?
    {
        let format: ImageFormat
        switch type as String {
        case ImageFormat.png.typeIdentifier: format = .png
        case ImageFormat.jpeg.typeIdentifier: format = .jpeg
        default:
            ImageIODiagnostics.log("\(what): type \(type) is not writable (public.png, public.jpeg); returning nil")
            return nil
        }
        guard count == 1 else {
            ImageIODiagnostics.log("\(what): \(count) images; PNG and JPEG files hold exactly 1; returning nil")
            return nil
        }
        return CGImageDestination(target: target, format: format, count: count)
    }

    fileprivate func add(_ image: CGImage, _ options: CFDictionary?) {
        lock.lock()
        defer { lock.unlock() }
        guard !finalized, images.count < count else {
            ImageIODiagnostics.log("CGImageDestinationAddImage: the destination is full or finalized; ignored")
            return
        }
        let q = ImageIOOptions(options).number(kCGImageDestinationLossyCompressionQuality).map { CGFloat($0) }
        images.append((image, q ?? quality))
    }

    fileprivate func setProperties(_ options: CFDictionary?) {
        lock.lock()
        defer { lock.unlock() }
        if let q = ImageIOOptions(options).number(kCGImageDestinationLossyCompressionQuality) { quality = CGFloat(q) }
    }

    fileprivate func finalize() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !finalized, images.count == count, let (image, quality) = images.first else {
            ImageIODiagnostics.log("CGImageDestinationFinalize: \(images.count) of \(count) images added, or "
                + "already finalized; returning false")
            return false
        }
        finalized = true
        guard let bytes = format == .png ? image.pngData() : image.jpegData(quality: quality) else {
            ImageIODiagnostics.log("CGImageDestinationFinalize: the image could not be encoded; returning false")
            return false
        }
        switch target {
        case .data(let data):
            data.append(bytes)
            return true
        case .url(let url):
            do {
                try bytes.write(to: url)
                return true
            } catch {
                ImageIODiagnostics.log("CGImageDestinationFinalize: cannot write \(url.path): \(error)")
                return false
            }
        }
    }
}

/// The type identifiers destinations write: `public.png` and `public.jpeg`.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    [ImageFormat.png.typeIdentifier as NSString, ImageFormat.jpeg.typeIdentifier as NSString] as NSArray
}

/// A destination that appends the encoded file to `data` on finalize. Nil (logged) for a type other than
/// `public.png`/`public.jpeg` or a `count` other than 1.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    CGImageDestination.make(.data(data), type, count, "CGImageDestinationCreateWithData")
}

/// A destination that writes the file at `url` on finalize. Nil (logged) as for
/// ``CGImageDestinationCreateWithData(_:_:_:_:)``, or when `url` is not a file URL.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard (url as URL).isFileURL else {
        ImageIODiagnostics.log("CGImageDestinationCreateWithURL: \(url) is not a file URL; returning nil")
        return nil
    }
    return CGImageDestination.make(.url(url as URL), type, count, "CGImageDestinationCreateWithURL")
}

/// Adds `image`; `properties` may set `kCGImageDestinationLossyCompressionQuality` (0…1) for a JPEG. Extra images
/// beyond the count are ignored (logged).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties)
}

/// Sets properties for the whole file: here the default `kCGImageDestinationLossyCompressionQuality`.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(properties)
}

/// Encodes the added image and writes it; false (logged) when images are missing, encoding or writing fails, or
/// the destination was already finalized.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }
