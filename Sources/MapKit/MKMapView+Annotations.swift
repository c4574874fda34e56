// SPDX-License-Identifier: Apache-2.0
//
// MKMapView's annotations: adding and removing them, views made lazily as coordinates come into view, the reuse
// queue, and selection with the callout.

import CoreLocation
import UIKit

extension MKMapView {
    /// Every annotation on the map, the user location included while ``showsUserLocation`` is on.
    public var annotations: [any MKAnnotation] { annotationList }

    /// Adds `annotation`; its view is asked for when its coordinate comes into view. Adding one twice does
    /// nothing.
    public func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    /// Adds `annotations` (see ``addAnnotation(_:)``).
    public func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !annotationList.contains(where: { $0 === annotation }) {
            annotationList.append(annotation)
        }
        setNeedsLayout()
        updateAnnotationViews()
    }

    /// Removes `annotation` and its view; the map keeps no reference to it.
    public func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    /// Removes `annotations` and their views.
    public func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            if selection.contains(where: { $0 === annotation }) { deselectAnnotation(annotation, animated: false) }
            annotationList.removeAll { $0 === annotation }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) { recycle(view) }
        }
    }

    /// The annotations whose coordinates lie in `mapRect`, as a set of the annotation objects.
    public func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotationList.filter { mapRect.contains(MKMapPoint($0.coordinate)) }
            .compactMap { ($0 as? NSObject).map(AnyHashable.init) })
    }

    /// The view showing `annotation`, or nil while it is off-screen (or not on the map).
    public func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        annotationViews[ObjectIdentifier(annotation)]
    }

    /// A view waiting for reuse under `identifier`, after its `prepareForReuse()`; nil when none waits.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var queue = reuseQueues[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeLast()
        reuseQueues[identifier] = queue
        view.prepareForReuse()
        return view
    }

    /// A view for `annotation` under `identifier`: a recycled one, or a new one of the class registered for
    /// `identifier`. Apple raises for an unregistered identifier; Touchstone logs it and returns a plain
    /// ``MKAnnotationView``.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String,
                                              for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let type = registeredViewClasses[identifier] else {
            MapDiagnostics.log("dequeueReusableAnnotationView: no class registered for \"\(identifier)\"; "
                + "returning an MKAnnotationView")
            return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        return AnnotationViewFactory.make(type, annotation: annotation, reuseIdentifier: identifier)
    }

    /// Registers `viewClass` (an ``MKAnnotationView`` subclass; nil removes it) for `identifier`.
    public func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        guard let viewClass else {
            registeredViewClasses[identifier] = nil
            return
        }
        guard let type = viewClass as? MKAnnotationView.Type else {
            return MapDiagnostics.log("register: \(viewClass) is not an MKAnnotationView subclass; ignored")
        }
        registeredViewClasses[identifier] = type
    }

    /// Zooms and pans so every annotation in `annotations` shows, with a margin.
    public func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let points = annotations.map { $0.coordinate }.filter(CLLocationCoordinate2DIsValid).map { MKMapPoint($0) }
        guard let first = points.first else { return }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for p in points.dropFirst() { rect = rect.union(MKMapRect(origin: p, size: MKMapSize())) }
        // A single point (or a very small set) shows at street level, as on iOS.
        let minimum = 2_000 * MKMapPointsPerMeterAtLatitude(first.coordinate.latitude)
        if rect.width < minimum { rect = rect.insetBy(dx: -(minimum - rect.width) / 2, dy: 0) }
        if rect.height < minimum { rect = rect.insetBy(dx: 0, dy: -(minimum - rect.height) / 2) }
        setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 40, left: 20, bottom: 20, right: 20), animated: animated)
    }

    // MARK: Selection

    /// The selected annotations (at most one; setting selects the first).
    public var selectedAnnotations: [any MKAnnotation] {
        get { selection }
        set {
            for annotation in selection { deselectAnnotation(annotation, animated: false) }
            if let first = newValue.first { selectAnnotation(first, animated: false) }
        }
    }

    /// Selects `annotation` (deselecting any other), showing its callout if its view can; the delegate hears
    /// `didSelect`. An annotation not on the map is ignored.
    public func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard annotationList.contains(where: { $0 === annotation }),
              !selection.contains(where: { $0 === annotation }) else { return }
        for other in selection { deselectAnnotation(other, animated: animated) }
        selection = [annotation]
        guard let view = annotationViews[ObjectIdentifier(annotation)] else { return }
        view.setSelected(true, animated: animated)
        showCallout(for: view)
        delegate?.mapView(self, didSelect: view)
    }

    /// Deselects `annotation`, hiding its callout; the delegate hears `didDeselect`.
    public func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selection.contains(where: { $0 === annotation }) else { return }
        selection.removeAll { $0 === annotation }
        callout?.removeFromSuperview()
        callout = nil
        guard let view = annotationViews[ObjectIdentifier(annotation)] else { return }
        view.setSelected(false, animated: animated)
        delegate?.mapView(self, didDeselect: view)
    }

    // MARK: Views

    /// Makes views for annotations that came into view (asking the delegate), recycles those of annotations
    /// that left it, and positions them all; tells the delegate of the views added.
    func updateAnnotationViews() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = bounds.insetBy(dx: -24, dy: -24)
        var added: [MKAnnotationView] = []
        for annotation in annotationList {
            let key = ObjectIdentifier(annotation)
            let point = self.point(for: MKMapPoint(annotation.coordinate))
            let onScreen = CLLocationCoordinate2DIsValid(annotation.coordinate) && visible.contains(point)
            let isSelected = selection.contains { $0 === annotation }
            if let view = annotationViews[key] {
                if !onScreen && !isSelected {
                    annotationViews[key] = nil
                    recycle(view)
                }
            } else if onScreen, let view = makeView(for: annotation) {
                annotationViews[key] = view
                view.mapView = self
                view.prepareForDisplay()
                annotationContainer.addSubview(view)
                added.append(view)
            }
        }
        positionAnnotationViews()
        if !added.isEmpty {
            for view in added { (view as? MKPinAnnotationView)?.dropIfNeeded() }
            delegate?.mapView(self, didAdd: added)
        }
    }

    /// Centres every view on its annotation's point (plus its centre offset), and the callout above its view.
    func positionAnnotationViews() {
        for annotation in annotationList {
            guard let view = annotationViews[ObjectIdentifier(annotation)], view.dragState == .none else { continue }
            let p = point(for: MKMapPoint(annotation.coordinate))
            view.center = CGPoint(x: p.x + view.centerOffset.x, y: p.y + view.centerOffset.y)
        }
        if let callout, let view = callout.annotationView { callout.position(above: view) }
    }

    /// The delegate's view for `annotation`, or the default one (a pin; the blue dot for the user location).
    private func makeView(for annotation: any MKAnnotation) -> MKAnnotationView? {
        if let view = delegate?.mapView(self, viewFor: annotation) {
            if view.annotation == nil || view.annotation! !== annotation { view.annotation = annotation }
            return view
        }
        if annotation is MKUserLocation {
            return MKUserLocationView(annotation: annotation, reuseIdentifier: nil)
        }
        return MKPinAnnotationView(annotation: annotation, reuseIdentifier: nil)
    }

    /// Takes `view` off the map, dissociates it from its annotation and queues it under its identifier.
    private func recycle(_ view: MKAnnotationView) {
        if callout?.annotationView === view {
            callout?.removeFromSuperview()
            callout = nil
        }
        view.removeFromSuperview()
        view.mapView = nil
        view.annotation = nil
        if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
    }

    /// A tap on an annotation view: selects it, or deselects it when it is selected.
    func annotationViewWasTapped(_ view: MKAnnotationView) {
        guard let annotation = view.annotation, view.isEnabled else { return }
        if selection.contains(where: { $0 === annotation }) {
            deselectAnnotation(annotation, animated: true)
        } else {
            selectAnnotation(annotation, animated: true)
        }
    }

    /// Tells the delegate of a drag state change.
    func annotationView(_ view: MKAnnotationView, dragStateChangedTo newState: MKAnnotationView.DragState,
                        from oldState: MKAnnotationView.DragState) {
        delegate?.mapView(self, annotationView: view, didChange: newState, fromOldState: oldState)
    }

    private func showCallout(for view: MKAnnotationView) {
        guard view.canShowCallout, let title = view.annotation?.title ?? nil, !title.isEmpty else { return }
        let bubble = CalloutView(annotationView: view, title: title, subtitle: view.annotation?.subtitle ?? nil)
        bubble.onAccessoryTapped = { [weak self, weak view] control in
            guard let self, let view else { return }
            self.delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: control)
        }
        annotationContainer.addSubview(bubble)
        bubble.position(above: view)
        callout = bubble
    }
}

/// The layer of annotation views and the callout, over the map and under the app's own subviews. It takes no
/// touches itself, so touches on empty map reach the map's gestures.
final class AnnotationContainerView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
