// SPDX-License-Identifier: Apache-2.0
//
// Overlay renderers: MKOverlayRenderer, MKOverlayPathRenderer and the three shape renderers (MKOverlayRenderer.h,
// MKOverlayPathRenderer.h, MKPolylineRenderer.h, MKPolygonRenderer.h, MKCircleRenderer.h).

import CoreGraphics
import Foundation
import UIKit

/// Draws one overlay with Core Graphics; the map view asks its delegate for one per overlay
/// (`mapView(_:rendererFor:)`).
///
/// The renderer's drawing space is map points, with (0, 0) at the overlay's ``MKOverlay/boundingMapRect`` origin;
/// the map hands ``draw(_:zoomScale:in:)`` a context already scaled by `zoomScale` (screen points per map point),
/// so a length of `n` screen points is `n / zoomScale` in drawing space.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The renderer's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// The screen's scale factor (1 here; the map view scales its drawing itself).
    open var contentScaleFactor: CGFloat { 1 }
    /// The blend mode the map composites the renderer with.
    open var blendMode: CGBlendMode = .normal
    /// Set by the map view that draws the renderer, so ``setNeedsDisplay()`` can ask it to redraw.
    weak var owner: MKMapView?

    /// A renderer for `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// The drawing-space point of `mapPoint`.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }

    /// The map point of a drawing-space `point`.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }

    /// The drawing-space rectangle of `mapRect`.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let p = point(for: mapRect.origin)
        return CGRect(x: p.x, y: p.y, width: mapRect.width, height: mapRect.height)
    }

    /// The map rectangle of a drawing-space `rect`.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        let p = mapPoint(for: rect.origin)
        return MKMapRect(origin: p, size: MKMapSize(width: Double(rect.width), height: Double(rect.height)))
    }

    /// Whether the renderer can draw `mapRect` now (always true: nothing loads).
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }

    /// Draws the part of the overlay in `mapRect` into `context`. The base renderer draws nothing.
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

    /// Asks the map view to draw the renderer again, on the main queue (callable from any thread, as on iOS).
    open func setNeedsDisplay() {
        let map = owner
        DispatchQueue.main.async { MainActor.assumeIsolated { map?.overlaysDidChange() } }
    }

    /// Asks the map view to draw the part of the renderer in `mapRect` again.
    open func setNeedsDisplay(_ mapRect: MKMapRect) { setNeedsDisplay() }
}

/// A renderer that strokes and fills a `CGPath`: the base of the shape renderers.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill colour (nil: no fill).
    open var fillColor: UIColor?
    /// The stroke colour (nil: no stroke).
    open var strokeColor: UIColor?
    /// The stroke width in screen points (0: the thinnest line, 1 pt).
    open var lineWidth: CGFloat = 0
    /// How joints are drawn.
    open var lineJoin: CGLineJoin = .round
    /// How ends are drawn.
    open var lineCap: CGLineCap = .round
    /// The miter limit.
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts, in screen points.
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern in screen points (nil: solid).
    open var lineDashPattern: [NSNumber]?
    /// The path in drawing space; ``createPath()`` makes it when nil.
    open var path: CGPath?

    /// Makes ``path`` for the overlay; the base class makes none.
    open func createPath() {}

    /// Discards ``path`` so the next drawing creates it again.
    open func invalidatePath() { path = nil }

    /// Sets the context's stroke colour, width (in screen points at `zoomScale`), joins, caps and dashes.
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        let scale = zoomScale > 0 ? zoomScale : 1
        context.setStrokeColor((strokeColor ?? .clear).cgColor)
        context.setLineWidth((lineWidth > 0 ? lineWidth : 1) / scale)
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
        context.setMiterLimit(miterLimit)
        if let lineDashPattern, !lineDashPattern.isEmpty {
            context.setLineDash(phase: lineDashPhase / scale,
                                lengths: lineDashPattern.map { CGFloat($0.doubleValue) / scale })
        }
    }

    /// Sets the context's fill colour.
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        context.setFillColor((fillColor ?? .clear).cgColor)
    }

    /// Strokes `path` with the stroke properties.
    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }

    /// Fills `path` with the fill colour.
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath()
    }

    /// Creates the path if needed, then fills and strokes it.
    open override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
        if path == nil { createPath() }
        guard let path else { return }
        context.saveGState()
        context.setAlpha(alpha)
        if fillColor != nil {
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
        }
        if strokeColor != nil {
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
        }
        context.restoreGState()
    }

    /// A path through `points` (drawing space), closed when `close` is true.
    func makePath(through points: [MKMapPoint], close: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        for (index, mapPoint) in points.enumerated() {
            let p = point(for: mapPoint)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if close && !points.isEmpty { path.closeSubpath() }
        return path
    }
}

/// Draws an ``MKPolyline``: stroked, never filled.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The polyline drawn.
    open var polyline: MKPolyline { overlay as! MKPolyline }

    /// A renderer for `polyline`.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }

    /// A renderer for `overlay` (a polyline).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The line through the polyline's points.
    open override func createPath() {
        path = makePath(through: (overlay as? MKMultiPoint)?.mapPoints ?? [], close: false)
    }

    /// Strokes the line (a polyline is never filled).
    open override func fillPath(_ path: CGPath, in context: CGContext) {}
}

/// Draws an ``MKPolygon``: filled and stroked, its interior polygons cut out.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon drawn.
    open var polygon: MKPolygon { overlay as! MKPolygon }

    /// A renderer for `polygon`.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }

    /// A renderer for `overlay` (a polygon).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The closed outline, with its holes as further subpaths (filled even-odd).
    open override func createPath() {
        guard let polygon = overlay as? MKPolygon else { return }
        let outline = makePath(through: polygon.mapPoints, close: true)
        for hole in polygon.interiorPolygons ?? [] {
            outline.addPath(makePath(through: hole.mapPoints, close: true))
        }
        path = outline
    }

    /// Fills with the even-odd rule, so interior polygons are holes.
    open override func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath(using: .evenOdd)
    }
}

/// Draws an ``MKCircle``: filled and stroked.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle drawn.
    open var circle: MKCircle { overlay as! MKCircle }

    /// A renderer for `circle`.
    public init(circle: MKCircle) { super.init(overlay: circle) }

    /// A renderer for `overlay` (a circle).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }

    /// The circle's ellipse inside its bounding rectangle.
    open override func createPath() {
        let path = CGMutablePath()
        path.addEllipse(in: rect(for: overlay.boundingMapRect))
        self.path = path
    }
}
