// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Applying a checked batch: cells that survive move to their new rows (animated from their old frames), cells
/// of deleted and reloaded rows leave with their row animation, and cells of new rows arrive with theirs.
extension UITableView {
    /// The length of row animations, in seconds.
    package static let rowAnimationDuration: TimeInterval = 0.3

    package func commit(_ plan: TableUpdatePlan, batch: TableUpdateBatch, old: [TableSectionModel],
                        new: [TableSectionModel], animated: Bool) -> TimeInterval {
        var models = new
        for (oldSection, model) in old.enumerated() {
            for (row, height) in model.rows.measuredRows() {
                guard let path = plan.newIndexPath(for: IndexPath(row: row, section: oldSection)) else { continue }
                models[path.section].rows.setHeight(height, ofRow: path.row)
            }
        }
        var survivors: [IndexPath: UITableViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var departing: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation)] = []
        for (path, cell) in visibleCellMap {
            if let newPath = plan.newIndexPath(for: path) {
                survivors[newPath] = cell
                oldFrames[newPath] = cell.frame
            } else {
                let animation = batch.deletedRows[path] ?? batch.reloadedRows[path]
                    ?? batch.deletedSections[path.section] ?? batch.reloadedSections[path.section] ?? .fade
                departing.append((cell, path, animation))
            }
        }
        selectedIndexPaths = selectedIndexPaths.compactMap { plan.newIndexPath(for: $0) }
        remapHeadersAndFooters(plan)
        visibleCellMap = survivors
        if isEditing { configureEditingCells() }
        sectionModels = models
        sectionTopsValid = false
        setNeedsLayout()
        layoutIfNeeded()

        let animates = animated && UIView.areAnimationsEnabled
        guard animates else {
            for leaving in departing { endDisplaying(leaving.cell, at: leaving.path) }
            return 0
        }
        var duration: TimeInterval = 0
        for (path, cell) in visibleCellMap {
            let final = cell.frame
            if let from = oldFrames[path] {
                guard from != final else { continue }
                cell.frame = from
                UIView.animate(withDuration: UITableView.rowAnimationDuration) { cell.frame = final }
                duration = UITableView.rowAnimationDuration
            } else {
                let animation = batch.insertedRows[path] ?? batch.insertedSections[path.section] ?? .fade
                guard animation != .none else { continue }
                apply(animation, to: cell, from: final)
                UIView.animate(withDuration: UITableView.rowAnimationDuration) {
                    cell.frame = final
                    cell.alpha = 1
                }
                duration = UITableView.rowAnimationDuration
            }
        }
        for leaving in departing {
            guard leaving.animation != .none, leaving.cell.superview === self else {
                endDisplaying(leaving.cell, at: leaving.path)
                continue
            }
            let cell = leaving.cell, path = leaving.path, key = ObjectIdentifier(cell)
            departingCells.insert(key)
            sendSubviewToBack(cell)
            if let backgroundView { sendSubviewToBack(backgroundView) }
            let start = cell.frame
            UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: {
                self.apply(leaving.animation, to: cell, from: start)
            }, completion: { [weak self] _ in
                guard let self, self.departingCells.remove(key) != nil else { return }
                self.endDisplaying(cell, at: path)
            })
            duration = UITableView.rowAnimationDuration
        }
        return duration
    }

    /// Puts `cell` in the state a row animation starts an insertion from or ends a deletion at.
    private func apply(_ animation: RowAnimation, to cell: UITableViewCell, from frame: CGRect) {
        switch animation {
        case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .top:
            cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            cell.alpha = 0
        case .bottom:
            cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
            cell.alpha = 0
        case .fade, .middle, .automatic: cell.alpha = 0
        case .none: break
        }
    }

    private func remapHeadersAndFooters(_ plan: TableUpdatePlan) {
        func remap(_ views: [Int: UIView], header: Bool) -> [Int: UIView] {
            var result: [Int: UIView] = [:]
            for (section, view) in views {
                if section < plan.sectionMap.count, let new = plan.sectionMap[section],
                   !plan.replacedSections.contains(section) {
                    result[new] = view
                    continue
                }
                enqueue(headerFooter: view)
                if header {
                    delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
                } else {
                    delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
                }
            }
            return result
        }
        visibleHeaderViews = remap(visibleHeaderViews, header: true)
        visibleFooterViews = remap(visibleFooterViews, header: false)
    }
}
