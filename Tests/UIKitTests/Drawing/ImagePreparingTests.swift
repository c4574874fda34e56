// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// `preparingForDisplay`, thumbnails and horizontally flipped orientations (iOS 15 `UIImage` API).
@Suite struct ImagePreparingTests {
    /// An 8×4 image: left half red, right half blue.
    private func halves(scale: CGFloat = 1) -> UIImage {
        UIImage(cgImage: makeImage(width: 8, height: 4) { x, _ in x < 4 ? .red : .blue }, scale: scale, orientation: .up)
    }

    @Test("preparingForDisplay decodes a loaded image's pixels and keeps its size, scale and orientation")
    func preparingForDisplay() throws {
        let png = try #require(halves().pngData())
        let loaded = try #require(UIImage(data: png, scale: 2))
        let prepared = try #require(loaded.preparingForDisplay())
        #expect(prepared.size == loaded.size && prepared.scale == 2)
        #expect(RGBAImage(try #require(prepared.cgImage)).at(0, 0) == .red)
        #expect(UIImage().preparingForDisplay() == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test("A thumbnail fits the size with the aspect ratio kept, upright, and never enlarges")
    func thumbnailFits() throws {
        let image = halves(scale: 1)
        let thumb = try #require(image.preparingThumbnail(of: CGSize(width: 4, height: 4)))
        #expect(thumb.size == CGSize(width: 4, height: 2))
        let px = RGBAImage(try #require(thumb.cgImage))
        #expect(px.at(0, 0) == .red && px.at(3, 1) == .blue)
        #expect(image.preparingThumbnail(of: CGSize(width: 100, height: 100))?.size == CGSize(width: 8, height: 4))
        let turned = UIImage(cgImage: try #require(image.cgImage), scale: 1, orientation: .right)
        let upright = try #require(turned.preparingThumbnail(of: CGSize(width: 2, height: 4)))
        #expect(upright.size == CGSize(width: 2, height: 4) && upright.imageOrientation == .up)
        #expect(RGBAImage(try #require(upright.cgImage)).at(0, 0) == .red, "turned right: the left half is on top")
        #expect(RGBAImage(try #require(upright.cgImage)).at(0, 3) == .blue)
    }

    @Test("Bad input: a non-finite or empty size, or an image without pixels, gives nil")
    func thumbnailBadInput() {
        #expect(halves().preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 4)) == nil)
        #expect(halves().preparingThumbnail(of: CGSize(width: 0, height: 4)) == nil)
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 4, height: 4)) == nil)
    }

    @Test("The completion-handler and async forms deliver the same results off the main thread")
    func asynchronousForms() async throws {
        let image = halves()
        let thumb = await image.byPreparingThumbnail(ofSize: CGSize(width: 4, height: 4))
        #expect(thumb?.size == CGSize(width: 4, height: 2))
        let prepared = await image.byPreparingForDisplay()
        #expect(prepared?.size == image.size)
        let onMain = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 2, height: 2)) { _ in continuation.resume(returning: Thread.isMainThread) }
        }
        #expect(!onMain)
    }

    @Test("withHorizontallyFlippedOrientation mirrors the displayed image; flipping twice gives the original")
    func horizontalFlip() throws {
        let image = halves()
        let flipped = image.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .upMirrored)
        let px = RGBAImage(try #require(flipped.preparingThumbnail(of: flipped.size)?.cgImage))
        #expect(px.at(0, 0) == .blue && px.at(7, 0) == .red)
        for orientation in UIImage.Orientation.allCases {
            let turned = UIImage(cgImage: try #require(image.cgImage), scale: 1, orientation: orientation)
            let once = turned.withHorizontallyFlippedOrientation()
            #expect(once.imageOrientation != orientation)
            #expect(once.withHorizontallyFlippedOrientation().imageOrientation == orientation)
            #expect(once.size == turned.size)
        }
    }
}
