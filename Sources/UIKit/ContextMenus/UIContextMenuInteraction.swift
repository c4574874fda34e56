// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An interaction that shows a context menu when the user presses and holds its view: the view lifts (grows
/// slightly, with a shadow) over a blurred, dimmed backdrop, and the menu its delegate configures appears beside
/// it. Tapping an action closes the menu and runs the action; tapping anywhere else closes it; tapping the
/// preview commits it (`willPerformPreviewActionForMenuWith`).
///
/// The press is a long press of 0.5 s (device clock) moving less than 10 points. The delegate is asked for a
/// configuration as the press would begin; nil leaves the touch to the view's other gestures. The menu is
/// Touchstone's menu card (as for a button's menu): submenus are flattened into it, destructive actions are
/// red, disabled ones dimmed, checked ones marked. A medium impact haptic plays as the view lifts.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The interaction's delegate (kept weakly).
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// The press recognizer installed on the view.
    package private(set) var pressRecognizer: UILongPressGestureRecognizer?
    /// The configuration the delegate gave as the press began.
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// Where the press is or was, in window coordinates.
    private var pressLocation: CGPoint?
    /// The menu on screen, if any.
    package private(set) var presentation: ContextMenuPresentation?
    private lazy var recognizerDelegate = ContextMenuRecognizerDelegate(interaction: self)

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: detached). The default does nothing.
    open func willMove(to view: UIView?) {}

    /// Installs the press recognizer on `view` (removing it from the previous view). Subclasses must call super.
    open func didMove(to view: UIView?) {
        if let recognizer = pressRecognizer { self.view?.removeGestureRecognizer(recognizer) }
        pressRecognizer = nil
        self.view = view
        guard let view else { return dismissMenu() }
        let recognizer = UILongPressGestureRecognizer(target: self) { [weak self] r in
            self?.pressChanged(r as! UILongPressGestureRecognizer)
        }
        recognizer.delegate = recognizerDelegate
        view.addGestureRecognizer(recognizer)
        pressRecognizer = recognizer
    }

    /// Where the press that opened (or is opening) the menu is, in `view`'s coordinates (the window's for nil);
    /// the origin before any press.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = pressLocation else { return .zero }
        guard let view, let window = self.view?.window else { return point }
        return window.convert(point, to: view)
    }

    /// Closes the menu, if it shows (the delegate is told `willEndFor`).
    open func dismissMenu() { presentation?.dismiss() }

    /// Replaces the visible menu with the one `block` makes from it (nothing when no menu shows).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        presentation?.updateMenu(block)
    }

    // MARK: The press

    /// Asks the delegate for a configuration at the press; false (no menu there) lets the press fail.
    fileprivate func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view, let window = view.window, presentation == nil, let delegate else { return false }
        let point = recognizer.location(in: view)
        pressLocation = view.convert(point, to: window)
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point)
        return pendingConfiguration != nil
    }

    private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        present(configuration)
    }

    /// Shows `configuration`'s menu for the interaction's view (logged and ignored when the view is in no window).
    package func present(_ configuration: UIContextMenuConfiguration) {
        guard let view, let window = view.window else {
            return UIKitDiagnostics.log("UIContextMenuInteraction: the view is in no window; no menu shown")
        }
        let preview = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
            ?? UITargetedPreview(view: view)
        let previewController = configuration.previewProvider?()
        let presentation = ContextMenuPresentation(
            interaction: self, configuration: configuration, preview: preview, previewController: previewController,
            menu: configuration.makeMenu(), window: window)
        self.presentation = presentation
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentation.show(animator: animator)
    }

    /// Called by the presentation as it starts to close.
    func presentationWillEnd(_ presentation: ContextMenuPresentation, animator: ContextMenuAnimator) {
        delegate?.contextMenuInteraction(self, willEndFor: presentation.configuration, animator: animator)
    }

    /// Called by the presentation once it has left the screen.
    func presentationDidEnd(_ presentation: ContextMenuPresentation) {
        if self.presentation === presentation { self.presentation = nil }
    }

    /// Called when the user taps the preview.
    func commitPreview(_ presentation: ContextMenuPresentation) {
        let animator = ContextMenuAnimator(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: presentation.configuration,
                                         animator: animator)
        presentation.dismiss(commit: animator)
    }
}

/// The press recognizer's delegate: lets the press begin only where the delegate has a menu.
@MainActor
private final class ContextMenuRecognizerDelegate: UIGestureRecognizerDelegate {
    unowned let interaction: UIContextMenuInteraction

    init(interaction: UIContextMenuInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction.shouldBegin(gestureRecognizer)
    }
}
