// SPDX-License-Identifier: Apache-2.0
//
// MKMapView's overlays: the list, the renderers the delegate makes for them, and drawing them over the map.

import UIKit

extension MKMapView {
    /// The overlays, bottom first.
    public var overlays: [any MKOverlay] { overlayList }

    /// Adds `overlay` on top of the others; the delegate is asked for its renderer at once.
    public func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay]) }

    /// Adds `overlays` on top of the others.
    public func addOverlays(_ overlays: [any MKOverlay]) {
        var added: [MKOverlayRenderer] = []
        for overlay in overlays where !overlayList.contains(where: { $0 === overlay }) {
            overlayList.append(overlay)
            let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
            renderer.owner = self
            renderers[ObjectIdentifier(overlay)] = renderer
            added.append(renderer)
        }
        overlaysDidChange()
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    /// Inserts `overlay` at `index` in the list (clamped to the list).
    public func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
        addOverlay(overlay)
        guard let current = overlayList.firstIndex(where: { $0 === overlay }) else { return }
        overlayList.remove(at: current)
        overlayList.insert(overlay, at: min(max(0, index), overlayList.count))
        overlaysDidChange()
    }

    /// Removes `overlay` and its renderer.
    public func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }

    /// Removes `overlays` and their renderers.
    public func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays {
            overlayList.removeAll { $0 === overlay }
            renderers.removeValue(forKey: ObjectIdentifier(overlay))?.owner = nil
        }
        overlaysDidChange()
    }

    /// The renderer drawing `overlay`, or nil if it is not on the map.
    public func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }

    /// Redraws the map with its overlays.
    func overlaysDidChange() { contentView.setNeedsDisplay() }

    /// Draws every overlay that intersects the visible area into `context` (the map's bounds space): each
    /// renderer draws in map points scaled to the screen, offset to its overlay's bounding rectangle.
    func drawOverlays(in context: CGContext) {
        let visible = visibleMapRect
        let scale = currentScale
        for overlay in overlayList {
            guard let renderer = renderers[ObjectIdentifier(overlay)] else { continue }
            let bounding = overlay.boundingMapRect
            guard !bounding.isNull, overlay.intersects(visible) || overlay.intersects(visible.offsetBy(dx: -worldMapPoints, dy: 0))
                    || overlay.intersects(visible.offsetBy(dx: worldMapPoints, dy: 0)) else { continue }
            let origin = point(for: bounding.origin)
            let zoomScale = MKZoomScale(1 / scale)
            context.saveGState()
            context.translateBy(x: origin.x, y: origin.y)
            context.scaleBy(x: zoomScale, y: zoomScale)
            renderer.draw(visible, zoomScale: zoomScale, in: context)
            context.restoreGState()
        }
    }
}
