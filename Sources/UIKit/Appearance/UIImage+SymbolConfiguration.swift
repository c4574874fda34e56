// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImage {
    /// The weight of a symbol image's strokes, matching the font weights.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified (regular).
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The stroke width relative to regular.
        var strokeFactor: CGFloat {
            switch self {
            case .ultraLight: 0.45
            case .thin: 0.6
            case .light: 0.8
            case .unspecified, .regular: 1
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.5
            case .heavy: 1.75
            case .black: 2
            }
        }
    }

    /// The size of a symbol image relative to text of its point size.
    public enum SymbolScale: Int, Sendable {
        /// The default scale for the context (medium).
        case `default` = -1
        /// Not specified (medium).
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// The size of the text.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The symbol size relative to medium.
        var sizeFactor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How an image is drawn in views: as is, or as a template whose opaque areas take the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbol images (and images in bars' items), original elsewhere.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the alpha channel filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// Options for drawing an image; ``SymbolConfiguration`` holds a symbol's size and weight.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is made for (nil: none).
        public private(set) var traitCollection: UITraitCollection?

        /// A configuration that specifies nothing.
        public required override init() { super.init() }

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copyConfiguration()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with the values `otherConfiguration` specifies replacing this one's.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = self.copyConfiguration()
            if let other = otherConfiguration {
                copy.traitCollection = other.traitCollection ?? traitCollection
                copy.merge(other)
            }
            return copy
        }

        /// A copy of this configuration (same class, same values).
        package func copyConfiguration() -> Self {
            let copy = Self.init()
            copy.traitCollection = traitCollection
            copy.merge(self)
            return copy
        }

        /// Takes the values `other` specifies (subclasses merge their own).
        package func merge(_ other: Configuration) {}
    }

    /// A symbol image's point size, weight and scale (or a text style or font to take the point size from).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        package var pointSize: CGFloat = 0
        package var weight: SymbolWeight = .unspecified
        package var scale: SymbolScale = .unspecified
        package var textStyle: UIFont.TextStyle?
        /// The colours of a hierarchical or palette configuration (nil: the symbol is a template).
        package var colors: [UIColor]?
        /// Whether the configuration asks for multicolour (or, false, monochrome) rendering; nil: unspecified.
        package var prefersMulticolor: Bool?

        /// The configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// Symbols sized for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// Symbols sized for text of `pointSize` points with strokes of `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// Symbols sized for text of `pointSize` points, with `weight` and `scale`. A negative or non-finite size
        /// is logged and left unspecified.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            if pointSize.isFinite, pointSize >= 0 {
                self.pointSize = pointSize
            } else {
                UIKitDiagnostics.log("UIImage.SymbolConfiguration: point size \(pointSize) is invalid; unspecified")
            }
            self.weight = weight
            self.scale = scale
        }
        /// Symbols sized for the text style's font at the user's text size.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// Symbols sized for the text style's font, with `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        /// Symbols with strokes of `weight`, any size.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }
        /// Symbols at `scale`, any size.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }
        /// Symbols sized for `font`'s point size.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// Symbols sized for `font`'s point size, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// Symbols drawn in `hierarchicalColor` (iOS 15): iOS draws a symbol's secondary layers in lighter shades;
        /// Touchstone's symbols have one layer, drawn in the colour itself.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }

        /// Symbols drawn with a colour per layer (iOS 15); Touchstone's one-layer symbols take the first colour.
        /// An empty array is logged and specifies nothing.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            if paletteColors.isEmpty {
                UIKitDiagnostics.log("UIImage.SymbolConfiguration(paletteColors:): no colours; unspecified")
            } else {
                colors = paletteColors
            }
        }

        /// A configuration asking for symbols' own multicolour rendering (iOS 15). Touchstone's symbols have no
        /// built-in colours, so they stay templates.
        public static func preferringMulticolor() -> Self {
            let configuration = Self.init()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// A configuration asking for monochrome (template) rendering (iOS 16).
        public static func preferringMonochrome() -> Self {
            let configuration = Self.init()
            configuration.prefersMulticolor = false
            return configuration
        }

        /// A copy without point size, text style and weight (only the scale and traits remain).
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = copyConfiguration()
            copy.pointSize = 0
            copy.textStyle = nil
            copy.weight = .unspecified
            return copy
        }

        /// Whether both configurations specify the same values.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && colors == other.colors
                && prefersMulticolor == other.prefersMulticolor
        }

        /// Whether `object` is a symbol configuration with the same values (see
        /// ``UIImage/SymbolConfiguration/isEqual(to:)``).
        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
        /// A hash of the point size, weight and scale, consistent with ``UIImage/SymbolConfiguration/isEqual(_:)``.
        open override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ (scale.rawValue << 4) }

        package override func merge(_ other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 || other.textStyle != nil {
                pointSize = other.pointSize
                textStyle = other.textStyle
            }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified && other.scale != .default { scale = other.scale }
            if let colors = other.colors { self.colors = colors }
            if let prefers = other.prefersMulticolor { prefersMulticolor = prefers }
            // Monochrome clears the colours; colours override an earlier monochrome preference.
            if other.prefersMulticolor == false && other.colors == nil { colors = nil }
        }

        /// The text point size symbols match: the text style's font size, the point size, else 17 (body).
        package var resolvedPointSize: CGFloat {
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
            return pointSize > 0 ? pointSize : 17
        }
    }
}
