// SPDX-License-Identifier: Apache-2.0

/// A smooth colour transition whose colours a ``CGFunction`` computes: along an axis (axial) or between two
/// circles (radial), drawn with ``CGContext/drawShading(_:)``.
///
/// The function takes one input, `t`, which runs over the function's domain (0…1 when it has none) from the
/// start point or circle to the end, and returns the colour's components in the shading's colour space, optionally
/// followed by alpha (opaque when the function returns no alpha). `extendStart` and `extendEnd` continue the first
/// and last colours beyond the ends, as the gradient drawing options do (Quartz 2D Programming Guide, "Gradients").
/// The function is sampled at 256 evenly spaced values of `t` each time the shading is drawn, and the colours
/// between samples are interpolated linearly.
public final class CGShading: @unchecked Sendable {
    package enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    /// The number of colours sampled from the function per draw.
    package static let sampleCount = 256

    package let geometry: Geometry
    package let colorSpace: CGColorSpace
    package let function: CGFunction
    package let extendStart: Bool
    package let extendEnd: Bool

    /// An axial shading: colours vary along the line from `start` to `end` and are constant across it.
    ///
    /// Returns nil (logged) when the colour space is not gray or RGB, the function does not take one input or
    /// returns fewer values than the space has components, or a point is not finite.
    public init?(
        axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction, extendStart: Bool,
        extendEnd: Bool
    ) {
        guard Self.accepts(space, function),
            start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
        else {
            Diagnostics.log("CGShading(axialSpace:): unusable space, function or points; returning nil")
            return nil
        }
        self.geometry = .axial(start: start, end: end)
        (self.colorSpace, self.function, self.extendStart, self.extendEnd) = (space, function, extendStart, extendEnd)
    }

    /// A radial shading: colours vary between the circle at `start` with `startRadius` and the circle at `end` with
    /// `endRadius` (negative radii are read as 0).
    ///
    /// Returns nil (logged) under the same conditions as the axial form, or for a non-finite radius.
    public init?(
        radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
        function: CGFunction, extendStart: Bool, extendEnd: Bool
    ) {
        guard Self.accepts(space, function), start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
            startRadius.isFinite, endRadius.isFinite
        else {
            Diagnostics.log("CGShading(radialSpace:): unusable space, function, centres or radii; returning nil")
            return nil
        }
        self.geometry = .radial(start: start, startRadius: max(0, startRadius), end: end,
                                endRadius: max(0, endRadius))
        (self.colorSpace, self.function, self.extendStart, self.extendEnd) = (space, function, extendStart, extendEnd)
    }

    private static func accepts(_ space: CGColorSpace, _ function: CGFunction) -> Bool {
        (space.model == .rgb || space.model == .monochrome) && function.domainDimension == 1
            && function.rangeDimension >= space.numberOfComponents
    }

    /// The function sampled into a gradient: `sampleCount` stops from location 0 (the domain's low end) to 1.
    package func sampledGradient() -> CGGradient {
        let components = colorSpace.numberOfComponents
        let bounds = function.firstInputBounds
        var stops: [(location: Double, color: RGBA)] = []
        stops.reserveCapacity(Self.sampleCount)
        for index in 0..<Self.sampleCount {
            let location = Double(index) / Double(Self.sampleCount - 1)
            let x = bounds.lowerBound + CGFloat(location) * (bounds.upperBound - bounds.lowerBound)
            let values = function.values(at: x)
            let alpha = values.count > components ? values[components] : 1
            let color = CGColor(colorSpace: colorSpace, componentArray: Array(values.prefix(components)) + [alpha])
            stops.append((location, color?.rgba ?? RGBA(r: 0, g: 0, b: 0, a: 0)))
        }
        return CGGradient(sortedStops: stops, colorSpace: colorSpace)
    }
}
