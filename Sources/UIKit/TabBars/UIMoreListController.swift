// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The More tab's list: one row per view controller the tab bar has no room for, with its tab item's image and
/// title and a disclosure indicator; choosing a row shows that controller. Titled More, with an Edit button
/// (opening the customising sheet) while the tab bar controller has customizable view controllers.
@preconcurrency @MainActor
package final class UIMoreListController: UITableViewController {
    package weak var tabController: UITabBarController?
    private lazy var editItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
        self?.tabController?.beginCustomizing()
    })

    package init(tabBarController: UITabBarController) {
        tabController = tabBarController
        super.init(style: .plain)
        title = "More"
        refreshEditButton()
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controllers listed: the tab bar controller's overflow.
    package var listed: [UIViewController] { tabController?.overflowControllers ?? [] }

    /// Shows the Edit button while there is something to customise.
    package func refreshEditButton() {
        let customizable = tabController?.customizableViewControllers ?? []
        let item = customizable.isEmpty ? nil : editItem
        if navigationItem.rightBarButtonItem !== item { navigationItem.rightBarButtonItem = item }
    }

    /// Reloads the rows (the overflow or a tab item changed).
    package func reloadList() {
        refreshEditButton()
        viewIfLoaded.map { _ in tableView.reloadData() }
    }

    /// Reloads the rows each time the list shows (a tab item may have changed meanwhile).
    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
        tabController?.moreStackDidChange()
    }

    /// A pop back to the list has finished: the popped controller returns to the tab bar controller.
    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabController?.moreStackDidChange()
        // The navigation controller lets the popped controller go just after this call: adopt it on the next turn.
        DeviceTimer.scheduledTimer(withTimeInterval: 0) { [weak self] _ in self?.tabController?.moreStackDidChange() }
    }

    package override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    package override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listed.count
    }

    package override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UIMoreListCell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "UIMoreListCell")
        let controllers = listed
        guard controllers.indices.contains(indexPath.row) else { return cell }
        let controller = controllers[indexPath.row]
        let item = controller.tabBarItem
        cell.textLabel?.text = item?.title ?? controller.title
        cell.imageView?.image = item?.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controllers = listed
        guard controllers.indices.contains(indexPath.row) else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        tabController?.selectFromMoreList(controllers[indexPath.row])
    }
}
