// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Which parts of a view's frame stretch when its superview's bounds change size (guide §2.2.6).
    ///
    /// Raw values are UIKit's, so masks stored as integers keep their meaning. A set flag marks a part as flexible;
    /// parts not set keep their size in points. The empty mask (`[]`, UIKit's "none") fixes everything: the view
    /// keeps its frame when the superview resizes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask bits, with UIKit's values (flexibleLeftMargin 1, flexibleWidth 2, … flexibleBottomMargin 32).
        public let rawValue: UInt
        /// Creates a mask from its bits; bits UIKit does not define are kept but ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance from the superview's left edge may change.
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        /// The view's width may change.
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        /// The distance from the superview's right edge may change.
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        /// The distance from the superview's top edge may change.
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        /// The view's height may change.
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge may change.
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    /// Resizes each direct subview for this view's size change from `oldSize`, following the subviews'
    /// `autoresizingMask` (guide §2.2.6). Called from the bounds-size hook when `autoresizesSubviews` is true.
    package func autoresizeSubviews(fromOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviewList where !subview.autoresizingMask.isEmpty {
            subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
        }
    }

    /// Applies this view's mask for a superview size change from `old` to `new`.
    ///
    /// Works on the untransformed footprint (`center` and `bounds.size`), as UIKit does, so a view with a
    /// non-identity transform is moved and resized without its transform being consulted: the outcome is
    /// undefined in Apple's terms but never traps. Non-finite results are ignored with a diagnostic.
    private func autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        let size = bounds.size, anchor = layer.anchorPoint, c = center
        let origin = CGPoint(x: c.x - size.width * anchor.x, y: c.y - size.height * anchor.y)
        let (x, width) = Autoresizing.axis(
            origin: origin.x, length: size.width, superview: old.width, delta: new.width - old.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                       mask.contains(.flexibleRightMargin)))
        let (y, height) = Autoresizing.axis(
            origin: origin.y, length: size.height, superview: old.height, delta: new.height - old.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                       mask.contains(.flexibleBottomMargin)))
        let rect = CGRect(x: x, y: y, width: width, height: height)
        guard Geometry.isFinite(rect) else {
            return UIKitDiagnostics.log("autoresizing: non-finite result \(rect) for \(type(of: self)) ignored")
        }
        if rect.size != size { bounds = CGRect(origin: bounds.origin, size: rect.size) }
        center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    }
}

/// The arithmetic of autoresizing, one axis at a time.
package enum Autoresizing {
    /// Distributes `delta` (the superview's change along the axis, in points) among the flexible parts of one
    /// axis: the leading margin (`origin`), the `length` and the trailing margin (`superview - origin - length`).
    ///
    /// The distribution is UIKit's actual one: in proportion to the parts' current sizes, so a view keeps its
    /// relative place (a 10-point margin beside a 300-point width gets 10/310 of the change). When every flexible
    /// part is zero (or negative, which counts as zero), the change is split evenly. With no flexible part nothing
    /// moves. A length never goes below zero. Returns the new origin and length.
    package static func axis(origin: CGFloat, length: CGFloat, superview: CGFloat, delta: CGFloat,
                             flexible: (leading: Bool, length: Bool, trailing: Bool)) -> (CGFloat, CGFloat)
    {
        let parts = [(flexible.leading, origin), (flexible.length, length),
                     (flexible.trailing, superview - origin - length)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, delta != 0 else { return (origin, length) }
        let weights = parts.map { $0.0 ? max(0, $0.1) : 0 }
        let total = weights.reduce(0, +)
        let shares = parts.indices.map { i -> CGFloat in
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * weights[i] / total : delta / CGFloat(flexibleCount)
        }
        return (origin + shares[0], max(0, length + shares[1]))
    }
}
