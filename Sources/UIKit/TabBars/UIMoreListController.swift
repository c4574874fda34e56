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

    /// Makes the table; it bounces vertically even when short, as the More list does on iOS.
    package override func loadView() {
        super.loadView()
        tableView.alwaysBounceVertical = true
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

    /// The top inset the list was last pinned to (see ``viewDidLayoutSubviews()``).
    private var pinnedTopInset: CGFloat = 0

    /// Keeps the list at its top while the bars' insets settle (the navigation bar and status bar arrive after the
    /// table's first layout): a list resting at its old top moves to the new one, as iOS shows it.
    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let table = viewIfLoaded as? UITableView, !table.isTracking, !table.isDecelerating else { return }
        let top = table.adjustedContentInset.top
        guard top != pinnedTopInset else { return }
        if table.contentOffset.y == -pinnedTopInset { table.contentOffset.y = -top }
        pinnedTopInset = top
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
        cell.imageView?.image = item.flatMap { $0.image ?? Self.systemIcon($0) }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// The icon of a system tab item (which has no `image`), drawn 30 points square in the theme's colour: grey on
    /// the iPhone OS 3 profiles, the tint blue on the modern one, as the More list shows them.
    private static func systemIcon(_ item: UITabBarItem) -> UIImage? {
        guard let system = item.systemItem else { return nil }
        let color: UIColor = UIScreen.main.profile.isClassic ? UIColor(white: 0.45, alpha: 1) : .systemBlue
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            SystemIcons.draw(SystemIcons.icon(for: system), in: CGRect(x: 1, y: 1, width: 28, height: 28), color: color)
        }
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controllers = listed
        guard controllers.indices.contains(indexPath.row) else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        tabController?.selectFromMoreList(controllers[indexPath.row])
    }
}
