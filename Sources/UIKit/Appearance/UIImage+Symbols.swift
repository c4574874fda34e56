// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an image carries besides its bitmap: its rendering mode, the colour it is tinted with, and for symbol
/// images their name, configuration and baseline.
package final class ImageExtras: @unchecked Sendable {
    let renderingMode: UIImage.RenderingMode
    let tintColor: UIColor?
    let symbolName: String?
    let symbolConfiguration: UIImage.SymbolConfiguration?
    let baselineOffset: CGFloat?
    /// The asset catalog image set the image came from (``UIImage/imageAsset``).
    let imageAsset: UIImageAsset?

    init(renderingMode: UIImage.RenderingMode = .automatic, tintColor: UIColor? = nil, symbolName: String? = nil,
         symbolConfiguration: UIImage.SymbolConfiguration? = nil, baselineOffset: CGFloat? = nil,
         imageAsset: UIImageAsset? = nil)
    {
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolName = symbolName
        self.symbolConfiguration = symbolConfiguration
        self.baselineOffset = baselineOffset
        self.imageAsset = imageAsset
    }

    /// A copy with some values replaced.
    func with(renderingMode: UIImage.RenderingMode? = nil, tintColor: UIColor?? = nil,
              baselineOffset: CGFloat?? = nil, imageAsset: UIImageAsset?? = nil) -> ImageExtras
    {
        ImageExtras(renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
                    symbolName: symbolName, symbolConfiguration: symbolConfiguration,
                    baselineOffset: baselineOffset ?? self.baselineOffset, imageAsset: imageAsset ?? self.imageAsset)
    }
}

extension UIImage {
    /// The symbol image named `name` (an SF Symbols name such as `"chevron.right"` or `"heart.fill"`) at body
    /// text size, regular weight: nil, with a logged line, for a name Touchstone does not ship
    /// (`SymbolShape.names` lists them). Symbol images are templates: image views and buttons tint them.
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// The symbol image named `name`, sized and weighted by `configuration` (a ``SymbolConfiguration``; other
    /// configurations give the defaults).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = (configuration as? SymbolConfiguration) ?? SymbolConfiguration()
        guard let made = SymbolImageRenderer.render(name, symbolConfiguration) else {
            UIKitDiagnostics.log("UIImage(systemName: \"\(name)\"): no such symbol in Touchstone; nil")
            return nil
        }
        self.init(image: made.image, scale: made.scale, orientation: .up,
                  extras: Self.symbolExtras(name, symbolConfiguration, baseline: made.baseline))
    }

    /// A symbol's extras: a template, or drawn in its configuration's colour when it has one.
    private static func symbolExtras(_ name: String, _ configuration: SymbolConfiguration,
                                     baseline: CGFloat) -> ImageExtras {
        ImageExtras(renderingMode: configuration.colors == nil ? .automatic : .alwaysOriginal,
                    tintColor: configuration.colors?.first, symbolName: name,
                    symbolConfiguration: configuration, baselineOffset: baseline)
    }

    /// The symbol image named `name` for `traitCollection` (its text size when the configuration uses a style).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration().withTraitCollection(traitCollection))
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { extras?.symbolName != nil }

    /// The image's configuration (a symbol image's ``SymbolConfiguration``; nil for other images).
    public var configuration: UIImage.Configuration? { extras?.symbolConfiguration }

    /// A symbol image's configuration (nil for other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { extras?.symbolConfiguration }

    /// The image with `configuration` applied: a symbol image is drawn again at the new size and weight, keeping
    /// its rendering mode and tint; other images are returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let extras, let name = extras.symbolName, let current = extras.symbolConfiguration else { return self }
        let merged = current.applying(configuration)
        guard let made = SymbolImageRenderer.render(name, merged) else { return self }
        // A colour configuration draws the symbol in its colour; dropping the colours makes it a template again.
        if merged.colors != nil || current.colors != nil {
            return UIImage(image: made.image, scale: made.scale, orientation: .up,
                           extras: Self.symbolExtras(name, merged, baseline: made.baseline))
        }
        return UIImage(image: made.image, scale: made.scale, orientation: .up, extras: ImageExtras(
            renderingMode: extras.renderingMode, tintColor: extras.tintColor, symbolName: name,
            symbolConfiguration: merged, baselineOffset: made.baseline))
    }

    /// The symbol image with `configuration` applied (nil for images that are not symbols).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// How views draw the image (`.automatic` unless made with ``withRenderingMode(_:)``).
    public var renderingMode: RenderingMode { extras?.renderingMode ?? .automatic }

    /// The same image drawn in views as `renderingMode` says (`.alwaysTemplate`: its alpha filled with the tint).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        derived(extras: (extras ?? ImageExtras()).with(renderingMode: renderingMode))
    }

    /// The same image tinted with `color` wherever it is drawn (its alpha filled with the colour; a dynamic colour
    /// resolves for the traits current when drawn), with rendering mode `.alwaysOriginal`.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    /// The same image tinted with `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        derived(extras: (extras ?? ImageExtras()).with(renderingMode: renderingMode, tintColor: .some(color)))
    }

    /// The distance from the image's bottom to the baseline of text it lines up with (symbol images have one).
    public var baselineOffsetFromBottom: CGFloat? { extras?.baselineOffset }

    /// Whether the image has a baseline (``baselineOffsetFromBottom``).
    public var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    /// The same image with its baseline `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        derived(extras: (extras ?? ImageExtras()).with(baselineOffset: .some(baselineOffset)))
    }

    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        derived(extras: (extras ?? ImageExtras()).with(baselineOffset: .some(nil)))
    }

    /// Whether views fill the image's alpha with their tint: `.alwaysTemplate`, or `.automatic` for symbols.
    package var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage
        }
    }

    private func derived(extras: ImageExtras) -> UIImage {
        UIImage(image: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets,
                resizingMode: resizingMode, extras: extras)
    }

    /// Fills `rect` with `color` (resolved for the current traits) where `image` is opaque, in a y-down context.
    package static func drawTinted(_ image: CGImage, in rect: CGRect, color: UIColor, context: CGContext) {
        // clip(to:mask:) maps the image y-up; flip around the rectangle so the mask lands upright.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        context.concatenate(flip)
        context.clip(to: rect, mask: image)
        context.concatenate(flip)
        context.setFillColor(color.cgColor)
        context.fill(rect)
    }

    /// This image as a bitmap filled with `color` where it is opaque (template display in image views).
    package func tintedBitmap(_ color: UIColor) -> CGImage? {
        guard let cgImage else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIImage.drawTinted(cgImage, in: CGRect(origin: .zero, size: size), color: color, context: context.cgContext)
        }.cgImage
    }
}

