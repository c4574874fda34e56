// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSValue {
    /// Apple's type encoding for `UIOffset`.
    package static let uiOffsetEncoding = "{UIOffset=dd}"

    /// Boxes an offset (`uiOffsetValue` reads it back); archives and unarchives like the other geometry values.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(replacingWith: StructValue(offset, encoding: NSValue.uiOffsetEncoding))
    }

    /// The boxed offset; `.zero` when the value holds something else.
    public var uiOffsetValue: UIOffset { structValue(UIOffset.self, encoding: NSValue.uiOffsetEncoding) ?? .zero }
}

/// `as? NSValue` boxes an offset and `as? UIOffset` reads it back, as on Apple.
extension UIOffset: _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(uiOffset: self) }
    package static func unboxed(_ box: NSValue) -> UIOffset? {
        box.structValue(UIOffset.self, encoding: NSValue.uiOffsetEncoding)
    }
    package static var bridgingFallback: UIOffset { .zero }
}
