// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The part of a `UIVisualEffectView` that shows the blurred backdrop: a view holding a ``BackdropLayer`` that
/// fills it (UIKit's `_UIVisualEffectBackdropView`).
@MainActor
final class VisualEffectBackdropView: UIView {
    /// The compositor's backdrop filter.
    let backdrop = BackdropLayer()
    private let actions = BackdropLayerActions()

    override init(frame: CGRect) {
        super.init(frame: frame)
        actions.view = self
        backdrop.delegate = actions
        backdrop.frame = bounds
        layer.addSublayer(backdrop)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        actions.view = self
        backdrop.delegate = actions
        layer.addSublayer(backdrop)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.frame = bounds
    }
}

/// The content view of a `UIVisualEffectView`: an ordinary view whose layer can recolour its subtree for a
/// vibrancy effect (``VibrancyLayer``).
@MainActor
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VibrancyLayer.self }
}

/// The delegate of a backdrop layer (which belongs to no view): inside a view animation block it animates the
/// backdrop's radius and saturation and its geometry with the block, as a view animates its own layer; outside
/// one, nothing animates.
@MainActor
final class BackdropLayerActions: NSObject, @preconcurrency CALayerDelegate {
    /// The view whose window decides whether changes animate.
    weak var view: UIView?

    private static let animatedKeys: Set<String> = ["backdropBlurRadius", "backdropSaturation", "bounds", "position"]

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = ViewAnimationContext.current, ViewAnimationSettings.enabled, context.duration > 0,
            Self.animatedKeys.contains(event), view?.window != nil
        else { return NSNull() }
        return ViewPropertyAction(context: context)
    }
}
