// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Stands for an object a change block creates, until the change is committed.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {
    private let lock = NSLock()
    private var committedIdentifier = ""

    /// The created asset's local identifier: empty inside the change block (Touchstone names the file when the
    /// change is committed), the asset's once the completion handler runs.
    open override var localIdentifier: String { lock.withLock { committedIdentifier } }

    init() { super.init(localIdentifier: "") }

    /// Records the committed asset's identifier.
    func commit(_ identifier: String) { lock.withLock { committedIdentifier = identifier } }
}

/// A request to create an asset, made inside `PHPhotoLibrary.performChanges(_:completionHandler:)`'s change block.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    private enum Source {
        case image(UIImage)
        case file(URL)
    }

    private let source: Source?
    /// Stands for the asset this request creates.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
    /// The creation date given to the new asset (default: now on the device's clock, when committed).
    open var creationDate: Date?
    /// Whether the asset is a favorite (stored only).
    open var isFavorite = false
    /// Whether the asset is hidden (stored only).
    open var isHidden = false

    private init(source: Source?) {
        self.source = source
        super.init()
        if ChangeTransaction.add(self) {
            placeholderForCreatedAsset = PHObjectPlaceholder()
        } else {
            PhotoLibraryAuthorization.log.error("PHAssetChangeRequest made outside a change block (iOS raises); nothing is saved")
        }
    }

    /// A request to add `image` to the library (saved as PNG). Only inside a change block; elsewhere logged (iOS
    /// raises) and never committed.
    @discardableResult
    open class func creationRequestForAsset(from image: UIImage) -> Self {
        unsafeDowncast(PHAssetChangeRequest(source: .image(image)), to: self)
    }

    /// A request to add the image file at `fileURL` (copied as it is); nil when the file does not exist.
    @discardableResult
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        return unsafeDowncast(PHAssetChangeRequest(source: .file(fileURL)), to: self)
    }

    /// Writes the asset into `library`, dated ``creationDate`` (else now); false when it cannot be written.
    func commit(to library: SimulatedPhotoLibrary) -> Bool {
        let written: URL?
        switch source {
        case .image(let image):
            written = image.pngData().flatMap { library.add($0, pathExtension: "PNG") }
        case .file(let url):
            written = (try? Data(contentsOf: url)).flatMap {
                library.add($0, pathExtension: url.pathExtension.isEmpty ? "PNG" : url.pathExtension.uppercased())
            }
        case nil:
            written = nil
        }
        guard let written else { return false }
        // `Date()` follows the simulated device's clock in an app (UIKit's process hooks).
        try? FileManager.default.setAttributes([.modificationDate: creationDate ?? Date()], ofItemAtPath: written.path)
        placeholderForCreatedAsset?.commit(written.deletingPathExtension().lastPathComponent + "/L0/001")
        return true
    }
}
