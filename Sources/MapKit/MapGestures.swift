// SPDX-License-Identifier: Apache-2.0
//
// The map's built-in touch handling: a one-finger drag pans, a pinch zooms about the fingers, a double tap zooms in
// about the tap, a single tap on empty map deselects.

import UIKit

/// The map view's gesture recognizers, attached to its map layer (not to the map view itself, as on iOS: touches
/// on annotation views, callouts and the app's own subviews never pan the map).
@MainActor
final class MapGestures {
    private weak var map: MKMapView?
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
    let singleTap = UITapGestureRecognizer(target: nil, action: nil)
    private var startCenter = MKMapPoint()
    private var startScale = 1.0
    private var anchor = MKMapPoint()

    init(map: MKMapView) {
        self.map = map
        pan.maximumNumberOfTouches = 1
        doubleTap.numberOfTapsRequired = 2
        // A tap that may be the first of a double tap waits, as on iOS, so the double tap can zoom.
        singleTap.require(toFail: doubleTap)
        pan.addTarget(self) { [weak self] _ in self?.panned() }
        pinch.addTarget(self) { [weak self] _ in self?.pinched() }
        doubleTap.addTarget(self) { [weak self] _ in self?.doubleTapped() }
        singleTap.addTarget(self) { [weak self] _ in self?.singleTapped() }
        for recognizer in [pan, pinch, doubleTap, singleTap] { map.contentView.addGestureRecognizer(recognizer) }
    }

    private func panned() {
        guard let map, map.isScrollEnabled else { return }
        switch pan.state {
        case .began:
            startCenter = map.centerPoint
            map.delegate?.mapView(map, regionWillChangeAnimated: false)
            fallthrough
        case .changed:
            let t = pan.translation(in: map.contentView)
            let scale = map.currentScale
            map.centerPoint = map.clampedCenter(MKMapPoint(x: startCenter.x - Double(t.x) * scale,
                                                           y: startCenter.y - Double(t.y) * scale))
            map.regionDidChangeVisibly()
        case .ended, .cancelled:
            map.delegate?.mapView(map, regionDidChangeAnimated: false)
        default: break
        }
    }

    private func pinched() {
        guard let map, map.isZoomEnabled else { return }
        let centroid = pinch.location(in: map)
        switch pinch.state {
        case .began:
            startScale = map.currentScale
            anchor = map.mapPoint(at: centroid)
            map.delegate?.mapView(map, regionWillChangeAnimated: false)
            fallthrough
        case .changed:
            let scale = map.clampedScale(startScale / Double(max(pinch.scale, 1e-3)))
            zoom(map, to: scale, keeping: anchor, at: centroid)
        case .ended, .cancelled:
            map.delegate?.mapView(map, regionDidChangeAnimated: false)
        default: break
        }
    }

    private func doubleTapped() {
        guard let map, map.isZoomEnabled, doubleTap.state == .ended else { return }
        let location = doubleTap.location(in: map)
        let target = map.mapPoint(at: location)
        map.delegate?.mapView(map, regionWillChangeAnimated: true)
        zoom(map, to: map.clampedScale(map.currentScale / 2), keeping: target, at: location)
        map.delegate?.mapView(map, regionDidChangeAnimated: true)
    }

    private func singleTapped() {
        guard let map, singleTap.state == .ended else { return }
        for annotation in map.selectedAnnotations { map.deselectAnnotation(annotation, animated: true) }
    }

    /// Sets the zoom to `scale` map points per point, with `mapPoint` under `location`.
    private func zoom(_ map: MKMapView, to scale: Double, keeping mapPoint: MKMapPoint, at location: CGPoint) {
        map.mapPointsPerPoint = scale
        map.centerPoint = map.clampedCenter(MKMapPoint(x: mapPoint.x - Double(location.x - map.bounds.midX) * scale,
                                                       y: mapPoint.y - Double(location.y - map.bounds.midY) * scale))
        map.regionDidChangeVisibly()
    }
}
