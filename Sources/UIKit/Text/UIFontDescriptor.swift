// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A description of a font by attributes — family, face, size, symbolic traits, design — from which ``UIFont``
/// makes a font (`UIFont(descriptor:size:)`). Apps use it to derive bold or italic variants of a font:
/// `font.fontDescriptor.withSymbolicTraits(.traitBold)`.
///
/// The faces installed have regular and bold weights and upright and italic styles (see ``UIFont``); traits beyond
/// those (condensed, expanded, loose leading) are kept in the descriptor and do not change the face.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// Stylistic traits of a face.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The trait bits, with Apple's values (italic 1, bold 2, expanded 32, condensed 64, monospace 1 << 10, …).
        public let rawValue: UInt32
        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic (or oblique) face; the installed fonts have one.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face; the installed fonts have one.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wider face (kept in the descriptor; no installed face is expanded).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrower face (kept in the descriptor; no installed face is condensed).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have the same advance, such as Liberation Mono.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text; no installed face has it, so ``UIFontDescriptor/withSymbolicTraits(_:)`` answers
        /// nil.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face tuned for user interfaces (kept in the descriptor; does not change the face).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the face's default (kept in the descriptor; does not change the face).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the face's default (kept in the descriptor; does not change the face).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of ``fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key's name, as Apple spells it (`NSFontFamilyAttribute`, …).
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name, a `String` ("Liberation Sans", …).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The face name, a `String`, as ``UIFont/fontName`` gives it.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family, a `String` ("Regular", "Bold", "Italic", "Bold Italic").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points, a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to users, a `String`.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The traits, a dictionary keyed by ``UIFontDescriptor/TraitKey``.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The Dynamic Type text style, the `String` raw value of a ``UIFont/TextStyle``.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// A fixed advance for every glyph, in points (kept in the descriptor; does not change the drawing).
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// OpenType feature settings, an array of dictionaries (kept in the descriptor; does not change the drawing).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// The keys of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as Apple spells it (`NSCTFontSymbolicTrait`, …).
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ``UIFontDescriptor/SymbolicTraits`` as their raw value (a number).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a number from -1 to 1 as ``UIFont/Weight`` uses.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, a number from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, a number from -1 to 1 (0 upright).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The system font's designs (iOS 13): default, rounded, serif and monospaced.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name, as Apple spells it (`NSCTFontUIFontDesignRounded`, …).
        public let rawValue: String
        /// Creates a design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font's ordinary design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letterforms; drawn with the system family, as no rounded face is installed.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// A serif design, drawn with Liberation Serif.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// A monospaced design, drawn with Liberation Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes that describe the font.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor for the font named `fontName` (a face name as ``UIFont/fontName`` gives it) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of `font`: its family, face name, size, bold/italic traits and text style.
    package convenience init(font: UIFont) {
        var traits: SymbolicTraits = []
        if font.textFont.bold { traits.insert(.traitBold) }
        if font.textFont.italic { traits.insert(.traitItalic) }
        if font.textFont.family.localizedCaseInsensitiveContains("mono") { traits.insert(.traitMonoSpace) }
        var attributes: [AttributeName: Any] = [
            .family: font.familyName, .name: font.fontName, .size: font.pointSize,
            .traits: [TraitKey.symbolic: traits.rawValue],
        ]
        if let style = font.dynamicType?.style { attributes[.textStyle] = style.rawValue }
        self.init(fontAttributes: attributes)
    }

    /// The point size (0 when the attributes give none).
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The face name, when the attributes give one.
    open var postscriptName: String { fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? "" }

    /// The symbolic traits in the attributes.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(Self.number(traits?[.symbolic]) ?? 0)))
    }

    /// The same description with `symbolicTraits` instead of the current traits (nil when no installed face has
    /// them: vertical text).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard !symbolicTraits.contains(.traitVertical) else { return nil }
        var attributes = fontAttributes
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        attributes[.traits] = traits
        // The face name named the old style; the family and traits now decide.
        if let family = attributes[.family] { attributes[.name] = family }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same description at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The same description in `newFamily`.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same description with the face `newFace` ("Bold", "Italic", "Bold Italic", "Regular").
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        let face = newFace.lowercased()
        var traits = symbolicTraits.subtracting([.traitBold, .traitItalic])
        if face.contains("bold") { traits.insert(.traitBold) }
        if face.contains("italic") || face.contains("oblique") { traits.insert(.traitItalic) }
        let described = withSymbolicTraits(traits) ?? self
        return described.addingAttributes([.face: newFace])
    }

    /// The system font in `design` (nil for designs other than the system font's four).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family: String
        switch design {
        case .default, .rounded: family = TextFont.systemFamily
        case .serif: family = "Liberation Serif"
        case .monospaced: family = "Liberation Mono"
        default: return nil
        }
        return withFamily(family)
    }

    /// The same description with `attributes` added (replacing those already there).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// The descriptor of the Dynamic Type font for `style` at the current content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the Dynamic Type font for `style` at `traitCollection`'s content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor
    {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// Returns a new descriptor with the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any { UIFontDescriptor(fontAttributes: fontAttributes) }

    /// Whether `object` is a descriptor with the same face name, point size and symbolic traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return postscriptName == other.postscriptName && pointSize == other.pointSize
            && symbolicTraits == other.symbolicTraits
    }

    /// A hash of the face name and traits, consistent with ``UIFontDescriptor/isEqual(_:)``.
    open override var hash: Int { postscriptName.hashValue ^ Int(symbolicTraits.rawValue) }

    /// The engine font this descriptor names at `size` (the descriptor's own size when `size` is 0).
    package func textFont(size: CGFloat) -> TextFont {
        let size = size > 0 ? size : pointSize
        let traits = symbolicTraits
        var font = (fontAttributes[.name] as? String).flatMap { TextFont.named($0, size: size) }
            ?? TextFont(family: fontAttributes[.family] as? String ?? TextFont.systemFamily, size: size)
        if let family = fontAttributes[.family] as? String, fontAttributes[.name] as? String == family {
            font = TextFont.named(family, size: size) ?? font
        }
        if traits.contains(.traitMonoSpace), !font.family.localizedCaseInsensitiveContains("mono") {
            font.family = "Liberation Mono"
        }
        if fontAttributes[.traits] != nil {
            font.bold = traits.contains(.traitBold)
            font.italic = traits.contains(.traitItalic)
        }
        return font
    }

    /// A number attribute (the symbolic traits are stored as `UInt32`, as Apple's are).
    private static func number(_ value: Any?) -> CGFloat? {
        if let traits = value as? UInt32 { return CGFloat(traits) }
        return TextAttributeConversion.number(value)
    }
}

extension UIFont {
    /// The font's descriptor: family, face, size, traits and text style.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes, at `pointSize` points (0: the descriptor's size). A Dynamic Type
    /// descriptor keeps following its text style's size only through ``UIFontMetrics``, as on iOS.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(textFont: descriptor.textFont(size: pointSize))
    }
}
