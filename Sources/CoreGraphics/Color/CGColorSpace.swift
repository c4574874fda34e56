// SPDX-License-Identifier: Apache-2.0

/// The family a colour space belongs to.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A colour space: how colour component values are interpreted.
///
/// Touchstone renders in sRGB (the guide: "RGB is recommended, since there is one embedded screen"), so device RGB
/// and sRGB are treated alike and gray maps to equal RGB components. Other named spaces are not available and
/// `init(name:)` returns nil for them, as Apple does for unknown names.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour space model (gray or RGB here).
    public let model: CGColorSpaceModel
    /// The space's name, when it was created by name.
    public let name: CFString?
    /// For a pattern colour space, the space of a stencil pattern's colour (nil: only colored patterns); nil for
    /// every other space.
    public let baseColorSpace: CGColorSpace?

    /// The name of the standard RGB space (`kCGColorSpaceSRGB`). Names are ``CFString``s, as on Apple platforms,
    /// so `CGColorSpace(name: CGColorSpace.sRGB)` and `CGColorSpace.sRGB as String` both work.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The name of the linear generic RGB space (drawn as sRGB).
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// The name of linear sRGB (drawn as sRGB).
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// The name of the generic gray space with gamma 2.2.
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of linear gray.
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// The name of extended-range sRGB (drawn as sRGB, components clamped).
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// The name of Display P3 (drawn as sRGB, a documented approximation).
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    nonisolated(unsafe) package static let deviceRGBName: CFString = "kCGColorSpaceDeviceRGB"
    nonisolated(unsafe) package static let deviceGrayName: CFString = "kCGColorSpaceDeviceGray"

    package init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
        self.baseColorSpace = nil
    }

    /// Creates a pattern colour space (Apple's `CGColorSpace(patternBaseSpace:)`): colours in it paint with a
    /// ``CGPattern``. `baseSpace` is the space of a stencil pattern's colour; pass nil for colored patterns only.
    /// Returns nil when the base space is itself a pattern space.
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        if let baseSpace, baseSpace.model == .pattern {
            Diagnostics.log("CGColorSpace(patternBaseSpace:): a pattern space cannot be a base space; returning nil")
            return nil
        }
        model = .pattern
        name = nil
        baseColorSpace = baseSpace
    }

    /// Creates a named colour space, or returns nil when the name is not one Touchstone supports
    /// (sRGB and its relatives are supported; Display P3 maps to sRGB as a documented approximation).
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.genericRGBLinear, CGColorSpace.linearSRGB,
            CGColorSpace.displayP3, CGColorSpace.deviceRGBName:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.deviceGrayName:
            self.init(model: .monochrome, name: name)
        default:
            Diagnostics.log("CGColorSpace(name:): unsupported colour space '\(name)'; returning nil")
            return nil
        }
    }

    /// The number of colour components, not counting alpha (1 for gray, 3 for RGB).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        case .cmyk: return 4
        default: return 0
        }
    }

    /// Whether two colour spaces have the same model, name and base space.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name && lhs.baseColorSpace == rhs.baseColorSpace
    }

    /// Hashes the model, name and base space, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
        hasher.combine(baseColorSpace)
    }

    /// The colour space for logs: its name (or "unnamed") and model.
    public var description: String { "<CGColorSpace \(name ?? "unnamed") model: \(model)>" }
}

/// The device-dependent RGB colour space (sRGB in Touchstone).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb, name: CGColorSpace.deviceRGBName)
}

/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome, name: CGColorSpace.deviceGrayName)
}
