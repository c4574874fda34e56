// SPDX-License-Identifier: Apache-2.0

import UIKit

/// 10,000 contacts in a plain table: sections by first letter with a section index, subtitle cells with an image,
/// a tap shows the contact in the label at the top (there is no navigation controller to push a detail screen
/// on yet), and an Edit button toggles editing; deleting (the red control or a swipe) removes the row.
public final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The contacts shown.
    public private(set) var directory = ContactDirectory(count: 10_000)
    /// The table of contacts.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// Shows the last contact tapped.
    public let detailLabel = UILabel()
    /// Toggles the table's editing mode.
    public private(set) var editButton: UIButton!

    /// The height of the header holding the label and the Edit button.
    public static let headerHeight: CGFloat = 44

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        detailLabel.text = "Tap a contact"
        detailLabel.textColor = .darkGray
        view.addSubview(detailLabel)
        editButton = UIButton(type: .system, primaryAction: UIAction(title: "Edit") { [weak self] _ in
            self?.toggleEditing()
        })
        view.addSubview(editButton)
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = 52
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, header = Self.headerHeight
        detailLabel.frame = CGRect(x: 15, y: 0, width: width - 90, height: header)
        editButton.frame = CGRect(x: width - 70, y: 0, width: 60, height: header)
        tableView.frame = CGRect(x: 0, y: header, width: width, height: max(0, view.bounds.height - header))
    }

    /// Enters or leaves editing mode, animated, and retitles the button.
    public func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        editButton.setTitle(tableView.isEditing ? "Done" : "Edit", for: .normal)
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int { directory.sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        directory.sections[section].contacts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        let letter = directory.sections[indexPath.section].letter
        (cell as? ContactCell)?.show(directory[indexPath], image: ContactCell.avatar(for: letter))
        return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        directory.sections[section].letter
    }

    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        directory.sections.map(\.letter)
    }

    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        directory.remove(at: indexPath)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = directory[indexPath]
        detailLabel.text = "\(contact.name) · \(contact.number)"
        detailLabel.textColor = .black
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
