// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A table of alert kinds; choosing a row shows that alert, and the footer reports the button chosen.
public final class AlertsViewController: UITableViewController, UIAlertViewDelegate, UIActionSheetDelegate {
    /// The kinds of alert, in the table's order.
    public enum Kind: Int, CaseIterable {
        case simple, okCancel, destructive, actionSheet, legacyAlert, legacyActionSheet

        /// The row's title.
        public var title: String {
            switch self {
            case .simple: return "Simple alert"
            case .okCancel: return "OK and Cancel"
            case .destructive: return "Destructive action"
            case .actionSheet: return "Action sheet"
            case .legacyAlert: return "UIAlertView (iPhone OS 3)"
            case .legacyActionSheet: return "UIActionSheet (iPhone OS 3)"
            }
        }
    }

    /// What the last alert reported ("" until one is dismissed).
    public private(set) var lastChoice = ""
    private static let cellIdentifier = "Alert"

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Kind.allCases.count
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        lastChoice.isEmpty ? nil : "Chosen: \(lastChoice)"
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Kind(rawValue: indexPath.row)?.title
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let kind = Kind(rawValue: indexPath.row) else { return }
        show(kind)
    }

    /// Shows the alert of `kind`.
    public func show(_ kind: Kind) {
        switch kind {
        case .simple:
            let alert = UIAlertController(title: "Simple alert", message: "A message with one button.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.record("OK") })
            present(alert, animated: true)
        case .okCancel:
            let alert = UIAlertController(title: "Delete the draft?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.record("Cancel") })
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.record("OK") })
            present(alert, animated: true)
        case .destructive:
            let alert = UIAlertController(title: "Erase all data?", message: "This cannot be undone.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.record("Cancel") })
            alert.addAction(UIAlertAction(title: "Erase", style: .destructive) { [weak self] _ in self?.record("Erase") })
            present(alert, animated: true)
        case .actionSheet:
            let sheet = UIAlertController(title: nil, message: "Share the photo", preferredStyle: .actionSheet)
            for title in ["Mail", "Message", "Copy"] {
                sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] _ in self?.record(title) })
            }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.record("Cancel") })
            present(sheet, animated: true)
        case .legacyAlert:
            let alert = UIAlertView(title: "UIAlertView", message: "Shown the iPhone OS 3 way.", delegate: self,
                                    cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
            alert.show()
        case .legacyActionSheet:
            let sheet = UIActionSheet(title: "UIActionSheet", delegate: self, cancelButtonTitle: "Cancel",
                                      destructiveButtonTitle: "Delete", otherButtonTitles: "Keep")
            sheet.show(in: view)
        }
    }

    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        record(alertView.buttonTitle(at: buttonIndex) ?? "")
    }

    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
        record(actionSheet.buttonTitle(at: buttonIndex) ?? "")
    }

    private func record(_ choice: String) {
        lastChoice = choice
        tableView.reloadData()
    }
}
