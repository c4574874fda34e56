// SPDX-License-Identifier: Apache-2.0
//
// Regions a location manager monitors (CLRegion.h, CLCircularRegion.h).

import Foundation

/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable {
    /// Not known yet.
    case unknown = 0
    /// Inside the region.
    case inside = 1
    /// Outside the region.
    case outside = 2
}

/// An area a location manager can monitor; use ``CLCircularRegion``.
///
/// Regions are equal when their classes and identifiers are, as Core Location treats a region with a known
/// identifier as a replacement of the monitored one.
open class CLRegion: NSObject, NSCopying, NSSecureCoding {
    /// The name the app gave the region; monitoring a second region with the same identifier replaces the first.
    open private(set) var identifier: String
    /// Whether entering the region is reported (default true).
    open var notifyOnEntry = true
    /// Whether leaving the region is reported (default true).
    open var notifyOnExit = true

    /// A region named `identifier`, for subclasses.
    package init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Decodes a region ``encode(with:)`` wrote; a missing identifier is the empty string.
    public required init?(coder: NSCoder) {
        identifier = coder.decodeObject(of: NSString.self, forKey: "identifier").map { String($0) } ?? ""
        notifyOnEntry = coder.containsValue(forKey: "notifyOnEntry") ? coder.decodeBool(forKey: "notifyOnEntry") : true
        notifyOnExit = coder.containsValue(forKey: "notifyOnExit") ? coder.decodeBool(forKey: "notifyOnExit") : true
        super.init()
    }

    /// True: regions decode with secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Writes the identifier and the two notification switches.
    open func encode(with coder: NSCoder) {
        coder.encode(NSString(string: identifier), forKey: "identifier")
        coder.encode(notifyOnEntry, forKey: "notifyOnEntry")
        coder.encode(notifyOnExit, forKey: "notifyOnExit")
    }

    /// A region with the same identifier and switches.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLRegion(identifier: identifier)
        (copy.notifyOnEntry, copy.notifyOnExit) = (notifyOnEntry, notifyOnExit)
        return copy
    }

    /// Whether `object` is a region of the same class with the same identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLRegion else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }

    /// The identifier's hash, consistent with ``isEqual(_:)``.
    open override var hash: Int { identifier.hashValue }

    /// Whether the region holds `coordinate`; a plain region holds nothing.
    package func holds(_ coordinate: CLLocationCoordinate2D) -> Bool { false }
}

/// A circle on the Earth: a centre and a radius in metres.
open class CLCircularRegion: CLRegion {
    /// The circle's centre.
    open private(set) var center: CLLocationCoordinate2D
    /// The circle's radius in metres.
    open private(set) var radius: CLLocationDistance

    /// A circle of `radius` metres around `center`, named `identifier`. An invalid centre or a negative or NaN
    /// radius makes a region that contains nothing.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Decodes a circle ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        center = CLLocationCoordinate2D(latitude: coder.decodeDouble(forKey: "centerLatitude"),
                                        longitude: coder.decodeDouble(forKey: "centerLongitude"))
        radius = coder.decodeDouble(forKey: "radius")
        super.init(coder: coder)
    }

    /// Writes the region, its centre and radius.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(center.latitude, forKey: "centerLatitude")
        coder.encode(center.longitude, forKey: "centerLongitude")
        coder.encode(radius, forKey: "radius")
    }

    /// A circle with the same centre, radius, identifier and switches.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLCircularRegion(center: center, radius: radius, identifier: identifier)
        (copy.notifyOnEntry, copy.notifyOnExit) = (notifyOnEntry, notifyOnExit)
        return copy
    }

    /// Whether `coordinate` lies within ``radius`` metres (great-circle distance, as `CLLocation.distance(from:)`
    /// measures) of ``center``, the boundary included. An invalid coordinate or centre is never contained.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let distance = GreatCircle.distance(center, coordinate)
        return distance >= 0 && distance <= radius
    }

    package override func holds(_ coordinate: CLLocationCoordinate2D) -> Bool { contains(coordinate) }

    /// `CLCircularRegion (identifier:'…', center:<+lat,+lon>, radius:… m)`, as Apple prints a circle.
    open override var description: String {
        "CLCircularRegion (identifier:'\(identifier)', "
            + String(format: "center:<%+.8f,%+.8f>, radius:%.2f m)", center.latitude, center.longitude, radius)
    }
}
