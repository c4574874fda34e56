// SPDX-License-Identifier: Apache-2.0

/// A view that shows an image, or a sequence of images as a simple animation (guide §2.4.3, "Drawing Images";
/// §2.2.9 recommends image views over custom drawing for static pictures).
///
/// The image becomes the layer's contents, so Core Animation caches and scales it according to `contentMode`
/// without redrawing. Images that are not upright (`imageOrientation` other than `.up`) or that are resizable
/// (non-zero cap insets) are rendered once into an upright bitmap: resizable images at the view's size, so their
/// caps keep their size, and again when the size changes. Image views ignore touches by default and never call a
/// subclass's `draw(_:)`, as on iPhone OS.
@preconcurrency @MainActor
open class UIImageView: UIView {
    package var imageStorage: UIImage?
    package var highlightedImageStorage: UIImage?
    package var highlightedStorage = false

    /// Creates an image view with `frame`; it does not take touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // UIImageView never draws through draw(_:): its content is the image.
        ViewDrawing.markDoesNotDraw(type(of: self))
    }

    /// Creates an empty image view with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        ViewDrawing.markDoesNotDraw(type(of: self))
        decodeImageViewAttributes(from: coder)
    }

    /// Creates an image view sized to `image` (at the origin).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown (nil: nothing). Setting it does not resize the view.
    open var image: UIImage? {
        get { imageStorage }
        set {
            MainThreadChecker.check("-[UIImageView setImage:]")
            imageStorage = newValue
            showCurrentImage()
        }
    }

    /// The image shown while ``isHighlighted`` (nil: ``image`` is shown).
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set { highlightedImageStorage = newValue; showCurrentImage() }
    }

    /// Whether the view shows its highlighted image.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { highlightedStorage = newValue; showCurrentImage() }
    }

    /// The symbol configuration applied to a symbol image shown here (merged over the image's own), so the
    /// view decides the symbol's size and weight (nil: the image's own). Other images are unaffected.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            showCurrentImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// The frames of the image animation, shown in order by ``startAnimating()`` (nil by default).
    open var animationImages: [UIImage]? { didSet { if isAnimating { startAnimating() } } }

    /// Seconds for one pass through ``animationImages``; 0 (the default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many passes to play; 0 (the default) repeats until ``stopAnimating()``.
    open var animationRepeatCount: Int = 0

    /// The image's size, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { currentImage?.size ?? .zero }

    /// The size the view wants: the image's size.
    open override var intrinsicContentSize: CGSize { currentImage?.size ?? .zero }

    /// Re-renders a resizable image at the new size.
    /// Shows a template image (``UIImage/RenderingMode/alwaysTemplate``, or a symbol image) in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentImage?.drawsAsTemplate == true || currentImage?.extras?.tintColor?.isDynamic == true {
            showCurrentImage()
        }
    }

    /// Shows the version of an asset catalog image for the new traits (a dark-mode switch swaps a set's light and
    /// dark images, as on iOS).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let shown = isHighlighted ? highlightedImage ?? image : image
        if shown?.imageAsset != nil { showCurrentImage() }
    }

    /// Draws the image again at the new size when it cannot be shown as its bitmap (a turned image, or a resizable
    /// one with cap insets); an upright image without caps is scaled by the layer and needs nothing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = currentImage, image.needsRendering, renderedSize != bounds.size { showCurrentImage() }
    }

    package var renderedSize: CGSize?
    /// The last symbol image drawn again with ``preferredSymbolConfiguration``, to draw it once per change.
    package var configuredSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, result: UIImage)?
}
