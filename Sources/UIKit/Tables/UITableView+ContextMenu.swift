// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITableViewDelegate {
    /// Default: no context menu.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration?
    {
        nil
    }
}

extension UITableView {
    /// Installs the table's context menu interaction: a long press on a row asks the delegate's
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` and, given a configuration, lifts the row's cell and
    /// shows the menu. Rows without a menu keep their touches (the press fails).
    func installContextMenuInteraction() {
        let source = ListContextMenuSource { [weak self] point in
            guard let self, let delegate = self.delegate, let indexPath = self.indexPathForRow(at: point),
                let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            else { return nil }
            return (configuration, self.cellForRow(at: indexPath))
        }
        addInteraction(ListContextMenuInteraction(source: source))
    }
}
