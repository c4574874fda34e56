// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The animator a context menu passes to its delegate as it appears or ends: the delegate adds animations to run
/// alongside, and completions to run once it is over.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The view controller of the custom preview, if the configuration has one.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's (in the same animation block).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animation has finished.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu leaves when the user taps its preview.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back and the menu dismisses.
    case dismiss = 0
    /// The preview grows into the content it stands for.
    case pop = 1
}

/// The animator passed when the user taps a context menu's preview (`willPerformPreviewActionForMenuWith`):
/// add the transition to the previewed content (typically, push or present `previewViewController`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Touchstone's animator: collects the delegate's animations and completions and runs them with the menu's.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the collected animations (inside the caller's animation block).
    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs the collected completions once.
    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
