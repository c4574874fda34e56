// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageIO

extension UIImage {
    /// An image of PNG, JPEG, GIF, BMP, TIFF, ICO, CUR or XBM `data` (guide behaviour 139), at scale 1, turned
    /// by the file's EXIF orientation. As on iOS, only the header is read now (`size` works at once); the pixels
    /// are decoded when the image is first drawn. Nil (logged) for empty data, data in no readable format, a
    /// bitmap larger than 32,767 pixels on a side, or one over the pixel budget (128 megapixels by default,
    /// `TOUCHSTONE_MAX_IMAGE_PIXELS`): a decompression bomb costs nothing.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of `data` (any format `init(data:)` reads, header first as there) at `scale` pixels per point (a
    /// non-positive or non-finite scale is logged and replaced by 1); nil (logged) as for `init(data:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (image, orientation) = UIImage.decode(data) else { return nil }
        self.init(image: image, scale: UIImage.validScale(scale, "init(data:scale:)"), orientation: orientation)
    }

    /// An image read from the image file at `path` (any format `init(data:)` reads); nil (logged) when the file is
    /// missing or unreadable, and as for `init(data:)`, whose header-first reading it shares.
    ///
    /// A file name ending in `@2x` or `@3x` before its extension (`button@2x.png`) gives scale 2 or 3, as
    /// iOS 4's high-resolution resources do; any other name gives scale 1. Not cached.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            UIKitDiagnostics.log("UIImage(contentsOfFile:): cannot read \(path)")
            return nil
        }
        guard let (image, orientation) = UIImage.decode(data) else { return nil }
        self.init(image: image, scale: UIImage.scale(fromFileName: path), orientation: orientation)
    }

    /// The image resource `name` of the main bundle (`Bundle.main.resourcePath`), as
    /// ``init(named:in:compatibleWith:)`` with `Bundle.main` and the main screen's scale.
    @MainActor
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The image resource `name` in `bundle` for the main screen's scale, as
    /// ``init(named:in:compatibleWith:)`` without traits.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// The image `name` in `bundle` (nil = the main bundle: `Bundle.main` in an app; in a test process, the
    /// bundle a test installed with `AppBundle.main`), picking the variant for `traitCollection`'s `displayScale`
    /// (the main screen's scale when nil or unspecified) and `userInterfaceStyle` (``UITraitCollection/current``'s,
    /// then the device's appearance, when unspecified); nil (logged) when no variant exists or it cannot be decoded.
    ///
    /// As on iOS, the bundle's asset catalogs are searched first, then loose files. The catalog's image set
    /// `name` (`Name.imageset`; `"Group/Name"` under a folder that provides a namespace; docs/ARCHITECTURE.md,
    /// "Asset catalogs") gives the first variant that loads, ranked by idiom (iPhone and universal first), then
    /// the matching appearance (dark variants in dark mode), then the screen's scale, then higher scales, then
    /// lower; a single-scale SVG or PDF is drawn at the screen's scale from its point size. The set's template rendering intent
    /// (`.alwaysTemplate` / `.alwaysOriginal`) and a variant's slicing (cap insets, tile or stretch) are applied.
    /// The image is resolved once for the appearance asked for: unlike iOS's image assets it does not change by
    /// itself when the appearance changes (look it up again in `traitCollectionDidChange(_:)`).
    ///
    /// Loose files: without an extension, `.png` is tried before `.jpg`. For a screen scale `s`, `name@sx` is
    /// tried first, then higher scales up to 3x, then lower ones down to the plain name (1x), so a 2x screen shows
    /// a 1x-only resource at scale 1.
    ///
    /// As UIKit does, images are cached by bundle, name, screen scale and appearance, so later calls return the
    /// same bitmap without touching the file system; the cache lives for the process. Bitmaps are read header
    /// first, as for `init(data:)`; the pixels are decoded on first draw.
    @MainActor
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        let bundle = bundle ?? AppBundle.main
        let requested = traitCollection?.displayScale ?? 0
        let screenScale = Int((requested.isFinite && requested > 0 ? requested : UIScreen.main.scale).rounded())
        let styled = traitCollection.flatMap { $0.userInterfaceStyle == .unspecified ? nil : $0 }
        let style = DeviceAppearance.style(for: styled ?? UITraitCollection.current)
        let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(screenScale)\u{0}\(style.rawValue)"
        if let cached = NamedImageCache.images[key] {
            self.init(image: cached.cgImage, scale: cached.scale, orientation: cached.imageOrientation,
                      capInsets: cached.capInsets, resizingMode: cached.resizingMode, extras: cached.extras)
            return
        }
        if !name.isEmpty, let set = AssetCatalog.catalog(for: bundle).imageSet(named: name),
            let loaded = set.image(scale: max(1, min(3, screenScale)), style: style)
        {
            // The set's other versions stay reachable through its asset (image views swap them on trait changes).
            let asset = UIImageAsset(catalogImageNamed: name, in: bundle)
            let image = UIImage(image: loaded.cgImage, scale: loaded.scale, orientation: loaded.imageOrientation,
                                capInsets: loaded.capInsets, resizingMode: loaded.resizingMode,
                                extras: (loaded.extras ?? ImageExtras()).with(imageAsset: .some(asset)))
            NamedImageCache.images[key] = image
            self.init(image: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
                      capInsets: image.capInsets, resizingMode: image.resizingMode, extras: image.extras)
            return
        }
        guard !name.isEmpty, let path = UIImage.resourcePath(named: name, in: bundle, screenScale: screenScale),
            let data = FileManager.default.contents(atPath: path),
            let (image, orientation) = UIImage.decode(data)
        else {
            UIKitDiagnostics.log("UIImage(named: \"\(name)\"): no readable image resource in \(bundle.bundlePath)")
            return nil
        }
        let scale = UIImage.scale(fromFileName: path)
        NamedImageCache.images[key] = UIImage(image: image, scale: scale, orientation: orientation)
        self.init(image: image, scale: scale, orientation: orientation)
    }

    /// The file for resource `name` in `bundle`, best scale for `screenScale` first: the unlocalized resources,
    /// then the `.lproj` folders in the app language's order (``AppLanguages``), as `Bundle`'s resource lookups.
    static func resourcePath(named name: String, in bundle: Bundle, screenScale: Int) -> String? {
        let directory = bundle.resourcePath ?? bundle.bundlePath
        for folder in [directory] + AppLanguages.localizedResourceFolders(of: bundle) {
            if let path = resourcePath(named: name, inFolder: folder, screenScale: screenScale) { return path }
        }
        return nil
    }

    private static func resourcePath(named name: String, inFolder directory: String, screenScale: Int) -> String? {
        let given = (name as NSString).pathExtension
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg"] : [given]
        let wanted = max(1, min(3, screenScale))
        let scales = [wanted] + Array(stride(from: wanted + 1, through: 3, by: 1))
            + Array(stride(from: wanted - 1, through: 1, by: -1))
        for scale in scales {
            for ext in extensions {
                let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
                let path = (directory as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// 2 or 3 for a file named `…@2x.ext` / `…@3x.ext`, else 1.
    static func scale(fromFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// PNG, JPEG, GIF, BMP, TIFF, ICO, CUR or XBM bytes as a bitmap whose pixels are decoded on first use, with
    /// the file's EXIF orientation; nil when Image I/O refuses the data (it logs why: empty, unreadable, too big).
    static func decode(_ data: Data) -> (CGImage, Orientation)? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
            let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
        let exif = (properties?[kCGImagePropertyOrientation] as? NSNumber)?.intValue ?? 1
        return (image, orientation(exif: exif))
    }

    /// The UIKit orientation of EXIF orientation `exif` (1…8; anything else is `.up`).
    package static func orientation(exif: Int) -> Orientation {
        let byEXIF: [Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored,
                                     .left]
        return (1...8).contains(exif) ? byEXIF[exif - 1] : .up
    }
}

/// Images loaded by `UIImage(named:)`, keyed by bundle path, name, screen scale and appearance.
@MainActor
enum NamedImageCache {
    static var images: [String: UIImage] = [:]
}
