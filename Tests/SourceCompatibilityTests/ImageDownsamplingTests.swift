// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// The downsampling idioms in ImageDownsamplingIdioms.swift compile (Swift 5 mode) and give the right sizes.
@Suite("Source compatibility: downsampling with ImageIO")
struct ImageDownsamplingTests {
    @Test("downsample(imageAt:to:scale:) gives a thumbnail fitting the point size at the scale")
    func downsampleFile() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 300, height: 200), true, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 300, height: 200))
        let big = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("downsample-\(UUID()).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try #require(big.jpegData(compressionQuality: 0.9)).write(to: url)

        let small = try #require(downsample(imageAt: url, to: CGSize(width: 50, height: 50), scale: 2))

        #expect(small.size == CGSize(width: 100, height: 67))
        #expect(pixelSize(ofImageData: try Data(contentsOf: url)) == CGSize(width: 300, height: 200))
        #expect(downsample(imageAt: URL(fileURLWithPath: "/nonexistent.jpg"), to: .zero, scale: 1) == nil)
    }
}
