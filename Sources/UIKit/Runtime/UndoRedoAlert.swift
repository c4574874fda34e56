// SPDX-License-Identifier: Apache-2.0

/// The shake-to-edit alert (guide §2.3.7): an alert window offering to undo or redo the first responder's last
/// edit, drawn like every other alert (``AlertContentView``).
///
/// The title is the undo manager's "Undo <action name>" when it can undo, else "Redo <action name>". The buttons
/// are Undo (when it can undo), Redo (when it can redo) and Cancel, in that order. A tap on Undo or Redo performs
/// it at once and dismisses the alert; Cancel only dismisses. The window covers the screen, so the app beneath gets
/// no touches while it shows; it does not become key, so motion events still reach the app's first responder. Only
/// one shows at a time.
@MainActor
package final class UndoRedoAlert: AlertWindow {
    /// The alert's title ("Undo Typing").
    package let title: String
    /// The buttons' titles, in order.
    package let buttonTitles: [String]
    private let actions: [@MainActor () -> Void]

    /// Shows the alert for `undoManager` unless it can neither undo nor redo, or an alert already shows.
    package static func present(for undoManager: UndoManager, in app: UIApplication) {
        guard undoManager.canUndo || undoManager.canRedo, shown(in: app) == nil else { return }
        let alert = UndoRedoAlert(undoManager: undoManager, screen: .main)
        alert.show()
        AlertAnimation.present(alert.host, animated: true) {}
    }

    /// The alert showing in `app`, if any (one that is being dismissed no longer counts).
    package static func shown(in app: UIApplication) -> UndoRedoAlert? {
        app.windows.lazy.compactMap { $0 as? UndoRedoAlert }.first { !$0.isClosing }
    }

    private init(undoManager: UndoManager, screen: UIScreen) {
        title = undoManager.canUndo ? undoManager.undoMenuItemTitle : undoManager.redoMenuItemTitle
        var titles: [String] = [], actions: [@MainActor () -> Void] = []
        if undoManager.canUndo {
            titles.append("Undo")
            actions.append { undoManager.undo() }
        }
        if undoManager.canRedo {
            titles.append("Redo")
            actions.append { undoManager.redo() }
        }
        titles.append("Cancel")
        actions.append {}
        buttonTitles = titles
        self.actions = actions
        let content = AlertContentView(kind: .alert, appearance: AlertAppearance.of(screen))
        content.title = title
        content.buttons = titles.map { AlertButtonSpec(title: $0, role: $0 == "Cancel" ? .cancel : .normal) }
        super.init(host: AlertHostView(content: content), screen: screen)
        content.onSelect = { [weak self] index in self?.choose(index) }
    }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(undoManager: UndoManager(), screen: .main) }

    /// The button titled `title` (an invisible view over the drawn button), for tests and assistive code.
    package func button(titled title: String) -> UIView? {
        buttonTitles.firstIndex(of: title).map { host.content.buttonViews[$0] }
    }

    private func choose(_ index: Int) {
        guard !isClosing else { return }
        actions[index]()
        beginClosing()
        AlertAnimation.dismiss(host, animated: true) { [weak self] in self?.close() }
    }
}
