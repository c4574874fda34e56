// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIColor {
    /// A colour that paints with `image` repeated, each copy at its natural size (points), upright and turned by
    /// its orientation (`colorWithPatternImage:`).
    ///
    /// As a view's `backgroundColor` the copies start at the view's top-left corner; as the fill or stroke of a
    /// view's `draw(_:)` (``setFill()``, ``setStroke()``) or of a UIKit image context they start at the context's
    /// top-left, whatever the CTM when painting, because Quartz anchors patterns in a context's base space. The
    /// colour has no RGB or white components (`getRed(_:green:blue:alpha:)` returns false) and its `cgColor` is a
    /// pattern colour (`cgColor.pattern`). An image without pixels or with an empty size gives a transparent
    /// colour, with a logged diagnostic.
    public convenience init(patternImage image: UIImage) {
        self.init(cgColor: PatternImageColor.color(for: image))
    }
}

/// Builds the Core Graphics pattern colour behind ``UIColor/init(patternImage:)``.
enum PatternImageColor {
    /// A colored pattern whose cell is `image` at its point size, with alpha 1.
    static func color(for image: UIImage) -> CGColor {
        let size = image.size
        guard image.cgImage != nil, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            UIKitDiagnostics.log("UIColor(patternImage:): the image has no pixels; the colour is transparent")
            return CGColor(gray: 0, alpha: 0)
        }
        let cell = CGRect(origin: .zero, size: size)
        // The image is retained by the pattern's info and released with it, as UIKit's own pattern colours do.
        let info = Unmanaged.passRetained(image).toOpaque()
        var callbacks = CGPatternCallbacks(
            version: 0,
            drawPattern: { info, context in
                guard let info else { return }
                let image = Unmanaged<UIImage>.fromOpaque(info).takeUnretainedValue()
                // Pattern space is the base space's: y down in UIKit's contexts and layers.
                image.drawOriented(in: CGRect(origin: .zero, size: image.size), context: context)
            },
            releaseInfo: { info in
                guard let info else { return }
                Unmanaged<UIImage>.fromOpaque(info).release()
            })
        guard let space = CGColorSpace(patternBaseSpace: nil),
            let pattern = CGPattern(info: info, bounds: cell, matrix: .identity, xStep: size.width, yStep: size.height,
                                    tiling: .constantSpacing, isColored: true, callbacks: &callbacks)
        else {
            Unmanaged<UIImage>.fromOpaque(info).release()
            return CGColor(gray: 0, alpha: 0)
        }
        var alpha: CGFloat = 1
        return CGColor(patternSpace: space, pattern: pattern, components: &alpha) ?? CGColor(gray: 0, alpha: 0)
    }
}
