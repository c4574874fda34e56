// SPDX-License-Identifier: Apache-2.0

import UIKit

/// 10,000 contacts in a plain table: sections by first letter with a section index and subtitle cells with an
/// image. A tap pushes the contact's ``ContactDetailViewController``; the row deselects when the table shows
/// again (``UITableViewController/clearsSelectionOnViewWillAppear``). The Edit button in the navigation bar
/// toggles editing; deleting (the red control or a swipe) removes the row.
public final class ContactsViewController: UITableViewController {
    /// The contacts shown.
    public private(set) var directory = ContactDirectory(count: 10_000)

    public override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Contacts"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Contacts"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = 52
        navigationItem.rightBarButtonItem = editButtonItem
    }

    // MARK: UITableViewDataSource

    public override func numberOfSections(in tableView: UITableView) -> Int { directory.sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        directory.sections[section].contacts.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        let letter = directory.sections[indexPath.section].letter
        (cell as? ContactCell)?.show(directory[indexPath], image: ContactCell.avatar(for: letter))
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        directory.sections[section].letter
    }

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        directory.sections.map(\.letter)
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        directory.remove(at: indexPath)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: UITableViewDelegate

    /// Pushes the tapped contact's detail; the row stays selected until the table shows again.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let letter = directory.sections[indexPath.section].letter
        let detail = ContactDetailViewController(contact: directory[indexPath], image: ContactCell.avatar(for: letter))
        navigationController?.pushViewController(detail, animated: true)
    }
}
