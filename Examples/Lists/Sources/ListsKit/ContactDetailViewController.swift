// SPDX-License-Identifier: Apache-2.0

import UIKit

/// One contact in a grouped table, pushed by the Contacts screen: the name under the avatar, then the phone
/// number and the contact's group (the section letter) as label–value rows.
public final class ContactDetailViewController: UITableViewController {
    /// The contact shown.
    public let contact: Contact
    private let image: UIImage

    /// The label–value rows under the name, in order.
    public var fields: [(label: String, value: String)] {
        [("mobile", contact.number), ("group", String(contact.name.prefix(1)))]
    }

    /// Shows `contact` with its avatar `image`.
    public init(contact: Contact, image: UIImage) {
        self.contact = contact
        self.image = image
        super.init(style: .grouped)
        title = contact.name
        navigationItem.largeTitleDisplayMode = .never
    }

    public required init?(coder: NSCoder) {
        contact = Contact(name: "", number: "")
        image = UIImage()
        super.init(coder: coder)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : fields.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.imageView?.image = image
            cell.textLabel?.text = contact.name
            cell.textLabel?.font = .boldSystemFont(ofSize: 20)
            cell.selectionStyle = .none
            return cell
        }
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = fields[indexPath.row].label
        cell.detailTextLabel?.text = fields[indexPath.row].value
        cell.selectionStyle = .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 64 : 44
    }

    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
}
