// SPDX-License-Identifier: Apache-2.0
//
// MKMapViewDelegate (MKMapView.h): every method optional, as Apple's Swift protocol has them.

import CoreLocation
import UIKit

/// What a map view tells its delegate and asks it for. Every method is optional (default implementations do
/// nothing, or return nil for the default view).
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change (a `setRegion`, a pan, a pinch).
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region is changing (each step of a pan or pinch).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The map is about to load its content (after it enters a window).
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map loaded its content (the simulated map is drawn at once; called on the main queue).
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map failed to load (never here: the simulated map needs no network).
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    /// The map is about to draw.
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    /// The map drew.
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The view for `annotation`, asked when the annotation's coordinate comes into view; nil means the default
    /// view (a pin, or the blue dot for the user's location).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// Annotation views were added to the map.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// A `UIControl` accessory of `view`'s callout was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                 calloutAccessoryControlTapped control: UIControl)
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// The map starts following the user's location (`showsUserLocation` became true).
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map stopped following the user's location.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The user's location changed.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The user's location could not be found (location services off or denied).
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// A draggable annotation view's drag state changed.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                 didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState)
    /// The user tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The renderer that draws `overlay`; by default one that draws nothing.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// Renderers were added for new overlays.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
}

extension MKMapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    /// Does nothing.
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    /// Nil: the default view.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                        calloutAccessoryControlTapped control: UIControl) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView,
                        didChange newState: MKAnnotationView.DragState,
                        fromOldState oldState: MKAnnotationView.DragState) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// A renderer that draws nothing (Apple's map draws no overlay without a renderer).
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
}
