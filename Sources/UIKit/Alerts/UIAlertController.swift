// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller that shows an alert or action sheet (iOS 8), presented with `present(_:animated:completion:)`.
///
/// The controller presents itself `.custom`, with its own transitioning delegate: the alert fades in over the
/// dimmed screen and shrinks from 1.2× to its size; a sheet slides up from the bottom (see `AlertAnimation`).
/// Its view covers the presentation's container and takes every touch, so nothing beneath gets one while it
/// shows. A tap on a button dismisses the controller and then runs the action's handler; on an action sheet a
/// tap outside the sheet does the same for its cancel action (and nothing when it has none). Buttons are placed
/// as iOS places them: two alert buttons side by side with the cancel action on the left, more stacked with it
/// at the bottom; a sheet's cancel action in its own group at the foot.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller shows an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// Choices rising from the bottom of the screen.
        case actionSheet = 0
        /// A panel in the middle of the screen.
        case alert = 1
    }

    /// The alert's title (the controller's title).
    open override var title: String? { didSet { syncContent() } }
    /// The text below the title.
    open var message: String? { didSet { syncContent() } }
    /// Whether this is an alert or an action sheet (set by the initialiser; `.actionSheet` otherwise).
    open private(set) var preferredStyle: Style = .actionSheet
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold, which the Return key would choose (alerts only). It must be one of ``actions``:
    /// another is refused (logged).
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                return UIKitDiagnostics.log("UIAlertController: preferredAction must be one of the alert's actions; ignored")
            }
            preferredActionStorage = newValue
            syncContent()
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// The text fields, in the order added.
    private var textFieldsStorage: [UITextField] = []
    /// The alert's text fields, top to bottom, as ``addTextField(configurationHandler:)`` made them (nil when it
    /// has none). Read their `text` in an action's handler.
    open var textFields: [UITextField]? { textFieldsStorage.isEmpty ? nil : textFieldsStorage }
    /// The popover presentation controller of an action sheet: apps set its source for iPad; iPhone ignores it
    /// (the sheet rises from the bottom). Nil for alerts.
    package var actionSheetPopover: UIPopoverPresentationController? {
        guard preferredStyle == .actionSheet else { return nil }
        if let made = actionSheetPopoverStorage { return made }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        actionSheetPopoverStorage = made
        return made
    }
    private var actionSheetPopoverStorage: UIPopoverPresentationController?
    private let alertTransitioning = AlertTransitioningDelegate()
    private var hasChosen = false

    /// Creates an alert (`.alert`) or action sheet (`.actionSheet`) with a title and message and no actions.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// Creates an action sheet with no title, message or actions.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePresentation()
    }

    /// Creates an action sheet (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePresentation()
    }

    private func configurePresentation() {
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitioning
    }

    /// Adds `action` after the others. A second `.cancel` action is refused (logged), as UIKit raises for it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return UIKitDiagnostics.log(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \(action.title ?? "") ignored")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.syncContent() }
        syncContent()
    }

    /// Adds a text field below the message (alerts only; on an action sheet it is refused and logged, where UIKit
    /// raises). `configurationHandler` runs at once with the new field, to set its placeholder, secure entry or
    /// keyboard. The first field becomes first responder when the alert appears.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return UIKitDiagnostics.log("UIAlertController: text fields can only be added to an alert of style .alert; ignored")
        }
        let field = AlertTextFields.makeField(classic: AlertAppearance.of(.main) == .classic)
        textFieldsStorage.append(field)
        configurationHandler?(field)
        syncContent()
    }

    // MARK: View

    /// The drawn alert (nil until the view loads).
    package var content: AlertContentView? { (viewIfLoaded as? AlertHostView)?.content }

    /// Makes the view: a host covering the container, with the dimming and the alert or sheet panel.
    open override func loadView() {
        let content = AlertContentView(kind: preferredStyle == .alert ? .alert : .actionSheet,
                                       appearance: AlertAppearance.of(.main))
        let host = AlertHostView(content: content)
        content.onSelect = { [weak self] index in self?.choose(index) }
        host.onTapOutside = { [weak self] in self?.tappedOutside() }
        view = host
        syncContent()
    }

    private func syncContent() {
        guard let content else { return }
        let bold = preferredStyle == .alert ? (preferredActionStorage ?? actions.first { $0.style == .cancel }) : nil
        content.title = title
        content.message = message
        content.fields = textFieldsStorage
        content.buttons = actions.map { action in
            let role: AlertButtonSpec.Role = switch action.style {
            case .default: .normal
            case .cancel: .cancel
            case .destructive: .destructive
            }
            return AlertButtonSpec(title: action.title ?? "", role: role,
                                   isBold: action === bold || (preferredStyle == .actionSheet && role == .cancel),
                                   isEnabled: action.isEnabled)
        }
    }

    // MARK: Choosing

    private func choose(_ index: Int) {
        guard !hasChosen, actions.indices.contains(index), actions[index].isEnabled else { return }
        let action = actions[index]
        hasChosen = true
        content?.acceptsChoices = false
        for field in textFieldsStorage where field.isFirstResponder { field.resignFirstResponder() }
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Chooses the enabled action titled `title` as a tap on its button would (the simulated user in tests).
    /// Not API.
    package func simulateChoosing(actionTitled title: String) {
        if let index = actions.firstIndex(where: { $0.title == title }) { choose(index) }
    }

    private func tappedOutside() {
        guard preferredStyle == .actionSheet, content?.acceptsChoices == true,
            let cancel = actions.firstIndex(where: { $0.style == .cancel })
        else { return }
        choose(cancel)
    }

    /// Called once the alert is on screen: its first text field starts editing, as on iOS.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFieldsStorage.first?.becomeFirstResponder()
    }

    /// Called as the alert appears: it may be chosen from again.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hasChosen = false
        syncContent()
    }
}
