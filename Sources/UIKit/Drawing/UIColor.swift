// SPDX-License-Identifier: Apache-2.0

/// A colour, with UIKit's constructors (RGB, HSB, white) and named colours; wraps a `CGColor`.
///
/// Component values outside 0…1 are kept (UIKit's extended sRGB behaviour since iOS 10; `getRed` reports them
/// unchanged) and clamped to 0…1 only when drawn; NaN components become 0 with a diagnostic (see `CGColor`).
///
/// A colour is either fixed (it wraps one `CGColor`) or dynamic (``init(dynamicProvider:)`` and the semantic system
/// colours such as `label`, which differ in light and dark mode): a dynamic colour's ``cgColor`` and components
/// are those of ``resolvedColor(with:)`` for ``UITraitCollection/current``, as on iOS (docs/ARCHITECTURE.md,
/// "Dark mode, dynamic colours and UIAppearance").
open class UIColor: NSObject, @unchecked Sendable {
    /// The fixed colour (nil for a dynamic colour).
    private let fixedCGColor: CGColor?
    /// How a dynamic colour resolves (nil for a fixed colour).
    package let dynamic: DynamicColor?

    /// The Core Graphics colour. For a dynamic colour, the colour resolved for ``UITraitCollection/current``
    /// (UIKit makes a view's traits current while it draws, lays out and handles `traitCollectionDidChange(_:)`).
    public var cgColor: CGColor {
        if let fixedCGColor { return fixedCGColor }
        return resolvedColor(with: UITraitCollection.current).cgColor
    }

    /// A colour wrapping `cgColor` (kept as is: its colour space and components are not converted).
    public init(cgColor: CGColor) {
        self.fixedCGColor = cgColor
        self.dynamic = nil
        super.init()
    }

    /// A dynamic colour: `dynamicProvider` is called with the traits to resolve for (``resolvedColor(with:)``,
    /// and ``cgColor`` with ``UITraitCollection/current``) and returns the colour for them. It is called each time
    /// the colour resolves, on any thread, so it should be quick and return fixed colours.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.fixedCGColor = nil
        self.dynamic = .provider(dynamicProvider)
        super.init()
    }

    /// A dynamic colour with one fixed value per appearance (the system colours): resolves without calling code
    /// or allocating.
    package init(light: UIColor, dark: UIColor) {
        self.fixedCGColor = nil
        self.dynamic = .pair(light: light.resolvedColor(with: .lightAppearance),
                             dark: dark.resolvedColor(with: .darkAppearance))
        super.init()
    }

    /// A colour read from an archive that ``encode(with:)`` wrote (NSSecureCoding; UIColor+Coding.swift); nil when
    /// the archive holds no colour. Declared here because a required initialiser cannot live in an extension.
    public required init?(coder: NSCoder) {
        guard let decoded = UIColor.decodedStorage(from: coder) else { return nil }
        self.fixedCGColor = decoded.fixed
        self.dynamic = decoded.dynamic
        super.init()
    }

    /// Archives the colour (UIColor+Coding.swift).
    open func encode(with coder: NSCoder) { encodeColor(with: coder) }

    /// The fixed colour this colour stands for in an environment with `traitCollection`: itself when fixed; for a
    /// dynamic colour, its provider's answer (resolved again if that is dynamic too). An unspecified appearance
    /// resolves as the running device's (light before an app launches).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamic else { return self }
        let resolved: UIColor
        switch dynamic {
        case .pair(let light, let dark):
            resolved = DeviceAppearance.style(for: traitCollection) == .dark ? dark : light
        case .provider(let provider):
            var color = provider(traitCollection)
            var depth = 0
            while color.dynamic != nil, color !== self, depth < 8 {
                color = color.resolvedColor(with: traitCollection)
                depth += 1
            }
            resolved = color.dynamic == nil ? color : UIColor(cgColor: CGColor(gray: 0, alpha: 1))
        }
        DrawnColours.note(self, resolved: resolved)  // a view's drawing records what it resolved (DrawnColours)
        return resolved
    }

    /// A colour wrapping `cgColor`; the unlabelled spelling of ``init(cgColor:)``.
    public convenience init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray level (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A colour from hue, saturation and brightness (each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour (approximated as sRGB: Touchstone renders sRGB only).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour well): an sRGB colour, as
    /// ``init(red:green:blue:alpha:)``. Declared here because a required initialiser cannot live in an extension;
    /// the conformance is in `UIColor+Literals.swift`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Sets this colour as the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the current context's fill colour.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets this colour as the current context's stroke colour.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// The same colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let fixedCGColor else {
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return UIColor(cgColor: fixedCGColor.copy(alpha: alpha) ?? fixedCGColor)
    }

    /// RGBA components; false when the colour has none (never for Touchstone's gray and RGB colours).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    {
        guard let c = cgColor.components, cgColor.pattern == nil else { return false }
        let rgba: [CGFloat] = c.count == 2 ? [c[0], c[0], c[0], c[1]] : c
        guard rgba.count == 4 else { return false }
        red?.pointee = rgba[0]
        green?.pointee = rgba[1]
        blue?.pointee = rgba[2]
        alpha?.pointee = rgba[3]
        return true
    }

    /// White and alpha; false for colours that are not gray.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components, c.count == 2, cgColor.pattern == nil else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// Hue, saturation, brightness and alpha.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return false }
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) } else if maxC == g {
                h = (b - r) / delta + 2
            } else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = a
        return true
    }

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    /// Whether `object` is a colour with the same components in the same colour space; a dynamic colour equals
    /// another only when both have equal light and dark colours (a provider-based colour equals only itself).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (dynamic, other.dynamic) {
        case (nil, nil): return cgColor == other.cgColor
        case (.pair(let l1, let d1), .pair(let l2, let d2)): return l1.isEqual(l2) && d1.isEqual(d2)
        default: return false
        }
    }

    /// A hash consistent with ``UIColor/isEqual(_:)``: of the components, of the light and dark pair, or of the
    /// object's identity for a provider-based colour.
    open override var hash: Int {
        switch dynamic {
        case nil: return cgColor.hashValue
        case .pair(let light, let dark): return light.hash &* 31 &+ dark.hash
        case .provider: return ObjectIdentifier(self).hashValue
        }
    }

    /// The colour as iOS prints it, such as `UIExtendedSRGBColorSpace 1 0 0 1` or `UIExtendedGrayColorSpace 0 1`;
    /// dynamic and pattern colours print their kind and address.
    open override var description: String {
        if let dynamic {
            if case .pair(let light, let dark) = dynamic { return "<UIDynamicSystemColor: light \(light), dark \(dark)>" }
            return "<UIDynamicProviderColor: \(ObjectDescription.address(of: self))>"
        }
        if cgColor.pattern != nil { return "UIPatternColor \(ObjectDescription.address(of: self))" }
        guard let c = cgColor.components, c.count == 2 || c.count == 4 else { return "UIColor" }
        return c.count == 2 ? String(format: "UIExtendedGrayColorSpace %g %g", Double(c[0]), Double(c[1]))
            : String(format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
    }
}

