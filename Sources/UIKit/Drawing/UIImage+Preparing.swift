// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Decoding ahead of display and thumbnails (iOS 15), and horizontally flipped variants. Everything here is
/// thread-safe, as Apple's `UIImage` is: the completion-handler forms run their work and call back on a global
/// queue, never the main thread.
extension UIImage {
    /// The image with its pixels decoded, so that displaying it costs no decoding (Touchstone decodes a loaded
    /// image's pixels on first use). Nil when the image has no bitmap or its data turns out corrupt.
    public func preparingForDisplay() -> UIImage? {
        guard let cgImage, cgImage.surface != nil else {
            UIKitDiagnostics.log("UIImage.preparingForDisplay(): the image has no decodable bitmap; nil")
            return nil
        }
        return UIImage(image: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets,
                       resizingMode: resizingMode, extras: extras)
    }

    /// Decodes the image on a background queue and passes ``preparingForDisplay()``'s result to
    /// `completionHandler` there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// ``preparingForDisplay()`` off the caller's executor.
    public func byPreparingForDisplay() async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareForDisplay { continuation.resume(returning: $0) }
        }
    }

    /// A thumbnail that fits `size` (points; the aspect ratio is kept, so one side may come out shorter), drawn
    /// upright at the image's scale. Nil when the image has no bitmap, its data is corrupt, or `size` is not finite
    /// and positive (logged). A thumbnail never enlarges: a `size` larger than the image gives the image's size.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIKitDiagnostics.log("UIImage.preparingThumbnail(of:): size \(size) is not finite and positive; nil")
            return nil
        }
        let natural = self.size
        guard let cgImage, cgImage.surface != nil, natural.width > 0, natural.height > 0 else {
            UIKitDiagnostics.log("UIImage.preparingThumbnail(of:): the image has no decodable bitmap; nil")
            return nil
        }
        let factor = min(1, size.width / natural.width, size.height / natural.height)
        let fitted = CGSize(width: natural.width * factor, height: natural.height * factor)
        let pixelWidth = max(1, Int((fitted.width * scale).rounded()))
        let pixelHeight = max(1, Int((fitted.height * scale).rounded()))
        guard let context = CGContext(
            data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.interpolationQuality = .high
        // A y-down space in pixels, where drawOriented puts the image upright.
        context.translateBy(x: 0, y: CGFloat(pixelHeight))
        context.scaleBy(x: 1, y: -1)
        drawOriented(in: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight), context: context)
        guard let thumbnail = context.makeImage() else { return nil }
        return UIImage(image: thumbnail, scale: scale, orientation: .up, extras: extras)
    }

    /// Makes ``preparingThumbnail(of:)`` on a background queue and passes it to `completionHandler` there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// ``preparingThumbnail(of:)`` off the caller's executor.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareThumbnail(of: size) { continuation.resume(returning: $0) }
        }
    }

    /// The same bitmap shown mirrored left to right: the orientation's mirrored counterpart (`.up` ↔
    /// `.upMirrored`, `.left` ↔ `.leftMirrored`, …).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation
        switch imageOrientation {
        case .up: flipped = .upMirrored
        case .upMirrored: flipped = .up
        case .down: flipped = .downMirrored
        case .downMirrored: flipped = .down
        case .left: flipped = .rightMirrored
        case .rightMirrored: flipped = .left
        case .right: flipped = .leftMirrored
        case .leftMirrored: flipped = .right
        }
        return UIImage(image: cgImage, scale: scale, orientation: flipped, capInsets: capInsets,
                       resizingMode: resizingMode, extras: extras)
    }
}
