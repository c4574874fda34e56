// SPDX-License-Identifier: Apache-2.0

/// An immutable colour: components in a colour space plus alpha.
///
/// Components are stored as given (Apple does not clamp them at creation); they are clamped to 0…1 when drawn.
/// NaN components are replaced by 0 with a logged diagnostic, so a bad value can never poison a frame.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour's space (gray or RGB).
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha (2 values for gray, 4 for RGB; for a pattern colour, the stencil
    /// colour's components then alpha, or alpha alone for a colored pattern).
    public let components: [CGFloat]?
    /// The pattern a pattern colour paints with; nil for every other colour.
    public let pattern: CGPattern?

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Creates a colour from components (colour values then alpha) in `space`.
    /// Returns nil when the count does not match the space (Apple's behaviour).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        self.pattern = nil
        self.colorSpace = space
        self.components = (0..<count).map { CGColor.sanitize(components[$0]) }
    }

    /// Creates a colour from an array of components (colour values then alpha).
    public init?(colorSpace space: CGColorSpace, componentArray: [CGFloat]) {
        guard componentArray.count == space.numberOfComponents + 1,
            space.model == .rgb || space.model == .monochrome
        else {
            Diagnostics.log("CGColor: \(componentArray.count) components do not fit \(space); returning nil")
            return nil
        }
        self.pattern = nil
        self.colorSpace = space
        self.components = componentArray.map(CGColor.sanitize)
    }

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.pattern = nil
        self.colorSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
        self.components = [red, green, blue, alpha].map(CGColor.sanitize)
    }

    /// Creates an sRGB colour (Apple's `CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour in the generic gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.pattern = nil
        self.colorSpace = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
        self.components = [gray, alpha].map(CGColor.sanitize)
    }

    /// Creates a colour in the generic gray space (Apple's `CGColor(genericGrayGamma2_2Gray:alpha:)`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// Creates a colour that paints with `pattern` (Apple's `CGColor(patternSpace:pattern:components:)`).
    ///
    /// `space` must be a pattern colour space (``CGColorSpace/init(patternBaseSpace:)``). `components` holds alpha
    /// alone for a colored pattern, or the base space's components then alpha for a stencil pattern. Returns nil
    /// (logged) for a space that is not a pattern space, or a stencil pattern in a space without a base space.
    public init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else {
            Diagnostics.log("CGColor(patternSpace:): \(space) is not a pattern colour space; returning nil")
            return nil
        }
        let count: Int
        if pattern.isColored {
            count = 1
        } else if let base = space.baseColorSpace {
            count = base.numberOfComponents + 1
        } else {
            Diagnostics.log("CGColor(patternSpace:): a stencil pattern needs a pattern space with a base space; returning nil")
            return nil
        }
        self.pattern = pattern
        self.colorSpace = space
        self.components = (0..<count).map { CGColor.sanitize(components[$0]) }
    }

    /// A copy of this colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var comps = components, let space = colorSpace else { return nil }
        comps[comps.count - 1] = alpha
        if let pattern { return comps.withUnsafeBufferPointer { CGColor(patternSpace: space, pattern: pattern, components: $0.baseAddress!) } }
        return CGColor(colorSpace: space, componentArray: comps)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour as premultiplication-free RGBA in 0…1, the form every drawing path uses.
    package var rgba: RGBA {
        guard let c = components else { return RGBA(r: 0, g: 0, b: 0, a: 1) }
        func clamp(_ v: CGFloat) -> Double { Double(Swift.min(1, Swift.max(0, v))) }
        if c.count == 2 { return RGBA(r: clamp(c[0]), g: clamp(c[0]), b: clamp(c[0]), a: clamp(c[1])) }
        if c.count >= 4 { return RGBA(r: clamp(c[0]), g: clamp(c[1]), b: clamp(c[2]), a: clamp(c[3])) }
        return RGBA(r: 0, g: 0, b: 0, a: 1)
    }

    private static func sanitize(_ v: CGFloat) -> CGFloat {
        if v.isNaN {
            Diagnostics.log("CGColor: NaN colour component replaced by 0")
            return 0
        }
        return v
    }

    /// Whether two colours have the same components in the same colour-space model and the same pattern (a colour
    /// is a value here, where Core Foundation compares with `CFEqual`).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components && lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.pattern == rhs.pattern
    }

    /// Hashes the components and pattern, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(pattern)
    }

    /// The colour for logs: its colour-space model (or pattern) and components.
    public var description: String {
        let comps = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        if let pattern { return "<CGColor pattern \(pattern) [\(comps)]>" }
        return "<CGColor \(colorSpace?.model ?? .unknown) [\(comps)]>"
    }
}

/// A colour as straight (not premultiplied) RGBA doubles in 0…1.
package struct RGBA: Equatable, Sendable {
    package var r: Double
    package var g: Double
    package var b: Double
    package var a: Double

    package init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}
