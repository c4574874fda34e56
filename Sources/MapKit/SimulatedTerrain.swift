// SPDX-License-Identifier: Apache-2.0
//
// The simulated map's land and water: deterministic fractal noise over the Mercator world, rasterized into a small
// bitmap the map layer scales up.

import CoreGraphics
import Foundation

/// The colours one map type draws with.
struct MapPalette {
    var water: (Double, Double, Double)
    var deepWater: (Double, Double, Double)
    var land: (Double, Double, Double)
    var highLand: (Double, Double, Double)
    var ice: (Double, Double, Double)
    var outside: (Double, Double, Double)
    /// Graticule lines and labels (nil: none).
    var grid: (r: Double, g: Double, b: Double, a: Double)?

    static func forType(_ type: MKMapType) -> MapPalette {
        switch type {
        case .standard:
            return MapPalette(water: (0.67, 0.83, 0.90), deepWater: (0.58, 0.76, 0.87), land: (0.96, 0.95, 0.91),
                              highLand: (0.86, 0.90, 0.80), ice: (0.99, 0.99, 1.0), outside: (0.89, 0.89, 0.87),
                              grid: (0.45, 0.50, 0.55, 0.55))
        case .mutedStandard:
            return MapPalette(water: (0.80, 0.85, 0.88), deepWater: (0.76, 0.82, 0.86), land: (0.95, 0.95, 0.94),
                              highLand: (0.91, 0.92, 0.90), ice: (0.98, 0.98, 0.98), outside: (0.92, 0.92, 0.92),
                              grid: (0.60, 0.62, 0.64, 0.45))
        case .satellite, .satelliteFlyover:
            return MapPalette(water: (0.07, 0.17, 0.30), deepWater: (0.03, 0.09, 0.20), land: (0.22, 0.33, 0.16),
                              highLand: (0.50, 0.43, 0.30), ice: (0.90, 0.92, 0.95), outside: (0.05, 0.05, 0.07),
                              grid: nil)
        case .hybrid, .hybridFlyover:
            return MapPalette(water: (0.07, 0.17, 0.30), deepWater: (0.03, 0.09, 0.20), land: (0.22, 0.33, 0.16),
                              highLand: (0.50, 0.43, 0.30), ice: (0.90, 0.92, 0.95), outside: (0.05, 0.05, 0.07),
                              grid: (1.0, 0.95, 0.70, 0.65))
        }
    }
}

/// Land and water for any part of the world, the same on every run: fractal value noise over map points (wrapping
/// at the 180th meridian), with as many octaves as the zoom resolves, so coasts gain detail as the map zooms in.
enum SimulatedTerrain {
    /// Noise values above this are land (about a third of the world).
    static let seaLevel = 0.51

    /// The terrain height (0…1) at world fraction (`u`, `v`), summing octaves down to features of `finest`
    /// (a world fraction).
    static func height(u: Double, v: Double, finest: Double) -> Double {
        var sum = 0.0, amplitude = 0.5, total = 0.0
        var frequency = 3
        while frequency <= 1 << 22 {
            sum += amplitude * noise(u: u, v: v, frequency: frequency, seed: UInt32(truncatingIfNeeded: frequency))
            total += amplitude
            if 1 / Double(frequency) < finest { break }
            amplitude *= 0.5
            frequency *= 2
        }
        return sum / total
    }

    /// Smoothly interpolated lattice noise at `frequency` cells across the world (periodic in `u`).
    private static func noise(u: Double, v: Double, frequency: Int, seed: UInt32) -> Double {
        let fx = u * Double(frequency), fy = v * Double(frequency)
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = smooth(fx - Double(x0)), ty = smooth(fy - Double(y0))
        let xa = ((x0 % frequency) + frequency) % frequency, xb = (xa + 1) % frequency
        let a = lattice(xa, y0, seed), b = lattice(xb, y0, seed)
        let c = lattice(xa, y0 + 1, seed), d = lattice(xb, y0 + 1, seed)
        return (a + (b - a) * tx) + ((c + (d - c) * tx) - (a + (b - a) * tx)) * ty
    }

    private static func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    /// A pseudo-random value in 0…1 for a lattice point.
    private static func lattice(_ x: Int, _ y: Int, _ seed: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 374_761_393 &+ UInt32(truncatingIfNeeded: y) &* 668_265_263
            &+ seed &* 2_246_822_519
        h = (h ^ (h >> 13)) &* 1_274_126_177
        h ^= h >> 16
        return Double(h & 0xFFFF) / 65535
    }

    /// A bitmap of `columns` × `rows` samples of the terrain, sample (c, r) at `origin` + (c, r) × `step` map points,
    /// coloured with `palette`; nil if the context cannot be made.
    static func image(columns: Int, rows: Int, origin: MKMapPoint, step: Double, palette: MapPalette) -> CGImage? {
        guard columns > 0, rows > 0,
              let context = CGContext(data: nil, width: columns, height: rows, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue),
              let data = context.data
        else { return nil }
        let pixels = data.bindMemory(to: UInt8.self, capacity: context.bytesPerRow * rows)
        let finest = step / worldMapPoints
        for row in 0..<rows {
            let y = origin.y + Double(row) * step
            let v = y / worldMapPoints
            for column in 0..<columns {
                var u = (origin.x + Double(column) * step) / worldMapPoints
                u -= u.rounded(.down)
                let colour = v < 0 || v > 1 ? palette.outside : colourAt(u: u, v: v, finest: finest, palette: palette)
                let offset = row * context.bytesPerRow + column * 4
                pixels[offset] = UInt8(min(255, max(0, colour.2 * 255)).rounded())
                pixels[offset + 1] = UInt8(min(255, max(0, colour.1 * 255)).rounded())
                pixels[offset + 2] = UInt8(min(255, max(0, colour.0 * 255)).rounded())
                pixels[offset + 3] = 255
            }
        }
        return context.makeImage()
    }

    private static func colourAt(u: Double, v: Double, finest: Double, palette: MapPalette) -> (Double, Double, Double) {
        // Polar ice beyond about 78° (|v - 0.5| > 0.36 in Mercator).
        if abs(v - 0.5) > 0.36 { return palette.ice }
        let h = height(u: u, v: v, finest: finest)
        let land = mix(palette.land, palette.highLand, min(1, max(0, h - seaLevel) / 0.2))
        let water = mix(palette.water, palette.deepWater, min(1, max(0, seaLevel - h) / 0.15))
        // A narrow band blends the two, so coasts stay smooth when the samples are scaled up.
        let t = min(1, max(0, (h - seaLevel) / 0.05 + 0.5))
        return mix(water, land, t * t * (3 - 2 * t))
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double),
                            _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }
}