/// Draws symbol images: a `SymbolShape` scaled to the configuration's point size and symbol scale, strokes as
/// wide as its weight says, in black (symbols are templates), at the main screen's scale.
package enum SymbolImageRenderer {
    /// The symbol's square side per point of text size at medium scale (an SF symbol is a little taller than the
    /// capitals of its font).
    static let sizePerPoint: CGFloat = 1.1
    /// The baseline's height above the image's bottom, as a fraction of the side.
    static let baselineFraction: CGFloat = 0.16

    /// The bitmap, its scale and its baseline offset for symbol `name`, or nil for an unknown name.
    package static func render(_ name: String, _ configuration: UIImage.SymbolConfiguration)
        -> (image: CGImage?, scale: CGFloat, baseline: CGFloat)?
    {
        guard let shape = SymbolShape.named(name) else { return nil }
        let screenScale = configuration.traitCollection.map { $0.displayScale > 0 ? $0.displayScale : MainScreenScale.current }
            ?? MainScreenScale.current
        let pointSize = configuration.resolvedPointSize
        let side = max(1, (pointSize * sizePerPoint * configuration.scale.sizeFactor * screenScale).rounded() / screenScale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = screenScale
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            cg.scaleBy(x: side / 24, y: side / 24)
            cg.setFillColor(CGColor(gray: 0, alpha: 1))
            cg.addPath(shape.fill)
            cg.fillPath()
            cg.setStrokeColor(CGColor(gray: 0, alpha: 1))
            cg.setLineWidth(shape.lineWidth * configuration.weight.strokeFactor)
            cg.setLineCap(.round)
            cg.setLineJoin(.round)
            cg.addPath(shape.stroke)
            cg.strokePath()
        }
        return (image.cgImage, screenScale, (side * baselineFraction * screenScale).rounded() / screenScale)
    }
}
