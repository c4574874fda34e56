// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImageView {
    /// The image on show: the highlighted one while highlighted (when set), else ``image``; a symbol image with
    /// ``preferredSymbolConfiguration`` applied.
    package var currentImage: UIImage? {
        let shown = Self.resolvedForTraits(isHighlighted ? highlightedImage ?? image : image, traitCollection)
        guard let preferred = preferredSymbolConfiguration, let symbol = shown, symbol.isSymbolImage else { return shown }
        if let cached = configuredSymbol, cached.source === symbol, cached.configuration === preferred {
            return cached.result
        }
        let result = symbol.withConfiguration(preferred)
        configuredSymbol = (symbol, preferred, result)
        return result
    }

    /// `image`'s version for `traits` when it belongs to an asset catalog's set (``UIImage/imageAsset``), with the
    /// shown image's rendering mode kept; otherwise `image` itself.
    static func resolvedForTraits(_ image: UIImage?, _ traits: UITraitCollection) -> UIImage? {
        guard let image, let asset = image.imageAsset else { return image }
        let version = asset.image(with: traits)
        guard version.cgImage != nil else { return image }
        return image.renderingMode == version.renderingMode ? version : version.withRenderingMode(image.renderingMode)
    }

    /// Puts ``currentImage`` into the layer: its bitmap when upright, else an upright rendering.
    package func showCurrentImage() {
        guard let image = currentImage else {
            layer.contents = nil
            renderedSize = nil
            return
        }
        var (bitmap, scale) = image.uprightBitmap(fitting: bounds.size)
        renderedSize = image.needsRendering ? bounds.size : nil
        // A template image shows its alpha in the tint colour; a tinted image in its own tint.
        if let tint = image.extras?.tintColor ?? (image.drawsAsTemplate ? tintColor : nil), !image.needsRendering {
            traitCollection.performAsCurrent { bitmap = image.tintedBitmap(tint) }
        }
        layer.contents = bitmap
        layer.contentsScale = scale
    }

    /// Whether the image animation is playing.
    public var isAnimating: Bool {
        guard let animation = layer.runningAnimation(forKey: Self.animationKey) else { return false }
        return !animation.hasFinished
    }

    /// Plays ``animationImages`` from the first frame: each image shows for an equal share of
    /// ``animationDuration``, repeating ``animationRepeatCount`` times (forever for 0). Without images it does
    /// nothing. The animation runs on the device clock.
    public func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let frames = images.map { $0.uprightBitmap(fitting: bounds.size).bitmap as Any }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        let duration = animationDuration > 0 && animationDuration.isFinite ? animationDuration : Double(images.count) / 30
        animation.duration = duration
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.contentsScale = images[0].scale
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the image animation; the view shows ``image`` again.
    public func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
        showCurrentImage()
    }

    private static let animationKey = "UIImageView.animationImages"
}

extension UIImage {
    /// Whether showing the image needs a rendering pass (it is turned or has caps) rather than its bitmap as is.
    package var needsRendering: Bool { imageOrientation != .up || capInsets != .zero }

    /// The image as an upright bitmap and its scale: the bitmap itself when upright; resizable images rendered at
    /// `size` (points), so their caps keep their size; turned images rendered at their own size.
    @MainActor
    package func uprightBitmap(fitting size: CGSize) -> (bitmap: CGImage?, scale: CGFloat) {
        guard needsRendering else { return (cgImage, scale) }
        let target = capInsets != .zero && size.width > 0 && size.height > 0 ? size : self.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let rendered = UIGraphicsImageRenderer(size: target, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: target))
        }
        return (rendered.cgImage, scale)
    }
}
