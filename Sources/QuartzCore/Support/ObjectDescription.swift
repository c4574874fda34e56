// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The pieces of Apple's `description` format for framework objects: `<CALayer: 0x600003e4c2a0; frame = (0 0;
/// 320 480)>`.
package enum ObjectDescription {
    /// The object's address as Objective-C's `%p` prints it (`0x` and lower-case hex digits).
    package static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// The class name as Apple prints it: bare for Touchstone's own framework classes (`CALayer`, `UIView`),
    /// module-qualified for an app's Swift classes (`MyApp.RingLayer`), as Swift classes print on Apple.
    package static func className(of object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        for module in frameworkModules where full.hasPrefix(module + ".") {
            return String(full.dropFirst(module.count + 1))
        }
        return full
    }

    /// A number as `%g` prints it (`0`, `12.5`), which is how UIKit prints frames.
    package static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    /// A rectangle as UIKit prints frames: `(x y; width height)`.
    package static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    /// `<ClassName: 0x…>`, or `<ClassName: 0x…; details>` when `details` is not empty.
    package static func describe(_ object: AnyObject, _ details: String = "") -> String {
        let head = "<\(className(of: object)): \(address(of: object))"
        return details.isEmpty ? head + ">" : head + "; " + details + ">"
    }

    private static let frameworkModules = ["QuartzCore", "UIKit", "CoreGraphics", "Foundation"]
}
