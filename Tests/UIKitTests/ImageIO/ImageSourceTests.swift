// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageIO
import Testing
import TouchstoneTesting
import UIKit

private func source(_ data: Data) throws -> CGImageSource {
    try #require(CGImageSourceCreateWithData(data as CFData, nil))
}

private func properties(_ data: Data) throws -> [CFString: Any] {
    try #require(CGImageSourceCopyPropertiesAtIndex(try source(data), 0, nil) as? [CFString: Any])
}

/// Issue 12: Image I/O's reading API, which iOS apps use to downsample big images.
@Suite("ImageIO: CGImageSource")
struct ImageSourceTests {
    @Test("Properties come from the header: size, orientation, alpha, colour model; the type and count too")
    func headerProperties() throws {
        let png = try #require(makeImage(width: 7, height: 5) { _, _ in .clear }.pngData())
        let jpeg = ImageBomb.withEXIFOrientation(ImageBomb.smallJPEG(width: 40, height: 20), 6)

        let p = try properties(png), j = try properties(jpeg)

        #expect(p[kCGImagePropertyPixelWidth] as? Int == 7)
        #expect(p[kCGImagePropertyPixelHeight] as? Int == 5)
        #expect(p[kCGImagePropertyHasAlpha] as? Bool == true)
        #expect(p[kCGImagePropertyOrientation] as? Int == 1)
        #expect(j[kCGImagePropertyPixelWidth] as? Int == 40)
        #expect(j[kCGImagePropertyOrientation] as? Int == 6)
        #expect(j[kCGImagePropertyHasAlpha] as? Bool == false)
        #expect(j[kCGImagePropertyColorModel] as? String == "RGB")
        let tiff = try #require(j[kCGImagePropertyTIFFDictionary] as? [CFString: Any])
        #expect(tiff[kCGImagePropertyTIFFOrientation] as? Int == 6)
        #expect(CGImageSourceGetType(try source(png)) == "public.png")
        #expect(CGImageSourceGetType(try source(jpeg)) == "public.jpeg")
        #expect(CGImageSourceGetType(try source(ImageBomb.gif(side: 3))) == "com.compuserve.gif")
        #expect(CGImageSourceGetCount(try source(png)) == 1)
        #expect(CGImageSourceGetCount(try source(ImageBomb.gif(side: 3, frames: 3))) == 3)
        #expect(try properties(ImageBomb.gif(side: 30_000))[kCGImagePropertyPixelWidth] as? Int == 30_000)
        #expect(CGImageSourceGetStatus(try source(png)) == .statusComplete)
        #expect((CGImageSourceCopyProperties(try source(png), nil) as? [CFString: Any])?[kCGImagePropertyFileSize]
            as? Int == png.count)
        #expect((CGImageSourceCopyTypeIdentifiers() as? [String])?.contains("public.jpeg") == true)
    }

    @Test("Junk gives a source of unknown type with no images; empty data and missing files give nil")
    func badInput() throws {
        let junk = try source(Data("not an image at all".utf8))

        #expect(CGImageSourceGetStatus(junk) == .statusUnknownType)
        #expect(CGImageSourceGetCount(junk) == 0)
        #expect(CGImageSourceGetType(junk) == nil)
        #expect(CGImageSourceCreateImageAtIndex(junk, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(junk, 0, nil) == nil)
        #expect(CGImageSourceCreateWithData(NSData(), nil) == nil)
        #expect(CGImageSourceCreateWithURL(NSURL(fileURLWithPath: "/nonexistent/touchstone.png"), nil) == nil)
        let png = try source(try #require(makeImage(width: 2, height: 2) { _, _ in .red }.pngData()))
        #expect(CGImageSourceCreateImageAtIndex(png, 1, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(png, -1, nil) == nil)
        #expect(CGImageSourceGetStatusAtIndex(png, 3) == .statusInvalidData)
    }

    @Test("Images are decoded on first use, or at once with kCGImageSourceShouldCacheImmediately")
    func cachingOptions() throws {
        let src = try source(ImageBomb.smallJPEG(width: 16, height: 16))

        let lazy = try #require(CGImageSourceCreateImageAtIndex(src, 0, nil))
        let eager = try #require(CGImageSourceCreateImageAtIndex(
            src, 0, [kCGImageSourceShouldCacheImmediately: true] as CFDictionary))

        #expect(!lazy.hasDecodedPixels)
        #expect(eager.hasDecodedPixels)
        #expect(lazy.width == 16 && eager.width == 16)
    }

    @Test("A 30,000² JPEG's 256-pixel thumbnail decodes at 1/8 scale: quick and small")
    func hugeJPEGThumbnail() throws {
        let src = try source(ImageBomb.jpeg(width: 30_000, height: 15_000))
        let before = residentBytes()
        let start = Date()

        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(src, 0, [
            kCGImageSourceThumbnailMaxPixelSize: 256, kCGImageSourceCreateThumbnailFromImageAlways: true,
        ] as CFDictionary))

        #expect(thumbnail.width == 256 && thumbnail.height == 128)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(residentBytes() - before < 100 << 20)
        #expect(CGImageSourceCreateImageAtIndex(src, 0, nil) == nil, "the full image is over the budget")
    }

    @Test("Thumbnails: none without a FromImage option, over-budget GIFs give nil, small images are not enlarged")
    func thumbnailRules() throws {
        let jpeg = try source(ImageBomb.smallJPEG(width: 40, height: 20))
        let always = [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary

        #expect(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, nil) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(try source(ImageBomb.gif(side: 30_000)), 0, always) == nil)
        let full = try #require(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, [
            kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 1_000,
        ] as CFDictionary))
        #expect(full.width == 40 && full.height == 20)
        #expect(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: -3,
        ] as CFDictionary) == nil)
    }

    @Test("kCGImageSourceCreateThumbnailWithTransform turns the thumbnail upright by the EXIF orientation")
    func thumbnailTransform() throws {
        // Stored 40×20, left half red; EXIF 6 shows it turned 90° clockwise: 20×40, top half red.
        let src = try source(ImageBomb.withEXIFOrientation(ImageBomb.smallJPEG(width: 40, height: 20), 6))
        let options: [CFString: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                        kCGImageSourceThumbnailMaxPixelSize: 20,
                                        kCGImageSourceCreateThumbnailWithTransform: true]

        let turned = try #require(CGImageSourceCreateThumbnailAtIndex(src, 0, options as CFDictionary))
        let stored = try #require(CGImageSourceCreateThumbnailAtIndex(
            src, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 20]
                as CFDictionary))

        #expect(turned.width == 10 && turned.height == 20)
        #expect(stored.width == 20 && stored.height == 10)
        let pixels = RGBAImage(turned)
        #expect(pixels.at(5, 3).r > 200 && pixels.at(5, 3).b < 60, "\(pixels.at(5, 3))")
        #expect(pixels.at(5, 16).b > 200 && pixels.at(5, 16).r < 60, "\(pixels.at(5, 16))")
    }
}
