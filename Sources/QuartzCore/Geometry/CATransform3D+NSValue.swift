// SPDX-License-Identifier: Apache-2.0

extension NSValue {
    /// Apple's type encoding for `CATransform3D`.
    package static let caTransform3DEncoding = "{CATransform3D=dddddddddddddddd}"

    /// Boxes a 3-D transform (`caTransform3DValue` reads it back); what animation values and key-value coding of
    /// `transform` and `sublayerTransform` carry on Apple.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(replacingWith: StructValue(t, encoding: NSValue.caTransform3DEncoding))
    }

    /// The boxed transform; the zero matrix when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        structValue(CATransform3D.self, encoding: NSValue.caTransform3DEncoding) ?? CATransform3D(entries: Array(repeating: 0, count: 16))
    }
}

/// `as? NSValue` boxes a transform and `as? CATransform3D` reads one back, as on Apple (see
/// CGGeometry+Bridging.swift in CoreGraphics).
extension CATransform3D: _ObjectiveCBridgeable, NSValueBridged {
    package func boxed() -> NSValue { NSValue(caTransform3D: self) }
    package static func unboxed(_ box: NSValue) -> CATransform3D? {
        box.structValue(CATransform3D.self, encoding: NSValue.caTransform3DEncoding)
    }
    package static var bridgingFallback: CATransform3D { CATransform3DIdentity }
}
