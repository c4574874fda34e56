// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing

/// Core Foundation casts as iOS code writes them around Core Graphics calls (docs/ARCHITECTURE.md,
/// "Core Foundation bridging").
@Suite("Core Foundation bridging")
struct CoreFoundationBridgingTests {
    @Test("Data, strings and dictionaries convert with `as` and keep their contents")
    func valueCasts() {
        let data = Data([1, 2, 3, 4])
        let cfData = data as CFData
        #expect(CFDataGetLength(cfData) == 4)
        #expect(CFDataGetBytePtr(cfData)[2] == 3)
        #expect(cfData as Data == data)

        let name = "x" as CFString
        #expect(name as String == "x")
        #expect(name.length == 1)

        let options: [String: Any] = ["kCGImageSourceShouldCache": false, "quality": 0.8]
        let cfOptions = options as CFDictionary
        #expect(cfOptions.count == 2)
        #expect((cfOptions as? [String: Any])?["quality"] as? Double == 0.8)

        let url = URL(fileURLWithPath: "/tmp/a.png") as CFURL
        #expect(url.path == "/tmp/a.png")
    }

    @Test("CGColorSpace names are CFStrings: CGColorSpace(name: CGColorSpace.sRGB as CFString)")
    func colorSpaceNames() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB as CFString))
        #expect(space.model == .rgb)
        #expect(space.name == CGColorSpace.sRGB)
        #expect(space.name as String? == "kCGColorSpaceSRGB")
        let sRGB: CFString = CGColorSpace.sRGB
        #expect(sRGB as String == "kCGColorSpaceSRGB")
        #expect(CGColorSpace(name: "kCGColorSpaceLinearGray" as CFString)?.model == .monochrome)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace" as CFString) == nil)
    }

    @Test("CGDataProvider(data: data as CFData) feeds an image; provider.data gives the bytes back")
    func dataProviderFromCFData() throws {
        let pixels = Data([255, 0, 0, 255, 0, 255, 0, 255])  // red, green; RGBA, premultiplied last
        let provider = try #require(CGDataProvider(data: pixels as CFData))
        let image = try #require(CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(image.width == 2)
        let copied = try #require(image.dataProvider?.data)
        #expect(CFDataGetLength(copied) == 8)
        #expect(copied as Data == pixels)
    }

    @Test("CGDataConsumer(data: mutableData as CFMutableData) fills the caller's buffer in place")
    func dataConsumerIntoCFMutableData() throws {
        let mutableData = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: mutableData as CFMutableData))
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ctx = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        ctx.beginPDFPage(nil)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        ctx.endPDFPage()
        ctx.closePDF()
        #expect(mutableData.length > 100)
        #expect(String(decoding: (mutableData as Data).prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test("CGDataProvider(url: url as CFURL) reads a file; an unreadable one gives nil")
    func dataProviderFromCFURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cf-bridging-\(UUID().uuidString).bin")
        try Data([9, 8, 7]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(CGDataProvider(url: url as CFURL))
        #expect(provider.data as Data? == Data([9, 8, 7]))
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/no/such/file") as CFURL) == nil)
    }
}
