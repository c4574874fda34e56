// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Cell and header/footer reuse: registration by class, queues per identifier, and the cells that scroll out.
extension UITableView {
    package func _register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return UIKitDiagnostics.log("UITableView.register: \(cellClass) is not a UITableViewCell subclass; ignored")
        }
        cellRegistrations[identifier] = cellType
    }

    package func _register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            return UIKitDiagnostics.log(
                "UITableView.register: \(aClass) is not a UITableViewHeaderFooterView subclass; ignored")
        }
        headerFooterRegistrations[identifier] = viewType
    }

    package func _dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reconfiguring = reconfiguringCell, reconfiguring.cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring.cell
        }
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let make = nibCellFactories[identifier], let cell = make() { return cell }
        guard let type = cellRegistrations[identifier] else { return nil }
        return TableViewFactory.makeCell(type, reuseIdentifier: identifier)
    }

    package func _dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitDiagnostics.log("UITableView: unable to dequeue a cell with identifier \(identifier) - must register "
            + "a nib or a class for the identifier or connect a prototype cell in a storyboard; "
            + "returning a default cell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    package func _dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooterViews[identifier], let view = queue.popLast() {
            reusableHeaderFooterViews[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterRegistrations[identifier] else { return nil }
        return TableViewFactory.makeHeaderFooter(type, reuseIdentifier: identifier)
    }

    package func _reconfigureRows(at indexPaths: [IndexPath]) {
        for path in indexPaths {
            guard isValid(path) else {
                UIKitDiagnostics.log("UITableView: reconfigureRows(at:): index path \(path) is out of range; ignored")
                continue
            }
            guard let cell = visibleCellMap[path], let dataSource else { continue }
            reconfiguringCell = (path, cell)
            let returned = dataSource.tableView(self, cellForRowAt: path)
            reconfiguringCell = nil
            guard returned !== cell else { continue }
            // The data source made a different cell: it replaces the old one in place.
            let frame = cell.frame
            visibleCellMap[path] = nil
            endDisplaying(cell, at: path)
            visibleCellMap[path] = returned
            returned.setSelected(selectedIndexPaths.contains(path), animated: false)
            if returned.isEditing != isEditing { returned.setEditing(isEditing, animated: false) }
            returned.frame = frame
            insertSubview(returned, at: backgroundView == nil ? 0 : 1)
            delegate?.tableView(self, willDisplay: returned, forRowAt: path)
        }
    }

    /// The identifier of the table's own title headers and footers.
    package static let titleHeaderIdentifier = "UITableViewTitleHeaderFooter"

    /// Takes `cell` off the screen: it leaves the view tree and waits under its identifier (cells without one
    /// are dropped). Its selected and highlighted states are cleared.
    package func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        cell.setSelected(false, animated: false)
        cell.alpha = 1
        cell.transform = .identity
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    /// Takes a header or footer view off the screen; reusable ones wait under their identifier.
    package func enqueue(headerFooter view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        reusableHeaderFooterViews[identifier, default: []].append(reusable)
    }

    /// The number of cells the table holds: on screen, animating out, and waiting for reuse.
    package var liveCellCount: Int {
        visibleCellMap.count + departingCells.count + reusableCells.values.reduce(0) { $0 + $1.count }
    }
}
