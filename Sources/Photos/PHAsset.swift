// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The kinds of media an asset holds.
public enum PHAssetMediaType: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// A still image (every asset of Touchstone's simulated library).
    case image = 1
    /// A movie.
    case video = 2
    /// Audio.
    case audio = 3
}

/// An object of the photo library, named by its local identifier.
open class PHObject: NSObject, @unchecked Sendable {
    /// The identifier of the object in this device's library, stable while the object exists.
    open var localIdentifier: String { storedIdentifier }
    let storedIdentifier: String

    init(localIdentifier: String) {
        storedIdentifier = localIdentifier
        super.init()
    }

    /// Whether `object` is an object with the same local identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? PHObject)?.localIdentifier == localIdentifier
    }

    /// The hash of the local identifier.
    open override var hash: Int { localIdentifier.hashValue }
}

/// A picture in the photo library.
///
/// On Touchstone an asset is one file of the simulated library: its local identifier is the file's name without
/// extension followed by `/L0/001` (`IMG_0001/L0/001`), its creation date the file's modification date, its pixel
/// size the image's. Every asset is a still image. Fetch assets with ``fetchAssets(with:options:)-(PHAssetMediaType,_)``
/// and read their pictures through `PHImageManager`.
open class PHAsset: PHObject, @unchecked Sendable {
    /// The library file.
    package let fileURL: URL
    /// The kind of media (always `.image` on Touchstone).
    open var mediaType: PHAssetMediaType { .image }
    /// The width of the picture, pixels.
    open private(set) var pixelWidth: Int
    /// The height of the picture, pixels.
    open private(set) var pixelHeight: Int
    /// When the picture was taken (the file's modification date), or nil when unknown.
    open private(set) var creationDate: Date?
    /// When the asset was last changed (the file's modification date).
    open var modificationDate: Date? { creationDate }
    /// The length of a video, seconds (0 for images).
    open var duration: TimeInterval { 0 }
    /// Whether the user marked the asset as a favorite (false: the simulated library has none).
    open var isFavorite: Bool { false }
    /// Whether the asset is hidden (false).
    open var isHidden: Bool { false }

    /// The sort key for ``creationDate`` (the distant past when unknown).
    var creationDateForSorting: Date { creationDate ?? .distantPast }

    /// The asset of the library file `url`, or nil when it is not a readable image (logged by the caller).
    package init?(fileURL url: URL) {
        guard let image = UIImage(contentsOfFile: url.path), let cgImage = image.cgImage else { return nil }
        fileURL = url
        pixelWidth = cgImage.width
        pixelHeight = cgImage.height
        creationDate = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        super.init(localIdentifier: url.deletingPathExtension().lastPathComponent + "/L0/001")
    }

    /// The assets of `mediaType` in the library, filtered, sorted and limited by `options`.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let box = OptionsBox(options)
        let run: @Sendable () -> [PHAsset] = { fetch(box.options).filter { $0.mediaType == mediaType } }
        return PHFetchResult(run(), refetch: run)
    }

    /// All the assets in the library, filtered, sorted and limited by `options`.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let box = OptionsBox(options)
        let run: @Sendable () -> [PHAsset] = { fetch(box.options) }
        return PHFetchResult(run(), refetch: run)
    }

    /// The assets with `identifiers`, in the order given (unknown identifiers are left out).
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAsset> {
        let run: @Sendable () -> [PHAsset] = {
            let all = Dictionary(fetch(nil).map { ($0.localIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
            return identifiers.compactMap { all[$0] }
        }
        return PHFetchResult(run(), refetch: run)
    }

    /// The library's readable assets in file order, then `options` applied (predicate, sort, limit).
    static func fetch(_ options: PHFetchOptions?) -> [PHAsset] {
        assets(in: PHPhotoLibrary.shared().library, options: options)
    }

    /// The readable assets of `library`, with `options` applied; unreadable files are skipped with a log line.
    package static func assets(in library: SimulatedPhotoLibrary, options: PHFetchOptions?) -> [PHAsset] {
        var assets = library.fileURLs().compactMap { url -> PHAsset? in
            guard let asset = PHAsset(fileURL: url) else {
                PhotoLibraryAuthorization.log.warning("photo library: skipping \(url.lastPathComponent): not a readable image")
                return nil
            }
            return asset
        }
        guard let options else { return assets }
        if let predicate = options.predicate { assets = assets.filter { predicate.evaluate(with: $0) } }
        if let descriptors = options.sortDescriptors, !descriptors.isEmpty {
            assets.sort { a, b in
                for descriptor in descriptors {
                    switch descriptor.compare(a, to: b) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        if options.fetchLimit > 0 { assets = Array(assets.prefix(options.fetchLimit)) }
        return assets
    }
}

/// A fetch's options, kept to run the fetch again (options are not changed after a fetch, as on iOS).
private struct OptionsBox: @unchecked Sendable {
    let options: PHFetchOptions?
    init(_ options: PHFetchOptions?) { self.options = options }
}
