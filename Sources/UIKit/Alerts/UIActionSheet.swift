// SPDX-License-Identifier: Apache-2.0

/// The look of an iPhone OS 3 action sheet (the modern look ignores it).
public enum UIActionSheetStyle: Int, Sendable {
    /// The style of the toolbar or tab bar it is shown from, else `.default`.
    case automatic = -1
    /// The grey-blue translucent sheet.
    case `default` = 0
    /// A translucent black sheet.
    case blackTranslucent = 2
    /// An opaque black sheet.
    case blackOpaque = 1
}

/// A set of choices rising from the bottom of the screen (iPhone OS 2 to iOS 8.3; `UIAlertController` with
/// `.actionSheet` replaced it).
///
/// Buttons are numbered in the order they are added: the initialiser's destructive button first, then its other
/// titles, then its cancel button. Whatever its index, the cancel button is drawn at the bottom (on a modern phone
/// in its own group) and the destructive button in red. The sheet shows in its own window at
/// `UIWindow.Level.alert` over a dimmed screen, which takes every touch until it is dismissed; on a modern phone
/// a tap outside the sheet acts as a tap on its cancel button (iPhone OS 3 ignored such taps). A tap on a
/// button tells the delegate and dismisses the sheet (see ``UIActionSheetDelegate``). UIKit holds the sheet while
/// it shows; its frame is the panel's.
@preconcurrency @MainActor
open class UIActionSheet: UIView {
    /// The delegate, held weakly.
    open weak var delegate: (any UIActionSheetDelegate)?
    /// The text above the buttons.
    open var title: String {
        get { content.title ?? "" }
        set { content.title = newValue.isEmpty ? nil : newValue }
    }
    /// The sheet's colours on iPhone OS 3 profiles.
    open var actionSheetStyle: UIActionSheetStyle = .automatic { didSet { updateTint() } }
    /// The index of the cancel button, or -1 for none.
    open var cancelButtonIndex: Int = -1 { didSet { updateButtons() } }
    /// The index of the destructive (red) button, or -1 for none.
    open var destructiveButtonIndex: Int = -1 { didSet { updateButtons() } }

    private var buttonTitles: [String] = []
    /// The style taken from the bar the sheet was last shown from (for `.automatic`).
    private var barTint: AlertSheetTint = .standard
    package let content = AlertContentView(kind: .actionSheet, appearance: AlertAppearance.of(.main))
    package private(set) lazy var session: AlertSession = {
        let session = AlertSession(content: content, panel: self)
        content.onSelect = { [weak self] index in self?.buttonTapped(index) }
        session.onTapOutside = { [weak self] in self?.tappedOutside() }
        return session
    }()

