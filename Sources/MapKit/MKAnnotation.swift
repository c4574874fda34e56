// SPDX-License-Identifier: Apache-2.0
//
// Annotation objects: the MKAnnotation protocol, MKShape and MKPointAnnotation (MKAnnotation.h, MKShape.h,
// MKPointAnnotation.h).

import CoreLocation
import Foundation

/// An object a map view shows at a coordinate: the model half of an annotation (the view half is an
/// ``MKAnnotationView`` the delegate supplies).
///
/// Keep annotations light: the map keeps a reference to every annotation until it is removed. `title` and
/// `subtitle` are optional in Apple's protocol; here they default to nil. A draggable annotation implements
/// ``setCoordinate(_:)``, which the map calls when a drag ends.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation sits (its anchor point).
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title; nil (the default) shows no callout.
    var title: String? { get }
    /// The callout's second line; nil by default.
    var subtitle: String? { get }
    /// Moves the annotation; called when the user ends dragging it. Does nothing by default.
    func setCoordinate(_ newCoordinate: CLLocationCoordinate2D)
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
    /// Ignores the new coordinate (the annotation is not movable).
    public func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) {}
}

/// An abstract shape annotation with a title and a subtitle; ``MKPointAnnotation``, ``MKPolyline``,
/// ``MKPolygon`` and ``MKCircle`` are its subclasses.
open class MKShape: NSObject, MKAnnotation {
    /// The callout's title.
    open var title: String?
    /// The callout's second line.
    open var subtitle: String?

    /// A shape with no title.
    public override init() { super.init() }

    /// The shape's anchor; (0, 0) for the abstract shape (subclasses override it).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    /// Ignores the new coordinate; ``MKPointAnnotation`` overrides it.
    open func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) {}
}

/// A plain annotation at a settable coordinate, with a title and subtitle: the usual pin.
open class MKPointAnnotation: MKShape {
    private var storedCoordinate = CLLocationCoordinate2D()

    /// An annotation at (0, 0).
    public override init() { super.init() }

    /// An annotation at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }

    /// Where the annotation sits; settable, and set by the map when the user drags its view.
    open override var coordinate: CLLocationCoordinate2D {
        get { storedCoordinate }
        set { storedCoordinate = newValue }
    }

    /// Sets ``coordinate``.
    open override func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) { coordinate = newCoordinate }
}
