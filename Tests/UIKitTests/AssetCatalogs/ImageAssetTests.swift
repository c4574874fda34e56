// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `UIImageAsset`: the versions of one image for different traits, and image views that follow them.
@Suite(.serialized) @MainActor struct ImageAssetTests {
    private func badgeBundle(_ fixture: CatalogFixture) throws -> Bundle {
        try fixture.imageSet("Badge", [imageEntry("light.png", scale: "2x"),
                                       imageEntry("dark.png", scale: "2x", darkAppearance)],
                             files: ["light.png": solidPNG(.red, width: 4), "dark.png": solidPNG(.blue, width: 4)])
        return try fixture.bundle()
    }

    @Test func anAssetCatalogImageCarriesItsSetsOtherVersions() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let bundle = try badgeBundle(fixture)

        let light = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: traits(scale: 2, .light)))
        let asset = try #require(light.imageAsset)

        #expect(pixel(asset.image(with: traits(scale: 2, .dark)), 0, 0) == .blue)
        #expect(pixel(asset.image(with: traits(scale: 2, .light)), 0, 0) == .red)
        #expect(UIImage(systemName: "heart")?.imageAsset == nil, "images from elsewhere have no asset")
        #expect(light.withRenderingMode(.alwaysTemplate).imageAsset === asset, "derived images keep it")
    }

    @Test func registeredImagesMatchTheMostSpecificTraits() {
        let asset = UIImageAsset()
        let any = UIImage(), dark = UIImage(), darkOn3x = UIImage()
        asset.register(any, with: UITraitCollection())
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(darkOn3x, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                                       UITraitCollection(displayScale: 3)]))

        #expect(asset.image(with: traits(scale: 2, .light)) === any)
        #expect(asset.image(with: traits(scale: 2, .dark)) === dark)
        #expect(asset.image(with: traits(scale: 3, .dark)) === darkOn3x)

        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: traits(scale: 2, .dark)) === any)
        #expect(UIImageAsset().image(with: traits(scale: 2)).cgImage == nil, "an empty asset gives an empty image")
    }

    @Test func anImageViewSwapsTheVersionWhenItsAppearanceChanges() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let bundle = try badgeBundle(fixture)
        let (_, window) = try launchedTestWindow()
        let imageView = UIImageView(image: UIImage(named: "Badge", in: bundle, compatibleWith: traits(scale: 2)))
        window.addSubview(imageView)
        let lightContents = imageView.layer.contents as AnyObject?

        imageView.overrideUserInterfaceStyle = .dark
        let darkContents = imageView.layer.contents as AnyObject?
        imageView.overrideUserInterfaceStyle = .light

        #expect(darkContents !== lightContents, "the layer shows the dark version")
        #expect(pixel(UIImage(cgImage: darkContents as! CGImage), 0, 0) == .blue)
        #expect(pixel(UIImage(cgImage: imageView.layer.contents as! CGImage), 0, 0) == .red, "and back")
        #expect(pixel(imageView.image, 0, 0) == .red, "image keeps the image that was set")
    }
}
