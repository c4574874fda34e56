// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The root of a document picker: a table of the documents in a Files folder titled "Browse", with Cancel on the
/// left and, when several documents may be chosen or the picker exports, Done on the right. Opening, a tap on a
/// row opens that document (toggles its checkmark with multiple selection); exporting, the rows show what the
/// folder already holds and Done saves there. Not API.
@MainActor
final class DocumentBrowserViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private weak var picker: UIDocumentPickerViewController?
    /// The folder listed.
    let folder: URL
    /// The documents listed, in name order.
    private(set) var documents: [URL] = []
    /// The rows checked (multiple selection).
    private(set) var checkedRows: Set<Int> = []
    /// The table of documents.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The Done item (nil when the picker opens one document per tap).
    private(set) var doneItem: UIBarButtonItem?

    init(picker: UIDocumentPickerViewController, folder: URL) {
        self.picker = picker
        self.folder = folder
        super.init(nibName: nil, bundle: nil)
        title = picker.isExporting ? "Save to Files" : "Browse"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.userCancelled() })
        if picker.isExporting || picker.allowsMultipleSelection {
            let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.tapDone() })
            done.isEnabled = picker.isExporting
            navigationItem.rightBarButtonItem = done
            doneItem = done
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        reload()
    }

    /// Lists the folder again (the documents conforming to the picker's types; every file when exporting).
    func reload() {
        guard let picker else { return }
        let files = picker.filesFolder ?? SimulatedFilesFolder.current
        documents = files.files(in: folder, conformingTo: picker.isExporting ? [] : picker.contentTypes)
        checkedRows = []
        if isViewLoaded { tableView.reloadData() }
    }

    /// The title of `url`'s row: its name, without the extension unless the picker shows extensions.
    func displayName(of url: URL) -> String {
        picker?.shouldShowFileExtensions == true ? url.lastPathComponent
            : (url.lastPathComponent as NSString).deletingPathExtension
    }

    /// A tap on row `row`: opens the document, or toggles its checkmark with multiple selection. Exporting, rows
    /// do nothing.
    func tapRow(_ row: Int) {
        guard let picker, !picker.isExporting, documents.indices.contains(row) else { return }
        guard picker.allowsMultipleSelection else {
            picker.userChose([documents[row]])
            return
        }
        if checkedRows.contains(row) { checkedRows.remove(row) } else { checkedRows.insert(row) }
        doneItem?.isEnabled = !checkedRows.isEmpty
        if isViewLoaded { tableView.reloadData() }
    }

    /// A tap on Done: opens the checked documents, or exports into the folder shown.
    func tapDone() {
        guard let picker else { return }
        if picker.isExporting {
            picker.userExported(to: folder)
        } else {
            guard !checkedRows.isEmpty else { return }
            picker.userChose(checkedRows.sorted().map { documents[$0] })
        }
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { documents.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Document")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Document")
        let url = documents[indexPath.row]
        cell.textLabel?.text = displayName(of: url)
        cell.detailTextLabel?.text = Self.sizeText(of: url)
        cell.accessoryType = checkedRows.contains(indexPath.row) ? .checkmark : .none
        cell.selectionStyle = picker?.isExporting == true ? .none : .default
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tapRow(indexPath.row)
    }

    /// The file's size as the Files app writes it ("512 bytes", "12 KB", "3.4 MB"); empty when unreadable.
    static func sizeText(of url: URL) -> String {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber else {
            return ""
        }
        let bytes = size.doubleValue
        if bytes < 1000 { return "\(size.intValue) bytes" }
        if bytes < 1_000_000 { return "\(Int((bytes / 1000).rounded())) KB" }
        return String(format: "%.1f MB", bytes / 1_000_000)
    }
}
