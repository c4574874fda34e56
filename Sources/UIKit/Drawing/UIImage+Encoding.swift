// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImage {
    /// The bitmap as PNG bytes, or nil for an empty image or an encoding failure (logged).
    ///
    /// The stored pixels are written as they are: ``imageOrientation`` and ``scale`` are not recorded, as with
    /// iPhone OS's `UIImagePNGRepresentation`.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return cgImage.pngData()
    }

    /// The bitmap as JPEG bytes at `compressionQuality` (0 = smallest … 1 = best; clamped, NaN = 1), or nil for an
    /// empty image or an encoding failure. Transparency is composited over black; orientation is not recorded.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        return cgImage.jpegData(quality: compressionQuality)
    }
}

/// The guide's PNG encoder (§2.4.3 "Quartz and UIKit"): `image.pngData()`.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The guide's JPEG encoder (§2.4.3 "Quartz and UIKit"): `image.jpegData(compressionQuality: compressionQuality)`.
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
