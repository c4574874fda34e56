// SPDX-License-Identifier: Apache-2.0
//
// MKMapView: the map, its visible region and the conversions between coordinates and points (MKMapView.h).

import CoreLocation
import UIKit

/// A view that shows a map: a simulated, offline Mercator map (land, water, a graticule with labelled latitudes
/// and longitudes, the "Legal" label), annotations and overlays, panned with a drag, zoomed with a pinch or a
/// double tap (guide §2.8.5).
///
/// The visible part is ``region`` (centre and span in degrees) or, equivalently, ``visibleMapRect`` (map
/// points). Setting either fits it to the view's aspect ratio (``regionThatFits(_:)``) and keeps its centre.
/// Subviews you add stay fixed over the map; content that moves with the map must be an annotation or an overlay.
///
/// Invalid input (a NaN or out-of-range centre, a negative or too-large span), which Apple rejects with
/// `NSInvalidArgumentException`, is logged and ignored here.
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// The delegate that supplies annotation views and overlay renderers and hears of changes.
    open weak var delegate: (any MKMapViewDelegate)?
    /// What the map draws (streets, imagery, both); redraws on change.
    open var mapType: MKMapType = .standard {
        didSet { contentView.setNeedsDisplay() }
    }
    /// Whether a pinch or double tap zooms (true by default).
    open var isZoomEnabled = true
    /// Whether a drag pans (true by default).
    open var isScrollEnabled = true
    /// Whether two fingers may rotate the map (true by default; the simulated map stays north up).
    open var isRotateEnabled = true
    /// Whether two fingers may tilt the map (true by default; the simulated map stays flat).
    open var isPitchEnabled = true
    /// Whether the compass shows (kept; the map never turns, so it never shows).
    open var showsCompass = true
    /// Whether the scale bar shows (kept, not drawn).
    open var showsScale = false
    /// Whether points of interest show (kept; the simulated map has none).
    open var showsPointsOfInterest = true
    /// Whether buildings show (kept; the simulated map has none).
    open var showsBuildings = true
    /// Whether traffic shows (kept; the simulated map has none).
    open var showsTraffic = false

    /// The centre of the visible map, in map points.
    var centerPoint = MKMapPoint(x: worldMapPoints / 2, y: worldMapPoints / 2)
    /// Map points per screen point (the zoom); nil until the first region is set or the view gets a size.
    var mapPointsPerPoint: Double?
    /// A region set while the view had no size, applied when it gets one.
    var pendingRegion: MKCoordinateRegion?

    let contentView = MapContentView()
    /// How many terrain tiles the map has made so far (tests check that panning reuses the cache).
    package var terrainTilesMade: Int { contentView.terrainTilesMade }
    let annotationContainer = AnnotationContainerView()
    /// The annotations, in the order they were added.
    var annotationList: [any MKAnnotation] = []
    /// The views on the map, by annotation identity.
    var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    /// Views waiting for reuse, by identifier.
    var reuseQueues: [String: [MKAnnotationView]] = [:]
    /// Classes registered for reuse identifiers.
    var registeredViewClasses: [String: MKAnnotationView.Type] = [:]
    /// The selected annotations (at most one, as on iOS).
    var selection: [any MKAnnotation] = []
    /// The callout bubble of the selected annotation, if it shows one.
    var callout: CalloutView?
    /// The overlays, bottom first, and their renderers.
    var overlayList: [any MKOverlay] = []
    var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    /// The user-location machinery (see ``showsUserLocation``).
    var userLocationState = UserLocationState()
    /// The gesture recognizers: pan, pinch, double tap, single tap.
    var gestures: MapGestures?
    /// Whether the delegate heard `mapViewWillStartLoadingMap` already.
    var didStartLoading = false

    /// A map of the world in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpMap()
    }

    /// A map decoded from an archive (a nib).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpMap()
    }

    private func setUpMap() {
        clipsToBounds = true
        isMultipleTouchEnabled = true
        contentView.map = self
        contentView.frame = bounds
        annotationContainer.frame = bounds
        insertSubview(contentView, at: 0)
        insertSubview(annotationContainer, at: 1)
        gestures = MapGestures(map: self)
    }

    /// Lays out the map's layers and the annotation views at the current region.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        annotationContainer.frame = bounds
        if bounds.width > 0, bounds.height > 0 {
            if let pending = pendingRegion {
                pendingRegion = nil
                applyRegion(pending)
            } else if mapPointsPerPoint == nil {
                mapPointsPerPoint = clampedScale(worldMapPoints / Double(bounds.width))
            }
        }
        updateAnnotationViews()
    }

    /// Starts loading (and tells the delegate) when the map enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !didStartLoading else { return }
        didStartLoading = true
        delegate?.mapViewWillStartLoadingMap(self)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.delegate?.mapViewWillStartRenderingMap(self)
                self.delegate?.mapViewDidFinishLoadingMap(self)
                self.delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
            }
        }
    }

    // MARK: Region

    /// The visible area: centre and span in degrees. Setting it (without animation) fits it to the view's aspect
    /// and keeps the centre; invalid regions are logged and ignored.
    open var region: MKCoordinateRegion {
        get { pendingRegion ?? MKCoordinateRegion(visibleMapRect) }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region` (fitted to the view's aspect ratio, centre kept), telling the delegate before and after.
    /// The simulated map jumps to the new region; `animated` is passed on to the delegate.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard region.isValid else {
            return MapDiagnostics.log("setRegion: invalid region (center \(region.center.latitude), "
                + "\(region.center.longitude); span \(region.span.latitudeDelta), \(region.span.longitudeDelta)) ignored")
        }
        guard bounds.width > 0, bounds.height > 0 else {
            pendingRegion = region
            return
        }
        changeRegion(animated: animated) { applyRegion(region) }
    }

    /// `region` adjusted to the view's aspect ratio: the same centre, the span grown in one direction so the whole
    /// region shows and fills the view.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard region.isValid, bounds.width > 0, bounds.height > 0 else { return region }
        let (centre, scale) = fit(region.mapRect)
        var fitted = MKCoordinateRegion(rect(center: centre, scale: scale))
        fitted.center = region.center
        return fitted
    }

    /// The centre of the visible area. Setting it pans without zooming.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { pendingRegion?.center ?? centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }

    /// Pans so `coordinate` is in the middle, keeping the zoom (the span in degrees of longitude; the latitude span
    /// follows the Mercator scale at the new centre). An invalid coordinate is logged and ignored.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(coordinate) else {
            return MapDiagnostics.log("setCenter: invalid coordinate (\(coordinate.latitude), \(coordinate.longitude)) ignored")
        }
        if var pending = pendingRegion {
            pending.center = coordinate
            pendingRegion = pending
            return
        }
        changeRegion(animated: animated) { centerPoint = clampedCenter(MKMapPoint(coordinate)) }
    }

    /// The visible area in map points. Setting it fits it to the view's aspect ratio.
    open var visibleMapRect: MKMapRect {
        get { rect(center: centerPoint, scale: currentScale) }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows `mapRect` (fitted to the view, centre kept).
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setVisibleMapRect(mapRect, edgePadding: .zero, animated: animated)
    }

    /// Shows `mapRect` inside the view's bounds less `insets` (points), fitted to that area.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        guard !mapRect.isNull, mapRect.minX.isFinite, mapRect.minY.isFinite, mapRect.width.isFinite,
              mapRect.height.isFinite, mapRect.width >= 0,
              mapRect.height >= 0, bounds.width > 0, bounds.height > 0 else {
            return MapDiagnostics.log("setVisibleMapRect: invalid or null rectangle, or a map without a size; ignored")
        }
        let area = bounds.inset(by: insets)
        guard area.width > 0, area.height > 0 else {
            return MapDiagnostics.log("setVisibleMapRect: the edge padding leaves no room; ignored")
        }
        let scale = max(mapRect.width / Double(area.width), mapRect.height / Double(area.height))
        let s = clampedScale(scale)
        // The rectangle's centre goes to the centre of the padded area.
        let dx = Double(area.midX - bounds.midX) * s, dy = Double(area.midY - bounds.midY) * s
        changeRegion(animated: animated) {
            mapPointsPerPoint = s
            centerPoint = clampedCenter(MKMapPoint(x: mapRect.midX - dx, y: mapRect.midY - dy))
        }
    }

    /// `mapRect` fitted to the view's aspect ratio.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        guard !mapRect.isNull, bounds.width > 0, bounds.height > 0 else { return mapRect }
        let (centre, scale) = fit(mapRect)
        return rect(center: centre, scale: scale)
    }

    /// The camera looking straight down at the centre from the altitude that shows the visible width.
    open var camera: MKMapCamera {
        get {
            let widthMeters = visibleMapRect.width * MKMetersPerMapPointAtLatitude(centerCoordinate.latitude)
            return MKMapCamera(lookingAtCenter: centerCoordinate, fromDistance: widthMeters, pitch: 0, heading: 0)
        }
        set { setCamera(newValue, animated: false) }
    }

    /// Centres on the camera's centre at the zoom its altitude gives (heading and pitch are not drawn).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(camera.centerCoordinate), camera.altitude.isFinite, camera.altitude > 0,
              bounds.width > 0 else {
            return MapDiagnostics.log("setCamera: invalid camera or a map without a size; ignored")
        }
        let width = camera.altitude * MKMapPointsPerMeterAtLatitude(camera.centerCoordinate.latitude)
        changeRegion(animated: animated) {
            mapPointsPerPoint = clampedScale(width / Double(bounds.width))
            centerPoint = clampedCenter(MKMapPoint(camera.centerCoordinate))
        }
    }

    // MARK: Conversions

    /// The point in `view` (nil: the window) where `coordinate` shows.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        convert(point(for: MKMapPoint(coordinate)), to: view)
    }

    /// The coordinate under `point`, a point in `view` (nil: the window).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        mapPoint(at: convert(point, from: view)).coordinate
    }

    /// The rectangle in `view` that `region` covers.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let r = region.mapRect
        let origin = point(for: r.origin)
        let scale = currentScale
        let local = CGRect(x: origin.x, y: origin.y, width: r.width / scale, height: r.height / scale)
        return convert(local, to: view)
    }

    /// The region `rect`, a rectangle in `view`, covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let local = convert(rect, from: view)
        let origin = mapPoint(at: local.origin)
        let scale = currentScale
        return MKCoordinateRegion(MKMapRect(origin: origin, size: MKMapSize(width: Double(local.width) * scale,
                                                                             height: Double(local.height) * scale)))
    }

    // MARK: Geometry (package, for the map's own views and tests)

    /// Map points per screen point now.
    var currentScale: Double { mapPointsPerPoint ?? worldMapPoints / Double(max(1, bounds.width)) }

    /// The point in the map's bounds where `mapPoint` shows (the nearest copy across the 180th meridian).
    func point(for mapPoint: MKMapPoint) -> CGPoint {
        var dx = mapPoint.x - centerPoint.x
        if dx > worldMapPoints / 2 { dx -= worldMapPoints } else if dx < -worldMapPoints / 2 { dx += worldMapPoints }
        let scale = currentScale
        return CGPoint(x: Double(bounds.midX) + dx / scale, y: Double(bounds.midY) + (mapPoint.y - centerPoint.y) / scale)
    }

    /// The map point under `point`, a point in the map's bounds.
    func mapPoint(at point: CGPoint) -> MKMapPoint {
        let scale = currentScale
        var x = centerPoint.x + Double(point.x - bounds.midX) * scale
        x = x.truncatingRemainder(dividingBy: worldMapPoints)
        if x < 0 { x += worldMapPoints }
        return MKMapPoint(x: x, y: centerPoint.y + Double(point.y - bounds.midY) * scale)
    }

    func rect(center: MKMapPoint, scale: Double) -> MKMapRect {
        let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
        return MKMapRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    /// The centre and scale that show all of `mapRect` in the view.
    func fit(_ mapRect: MKMapRect) -> (MKMapPoint, Double) {
        let scale = clampedScale(max(mapRect.width / Double(bounds.width), mapRect.height / Double(bounds.height)))
        return (clampedCenter(MKMapPoint(x: mapRect.midX, y: mapRect.midY)), scale)
    }

    /// The zoom limited to between 1/8 map point per point (street level) and the whole world's width.
    func clampedScale(_ scale: Double) -> Double {
        let widest = worldMapPoints / Double(max(1, bounds.width))
        guard scale.isFinite, scale > 0 else { return widest }
        return min(max(scale, 0.125), widest)
    }

    /// `point` with x wrapped into the world and y kept on it.
    func clampedCenter(_ point: MKMapPoint) -> MKMapPoint {
        var x = point.x.truncatingRemainder(dividingBy: worldMapPoints)
        if x < 0 { x += worldMapPoints }
        return MKMapPoint(x: x, y: min(max(point.y, 0), worldMapPoints))
    }

    func applyRegion(_ region: MKCoordinateRegion) {
        let (_, scale) = fit(region.mapRect)
        mapPointsPerPoint = scale
        centerPoint = clampedCenter(MKMapPoint(region.center))
    }

    /// Runs `change` between the delegate's will-change and did-change calls, then redraws and moves the
    /// annotation views.
    func changeRegion(animated: Bool, _ change: () -> Void) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        change()
        regionDidChangeVisibly()
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Redraws the map and updates the annotation views after the visible area moved.
    func regionDidChangeVisibly() {
        contentView.setNeedsDisplay()
        updateAnnotationViews()
        delegate?.mapViewDidChangeVisibleRegion(self)
    }
}
