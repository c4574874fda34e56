// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A smooth transition between colours at locations from 0 to 1, drawn with `drawLinearGradient` or
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The colour stops, straight RGBA, sorted by location.
    package let stops: [(location: Double, color: RGBA)]
    /// The colour space the gradient's colours were given in; stops are interpolated in straight RGBA whatever it is.
    public let colorSpace: CGColorSpace?

    /// Creates a gradient from packed components (`count` colours × (components + alpha)) and optional locations.
    ///
    /// With nil locations the colours are spread evenly from 0 to 1. Returns nil (logged) when `count` is below 1
    /// or the colour space is not gray or RGB. Locations are clamped to 0…1.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let n = space.numberOfComponents + 1
        guard count >= 1, space.model == .rgb || space.model == .monochrome else {
            Diagnostics.log("CGGradient: need at least one colour in a gray or RGB space; returning nil")
            return nil
        }
        var stops: [(Double, RGBA)] = []
        for i in 0..<count {
            let comps = (0..<n).map { components[i * n + $0] }
            guard let color = CGColor(colorSpace: space, componentArray: comps) else { return nil }
            let loc = locations.map { Double($0[i]) } ?? (count == 1 ? 0 : Double(i) / Double(count - 1))
            stops.append((loc.isFinite ? min(1, max(0, loc)) : 0, color.rgba))
        }
        self.stops = stops.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element }
        self.colorSpace = space
    }

    /// Creates a gradient from an array of colours and optional locations (one per colour).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            Diagnostics.log("CGGradient: empty colour array; returning nil")
            return nil
        }
        var stops: [(Double, RGBA)] = []
        for (i, c) in colors.enumerated() {
            let loc = locations.map { Double($0[i]) } ?? (colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1))
            stops.append((loc.isFinite ? min(1, max(0, loc)) : 0, c.rgba))
        }
        self.stops = stops.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element }
        self.colorSpace = space
    }

    /// Creates a gradient from a `CFArray` of `CGColor`s, as iOS code passes them (`[a, b] as CFArray`), with
    /// optional locations (one per colour). Nil (logged) when the array is empty or holds anything but colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for element in colors as NSArray {
            guard let color = element as? CGColor else {
                Diagnostics.log("CGGradient: colours array holds a \(type(of: element)), not a CGColor; returning nil")
                return nil
            }
            list.append(color)
        }
        self.init(colorsSpace: space, colors: list, locations: locations)
    }

    /// Swift-friendly form taking arrays.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents: [CGFloat], locations: [CGFloat]?) {
        let n = space.numberOfComponents + 1
        guard n > 1, colorComponents.count % n == 0, locations == nil || locations!.count == colorComponents.count / n
        else { return nil }
        let made: CGGradient? = colorComponents.withUnsafeBufferPointer { comps in
            if let locations {
                return locations.withUnsafeBufferPointer { locs in
                    CGGradient(colorSpace: space, colorComponents: comps.baseAddress!, locations: locs.baseAddress,
                               count: colorComponents.count / n)
                }
            }
            return CGGradient(colorSpace: space, colorComponents: comps.baseAddress!, locations: nil,
                              count: colorComponents.count / n)
        }
        guard let made else { return nil }
        self.init(copying: made)
    }

    private init(copying other: CGGradient) {
        self.stops = other.stops
        self.colorSpace = other.colorSpace
    }

    /// A gradient through `stops` (locations 0…1, sorted), as a shading samples its function into.
    package init(sortedStops stops: [(location: Double, color: RGBA)], colorSpace: CGColorSpace?) {
        self.stops = stops
        self.colorSpace = colorSpace
    }
}
