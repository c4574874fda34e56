// SPDX-License-Identifier: Apache-2.0

/// The style of an alert view's text fields (iOS 5).
public enum UIAlertViewStyle: Int, Sendable {
    /// No text fields.
    case `default` = 0
    /// One secure (bulleted) text field.
    case secureTextInput = 1
    /// One plain text field.
    case plainTextInput = 2
    /// A login field and a secure password field.
    case loginAndPasswordInput = 3
}

/// An iPhone OS alert: a title, a message and buttons in a panel over the dimmed screen (iPhone OS 2 to iOS 8;
/// `UIAlertController` replaced it).
///
/// Buttons are numbered in the order they are added; the initialiser's cancel button comes first (index 0), its
/// other titles after it. Two buttons sit side by side, three or more stack with the cancel button at the
/// bottom. `show()` puts the alert in its own window at `UIWindow.Level.alert`, which takes every touch until the
/// alert is dismissed; UIKit holds the alert while it shows. A tap on a button tells the delegate
/// (`alertView(_:clickedButtonAt:)`) and dismisses the alert; see ``UIAlertViewDelegate`` for the order of the
/// callbacks. The look follows the device: iPhone OS 3's blue glossy panel on its profiles, the white rounded
/// panel on a modern phone. The alert's frame is the panel's, centred on the screen.
@preconcurrency @MainActor
open class UIAlertView: UIView {
    /// The delegate (a ``UIAlertViewDelegate``), held weakly.
    open weak var delegate: AnyObject?
    /// The title at the top of the alert.
    open var title: String {
        get { content.title ?? "" }
        set { content.title = newValue.isEmpty ? nil : newValue }
    }
    /// The text below the title.
    open var message: String? {
        get { content.message }
        set { content.message = newValue }
    }
    /// The index of the cancel button, or -1 for none (the default). The cancel button is drawn at the bottom
    /// of a stack and is what ``UIAlertViewDelegate/alertViewCancel(_:)``'s default taps.
    open var cancelButtonIndex: Int = -1 { didSet { updateButtons() } }
    /// The kind of text fields the alert shows below its message (iOS 5): none, one secure field, one plain
    /// field, or a login field over a secure password field. Setting it makes new fields (``textField(at:)``);
    /// the first one starts editing when the alert shows, so the keyboard comes up and the alert moves above it.
    open var alertViewStyle: UIAlertViewStyle = .default { didSet { makeTextFields() } }
    /// The text fields ``alertViewStyle`` asks for, top to bottom.
    package var textFieldsStorage: [UITextField] = []

    /// The text field at `textFieldIndex` (0 is the top one): one field for the plain and secure styles, login
    /// (0) and password (1) for `.loginAndPasswordInput`. An index the style does not have logs and returns nil
    /// (UIKit raises `NSRangeException`).
    open func textField(at textFieldIndex: Int) -> UITextField? {
        guard textFieldsStorage.indices.contains(textFieldIndex) else {
            UIKitDiagnostics.log("UIAlertView.textField(at:): text field index (\(textFieldIndex)) is outside of the bounds of the array of text fields for style \(alertViewStyle); nil returned")
            return nil
        }
        return textFieldsStorage[textFieldIndex]
    }

    private var buttonTitles: [String] = []
    package let content = AlertContentView(kind: .alert, appearance: AlertAppearance.of(.main))
    package private(set) lazy var session: AlertSession = {
        let session = AlertSession(content: content, panel: self)
        content.onSelect = { [weak self] index in self?.buttonTapped(index) }
        return session
    }()

    /// Creates an alert with a title, message, delegate and cancel button (which becomes button 0).
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        if let delegate { self.delegate = delegate as AnyObject }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        updateButtons()  // observers do not run in initialisers
    }

    /// Creates an alert with a cancel button (index 0, when given) and other buttons (the following indexes).
    public convenience init(
        title: String, message: String, delegate: (any UIAlertViewDelegate)?, cancelButtonTitle: String?,
        otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        addButton(withTitle: firstButtonTitle)
        for buttonTitle in moreButtonTitles { addButton(withTitle: buttonTitle) }
    }

    /// Creates an empty alert; its frame is replaced by the panel's when it shows.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    /// Creates an empty alert (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        backgroundColor = nil
    }

    // MARK: Buttons

    /// Adds a button titled `title` (nil counts as empty) after the others and returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        updateButtons()
        return buttonTitles.count - 1
    }

    /// The title of the button at `buttonIndex`, or nil when there is no such button.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// How many buttons the alert has.
    open var numberOfButtons: Int { buttonTitles.count }

    /// The index of the first button that is not the cancel button, or -1 when there is none.
    open var firstOtherButtonIndex: Int {
        buttonTitles.indices.first { $0 != cancelButtonIndex } ?? -1
    }

    /// Whether the alert is on screen (from `show()` until a dismissal begins).
    open var isVisible: Bool { session.isVisible }

    private func updateButtons() {
        let firstOther = firstOtherButtonIndex
        let enableFirstOther = content.buttons.indices.contains(firstOther) ? content.buttons[firstOther].isEnabled : true
        content.buttons = buttonTitles.enumerated().map { index, title in
            AlertButtonSpec(title: title, role: index == cancelButtonIndex ? .cancel : .normal,
                            isBold: index == cancelButtonIndex,
                            isEnabled: index == firstOther ? enableFirstOther : true)
        }
    }

    // MARK: Showing and dismissing

    /// Shows the alert, animated, in front of the app (a visible alert is left alone).
    open func show() {
        guard !session.isVisible, session.phase != .dismissing else {
            return UIKitDiagnostics.log("UIAlertView.show(): the alert is already showing; ignored")
        }
        if alertViewStyle != .default, content.buttons.indices.contains(firstOtherButtonIndex) {
            content.buttons[firstOtherButtonIndex].isEnabled =
                alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
        }
        alertDelegate?.willPresent(self)
        session.show { [weak self] in
            guard let self else { return }
            self.alertDelegate?.didPresent(self)
        }
        // The keyboard rises with the alert, as on iOS.
        textFieldsStorage.first?.becomeFirstResponder()
    }

    /// Dismisses the alert as if button `buttonIndex` had been chosen: the delegate gets
    /// `alertView(_:willDismissWithButtonIndex:)` now and `alertView(_:didDismissWithButtonIndex:)` once it has
    /// gone (after the fade when `animated`), but not `alertView(_:clickedButtonAt:)`. Does nothing when the alert
    /// is not showing.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard session.isVisible else { return }
        for field in textFieldsStorage where field.isFirstResponder { field.resignFirstResponder() }
        alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        session.dismiss(animated: animated) { [weak self] in
            guard let self else { return }
            self.alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex)
        }
    }

    package var alertDelegate: UIAlertViewDelegate? { delegate as? UIAlertViewDelegate }

    private func buttonTapped(_ index: Int) {
        guard session.isVisible else { return }
        alertDelegate?.alertView(self, clickedButtonAt: index)
        dismiss(withClickedButtonIndex: index, animated: true)
    }

    /// What UIKit does when the system cancels an alert whose delegate does not handle `alertViewCancel(_:)`:
    /// a tap on the cancel button, or a dismissal with index -1 when there is none.
    package func cancelAsSystem() {
        guard session.isVisible else { return }
        if buttonTitles.indices.contains(cancelButtonIndex) {
            buttonTapped(cancelButtonIndex)
        } else {
            dismiss(withClickedButtonIndex: -1, animated: true)
        }
    }
}
