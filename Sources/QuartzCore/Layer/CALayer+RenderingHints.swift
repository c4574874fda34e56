// SPDX-License-Identifier: Apache-2.0

/// The shape of a layer's rounded corners (`kCACornerCurve…`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"circular"`, `"continuous"`).
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles of radius `cornerRadius` (the default).
    public static let circular = Self(rawValue: "circular")
    /// Apple's smoother "squircle" corners, whose curvature starts further from the corner.
    public static let continuous = Self(rawValue: "continuous")
}

/// Which of a layer's edges are antialiased (`CAEdgeAntialiasingMask`).
public struct CAEdgeAntialiasingMask: OptionSet, Sendable, Hashable {
    /// The option bits, with Apple's values.
    public let rawValue: UInt32
    /// Creates the options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge (minimum x).
    public static let layerLeftEdge = Self(rawValue: 1 << 0)
    /// The right edge (maximum x).
    public static let layerRightEdge = Self(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = Self(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = Self(rawValue: 1 << 3)
}

/// The storage format a layer's backing store is asked to use (`kCAContentsFormat…`).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Four 8-bit channels (the default).
    public static let RGBA8Uint = Self(rawValue: "RGBA8")
    /// Four 16-bit half-float channels.
    public static let RGBA16Float = Self(rawValue: "RGBAh")
    /// One 8-bit gray channel.
    public static let gray8Uint = Self(rawValue: "Gray8")
}

/// Layer properties that Apple's render server treats as hints about how to draw.
///
/// Each is stored, copied to presentation layers and readable through `value(forKey:)` as on iOS. Touchstone's
/// Cairo renderer draws every layer the same way whatever they say: all edges antialiased, backing stores in
/// 8-bit premultiplied RGBA, and rounded corners as circular arcs (a `.continuous` corner is drawn circular, a
/// documented approximation of Apple's curve).
extension CALayer {
    /// The curve of the rounded corners `cornerRadius` draws (default `.circular`). Not animatable.
    public var cornerCurve: CALayerCornerCurve {
        get { props.extraValue("cornerCurve", .circular) }
        set { setExtra("cornerCurve", newValue, animatable: false) }
    }

    /// How much further from the corner than `cornerRadius` the curve `curve` starts: 1 for `.circular`, about
    /// 1.53 for `.continuous` (Apple's value), so that layouts can keep content clear of the curve.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Which edges are antialiased when the layer is drawn transformed (default: all four).
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { props.extraValue("edgeAntialiasingMask", [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]) }
        set { setExtra("edgeAntialiasingMask", newValue, animatable: false) }
    }

    /// The format requested for the layer's backing store (default `.RGBA8Uint`).
    public var contentsFormat: CALayerContentsFormat {
        get { props.extraValue("contentsFormat", .RGBA8Uint) }
        set { setExtra("contentsFormat", newValue, animatable: false) }
    }

    /// Core Image filters applied to the layer and its sublayers (default nil). Stored and reported, not applied:
    /// Apple documents that layers on iOS do not support this property either.
    public var filters: [Any]? {
        get { props.extra["filters"].flatMap { $0 as? [Any] } }
        set { setExtra("filters", newValue, animatable: false) }
    }

    /// A Core Image filter compositing the layer with what is behind it (default nil). Stored and reported, not
    /// applied, as on iOS.
    public var compositingFilter: Any? {
        get { props.extra["compositingFilter"].flatMap { $0 is NSNull ? nil : $0 } }
        set { setExtra("compositingFilter", newValue, animatable: false) }
    }

    /// Core Image filters applied to the content behind the layer (default nil). Stored and reported, not
    /// applied, as on iOS (a blur behind content is `UIVisualEffectView`'s job).
    public var backgroundFilters: [Any]? {
        get { props.extra["backgroundFilters"].flatMap { $0 as? [Any] } }
        set { setExtra("backgroundFilters", newValue, animatable: false) }
    }
}
