// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The look of a bar's background and shadow line (iOS 13), shared by navigation bars, toolbars and tab bars;
/// the subclasses add what is particular to each bar (titles, buttons, tab items).
///
/// An appearance is a value-like model object: bars copy the appearance they are given (their properties are
/// `@NSCopying`), so changing an appearance after assigning it changes nothing until it is assigned again.
///
/// The background is drawn from the bottom up: the default material (after ``configureWithDefaultBackground()``),
/// then ``backgroundColor``, then ``backgroundImage`` placed by ``backgroundImageContentMode``. The shadow is the
/// one-pixel line along the bar's edge that faces the content: ``shadowImage`` when set (tinted with
/// ``shadowColor`` when it is a template image), else a line of ``shadowColor``; a nil or clear colour and no image
/// draw no shadow. Only the modern look draws appearances; the iPhone OS 3 profiles keep their glossy tint-based
/// bars. ``backgroundEffect`` is drawn as its material's tint over what lies behind the bar (the bar paints in its
/// own layer, so what is behind shows through the tint's translucency rather than blurred).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @MainActor NSCopying {
    /// The idiom the appearance targets (`.phone` when created with `init()` on Touchstone).
    public private(set) var idiom: UIUserInterfaceIdiom
    /// A colour filled over the bar's background (over the default material when there is one); nil: none.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour, placed by ``backgroundImageContentMode``; nil: none.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar (`.scaleToFill`); `.redraw` is read as `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line, or of a template ``shadowImage``; nil or clear: no shadow (unless the image
    /// is not a template, which draws as it is).
    open var shadowColor: UIColor?
    /// An image drawn as the shadow line (its own height, tiled along the edge); nil: a one-pixel line of
    /// ``shadowColor``.
    open var shadowImage: UIImage?

    /// The blur the background starts with, under ``backgroundColor`` and ``backgroundImage``: the system chrome
    /// material after ``configureWithDefaultBackground()``, nil (none) after the two other presets.
    open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)

    /// Whether the background starts with a material (``backgroundEffect`` is set). Setting true installs the
    /// system chrome material.
    package var usesDefaultMaterial: Bool {
        get { backgroundEffect != nil }
        set { backgroundEffect = newValue ? UIBlurEffect(style: .systemChromeMaterial) : nil }
    }

    /// Creates an appearance for `idiom`, with the default background (``configureWithDefaultBackground()``).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the device's idiom, with the default background.
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Creates an appearance with the background and shadow of `barAppearance` (and, in a subclass, whatever
    /// else the two classes share: a navigation bar appearance made from a toolbar appearance takes its button
    /// appearances).
    public init(barAppearance: UIBarAppearance) {
        self.idiom = barAppearance.idiom
        super.init()
        takeBarProperties(of: barAppearance)
    }

    /// Creates an appearance with the default background; archives are not read on Touchstone.
    public required init?(coder: NSCoder) {
        self.idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of the appearance, of the same class, with every property copied (the button and item appearances of
    /// the subclasses are copied too, so changing the copy's never changes the original's).
    public func copy() -> Self {
        unsafeDowncast(copy(with: nil) as AnyObject, to: Self.self)
    }

    /// NSObject's `copy()`, answering the same copy as ``copy()`` (typed `Any`; Swift picks the `Self` one).
    @_disfavoredOverload
    open override func copy() -> Any {
        MainActor.assumeIsolated { CopiedObject(value: copy(with: nil)) }.value
    }

    /// `NSCopying`: a copy of the same class (see `copy()`).
    open func copy(with zone: NSZone?) -> Any {
        let made = BarAppearanceFactory.make(type(of: self))
        made.idiom = idiom
        made.takeBarProperties(of: self)
        made.takeSubclassProperties(of: self)
        return made
    }

    /// The system's translucent chrome material with the default shadow line, for the current theme (light or
    /// dark). Replaces the background and shadow properties set before.
    open func configureWithDefaultBackground() {
        resetBackground()
        usesDefaultMaterial = true
        shadowColor = BarAppearanceColors.defaultShadow
    }

    /// An opaque background in the theme's background colour (`.systemBackground`, which follows light and dark)
    /// with the default shadow line. Replaces the background and shadow properties set before.
    open func configureWithOpaqueBackground() {
        resetBackground()
        usesDefaultMaterial = false
        backgroundColor = .systemBackground
        shadowColor = BarAppearanceColors.defaultShadow
    }

    /// A transparent background and no shadow. Replaces the background and shadow properties set before.
    open func configureWithTransparentBackground() {
        resetBackground()
        usesDefaultMaterial = false
        backgroundColor = .clear
        shadowColor = nil
    }

    private func resetBackground() {
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    /// Takes the background and shadow of `other`.
    package func takeBarProperties(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Takes what a subclass adds from `other` (the subclasses copy the properties they share with `other`'s
    /// class). The base class adds nothing.
    package func takeSubclassProperties(of other: UIBarAppearance) {}

    /// Whether the background draws nothing (no material, no visible colour, no image).
    package var hasTransparentBackground: Bool {
        !usesDefaultMaterial && backgroundImage == nil && (backgroundColor.map(BarAppearanceColors.isClear) ?? true)
    }

    /// A copy whose background is transparent and whose shadow is gone, the rest kept: what a bar at a scroll edge
    /// shows when no scroll-edge appearance is set (iOS 15).
    package func transparentCopy() -> UIBarAppearance {
        let made = copy(with: nil) as! UIBarAppearance
        made.configureWithTransparentBackground()
        return made
    }

    /// `init()` dispatched to the dynamic class, so copies keep the class of the original
    /// (``BarAppearanceFactory``).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}

/// The colours the presets use.
@MainActor
package enum BarAppearanceColors {
    /// The default shadow line: black at 30% on light bars, white at 15% on dark ones.
    package static let defaultShadow = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))
    /// The default material: a near-white (light) or near-black (dark) at 94% opacity, over which content blurs
    /// on iOS (Touchstone draws it without the blur).
    package static let material = UIColor(light: UIColor(white: 0.97, alpha: 0.94), dark: UIColor(white: 0.11, alpha: 0.94))

    /// Whether `color` draws nothing (alpha 0).
    package static func isClear(_ color: UIColor) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return a <= 0
    }
}
