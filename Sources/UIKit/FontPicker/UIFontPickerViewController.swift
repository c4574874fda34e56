// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller that shows the system interface for choosing a font family (or face), and tells its delegate
/// what the user picked (iOS 13).
///
/// Create it with a ``Configuration``, set ``delegate``, and present it modally. The picker shows a header with
/// Cancel and the title "Fonts", a search field, and a table of the font families fontconfig knows (the families
/// of `UIFont.familyNames`), each drawn in its own font unless ``Configuration/displayUsingSystemFont``, filtered
/// by the configuration's traits and languages and by the search text. A tap on a row sets
/// ``selectedFontDescriptor``, dismisses the picker and calls
/// ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidPickFont(_:)``; Cancel dismisses it and calls
/// ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidCancel(_:)``.
///
/// Touchstone's differences: the list is the installed families (and the Apple names they stand in for), not the
/// device's; faces, with ``Configuration/includeFaces``, are the regular, bold and italic styles fontconfig has.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// The settings the picker was created with (a copy; changing it after creation does nothing).
    open var configuration: Configuration { configurationStorage.copy() as? Configuration ?? configurationStorage }
    private let configurationStorage: Configuration

    /// The object told about picks and cancellation, held weakly.
    open weak var delegate: UIFontPickerViewControllerDelegate?

    /// The font the picker shows as selected (its row is checked), and, after a pick, the picked one: a descriptor
    /// holding the family (and, for a face, the face and font name). Default nil.
    open var selectedFontDescriptor: UIFontDescriptor? {
        get { selectedStorage }
        set {
            selectedStorage = newValue?.copy() as? UIFontDescriptor ?? newValue
            pickerView?.reload()
        }
    }
    private var selectedStorage: UIFontDescriptor?

    /// Creates a picker with `configuration` (default: families only, no filters).
    public init(configuration: Configuration = Configuration()) {
        configurationStorage = configuration.copy() as? Configuration ?? configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker from an archive, with the default configuration.
    public required init?(coder: NSCoder) {
        configurationStorage = Configuration()
        super.init(coder: coder)
    }

    /// The picker's interface, once loaded.
    private(set) var pickerView: FontPickerView?

    /// The rows the table shows now (after the filters and the search text).
    var entries: [FontPickerEntry] { pickerView?.entries ?? FontPickerCatalog.entries(for: configurationStorage) }

    // MARK: Lifecycle

    /// Builds the header, the search field and the table of families.
    open override func loadView() {
        let content = FontPickerView(frame: UIScreen.main.bounds, configuration: configurationStorage)
        content.cancelButton.addAction(UIAction { [weak self] _ in self?.userCancelled() }, for: .touchUpInside)
        content.onPick = { [weak self] entry in self?.userPicked(entry) }
        content.isSelected = { [weak self] entry in self?.isSelected(entry) ?? false }
        content.titleLabel.text = title ?? "Fonts"
        pickerView = content
        view = content
    }

    /// Whether `entry` is the row of ``selectedFontDescriptor``.
    private func isSelected(_ entry: FontPickerEntry) -> Bool {
        guard let selected = selectedStorage,
            let family = selected.fontAttributes[.family] as? String,
            family.caseInsensitiveCompare(entry.family) == .orderedSame
        else { return false }
        return (selected.fontAttributes[.name] as? String) == entry.fontName
    }

    // MARK: The user

    /// The user tapped `entry`: it becomes the selection, the picker goes, the delegate is told.
    func userPicked(_ entry: FontPickerEntry) {
        selectedStorage = entry.descriptor()
        pickerView?.reload()
        view.endEditing(true)
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// The user tapped Cancel: the picker goes and the delegate is told; the selection is unchanged.
    func userCancelled() {
        view.endEditing(true)
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.fontPickerViewControllerDidCancel(self)
    }

    // MARK: Simulated user (tests)

    /// Simulates typing `text` into the search field (the table then lists only matching families).
    package func simulateUserSearching(_ text: String) {
        loadViewIfNeeded()
        pickerView?.search(text)
    }

    /// Simulates a tap on the row of `family` (and `face`, "Bold", "Italic", …, when faces are listed); returns
    /// false, doing nothing, when no listed row matches.
    @discardableResult
    package func simulateUserPicking(family: String, face: String? = nil) -> Bool {
        loadViewIfNeeded()
        guard let entry = entries.first(where: {
            $0.family.caseInsensitiveCompare(family) == .orderedSame && $0.face == face
        }) else {
            UIKitDiagnostics.log("UIFontPickerViewController: no listed font \(family)\(face.map { " " + $0 } ?? "")")
            return false
        }
        userPicked(entry)
        return true
    }

    /// Simulates a tap on Cancel.
    package func simulateUserCancelling() { userCancelled() }
}
