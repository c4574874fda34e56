// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A shadow for text drawn with attributes (the `.shadow` attribute): an offset, a blur radius and a colour.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// How far the shadow sits from the text, in points; +height is down in UIKit's coordinates.
    open var shadowOffset: CGSize = .zero
    /// The blur radius in points (0: a sharp shadow). Negative or non-finite values count as 0.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a `UIColor` (or `CGColor`); nil draws black at one third opacity, as Apple's does.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }

    /// Returns a new shadow with the same offset, blur radius and colour (the colour object itself is shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Whether `object` is a shadow with the same offset, blur radius and colour (colours compared by their
    /// descriptions).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && String(describing: shadowColor) == String(describing: other.shadowColor)
    }

    /// A hash of the offset and blur radius, consistent with ``NSShadow/isEqual(_:)``.
    open override var hash: Int { Int(shadowOffset.width * 31 + shadowOffset.height * 17 + shadowBlurRadius) }

    /// The shadow as Apple prints it: `NSShadow {width, height} blur = radius color = {…}`.
    open override var description: String {
        "NSShadow {\(shadowOffset.width), \(shadowOffset.height)} blur = \(shadowBlurRadius) color = {\(shadowColor.map { "\($0)" } ?? "(null)")}"
    }
}
