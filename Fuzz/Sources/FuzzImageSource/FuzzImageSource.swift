// SPDX-License-Identifier: Apache-2.0

import FuzzSupport
import ImageIO
import UIKit

/// `fuzz-image-source`: any bytes through ImageIO as iOS apps use it for big images: the source's type, count and
/// properties, the image at index 0 drawn into a 16×16 bitmap, and a 24-pixel thumbnail turned upright. The contract
/// as for `fuzz-image`: nil (logged) or an image, never a crash, a hang or an unbounded allocation.
@main
enum FuzzImageSource {
    static func main() {
        let space = CGColorSpaceCreateDeviceRGB()
        let thumbnailOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                kCGImageSourceCreateThumbnailWithTransform: true,
                                kCGImageSourceThumbnailMaxPixelSize: 24] as CFDictionary
        FuzzDriver.run { data in
            guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return }
            _ = CGImageSourceGetType(source)
            _ = CGImageSourceGetStatus(source)
            let count = CGImageSourceGetCount(source)
            _ = CGImageSourceCopyProperties(source, nil)
            for index in [0, count - 1, count] { _ = CGImageSourceCopyPropertiesAtIndex(source, index, nil) }
            guard let context = CGContext(
                data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            if let image = CGImageSourceCreateImageAtIndex(source, 0, nil) {
                context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            if let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions) {
                context.draw(thumbnail, in: CGRect(x: 0, y: 0, width: 16, height: 16))
            }
        }
    }
}