extension UIColor {
    /// UIKit's named colour `black`: white 0, alpha 1 (a new colour on each read; not dynamic).
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// UIKit's named colour `darkGray`: white 1.0 / 3.0, alpha 1 (a new colour on each read; not dynamic).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIKit's named colour `lightGray`: white 2.0 / 3.0, alpha 1 (a new colour on each read; not dynamic).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// UIKit's named colour `white`: white 1, alpha 1 (a new colour on each read; not dynamic).
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// UIKit's named colour `gray`: white 0.5, alpha 1 (a new colour on each read; not dynamic).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// UIKit's named colour `red`: red: 1, green: 0, blue: 0, alpha 1 (a new colour on each read; not dynamic).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// UIKit's named colour `green`: red: 0, green: 1, blue: 0, alpha 1 (a new colour on each read; not dynamic).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// UIKit's named colour `blue`: red: 0, green: 0, blue: 1, alpha 1 (a new colour on each read; not dynamic).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// UIKit's named colour `cyan`: red: 0, green: 1, blue: 1, alpha 1 (a new colour on each read; not dynamic).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// UIKit's named colour `yellow`: red: 1, green: 1, blue: 0, alpha 1 (a new colour on each read; not dynamic).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// UIKit's named colour `magenta`: red: 1, green: 0, blue: 1, alpha 1 (a new colour on each read; not dynamic).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIKit's named colour `orange`: red: 1, green: 0.5, blue: 0, alpha 1 (a new colour on each read; not dynamic).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIKit's named colour `purple`: red: 0.5, green: 0, blue: 0.5, alpha 1 (a new colour on each read; not dynamic).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIKit's named colour `brown`: red: 0.6, green: 0.4, blue: 0.2, alpha 1 (a new colour on each read; not dynamic).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// UIKit's named colour `clear`: white 0, alpha 0 (a new colour on each read; not dynamic).
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The striped background of iPhone OS 3 grouped tables (a flat stand-in colour).
    public static var viewFlipsideBackground: UIColor { UIColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 1) }
}
