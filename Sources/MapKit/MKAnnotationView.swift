// SPDX-License-Identifier: Apache-2.0
//
// MKAnnotationView: the view half of an annotation (MKAnnotationView.h).

import CDynamicInit
import CoreLocation
import UIKit

/// The view a map view shows for an annotation, centred on the annotation's coordinate (plus ``centerOffset``).
///
/// Concrete: set ``image`` for static content (the frame takes the image's size; without an image the frame stays
/// (0, 0), so a view that draws itself must set its size). Annotation views are full views: they receive touches,
/// which a subclass may handle itself (the guide's Bullseye drag, listings 8-12 and 8-13). Without overrides, a tap
/// selects the annotation (showing its callout when ``canShowCallout``) and a ``isDraggable`` view follows a drag,
/// then moves its annotation (``MKAnnotation/setCoordinate(_:)``).
///
/// Map views recycle annotation views like table cells: a view that scrolls off-screen loses its annotation and
/// waits under its ``reuseIdentifier`` for `dequeueReusableAnnotationView(withIdentifier:)`, which calls
/// ``prepareForReuse()``.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// The states of a drag (`MKAnnotationViewDragState`).
    public enum DragState: UInt, Sendable {
        /// Not dragging.
        case none = 0
        /// The drag is starting.
        case starting = 1
        /// The view follows the finger.
        case dragging = 2
        /// The drag was cancelled; the view goes back.
        case canceling = 3
        /// The drag ended; the annotation moves.
        case ending = 4
    }

    /// The annotation shown; the map sets it (and clears it when the view goes to the reuse queue).
    open var annotation: (any MKAnnotation)?
    /// The identifier the view is reused under.
    public private(set) var reuseIdentifier: String?
    /// The picture shown; setting it sizes the frame to the image (centre kept).
    open var image: UIImage? {
        didSet { imageDidChange() }
    }
    /// How far the view's centre sits from the annotation's point, in points (negative y: above).
    open var centerOffset: CGPoint = .zero {
        didSet { mapView?.positionAnnotationViews() }
    }
    /// How far the callout's anchor sits from the top centre of the view.
    open var calloutOffset: CGPoint = .zero
    /// Whether the view can be selected (true by default).
    open var isEnabled = true
    /// Whether the view is highlighted (while touched).
    open var isHighlighted = false
    /// Whether the view is selected; ``setSelected(_:animated:)`` changes it.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a tap shows a callout bubble with the annotation's title and subtitle.
    open var canShowCallout = false
    /// The view on the callout's left (a `UIControl` there calls the delegate's
    /// `mapView(_:annotationView:calloutAccessoryControlTapped:)` when tapped).
    open var leftCalloutAccessoryView: UIView?
    /// The view on the callout's right (typically a detail-disclosure button).
    open var rightCalloutAccessoryView: UIView?
    /// A view shown under the callout's title instead of the subtitle.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the user can drag the view to move its annotation.
    open var isDraggable = false
    /// Where a drag is; the map's delegate hears of each change.
    open var dragState: DragState {
        get { currentDragState }
        set { setDragState(newValue, animated: false) }
    }

    private var selectedState = false
    private var currentDragState: DragState = .none
    private var touchStart: CGPoint?
    private var touchStartCenter: CGPoint = .zero
    /// The map view showing this view (set while it is on the map).
    weak var mapView: MKMapView?

    /// A view for `annotation`, reused under `reuseIdentifier`; its frame is (0, 0) until it gets an ``image``.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    /// A view with `frame` and no annotation.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// A view decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before a recycled view is handed out again; resets selection and drag state. Subclasses reset
    /// their own state and call super.
    open func prepareForReuse() {
        selectedState = false
        currentDragState = .none
        isHighlighted = false
    }

    /// Called just before the view is shown for its annotation (iOS 14); does nothing by default.
    open func prepareForDisplay() {}

    /// Selects or deselects the view (the map shows or hides its callout).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Changes ``dragState`` and tells the map's delegate.
    open func setDragState(_ newDragState: DragState, animated: Bool) {
        let old = currentDragState
        currentDragState = newDragState
        if old != newDragState { mapView?.annotationView(self, dragStateChangedTo: newDragState, from: old) }
    }

    private func imageDidChange() {
        guard let image else {
            layer.contents = nil
            return
        }
        let centre = center
        bounds.size = image.size
        center = centre
        layer.contents = image.cgImage
        layer.contentsScale = image.scale
        mapView?.positionAnnotationViews()
    }

    // MARK: Touches

    /// Remembers where the touch began (in the superview) and highlights the view.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchStart = touch.location(in: superview)
        touchStartCenter = center
        isHighlighted = true
    }

    /// Drags a ``isDraggable`` view once the finger moves more than 4 points.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = touchStart, isDraggable else { return }
        let location = touch.location(in: superview)
        let (dx, dy) = (location.x - start.x, location.y - start.y)
        if currentDragState == .none, abs(dx) > 4 || abs(dy) > 4 {
            setDragState(.starting, animated: true)
            setDragState(.dragging, animated: true)
        }
        if currentDragState == .dragging {
            center = CGPoint(x: touchStartCenter.x + dx, y: touchStartCenter.y + dy)
        }
    }

    /// Ends a drag (moving the annotation) or, after a tap, selects the annotation.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        defer { touchStart = nil }
        if currentDragState == .dragging {
            if let mapView, let annotation {
                let point = CGPoint(x: center.x - centerOffset.x, y: center.y - centerOffset.y)
                annotation.setCoordinate(mapView.convert(point, toCoordinateFrom: superview))
            }
            setDragState(.ending, animated: true)
            setDragState(.none, animated: false)
            mapView?.positionAnnotationViews()
        } else if touchStart != nil {
            mapView?.annotationViewWasTapped(self)
        }
    }

    /// Cancels a drag: the view goes back where it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        touchStart = nil
        if currentDragState == .dragging {
            center = touchStartCenter
            setDragState(.canceling, animated: true)
            setDragState(.none, animated: false)
        }
    }
}

/// The C-era name of ``MKAnnotationView/DragState``.
public typealias MKAnnotationViewDragState = MKAnnotationView.DragState

/// Creates annotation views of registered classes known only by their metatype, running the class's own
/// `init(annotation:reuseIdentifier:)` (docs/ARCHITECTURE.md, "Creating classes from their metatypes").
@MainActor
enum AnnotationViewFactory {
    /// The arguments of the view being made (main actor only, set just around the call).
    static var pending: (annotation: (any MKAnnotation)?, reuseIdentifier: String?) = (nil, nil)

    /// A new `type` view made by its `init(annotation:reuseIdentifier:)`.
    static func make(_ type: MKAnnotationView.Type, annotation: (any MKAnnotation)?,
                     reuseIdentifier: String?) -> MKAnnotationView {
        pending = (annotation, reuseIdentifier)
        defer { pending = (nil, nil) }
        let raw = touchstone_make_annotation_view(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<MKAnnotationView>.fromOpaque(raw).takeRetainedValue()
    }
}

extension MKAnnotationView {
    /// `init(annotation:reuseIdentifier:)` dispatched to the dynamic class with ``AnnotationViewFactory``'s
    /// arguments.
    @usableFromInline convenience init(_touchstoneFactory: Void) {
        self.init(annotation: AnnotationViewFactory.pending.annotation,
                  reuseIdentifier: AnnotationViewFactory.pending.reuseIdentifier)
    }
}
