// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Editing mode and the Edit/Done button (guide: "Editing Table Views").
extension UIViewController {
    package func updateEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        guard let item = editButtonItemStorage else { return }
        Self.styleEditButton(item, editing: editing)
    }

    package func makeEditButtonItem() -> UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem()
        editButtonItemStorage = item
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        Self.styleEditButton(item, editing: editingStorage)
        return item
    }

    /// Edit (plain) or Done (bold), as iOS toggles the edit button.
    private static func styleEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }
}
