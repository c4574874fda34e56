// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// Hands out assets' pictures at the sizes asked for.
///
/// A request reads the asset's file and fits the picture to the target size (pixels) by the content mode, never
/// enlarging it; ``PHImageManagerMaximumSize`` asks for the full size. Asynchronous requests (the default) call the
/// result handler on the main queue: with `.opportunistic` delivery first with a quarter-size stand-in
/// (``PHImageResultIsDegradedKey`` true), then with the final image; synchronous ones call it once on the calling
/// thread before returning. A file that can no longer be read gives a nil image and ``PHImageErrorKey``.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private let lock = NSLock()
    private var lastID: PHImageRequestID = 0
    private var cancelled: Set<PHImageRequestID> = []
    /// The queue asynchronous results are delivered on: the main queue, as on iOS (tests give their own).
    package let deliveryQueue: DispatchQueue

    /// The app's image manager.
    open class func `default`() -> PHImageManager { shared }

    /// A new manager (`PHCachingImageManager` is made so).
    public override init() {
        deliveryQueue = .main
        super.init()
    }

    /// A manager delivering asynchronous results on `deliveryQueue` (tests, whose main queue other tests keep busy).
    package init(deliveryQueue: DispatchQueue) {
        self.deliveryQueue = deliveryQueue
        super.init()
    }

    /// Requests `asset`'s picture fitted to `targetSize` by `contentMode`; see the type's description for when
    /// and how often `resultHandler` is called. Returns the request's identifier.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                           options: PHImageRequestOptions?,
                           resultHandler: @escaping @Sendable (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = lock.withLock { () -> PHImageRequestID in
            lastID += 1
            return lastID
        }
        let options = options ?? PHImageRequestOptions()
        let url = asset.fileURL
        if options.isSynchronous {
            let (image, info) = Self.render(url, targetSize: targetSize, contentMode: contentMode, degraded: false, id: id)
            resultHandler(image, info)
            return id
        }
        let deliveries = options.deliveryMode == .opportunistic ? [true, false] : [false]
        let box = UncheckedResult(handler: resultHandler)
        DispatchQueue.global().async {
            for degraded in deliveries {
                let (image, info) = Self.render(url, targetSize: targetSize, contentMode: contentMode,
                                                degraded: degraded, id: id)
                let result = UncheckedResult(image: image, info: info)
                self.deliveryQueue.async {
                    if self.isCancelled(id) {
                        if !degraded { box.handler?(nil, [PHImageCancelledKey: true, PHImageResultRequestIDKey: id]) }
                        return
                    }
                    box.handler?(result.image, result.info)
                }
            }
        }
        return id
    }

    /// Cancels the request `requestID`: results not yet delivered are dropped; the handler is called once more
    /// with a nil image and ``PHImageCancelledKey``.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
        _ = lock.withLock { cancelled.insert(requestID) }
    }

    private func isCancelled(_ id: PHImageRequestID) -> Bool { lock.withLock { cancelled.contains(id) } }

    /// The picture of the file at `url` fitted to `targetSize` (a quarter of that when `degraded`), and its info.
    static func render(_ url: URL, targetSize: CGSize, contentMode: PHImageContentMode, degraded: Bool,
                       id: PHImageRequestID) -> (UIImage?, [AnyHashable: Any]) {
        var info: [AnyHashable: Any] = [PHImageResultIsDegradedKey: degraded, PHImageResultRequestIDKey: id,
                                        PHImageResultIsInCloudKey: false]
        guard let image = UIImage(contentsOfFile: url.path), let cgImage = image.cgImage else {
            info[PHImageErrorKey] = PHPhotoLibrary.error(.invalidResource, "The asset's file cannot be read")
            return (nil, info)
        }
        let full = CGSize(width: cgImage.width, height: cgImage.height)
        var size = fittedSize(full, in: targetSize, contentMode: contentMode)
        if degraded { size = CGSize(width: max(1, (size.width / 4).rounded()), height: max(1, (size.height / 4).rounded())) }
        if size == full { return (UIImage(cgImage: cgImage), info) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let resized = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
        return (resized, info)
    }

    /// `full` scaled to fit in (or, for `.aspectFill`, to cover) `target`, whole pixels, never larger than `full`;
    /// `full` itself for ``PHImageManagerMaximumSize`` or a target with no positive side.
    static func fittedSize(_ full: CGSize, in target: CGSize, contentMode: PHImageContentMode) -> CGSize {
        guard target.width > 0, target.height > 0, full.width > 0, full.height > 0 else { return full }
        let scaleX = target.width / full.width, scaleY = target.height / full.height
        let scale = min(1, contentMode == .aspectFill ? max(scaleX, scaleY) : min(scaleX, scaleY))
        return CGSize(width: max(1, (full.width * scale).rounded()), height: max(1, (full.height * scale).rounded()))
    }
}

/// A result handed to the main queue; delivered once, not touched concurrently.
private struct UncheckedResult: @unchecked Sendable {
    var handler: (@Sendable (UIImage?, [AnyHashable: Any]?) -> Void)?
    var image: UIImage?
    var info: [AnyHashable: Any]?
    init(handler: @escaping @Sendable (UIImage?, [AnyHashable: Any]?) -> Void) { self.handler = handler }
    init(image: UIImage?, info: [AnyHashable: Any]) { self.image = image; self.info = info }
}

/// An image manager that prepares pictures ahead for a scrolling grid. On Touchstone preparing is a no-op:
/// requests read the file each time.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether prepared images are kept at high quality (stored only).
    open var allowsCachingHighQualityImages = true

    /// Starts preparing pictures of `assets` (a no-op on Touchstone).
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                 options: PHImageRequestOptions?) {}

    /// Stops preparing pictures of `assets` (a no-op).
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                options: PHImageRequestOptions?) {}

    /// Stops preparing every picture (a no-op).
    open func stopCachingImagesForAllAssets() {}
}
