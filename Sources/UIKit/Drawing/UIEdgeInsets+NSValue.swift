// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSValue {
    /// Apple's type encoding for `UIEdgeInsets`.
    package static let uiEdgeInsetsEncoding = "{UIEdgeInsets=dddd}"

    /// Boxes edge insets (`uiEdgeInsetsValue` reads them back).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(replacingWith: StructValue(insets, encoding: NSValue.uiEdgeInsetsEncoding))
    }

    /// The boxed insets; `.zero` when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        structValue(UIEdgeInsets.self, encoding: NSValue.uiEdgeInsetsEncoding) ?? .zero
    }
}

/// `as? NSValue` boxes insets and `as? UIEdgeInsets` reads them back, as on Apple (see CGGeometry+Bridging.swift
/// in CoreGraphics).
extension UIEdgeInsets: _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(uiEdgeInsets: self) }
    package static func unboxed(_ box: NSValue) -> UIEdgeInsets? {
        box.structValue(UIEdgeInsets.self, encoding: NSValue.uiEdgeInsetsEncoding)
    }
    package static var bridgingFallback: UIEdgeInsets { .zero }
}
