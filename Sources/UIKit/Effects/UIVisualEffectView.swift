// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view that applies a visual effect: a `UIBlurEffect` shows a blurred, tinted copy of whatever lies behind the
/// view in the window; a `UIVibrancyEffect` draws the content of ``contentView`` in colours mixed with the blur
/// behind it.
///
/// Add subviews to ``contentView``, never to the effect view itself (UIKit refuses them; Touchstone logs the
/// mistake and keeps the subview, drawn above the effect). The blur is real: Touchstone's compositor paints the
/// pixels composited before the view, blurred (a Gaussian approximated by three box blurs) and saturated, then
/// the material's tint, then the content — and repaints the effect whenever anything behind it changes.
///
/// ``effect`` animates: set it inside a `UIView.animate` block (nil → a blur fades the blur in, a blur → nil
/// fades it out). Adaptable blur styles follow the view's `traitCollection.userInterfaceStyle`. As on iOS,
/// an alpha below 1 on the effect view or an ancestor makes the effect draw only what was painted before the
/// translucent group (avoid it).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view holding the content shown with the effect: add subviews here. It fills the effect view.
    open private(set) var contentView: UIView = VisualEffectContentView(frame: .zero)

    /// The effect shown (a copy of the one assigned), or nil for none.
    @NSCopying open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The blurred copy of the backdrop.
    let backdropView = VisualEffectBackdropView(frame: .zero)
    /// The material's tint, over the backdrop.
    let tintView = UIView(frame: .zero)
    /// Set while the effect view adds its own subviews.
    private var addingOwnSubviews = false

    /// Creates an effect view showing `effect` (nil: none, until one is set).
    public init(effect: UIVisualEffect?) {
        self.effect = effect?.copy() as? UIVisualEffect
        super.init(frame: .zero)
        installSubviews()
    }

    /// Creates an effect view with no effect and `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates an effect view with no effect (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSubviews()
    }

    private func installSubviews() {
        addingOwnSubviews = true
        defer { addingOwnSubviews = false }
        for view in [backdropView, tintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        backdropView.isUserInteractionEnabled = false
        tintView.isUserInteractionEnabled = false
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Logs a subview added to the effect view itself instead of its ``contentView`` (UIKit's rule); the subview
    /// stays, drawn above the effect.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !addingOwnSubviews, subview !== contentView, subview !== backdropView, subview !== tintView else {
            return
        }
        UIKitDiagnostics.log("\(self) () Do not add subviews directly to the visual effect view itself, "
            + "instead add them to the -contentView.")
    }

    /// Re-resolves an adaptable effect when the interface style changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect() }
    }

    /// The treatment the current effect asks for under the current traits.
    package var treatment: VisualEffectTreatment {
        effect?.treatment(for: traitCollection) ?? .none
    }

    /// Pushes the effect's treatment to the backdrop, tint and content layers (animated inside an animation
    /// block, like any view property).
    private func applyEffect() {
        let t = treatment
        backdropView.backdrop.blurRadius = t.blurRadius
        backdropView.backdrop.saturation = t.saturation
        tintView.backgroundColor = t.tint
        guard let content = contentView.layer as? VibrancyLayer else { return }
        content.vibrancyBlendMode = t.vibrancy?.mode ?? .normal
        content.vibrancyColor = t.vibrancy?.color
    }
}
