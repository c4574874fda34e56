// SPDX-License-Identifier: Apache-2.0

import FuzzSupport
import UIKit

/// `fuzz-image`: any bytes as `UIImage(data:)`; an image that decodes is drawn, scaled, into a 16×16 bitmap, so
/// whatever a decoder left for later (lazy pixel access, odd sizes and strides) runs too. The contract: nil (logged)
/// or an image, never a crash, a hang or an unbounded allocation.
@main
enum FuzzImage {
    static func main() {
        let space = CGColorSpaceCreateDeviceRGB()
        FuzzDriver.run { data in
            guard let image = UIImage(data: data), let cgImage = image.cgImage,
                let context = CGContext(
                    data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }
}
