// SPDX-License-Identifier: Apache-2.0

/// The shape particles of a `CAEmitterLayer` are born on (`kCAEmitterLayerPoint`, …), with Apple's string values.
///
/// Every shape is centred on `emitterPosition` and sized by `emitterSize` (and `emitterDepth` for the solid
/// ones); `emitterMode` picks where on the shape a particle starts. Touchstone draws in the layer's plane: the
/// solid shapes (`.cuboid`, `.sphere`) act as their cross-sections in it (`.rectangle`, `.circle`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"point"`, `"line"`, …).
    public let rawValue: String
    /// Creates a shape from its name; an unknown name emits as `.point`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A single point at `emitterPosition` (the default).
    public static let point = Self(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = Self(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = Self(rawValue: "rectangle")
    /// A box of `emitterSize` × `emitterDepth` centred on `emitterPosition` (drawn as its rectangle).
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` centred on `emitterPosition`.
    public static let circle = Self(rawValue: "circle")
    /// A sphere of radius `emitterSize.width` centred on `emitterPosition` (drawn as its circle).
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on its shape a `CAEmitterLayer` emits particles (`kCAEmitterLayerPoints`, …), with Apple's string values.
///
/// Touchstone's reading for the plane it draws in: `.outline` starts particles on the shape's edge (a line's
/// whole length, a rectangle's perimeter, a circle's circumference); the other three start them anywhere inside
/// it (on a line, anywhere along it). A `.point` shape ignores the mode.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"points"`, `"outline"`, …).
    public let rawValue: String
    /// Creates a mode from its name; an unknown name emits as `.volume`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From points on the shape.
    public static let points = Self(rawValue: "points")
    /// From the shape's outline.
    public static let outline = Self(rawValue: "outline")
    /// From the shape's surface.
    public static let surface = Self(rawValue: "surface")
    /// From anywhere within the shape (the default).
    public static let volume = Self(rawValue: "volume")
}

/// The order and blending a `CAEmitterLayer` draws its particles with (`kCAEmitterLayerUnordered`, …), with
/// Apple's string values.
///
/// Touchstone draws in the layer's plane, where particles have no depth: `.unordered`, `.oldestFirst` and
/// `.backToFront` all draw the oldest particle first (newest on top); `.oldestLast` draws the newest first;
/// `.additive` adds the particles' colours (`CGBlendMode.plusLighter`), so overlaps grow brighter.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it (`"unordered"`, `"additive"`, …).
    public let rawValue: String
    /// Creates a render mode from its name; an unknown name draws as `.unordered`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In whatever order is fastest (the default); here, oldest first.
    public static let unordered = Self(rawValue: "unordered")
    /// The oldest particle first, so newer ones cover it.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// The oldest particle last, on top of newer ones.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Sorted by depth, farthest first; in the plane, as `.oldestFirst`.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Colours added together (`plusLighter`), in any order.
    public static let additive = Self(rawValue: "additive")
}
