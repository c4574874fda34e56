// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A group of images that are versions of one image for different traits (light and dark appearance, screen
/// scales, size classes), such as an image set of an asset catalog.
///
/// Images loaded with `UIImage(named:)` from an asset catalog carry their set's asset (``UIImage/imageAsset``):
/// `image(with:)` gives the version for other traits, and a `UIImageView` showing such an image shows the version
/// for its own traits, swapping it when they change (a dark-mode switch), as on iOS. Images registered by hand are
/// matched the way iOS matches them: among the registered images whose specified traits all equal the requested
/// ones, the most specific wins.
///
/// Apple's class also adopts `NSSecureCoding`; this one does not archive.
open class UIImageAsset: NSObject {
    private struct Entry {
        let traits: UITraitCollection
        let image: UIImage
    }

    private var entries: [Entry] = []
    /// The asset catalog image set the asset stands for, if any: its name and bundle.
    private let catalogImage: (name: String, bundle: Bundle)?

    /// An empty asset; register images with ``register(_:with:)``.
    public override init() {
        catalogImage = nil
        super.init()
    }

    /// The asset of the image set `name` of `bundle`'s asset catalog.
    package init(catalogImageNamed name: String, in bundle: Bundle) {
        catalogImage = (name, bundle)
        super.init()
    }

    /// The version of the image for `traitCollection`: the best match among the registered images, else (for an
    /// asset catalog's set) the set's image for those traits, else the first registered image; an empty image
    /// when the asset has none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        if let match = bestEntry(for: traitCollection) { return match.image }
        // Named images are looked up (and cached) on the main thread, where image views ask; another thread's
        // call reads the catalog as UIKit's own lookup does.
        if let catalogImage, let image = accessingMainActorState({
            UIImage(named: catalogImage.name, in: catalogImage.bundle, compatibleWith: traitCollection)
        }) {
            return image
        }
        return entries.first?.image ?? UIImage()
    }

    /// Adds `image` as the version for `traitCollection` (replacing one registered for equal traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        entries.removeAll { $0.traits == traitCollection }
        entries.append(Entry(traits: traitCollection, image: image))
    }

    /// Removes the version registered for traits equal to `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        entries.removeAll { $0.traits == traitCollection }
    }

    /// The registered entry whose specified traits all match `wanted`, preferring the most specified (the later
    /// on a tie).
    private func bestEntry(for wanted: UITraitCollection) -> Entry? {
        var best: (entry: Entry, score: Int)?
        for entry in entries {
            guard let score = Self.matchScore(entry.traits, wanted) else { continue }
            if best == nil || score >= best!.score { best = (entry, score) }
        }
        return best?.entry
    }

    /// The number of traits `traits` specifies, when each equals `wanted`'s; nil when one differs.
    private static func matchScore(_ traits: UITraitCollection, _ wanted: UITraitCollection) -> Int? {
        var score = 0
        func check<T: Equatable>(_ value: T, _ unspecified: T, _ other: T) -> Bool {
            guard value != unspecified else { return true }
            score += 1
            return value == other
        }
        guard check(traits.userInterfaceStyle, .unspecified, wanted.userInterfaceStyle),
            check(traits.displayScale, 0, wanted.displayScale),
            check(traits.horizontalSizeClass, .unspecified, wanted.horizontalSizeClass),
            check(traits.verticalSizeClass, .unspecified, wanted.verticalSizeClass),
            check(traits.userInterfaceIdiom, .unspecified, wanted.userInterfaceIdiom),
            check(traits.layoutDirection, .unspecified, wanted.layoutDirection)
        else { return nil }
        return score
    }
}

extension UIImage {
    /// The asset the image belongs to: its image set's for an image loaded from an asset catalog (see
    /// ``UIImageAsset``); nil for other images.
    public var imageAsset: UIImageAsset? { extras?.imageAsset }
}
