// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The interface of a font picker, built from UIKit views: a header (Cancel, the title), a search field and a
/// table with one row per listed family or face, drawn in its own font unless the configuration says otherwise.
/// The controller handles picks and Cancel. Not API.
@MainActor
final class FontPickerView: UIView, UITableViewDataSource, UITableViewDelegate {
    /// The height of the header.
    static let headerHeight: CGFloat = 52
    /// The reuse identifier of the rows.
    static let cellIdentifier = "FontPickerCell"

    /// The title ("Fonts").
    let titleLabel = UILabel()
    /// The Cancel button at the left of the header.
    let cancelButton = UIButton(type: .system)
    /// The search field ("Search").
    let searchField = UITextField()
    /// The table of families.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The rows shown, after the filters and the search text.
    private(set) var entries: [FontPickerEntry] = []
    /// Called with the row the user tapped.
    var onPick: ((FontPickerEntry) -> Void)?
    /// Whether a row is the selected font (it gets a checkmark).
    var isSelected: ((FontPickerEntry) -> Bool)?

    private let configuration: UIFontPickerViewController.Configuration

    init(frame: CGRect, configuration: UIFontPickerViewController.Configuration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        addSubview(cancelButton)
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.autocorrectionType = .no
        searchField.returnKeyType = .search
        searchField.addAction(UIAction { [weak self] _ in self?.search(self?.searchField.text ?? "") },
                              for: .editingChanged)
        addSubview(searchField)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        addSubview(tableView)
        entries = FontPickerCatalog.entries(for: configuration)
    }

    required init?(coder: NSCoder) { nil }

    /// Lists only the families matching `text` (all of them for empty text).
    func search(_ text: String) {
        if searchField.text != text { searchField.text = text }
        entries = FontPickerCatalog.entries(for: configuration, search: text)
        tableView.reloadData()
    }

    /// Redraws the rows (after the selection changed).
    func reload() { tableView.reloadData() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, inset = safeAreaInsets.top
        cancelButton.frame = CGRect(x: 8, y: inset + (Self.headerHeight - 32) / 2, width: 70, height: 32)
        titleLabel.frame = CGRect(x: 80, y: inset, width: max(0, width - 160), height: Self.headerHeight)
        searchField.frame = CGRect(x: 16, y: inset + Self.headerHeight, width: max(0, width - 32), height: 34)
        let top = inset + Self.headerHeight + 42
        tableView.frame = CGRect(x: 0, y: top, width: width, height: max(0, bounds.height - top))
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard entries.indices.contains(indexPath.row) else { return cell }
        let entry = entries[indexPath.row]
        cell.textLabel?.text = entry.displayName
        cell.textLabel?.font = font(for: entry)
        cell.accessibilityLabel = entry.face.map { entry.family + " " + $0 } ?? entry.family
        cell.accessoryType = isSelected?(entry) == true ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard entries.indices.contains(indexPath.row) else { return }
        onPick?(entries[indexPath.row])
    }

    /// The font a row is drawn in: its own face (or family) at 17 points, or the system font.
    private func font(for entry: FontPickerEntry) -> UIFont {
        let size: CGFloat = 17
        if configuration.displayUsingSystemFont { return UIFont.systemFont(ofSize: size) }
        if let name = entry.fontName, let font = UIFont(name: name, size: size) { return font }
        return UIFont(descriptor: entry.descriptor(), size: size)
    }
}