    /// Creates a sheet with a title, a delegate, and optionally a destructive button (index 0) and a cancel
    /// button (the next index).
    public init(title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
                destructiveButtonTitle: String?)
    {
        super.init(frame: .zero)
        configure()
        self.title = title ?? ""
        self.delegate = delegate
        if let destructiveButtonTitle { destructiveButtonIndex = addButton(withTitle: destructiveButtonTitle) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        updateButtons()  // observers do not run in initialisers
    }

    /// Creates a sheet whose buttons are numbered destructive (when given), the other titles, then cancel (when
    /// given).
    public convenience init(
        title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
        destructiveButtonTitle: String?, otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...
    ) {
        self.init(title: title, delegate: delegate, cancelButtonTitle: nil, destructiveButtonTitle: destructiveButtonTitle)
        addButton(withTitle: firstButtonTitle)
        for buttonTitle in moreButtonTitles { addButton(withTitle: buttonTitle) }
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        updateButtons()  // observers do not run in initialisers
    }

    /// Creates an empty sheet.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates an empty sheet (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
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

    /// How many buttons the sheet has.
    open var numberOfButtons: Int { buttonTitles.count }

    /// The index of the first button that is neither the cancel nor the destructive button, or -1.
    open var firstOtherButtonIndex: Int {
        buttonTitles.indices.first { $0 != cancelButtonIndex && $0 != destructiveButtonIndex } ?? -1
    }

    /// Whether the sheet is on screen (from showing until a dismissal begins).
    open var isVisible: Bool { session.isVisible }

    private func updateButtons() {
        content.buttons = buttonTitles.enumerated().map { index, title in
            let role: AlertButtonSpec.Role =
                index == cancelButtonIndex ? .cancel : index == destructiveButtonIndex ? .destructive : .normal
            return AlertButtonSpec(title: title, role: role, isBold: role == .cancel)
        }
    }

    private func updateTint() {
        switch actionSheetStyle {
        case .automatic: content.sheetTint = barTint
        case .default: content.sheetTint = .standard
        case .blackTranslucent: content.sheetTint = .black(translucent: true)
        case .blackOpaque: content.sheetTint = .black(translucent: false)
        }
    }

    // MARK: Showing and dismissing

    /// Shows the sheet rising from the bottom of the screen `view` is on. On iPhone every `show` method does
    /// this; `view` only decides the screen.
    open func show(in view: UIView) {
        if view.window == nil {
            UIKitDiagnostics.log("UIActionSheet.show(in:): the view is not in a window; showing on the main screen")
        }
        present(on: view.window?.screen ?? .main)
    }

    /// Shows the sheet rising from the bottom of the screen over `rect` of `view` (on iPad this anchored a
    /// popover; on iPhone it is `show(in:)`).
    open func show(from rect: CGRect, in view: UIView, animated: Bool) {
        present(on: view.window?.screen ?? .main, animated: animated)
    }

    /// Shows the sheet rising from the bottom of the screen over `view` (a toolbar); with `.automatic` it takes the
    /// toolbar's bar style (black bars give a black sheet).
    open func show(from view: UIToolbar) {
        present(on: view.window?.screen ?? .main, barTint: Self.tint(view.barStyle, translucent: view.isTranslucent))
    }

    /// Shows the sheet rising from the bottom of the screen over `view` (a tab bar); with `.automatic` it takes
    /// the tab bar's bar style.
    open func show(from view: UITabBar) {
        present(on: view.window?.screen ?? .main, barTint: Self.tint(view.barStyle, translucent: view.isTranslucent))
    }

    /// Shows the sheet for a bar button item (on iPad a popover; on iPhone it rises from the bottom of the main
    /// screen).
    open func show(from item: UIBarButtonItem, animated: Bool) {
        present(on: .main, animated: animated)
    }

    private static func tint(_ style: UIBarStyle, translucent: Bool) -> AlertSheetTint {
        switch style {
        case .default: .standard
        case .black: .black(translucent: translucent)
        case .blackTranslucent: .black(translucent: true)
        }
    }

    package func present(on screen: UIScreen, animated: Bool = true, barTint: AlertSheetTint? = nil) {
        guard !session.isVisible, session.phase != .dismissing else {
            return UIKitDiagnostics.log("UIActionSheet: the sheet is already showing; ignored")
        }
        if let barTint { self.barTint = barTint }
        updateTint()
        delegate?.willPresent(self)
        session.show(on: screen, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresent(self)
        }
    }

    /// Dismisses the sheet as if button `buttonIndex` had been chosen: the delegate gets the will- and
    /// did-dismiss messages, not `actionSheet(_:clickedButtonAt:)`. Does nothing when the sheet is not showing.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard session.isVisible else { return }
        delegate?.actionSheet(self, willDismissWithButtonIndex: buttonIndex)
        session.dismiss(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.actionSheet(self, didDismissWithButtonIndex: buttonIndex)
        }
    }

    private func buttonTapped(_ index: Int) {
        guard session.isVisible else { return }
        delegate?.actionSheet(self, clickedButtonAt: index)
        dismiss(withClickedButtonIndex: index, animated: true)
    }

    private func tappedOutside() {
        guard content.appearance == .modern, buttonTitles.indices.contains(cancelButtonIndex) else { return }
        buttonTapped(cancelButtonIndex)
    }

    /// What UIKit does when the system cancels a sheet whose delegate does not handle `actionSheetCancel(_:)`.
    package func cancelAsSystem() {
        guard session.isVisible else { return }
        if buttonTitles.indices.contains(cancelButtonIndex) {
            buttonTapped(cancelButtonIndex)
        } else {
            dismiss(withClickedButtonIndex: -1, animated: true)
        }
    }
}
