// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Images archive with `NSKeyedArchiver` and come back with `NSKeyedUnarchiver`, secure coding included, as on
/// iOS: `NSKeyedArchiver.archivedData(withRootObject: image, requiringSecureCoding: true)` and
/// `NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: data)`.
///
/// The bitmap is stored as PNG bytes (`UIImageData`; lossless, so the pixels come back exactly), with the scale
/// (`UIScale`), orientation (`UIOrientation`), cap insets (`UICapInsets…`), resizing mode (`UIResizingMode`),
/// rendering mode (`UIRenderingMode`) and tint colour (`UITintColor`). An empty image (`UIImage()`) archives as
/// one. A symbol image keeps its rendering mode and tint but not its symbol name and configuration.
extension UIImage: NSSecureCoding {
    /// True: images decode with `decodeObject(of:forKey:)` and `unarchivedObject(ofClass:from:)`.
    public class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let data = "UIImageData", scale = "UIScale", orientation = "UIOrientation"
        static let insetTop = "UICapInsetTop", insetLeft = "UICapInsetLeft"
        static let insetBottom = "UICapInsetBottom", insetRight = "UICapInsetRight"
        static let resizingMode = "UIResizingMode", renderingMode = "UIRenderingMode", tint = "UITintColor"
    }

    /// Writes the image for ``encode(with:)``.
    package func encodeImage(with coder: NSCoder) {
        if let png = pngData() { coder.encode(png, forKey: Key.data) }
        coder.encode(Double(scale), forKey: Key.scale)
        coder.encode(imageOrientation.rawValue, forKey: Key.orientation)
        if capInsets != .zero {
            coder.encode(Double(capInsets.top), forKey: Key.insetTop)
            coder.encode(Double(capInsets.left), forKey: Key.insetLeft)
            coder.encode(Double(capInsets.bottom), forKey: Key.insetBottom)
            coder.encode(Double(capInsets.right), forKey: Key.insetRight)
            coder.encode(resizingMode.rawValue, forKey: Key.resizingMode)
        }
        if let extras {
            coder.encode(extras.renderingMode.rawValue, forKey: Key.renderingMode)
            if let tint = extras.tintColor { coder.encode(tint, forKey: Key.tint) }
        }
    }

    /// What ``init(coder:)`` sets from `coder`, or nil (logged) when the stored bitmap cannot be read. A missing
    /// or invalid scale is 1, an unknown orientation `.up`.
    package static func decodedStorage(from coder: NSCoder) -> (
        image: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets,
        resizingMode: ResizingMode, extras: ImageExtras?
    )? {
        var image: CGImage?
        if coder.containsValue(forKey: Key.data) {
            guard let png = coder.decodeObject(of: NSData.self, forKey: Key.data),
                  let (decoded, _) = UIImage.decode(png as Data) else {
                UIKitDiagnostics.log("UIImage(coder:): the archived bitmap cannot be read")
                return nil
            }
            image = decoded
        }
        var scale: CGFloat = 1
        if coder.containsValue(forKey: Key.scale) {
            scale = UIImage.validScale(CGFloat(coder.decodeDouble(forKey: Key.scale)), "init(coder:)")
        }
        let orientation = Orientation(rawValue: coder.decodeInteger(forKey: Key.orientation)) ?? .up
        var insets = UIEdgeInsets.zero
        if coder.containsValue(forKey: Key.insetTop) {
            let values = [Key.insetTop, Key.insetLeft, Key.insetBottom, Key.insetRight].map {
                let v = coder.decodeDouble(forKey: $0)
                return v.isFinite && v >= 0 ? CGFloat(v) : 0
            }
            insets = UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        let resizing = ResizingMode(rawValue: coder.decodeInteger(forKey: Key.resizingMode)) ?? .tile
        var extras: ImageExtras?
        if coder.containsValue(forKey: Key.renderingMode) {
            let mode = RenderingMode(rawValue: coder.decodeInteger(forKey: Key.renderingMode)) ?? .automatic
            // Only read when present: a missing key is a decoding error in Foundation's unarchiver.
            let tint = coder.containsValue(forKey: Key.tint) ? coder.decodeObject(of: UIColor.self, forKey: Key.tint) : nil
            extras = ImageExtras(renderingMode: mode, tintColor: tint)
        }
        return (image, scale, orientation, insets, resizing, extras)
    }
}
