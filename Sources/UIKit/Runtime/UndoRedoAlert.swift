// SPDX-License-Identifier: Apache-2.0

/// The shake-to-edit alert (guide §2.3.7): a window at alert level offering to undo or redo the first responder's
/// last edit.
///
/// The title is the undo manager's "Undo <action name>" when it can undo, else "Redo <action name>". The buttons
/// are Undo (when it can undo), Redo (when it can redo) and Cancel, in that order. A tap on Undo or Redo performs
/// it and dismisses the alert; Cancel only dismisses. The window covers the screen, so the app beneath gets no
/// touches while it shows; it does not become key, so motion events still reach the app's first responder. Only
/// one shows at a time.
@MainActor
package final class UndoRedoAlert: UIWindow {
    /// The alert's title ("Undo Typing").
    package let title: String
    /// The buttons' titles, left to right.
    package private(set) var buttonTitles: [String] = []
    private var buttons: [AlertButton] = []

    /// Shows the alert for `undoManager` unless it can neither undo nor redo, or an alert already shows.
    package static func present(for undoManager: UndoManager, in app: UIApplication) {
        guard undoManager.canUndo || undoManager.canRedo, shown(in: app) == nil else { return }
        let alert = UndoRedoAlert(undoManager: undoManager, frame: UIScreen.main.bounds)
        app.systemWindows.append(alert)  // UIKit's own window: kept alive until dismissed
        alert.isHidden = false
    }

    /// The alert showing in `app`, if any.
    package static func shown(in app: UIApplication) -> UndoRedoAlert? {
        app.windows.lazy.compactMap { $0 as? UndoRedoAlert }.first
    }

    private init(undoManager: UndoManager, frame: CGRect) {
        title = undoManager.canUndo ? undoManager.undoMenuItemTitle : undoManager.redoMenuItemTitle
        super.init(frame: frame)
        windowLevel = .alert
        backgroundColor = UIColor(white: 0, alpha: 0.4)
        var actions: [(String, @MainActor () -> Void)] = []
        if undoManager.canUndo { actions.append(("Undo", { undoManager.undo() })) }
        if undoManager.canRedo { actions.append(("Redo", { undoManager.redo() })) }
        actions.append(("Cancel", {}))
        buildPanel(actions)
    }

    @available(*, unavailable)
    convenience init() { self.init(undoManager: UndoManager(), frame: .zero) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(undoManager: UndoManager(), frame: .zero) }

    /// The button titled `title`, for tests and assistive code.
    package func button(titled title: String) -> UIView? { buttons.first { $0.title == title } }

    private func buildPanel(_ actions: [(String, @MainActor () -> Void)]) {
        let width: CGFloat = 270, height: CGFloat = 120
        let panel = UIView(frame: CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2,
                                         width: width, height: height))
        panel.backgroundColor = UIColor(white: 0.95, alpha: 1)
        panel.layer.cornerRadius = 10
        addSubview(panel)
        let label = UILabel(frame: CGRect(x: 10, y: 16, width: width - 20, height: 24))
        label.text = title
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 17)
        panel.addSubview(label)
        let buttonWidth = (width - 20) / CGFloat(actions.count)
        for (i, (name, action)) in actions.enumerated() {
            let button = AlertButton(title: name, frame: CGRect(x: 10 + CGFloat(i) * buttonWidth, y: 64,
                                                                width: buttonWidth, height: 44))
            button.action = { [weak self] in
                action()
                self?.dismiss()
            }
            panel.addSubview(button)
            buttons.append(button)
            buttonTitles.append(name)
        }
    }

    private func dismiss() {
        isHidden = true
        UIApplication.sharedIfPresent?.unregister(self)
    }
}

/// A tappable title in the alert: runs its action when a touch that began in it ends inside it.
@MainActor
private final class AlertButton: UIView {
    let title: String
    var action: (@MainActor () -> Void)?

    init(title: String, frame: CGRect) {
        self.title = title
        super.init(frame: frame)
        let label = UILabel(frame: bounds)
        label.text = title
        label.textAlignment = .center
        label.textColor = .systemBlue
        addSubview(label)
    }

    @available(*, unavailable)
    convenience init() { self.init(title: "", frame: .zero) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(title: "", frame: .zero) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action?()
    }
}
