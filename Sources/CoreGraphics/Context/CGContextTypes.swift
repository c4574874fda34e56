// SPDX-License-Identifier: Apache-2.0

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// The level of interpolation used when drawing scaled images.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// How text is drawn (recorded in the graphics state).
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0
    case stroke = 1
    case fillStroke = 2
    case invisible = 3
    case fillClip = 4
    case strokeClip = 5
    case fillStrokeClip = 6
    case clip = 7
}

/// Whether gradients extend their end colours beyond the start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill the area before the start location with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill the area after the end location with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Compositing operations: how source pixels combine with the destination.
///
/// Every mode maps onto a Cairo operator except `.plusDarker`, which Cairo cannot express: it draws as
/// `.normal` and logs a diagnostic once per context.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case clear
    case copy
    case sourceIn
    case sourceOut
    case sourceAtop
    case destinationOver
    case destinationIn
    case destinationOut
    case destinationAtop
    case xor
    case plusDarker
    case plusLighter
}
