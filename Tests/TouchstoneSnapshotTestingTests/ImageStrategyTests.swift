// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneSnapshotTesting
import TouchstoneTesting
import UIKit

/// The image strategies against references this suite records in a temporary folder: record, match, then fail
/// with a difference image when a colour changes.
@Suite(.serialized) @MainActor
struct ImageStrategyTests {
    @Test func viewRecordsThenMatchesThenFailsWithADifferenceImageWhenAColourChanges() throws {
        let folder = SnapshotFixtures.temporaryFolder()
        let recorded = verifySnapshot(of: SnapshotFixtures.card(), as: .image, named: "card", record: .all,
                                      snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true)
        let referencePath = folder + "/viewRecordsThenMatchesThenFailsWithADifferenceImageWhenAColourChanges.card.png"
        let reference = try #require(SnapshotFixtures.pixels(at: referencePath))
        // 100×60 points at the iPhone 4's 2×; the white box at (10, 10)-(50, 30) points over the blue.
        #expect(reference.width == 200 && reference.height == 120)
        #expect(reference[60, 40] == (255, 255, 255, 255))
        let blue = reference[150, 20]
        #expect(blue.b > 200 && blue.r < 60 && blue.a == 255)

        #expect(verifySnapshot(of: SnapshotFixtures.card(), as: .image, named: "card", record: .never,
                               snapshotDirectory: folder) == nil)

        let failure = try #require(verifySnapshot(
            of: SnapshotFixtures.card(color: .systemRed), as: .image, named: "card", record: .never,
            snapshotDirectory: folder))
        #expect(failure.contains("does not match reference"))
        let differencePath = try #require(failure.components(separatedBy: "Difference image: ").last?
            .components(separatedBy: "\n").first)
        let difference = try #require(SnapshotFixtures.pixels(at: differencePath))
        #expect(difference.width == 200)
        #expect(difference[60, 40] == (0, 0, 0, 255))  // the white box did not change: black
        #expect(difference[150, 20].r > 150)  // blue → red: a bright difference
    }

    @Test func aOnePixelChangePassesAtPrecisionBelowOneAndFailsAtOne() {
        let folder = SnapshotFixtures.temporaryFolder()
        _ = verifySnapshot(of: SnapshotFixtures.card(), as: .image, named: "p", record: .all, snapshotDirectory: folder)
        func changed() -> UIView {
            let card = SnapshotFixtures.card()
            let dot = UIView(frame: CGRect(x: 90, y: 2, width: 0.5, height: 0.5))
            dot.backgroundColor = .black
            card.addSubview(dot)
            return card
        }
        #expect(verifySnapshot(of: changed(), as: .image(precision: 0.99), named: "p", record: .never,
                               snapshotDirectory: folder) == nil)
        let failure = verifySnapshot(of: changed(), as: .image, named: "p", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("1 of 24000 pixels differ") == true)
    }

    @Test func aSlightColourChangePassesAtPerceptualPrecisionAndFailsExactly() {
        let folder = SnapshotFixtures.temporaryFolder()
        let base = UIColor(red: 0.5, green: 0.3, blue: 0.2, alpha: 1)
        let near = UIColor(red: 0.5 + 2.0 / 255, green: 0.3, blue: 0.2, alpha: 1)
        _ = verifySnapshot(of: SnapshotFixtures.card(color: base), as: .image, named: "c", record: .all,
                           snapshotDirectory: folder)
        #expect(verifySnapshot(of: SnapshotFixtures.card(color: near), as: .image(perceptualPrecision: 0.98),
                               named: "c", record: .never, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: SnapshotFixtures.card(color: near), as: .image, named: "c", record: .never,
                               snapshotDirectory: folder) != nil)
    }

    @Test func darkModeAndTextSizeTraitsReachTheView() throws {
        let light = ImageProbe.render(SnapshotFixtures.adaptiveLabel(), as: .image)
        let dark = ImageProbe.render(SnapshotFixtures.adaptiveLabel(),
                                     as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light[230, 70] == (255, 255, 255, 255))
        #expect(dark[230, 70] == (0, 0, 0, 255))
        let large = ImageProbe.render(
            SnapshotFixtures.adaptiveLabel(),
            as: .image(traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        #expect(ImageProbe.inkedColumns(large, background: (255, 255, 255)) > ImageProbe.inkedColumns(light, background: (255, 255, 255)))
    }

    @Test func displayScaleTraitSetsTheImageScale() {
        let one = ImageProbe.render(SnapshotFixtures.card(), as: .image(traits: UITraitCollection(displayScale: 1)))
        #expect(one.width == 100 && one.height == 60)
        let three = ImageProbe.render(SnapshotFixtures.card(), as: .image(on: .iPhone15))
        #expect(three.width == 300 && three.height == 180)
    }

    @Test func viewControllerFillsTheDeviceScreenWithStatusAndNavigationBars() {
        let image = ImageProbe.render(SnapshotFixtures.screen(), as: .image(on: .iPhone4))
        #expect(image.width == 640 && image.height == 960)
        let modern = ImageProbe.render(SnapshotFixtures.screen(), as: .image(on: .iPhone15))
        #expect(modern.width == 1179 && modern.height == 2556)
        // The content's white background below the bars; the bars themselves are not white.
        #expect(image[320, 600] == (255, 255, 255, 255))
        #expect(image[320, 20] != (255, 255, 255, 255))
    }

    @Test func layerAndImageStrategies() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.backgroundColor = UIColor.red.cgColor
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(sublayer)
        let picture = ImageProbe.render(layer, as: .image)
        #expect(picture.width == 60 && picture.height == 40)
        #expect(picture[5, 5] == (0, 255, 0, 255))
        #expect(picture[50, 30] == (255, 0, 0, 255))

        let uiImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let folder = SnapshotFixtures.temporaryFolder()
        _ = verifySnapshot(of: uiImage, as: .image, named: "i", record: .all, snapshotDirectory: folder)
        #expect(verifySnapshot(of: uiImage, as: .image, named: "i", record: .never, snapshotDirectory: folder) == nil)
    }

    @Test func anEmptyViewGivesAOnePixelImageInsteadOfCrashing() {
        let empty = ImageProbe.render(UIView(), as: .image)
        #expect(empty.width == 1 && empty.height == 1)
    }

    @Test func theViewReturnsToItsSuperviewAndFrameAfterTheSnapshot() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = SnapshotFixtures.card()
        card.frame.origin = CGPoint(x: 7, y: 9)
        parent.addSubview(UIView())
        parent.addSubview(card)
        parent.addSubview(UIView())
        _ = ImageProbe.render(card, as: .image(size: CGSize(width: 50, height: 50)))
        #expect(card.superview === parent && parent.subviews.firstIndex(of: card) == 1)
        #expect(card.frame == CGRect(x: 7, y: 9, width: 100, height: 60))
    }
}

/// Runs a strategy directly, for structural checks on the picture it takes.
@MainActor
enum ImageProbe {
    static func render<Value>(_ value: Value, as strategy: Snapshotting<Value, UIImage>) -> RGBAImage {
        var image: UIImage?
        strategy.snapshot(value).run { image = $0 }
        return RGBAImage(image!.cgImage!)
    }

    /// How many pixel columns hold a pixel other than `background`.
    static func inkedColumns(_ image: RGBAImage, background: (UInt8, UInt8, UInt8)) -> Int {
        (0..<image.width).filter { x in
            (0..<image.height).contains { y in
                let p = image[x, y]
                return (p.r, p.g, p.b) != background
            }
        }.count
    }
}
