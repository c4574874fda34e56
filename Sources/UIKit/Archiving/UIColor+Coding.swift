// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Colours archive with `NSKeyedArchiver` and come back with `NSKeyedUnarchiver`, secure coding included, as on
/// iOS (guide §2.6.2, "Reading and writing"): `NSKeyedArchiver.archivedData(withRootObject: color,
/// requiringSecureCoding: true)` and `NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data)`.
///
/// A fixed colour stores its components: `UIWhite` and `UIAlpha` for a gray colour, `UIRed`, `UIGreen`, `UIBlue`
/// and `UIAlpha` for any other (colour spaces other than gray and RGB are stored as their sRGB equivalent), with
/// `UIColorComponentCount`. A dynamic colour stores the colours it resolves to in light and dark appearance
/// (`UIDynamicLight`, `UIDynamicDark`) and comes back as a dynamic colour with those two values; a
/// `UIColor(dynamicProvider:)` closure cannot be archived, so its answers for the two appearances are what is kept.
extension UIColor: NSSecureCoding {
    /// True: colours decode with `decodeObject(of:forKey:)` and `unarchivedObject(ofClass:from:)`.
    public class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let count = "UIColorComponentCount"
        static let red = "UIRed", green = "UIGreen", blue = "UIBlue", white = "UIWhite", alpha = "UIAlpha"
        static let light = "UIDynamicLight", dark = "UIDynamicDark"
    }

    /// Writes the colour for ``encode(with:)``.
    package func encodeColor(with coder: NSCoder) {
        if dynamic != nil {
            coder.encode(resolvedColor(with: .lightAppearance), forKey: Key.light)
            coder.encode(resolvedColor(with: .darkAppearance), forKey: Key.dark)
            return
        }
        let components = cgColor.components ?? []
        if components.count == 2 {
            coder.encode(2, forKey: Key.count)
            coder.encode(Double(components[0]), forKey: Key.white)
            coder.encode(Double(components[1]), forKey: Key.alpha)
            return
        }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        if components.count == 4 {
            (r, g, b, a) = (components[0], components[1], components[2], components[3])
        } else if !getRed(&r, green: &g, blue: &b, alpha: &a) {
            UIKitDiagnostics.log("UIColor.encode(with:): \(self) has no RGB equivalent; archived as clear")
        }
        coder.encode(4, forKey: Key.count)
        coder.encode(Double(r), forKey: Key.red)
        coder.encode(Double(g), forKey: Key.green)
        coder.encode(Double(b), forKey: Key.blue)
        coder.encode(Double(a), forKey: Key.alpha)
    }

    /// The stored properties ``init(coder:)`` sets from `coder`, or nil (logged) when it holds no colour.
    package static func decodedStorage(from coder: NSCoder) -> (fixed: CGColor?, dynamic: DynamicColor?)? {
        if coder.containsValue(forKey: Key.light) || coder.containsValue(forKey: Key.dark) {
            guard let light = coder.decodeObject(of: UIColor.self, forKey: Key.light),
                  let dark = coder.decodeObject(of: UIColor.self, forKey: Key.dark),
                  light.dynamic == nil, dark.dynamic == nil else {
                UIKitDiagnostics.log("UIColor(coder:): a dynamic colour's archive lacks its light or dark colour")
                return nil
            }
            return (nil, .pair(light: light, dark: dark))
        }
        func component(_ key: String) -> CGFloat? {
            guard coder.containsValue(forKey: key) else { return nil }
            let value = coder.decodeDouble(forKey: key)
            return value.isFinite ? CGFloat(value) : nil
        }
        switch coder.decodeInteger(forKey: Key.count) {
        case 2:
            if let white = component(Key.white), let alpha = component(Key.alpha) {
                return (CGColor(gray: white, alpha: alpha), nil)
            }
        case 4:
            if let r = component(Key.red), let g = component(Key.green), let b = component(Key.blue),
               let a = component(Key.alpha) {
                return (CGColor(red: r, green: g, blue: b, alpha: a), nil)
            }
        default:
            break
        }
        UIKitDiagnostics.log("UIColor(coder:): the archive holds no colour components")
        return nil
    }
}
