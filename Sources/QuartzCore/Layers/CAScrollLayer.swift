// SPDX-License-Identifier: Apache-2.0

/// A layer that shows a scrollable part of content larger than itself: scrolling moves its `bounds.origin`, so its
/// sublayers (laid out in its bounds space) slide past its frame.
///
/// The scrollable extent is whatever the sublayers cover; the layer does not limit scrolling to it, handles no
/// events and draws no scroll indicators (as on Apple). Set `masksToBounds` to hide the content outside the frame.
/// Scrolling changes `bounds` through its setter, so a standalone scroll layer animates the move implicitly, as any
/// `bounds` change does; wrap it in `CATransaction.setDisableActions(true)` to jump.
///
/// - SeeAlso: `CALayer.scroll(_:)`, `CALayer.scrollRectToVisible(_:)` and `CALayer.visibleRect`, which act on a
///   layer's closest `CAScrollLayer` ancestor.
open class CAScrollLayer: CALayer {
    /// Every scroll layer property and its default.
    static var defaults: [String: Any?] { ["scrollMode": CAScrollLayerScrollMode.both] }

    /// Creates a scroll layer that scrolls on both axes.
    public override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    /// Copies `layer`'s properties, the scroll mode included (used for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    /// Creates a scroll layer with default properties (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    /// The scroll layer's default for `key` (`scrollMode` `.both`), else `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }
        return super.defaultValue(forKey: key)
    }

    /// The axes along which ``scroll(to:)-(CGPoint)`` may move the bounds' origin (default `.both`). Not animatable.
    ///
    /// A mode that is none of Apple's four constants scrolls neither axis.
    open var scrollMode: CAScrollLayerScrollMode {
        get { props.extraValue("scrollMode", .both) }
        set { setExtra("scrollMode", newValue, animatable: false) }
    }

    /// Scrolls so that `p` (this layer's bounds space) becomes the bounds' origin, on the axes `scrollMode`
    /// allows; the other coordinate keeps its value.
    ///
    /// Non-finite coordinates are ignored (logged).
    open func scroll(to p: CGPoint) {
        let mode = scrollMode
        let horizontal = mode == .horizontally || mode == .both
        let vertical = mode == .vertically || mode == .both
        guard horizontal || vertical else { return }
        guard (!horizontal || p.x.isFinite), (!vertical || p.y.isFinite) else {
            return Diagnostics.log("CAScrollLayer.scroll(to:): non-finite point \(p) ignored")
        }
        var bounds = self.bounds
        if horizontal { bounds.origin.x = p.x }
        if vertical { bounds.origin.y = p.y }
        guard bounds.origin != self.bounds.origin else { return }
        self.bounds = bounds
    }

    /// Scrolls the least distance that brings `r` (this layer's bounds space) inside the bounds, on the axes
    /// `scrollMode` allows; a rectangle already inside does not scroll.
    ///
    /// When `r` is wider (or taller) than the bounds, its minimum edge is aligned with the bounds' minimum edge on
    /// that axis. Null or non-finite rectangles are ignored (logged).
    open func scroll(to r: CGRect) {
        let r = r.standardized
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return Diagnostics.log("CAScrollLayer.scroll(to:): rectangle \(r) ignored")
        }
        let visible = bounds
        scroll(to: CGPoint(x: Self.origin(visible.minX, visible.width, toShow: r.minX, r.maxX),
                           y: Self.origin(visible.minY, visible.height, toShow: r.minY, r.maxY)))
    }

    /// The new origin on one axis that shows `lo…hi` in a window of `length` now starting at `origin`.
    private static func origin(_ origin: CGFloat, _ length: CGFloat, toShow lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        if hi - lo > length || lo < origin { return lo }
        if hi > origin + length { return hi - length }
        return origin
    }
}

/// The axes along which a `CAScrollLayer` scrolls (`kCAScroll…`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"none"`, `"vertically"`, `"horizontally"`, `"both"`).
    public let rawValue: String
    /// Creates a mode from its string; a string that is none of the four constants scrolls neither axis.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer does not scroll.
    public static let none = Self(rawValue: "none")
    /// Only the y coordinate of the bounds' origin changes.
    public static let vertically = Self(rawValue: "vertically")
    /// Only the x coordinate of the bounds' origin changes.
    public static let horizontally = Self(rawValue: "horizontally")
    /// Both coordinates change (the default).
    public static let both = Self(rawValue: "both")
}
