// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Supplies a table view's rows: how many sections and rows there are, the cell for each row, the titles of the
/// sections, and what happens when the user edits or moves a row.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are required; the others have
/// defaults that behave as Apple's unimplemented optional methods do. The table asks for counts when it reloads
/// and for cells only as their rows scroll into view.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. Negative counts are logged and treated as 0.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1). Negative counts are logged and treated as 0.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the standard header of `section` (default nil: no title).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the standard footer of `section` (default nil: no title).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted, swiped); default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control while editing; default true (see `tableView(_:moveRowAt:to:)`).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index along the trailing edge (default nil: no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a tap on the index title `title` (at `index` in the titles) scrolls to; default `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user confirmed deleting (`.delete`) or inserting (`.insert`) at `indexPath`: update the data and call
    /// `deleteRows(at:with:)` or `insertRows(at:with:)`. The default logs that nothing handles it, and the table
    /// then stops offering swipe-to-delete for this data source's class.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` (the table already moved it): move
    /// the data to match. The default logs that nothing handles it, and the table then stops showing reorder
    /// controls for this data source's class.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Returns 1: the table has a single section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Returns `nil`: the section shows no standard header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns `nil`: the section shows no standard footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns `true`: every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Returns `true` unless this data source's class was found not to implement
    /// ``UITableViewDataSource/tableView(_:moveRowAt:to:)`` (its default ran once), as iOS shows reorder controls only
    /// when that method exists.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !TableDataSourceCapabilities.lacksMove(self)
    }
    /// Returns `nil`: the table shows no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Returns `index`: the index titles map one to one onto the sections.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Logs that the data source does not handle the edit and remembers it for this data source's class, so the table
    /// stops offering swipe-to-delete (iOS offers it only when this method exists).
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        TableDataSourceCapabilities.noteMissingCommit(self)
    }
    /// Logs that the data source does not handle the move and remembers it for this data source's class, so the table
    /// stops showing reorder controls (iOS shows them only when this method exists).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {
        TableDataSourceCapabilities.noteMissingMove(self)
    }
}

/// What a data source's class turned out not to implement, learned when a default implementation ran.
///
/// Objective-C asks `respondsToSelector:` before offering swipe-to-delete (only when the data source implements
/// `commit`) or reorder controls (only when it implements `moveRowAt`). Swift cannot ask whether a protocol
/// method is the extension's default, so the table offers both and the defaults record the class here when they
/// run: the first swipe-to-delete of a class without `commit` does nothing, and later rows stop offering it.
@MainActor
package enum TableDataSourceCapabilities {
    private static var withoutCommit: Set<ObjectIdentifier> = []
    private static var withoutMove: Set<ObjectIdentifier> = []

    static func noteMissingCommit(_ source: AnyObject) {
        UIKitDiagnostics.log("UITableView: \(type(of: source)) does not implement tableView(_:commit:forRowAt:); "
            + "swipe-to-delete is off for it from now on")
        withoutCommit.insert(ObjectIdentifier(type(of: source)))
    }

    static func noteMissingMove(_ source: AnyObject) {
        UIKitDiagnostics.log("UITableView: \(type(of: source)) does not implement tableView(_:moveRowAt:to:); "
            + "reorder controls are off for it from now on")
        withoutMove.insert(ObjectIdentifier(type(of: source)))
    }

    package static func lacksCommit(_ source: AnyObject?) -> Bool {
        guard let source else { return true }
        return withoutCommit.contains(ObjectIdentifier(type(of: source)))
    }

    package static func lacksMove(_ source: AnyObject) -> Bool { withoutMove.contains(ObjectIdentifier(type(of: source))) }
}
