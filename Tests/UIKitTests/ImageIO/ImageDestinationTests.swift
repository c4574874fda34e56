// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageIO
import Testing
import TouchstoneTesting
import UIKit

/// Issue 12: Image I/O's writing API, PNG and JPEG through Core Graphics' encoders.
@Suite("ImageIO: CGImageDestination")
struct ImageDestinationTests {
    @Test("A PNG written to CFMutableData reads back with the same pixels")
    func pngRoundTrip() throws {
        let image = makeImage(width: 6, height: 4) { x, _ in x < 3 ? .red : .blue }
        let data = NSMutableData()

        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)

        #expect(CGImageDestinationFinalize(destination))
        #expect(!CGImageDestinationFinalize(destination), "a second finalize fails")
        let back = try #require(UIImage(data: data as Data)?.cgImage)
        #expect(RGBAImage(back).at(0, 0) == .red)
        #expect(RGBAImage(back).at(5, 3) == .blue)
    }

    @Test("JPEG quality is read from the image's options; a file URL is written on finalize")
    func jpegToURL() throws {
        let image = makeImage(width: 64, height: 64) { x, y in RGB(r: UInt8(x * 4), g: UInt8(y * 4), b: 128) }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.jpg")
        var sizes: [Int] = []

        for quality in [0.1, 0.95] {
            let destination = try #require(CGImageDestinationCreateWithURL(url as CFURL, "public.jpeg" as CFString,
                                                                           1, nil))
            CGImageDestinationAddImage(destination, image,
                                       [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
            #expect(CGImageDestinationFinalize(destination))
            sizes.append(try Data(contentsOf: url).count)
        }

        #expect(sizes[0] < sizes[1])
        #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 64, height: 64))
    }

    @Test("Unwritable types, counts other than 1 and missing images are refused")
    func badInput() throws {
        let data = NSMutableData()

        #expect(CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, 1, nil) == nil)
        #expect(CGImageDestinationCreateWithData(data, "public.png" as CFString, 0, nil) == nil)
        #expect(CGImageDestinationCreateWithData(data, "public.png" as CFString, 2, nil) == nil)
        let empty = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        #expect(!CGImageDestinationFinalize(empty))
        #expect(data.length == 0)
        #expect((CGImageDestinationCopyTypeIdentifiers() as? [String]) == ["public.png", "public.jpeg"])
    }
}
