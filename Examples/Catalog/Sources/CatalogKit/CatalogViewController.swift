// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The catalog's root: a grouped table of the sections' entries; choosing one pushes its screen.
public final class CatalogViewController: UITableViewController {
    private static let cellIdentifier = "Entry"

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "UIKit Catalog"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { CatalogSection.allCases.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        CatalogSection(rawValue: section)?.entries.count ?? 0
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        CatalogSection(rawValue: section)?.title
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard let entry = entry(at: indexPath) else { return cell }
        var content = cell.defaultContentConfiguration()
        content.text = entry.title
        content.secondaryText = entry.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let entry = entry(at: indexPath) else { return }
        let controller = entry.makeViewController()
        controller.title = entry.title
        navigationController?.pushViewController(controller, animated: true)
    }

    /// The entry shown at `indexPath`, or nil.
    public func entry(at indexPath: IndexPath) -> CatalogEntry? {
        guard let section = CatalogSection(rawValue: indexPath.section),
              section.entries.indices.contains(indexPath.row) else { return nil }
        return section.entries[indexPath.row]
    }
}
