// SPDX-License-Identifier: Apache-2.0
//
// The map layer of an MKMapView: terrain, the graticule with its labels, the overlays and the "Legal" label.

import Foundation
import UIKit

/// Draws the visible part of the simulated map. The terrain is sampled once per 4 points into cached tiles, scaled
/// up smoothly; the graticule's spacing follows the zoom
/// (about one line per 80 points or more), with latitude labels on the left edge and longitude labels on top.
final class MapContentView: UIView {
    weak var map: MKMapView?

    /// Points per terrain sample.
    static let sampleSpacing: CGFloat = 4

    /// Samples per terrain tile side (each tile image carries one more sample on every side, clipped away, so
    /// smooth scaling leaves no seams).
    static let tileSamples = 64

    private struct TileKey: Hashable {
        var column: Int
        var row: Int
    }

    /// Cached terrain tiles for one zoom and map type.
    private var tiles: [TileKey: CGImage] = [:]
    /// How many terrain tiles have been made so far (tests check that panning reuses the cache).
    private(set) var terrainTilesMade = 0
    private var tileStep = 0.0
    private var tileType: MKMapType = .standard

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let map, let context = UIGraphicsGetCurrentContext() else { return }
        let palette = MapPalette.forType(map.mapType)
        drawTerrain(map: map, palette: palette, in: context)
        if let grid = palette.grid { drawGraticule(map: map, colour: grid, in: context) }
        map.drawOverlays(in: context)
        drawLegal(dark: palette.grid == nil || map.mapType == .hybrid || map.mapType == .hybridFlyover)
    }

    // MARK: Terrain

    /// Draws the terrain from tiles of 64 × 64 samples on a lattice fixed to the world (no shimmer while panning),
    /// made on demand and cached while the zoom and map type stay; panning only makes the tiles coming into view.
    private func drawTerrain(map: MKMapView, palette: MapPalette, in context: CGContext) {
        let spacing = Double(Self.sampleSpacing)
        let scale = map.currentScale
        let step = spacing * scale
        if step != tileStep || map.mapType != tileType || tiles.count > 160 {
            tiles.removeAll()
            (tileStep, tileType) = (step, map.mapType)
        }
        let n = Self.tileSamples
        let tileSize = Double(n) * step
        let leftX = map.centerPoint.x - Double(bounds.midX - bounds.minX) * scale
        let topY = map.centerPoint.y - Double(bounds.midY - bounds.minY) * scale
        let firstColumn = Int((leftX / tileSize).rounded(.down))
        let lastColumn = Int(((leftX + Double(bounds.width) * scale) / tileSize).rounded(.down))
        let firstRow = Int((topY / tileSize).rounded(.down))
        let lastRow = Int(((topY + Double(bounds.height) * scale) / tileSize).rounded(.down))
        // The point where lattice sample index i (x = i × step) shows.
        func px(_ i: Int) -> Double { Double(bounds.minX) + (Double(i) * step - leftX) / scale }
        func py(_ j: Int) -> Double { Double(bounds.minY) + (Double(j) * step - topY) / scale }
        context.saveGState()
        context.interpolationQuality = .medium
        for row in firstRow...max(firstRow, lastRow) {
            for column in firstColumn...max(firstColumn, lastColumn) {
                let key = TileKey(column: column, row: row)
                if tiles[key] == nil {
                    terrainTilesMade += 1
                    let origin = MKMapPoint(x: Double(column * n - 1) * step, y: Double(row * n - 1) * step)
                    tiles[key] = SimulatedTerrain.image(columns: n + 2, rows: n + 2, origin: origin, step: step,
                                                        palette: palette)
                }
                guard let image = tiles[key] else { continue }
                let clip = CGRect(x: px(column * n) - spacing / 2, y: py(row * n) - spacing / 2,
                                  width: Double(n) * spacing, height: Double(n) * spacing)
                let drawRect = clip.insetBy(dx: -spacing, dy: -spacing)
                context.saveGState()
                context.clip(to: clip)
                // The context's y axis points down (UIKit); CGContext.draw puts an image's first row at the
                // rectangle's bottom, so flip around the rectangle.
                context.translateBy(x: 0, y: drawRect.maxY + drawRect.minY)
                context.scaleBy(x: 1, y: -1)
                context.draw(image, in: drawRect)
                context.restoreGState()
            }
        }
        context.restoreGState()
    }

    // MARK: Graticule

    private static let spacings: [Double] = [90, 45, 30, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002,
                                             0.001, 0.0005, 0.0002, 0.0001]

    private func drawGraticule(map: MKMapView, colour: (r: Double, g: Double, b: Double, a: Double),
                               in context: CGContext) {
        let scale = map.currentScale
        let pointsPerDegree = worldMapPoints / 360 / scale
        let spacing = Self.spacings.last { $0 * pointsPerDegree >= 80 } ?? 90
        let decimals = spacing >= 1 ? 0 : Int((-log10(spacing)).rounded(.up))
        let lineColour = UIColor(red: colour.r, green: colour.g, blue: colour.b, alpha: colour.a)
        let textColour = UIColor(red: colour.r, green: colour.g, blue: colour.b, alpha: min(1, colour.a + 0.3))
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 9),
                                                         .foregroundColor: textColour]
        context.saveGState()
        context.setStrokeColor(lineColour.cgColor)
        context.setLineWidth(0.5)
        // Meridians, across the unwrapped longitudes in view.
        let leftX = map.centerPoint.x - Double(bounds.midX - bounds.minX) * scale
        let leftLongitude = leftX / worldMapPoints * 360 - 180
        let rightLongitude = leftLongitude + Double(bounds.width) * scale / worldMapPoints * 360
        var labels: [(String, CGPoint)] = []
        var longitude = (leftLongitude / spacing).rounded(.up) * spacing
        while longitude <= rightLongitude {
            let x = CGFloat(((longitude + 180) / 360 * worldMapPoints - leftX) / scale) + bounds.minX
            context.move(to: CGPoint(x: x, y: bounds.minY))
            context.addLine(to: CGPoint(x: x, y: bounds.maxY))
            labels.append((Self.label(longitude, decimals: decimals, positive: "E", negative: "W", wrap: true),
                           CGPoint(x: x + 2, y: bounds.minY + 2)))
            longitude += spacing
        }
        // Parallels, within the Mercator world.
        let top = map.mapPoint(at: CGPoint(x: bounds.midX, y: bounds.minY))
        let bottom = map.mapPoint(at: CGPoint(x: bounds.midX, y: bounds.maxY))
        let north = MKMapPoint(x: 0, y: max(top.y, 0)).coordinate.latitude
        let south = MKMapPoint(x: 0, y: min(bottom.y, worldMapPoints)).coordinate.latitude
        var latitude = (south / spacing).rounded(.up) * spacing
        while latitude <= north, latitude <= 85 {
            let y = map.point(for: MKMapPoint(CLLocationCoordinate2D(latitude: latitude, longitude: 0))).y
            context.move(to: CGPoint(x: bounds.minX, y: y))
            context.addLine(to: CGPoint(x: bounds.maxX, y: y))
            labels.append((Self.label(latitude, decimals: decimals, positive: "N", negative: "S", wrap: false),
                           CGPoint(x: bounds.minX + 2, y: y - 11)))
            latitude += spacing
        }
        context.strokePath()
        context.restoreGState()
        for (text, point) in labels { text.draw(at: point, withAttributes: attributes) }
    }

    /// "30°N", "120°W", "0.5°E": the absolute value with `decimals` places and a hemisphere letter.
    static func label(_ degrees: Double, decimals: Int, positive: String, negative: String, wrap: Bool) -> String {
        var value = degrees
        if wrap {
            value = (value + 180).truncatingRemainder(dividingBy: 360)
            if value < 0 { value += 360 }
            value -= 180
        }
        let rounded = (value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals))
        let magnitude = abs(rounded)
        let number = decimals == 0 ? String(Int(magnitude)) : String(format: "%.\(decimals)f", magnitude)
        if rounded == 0 || (wrap && magnitude == 180) { return number + "°" }
        return number + "°" + (rounded > 0 ? positive : negative)
    }

    // MARK: Legal

    private func drawLegal(dark: Bool) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 10),
            .foregroundColor: dark ? UIColor(white: 1, alpha: 0.85) : UIColor(white: 0.25, alpha: 0.9),
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]
        "Legal".draw(at: CGPoint(x: bounds.minX + 8, y: bounds.maxY - 16), withAttributes: attributes)
    }
}
