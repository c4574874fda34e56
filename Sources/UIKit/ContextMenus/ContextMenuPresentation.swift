// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A context menu on screen: a view filling the window with, back to front, a blur of the window
/// (`UIVisualEffectView`), a dimming layer, the menu card (which also takes taps outside the menu and closes),
/// and the lifted preview.
///
/// Appearing (0.35 s): the blur and dimming fade in, the preview grows to 1.05× with a soft shadow, the card
/// fades in. Ending (0.25 s): the reverse, then the view leaves the window and the animator's completions run.
@MainActor
package final class ContextMenuPresentation: UIView {
    package let configuration: UIContextMenuConfiguration
    let previewController: UIViewController?
    private weak var interaction: UIContextMenuInteraction?
    /// The blurred backdrop.
    package let backdrop = UIVisualEffectView(effect: nil)
    private let dimming = UIView()
    /// The lifted preview (a snapshot of the view, or the preview controller's view).
    package let platter = UIView()
    private let platterContent = UIView()
    /// The menu card, nil when the configuration has no menu.
    package private(set) var menuCard: MenuCardView?
    private var ending = false

    /// How much the preview grows as it lifts.
    package static let liftScale: CGFloat = 1.05
    static let showDuration = 0.35
    static let hideDuration = 0.25

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
         preview: UITargetedPreview, previewController: UIViewController?, menu: UIMenu?, window: UIWindow)
    {
        self.interaction = interaction
        self.configuration = configuration
        self.previewController = previewController
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.frame = bounds
        dimming.frame = bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.15)
        dimming.alpha = 0
        addSubview(backdrop)
        addSubview(dimming)
        let actions = menu.map(MenuCardView.flatten) ?? []
        if !actions.isEmpty {
            let card = MenuCardView(actions: actions, sender: interaction, alignment: .leading)
            card.frame = bounds
            card.onDismiss = { [weak self] in self?.dismiss() }
            addSubview(card)
            menuCard = card
        } else {
            // No menu: a tap anywhere but the preview closes the presentation.
            addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] _ in self?.dismiss() })
        }
        placePlatter(preview: preview, window: window)
        addSubview(platter)
        platter.addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] _ in
            guard let self, !self.ending else { return }
            self.interaction?.commitPreview(self)
        })
        window.addSubview(self)
        if let card = menuCard {
            card.placeCard(near: platter.frame.insetBy(dx: 0, dy: -platter.bounds.height * (Self.liftScale - 1) / 2))
            card.card.alpha = 0
        }
    }

    package required init?(coder: NSCoder) { nil }

    /// Builds the preview: the controller's view when there is one, else a snapshot of the targeted view where
    /// it sits, on the parameters' background, with rounded corners and a shadow.
    private func placePlatter(preview: UITargetedPreview, window: UIWindow) {
        let parameters = preview.parameters
        var frame: CGRect
        if let controller = previewController {
            let preferred = controller.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0
                ? preferred : CGSize(width: bounds.width - 32, height: min(bounds.height / 2, 420))
            frame = CGRect(x: (bounds.width - size.width) / 2, y: max(60, bounds.height * 0.15), width: size.width,
                           height: size.height)
            controller.view.frame = CGRect(origin: .zero, size: size)
            platterContent.addSubview(controller.view)
        } else {
            let view = preview.view
            let size = view.bounds.size
            let center = preview.target.container.convert(preview.target.center, to: window)
            frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                           height: size.height)
            let snapshot = UIImageView(image: Self.snapshot(of: view))
            snapshot.frame = CGRect(origin: .zero, size: size)
            platterContent.addSubview(snapshot)
        }
        platter.frame = frame
        platterContent.frame = platter.bounds
        platterContent.backgroundColor = parameters.backgroundColor ?? .systemBackground
        platterContent.layer.cornerRadius = 13
        platterContent.clipsToBounds = true
        platter.addSubview(platterContent)
        platter.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        platter.layer.shadowRadius = 20
        platter.layer.shadowOffset = CGSize(width: 0, height: 8)
        platter.layer.shadowOpacity = 0
    }

    /// `view` as an image at the screen's scale.
    private static func snapshot(of view: UIView) -> UIImage {
        UIGraphicsImageRenderer(bounds: view.bounds, format: .default()).image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    /// Lifts the preview and shows the blur and the menu.
    func show(animator: ContextMenuAnimator) {
        UIView.animate(withDuration: Self.showDuration, delay: 0, options: [.curveEaseOut]) {
            self.backdrop.effect = UIBlurEffect(style: .systemUltraThinMaterial)
            self.dimming.alpha = 1
            self.platter.transform = CGAffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
            self.platter.layer.shadowOpacity = 0.25
            self.menuCard?.card.alpha = 1
            animator.runAnimations()
        } completion: { _ in
            animator.runCompletions()
        }
    }

    /// Replaces the menu with the one `block` makes from the current one.
    func updateMenu(_ block: (UIMenu) -> UIMenu) {
        guard !ending, let old = menuCard, let menu = configuration.makeMenu() else { return }
        let actions = MenuCardView.flatten(block(menu))
        guard !actions.isEmpty, let interaction else { return }
        old.onDismiss = nil
        old.removeFromSuperview()
        let card = MenuCardView(actions: actions, sender: interaction, alignment: .leading)
        card.frame = bounds
        card.onDismiss = { [weak self] in self?.dismiss() }
        insertSubview(card, belowSubview: platter)
        card.placeCard(near: platter.frame)
        menuCard = card
    }

    /// Closes the presentation (once): the delegate hears `willEndFor`, everything fades back, then the view
    /// leaves the window. `commit` is the animator of a tapped preview, whose animations run alongside.
    func dismiss(commit: ContextMenuAnimator? = nil) {
        guard !ending else { return }
        ending = true
        let animator = commit ?? ContextMenuAnimator(previewViewController: previewController)
        interaction?.presentationWillEnd(self, animator: animator)
        if let card = menuCard {
            card.onDismiss = nil
            if card.superview != nil { card.dismiss() }
        }
        UIView.animate(withDuration: Self.hideDuration, delay: 0, options: [.curveEaseIn]) {
            self.backdrop.effect = nil
            self.dimming.alpha = 0
            self.platter.transform = commit?.preferredCommitStyle == .pop
                ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity
            self.platter.alpha = 0
            self.platter.layer.shadowOpacity = 0
            animator.runAnimations()
        } completion: { _ in
            self.removeFromSuperview()
            self.interaction?.presentationDidEnd(self)
            animator.runCompletions()
        }
    }
}
