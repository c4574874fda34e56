// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Layout: the cells, headers, footers and separators of what the bounds show, placed on every layout pass
/// (every offset change schedules one). The work is proportional to the visible rows, not to the data.
extension UITableView {
    /// Places the rows, headers and footers the bounds show (see ``UITableView/layoutSubviews()``).
    package func layoutTable() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        backgroundView?.frame = bounds
        // A header shown elsewhere for now (a search controller's bar while searching) is left where it is.
        if let header = tableHeaderView, header.superview === self {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        layoutVisibleCellsKeepingAnchor()
        let height = totalContentHeight
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: height - footer.frame.height, width: bounds.width,
                                  height: footer.frame.height)
        }
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        layoutHeadersAndFooters()
        layoutSeparators()
        layoutSectionIndex()
        layoutSwipeActions()
        if let bar = sectionIndexBar, bar.superview === self { bringSubviewToFront(bar) }
        updatePrefetching()
    }

    // MARK: Cells

    /// Lays out the rows; when rows that scrolled in above the ones already shown turn out taller or shorter
    /// than estimated, moves the offset by the difference (as UIKit does) so the shown rows stay put on screen.
    private func layoutVisibleCellsKeepingAnchor() {
        let anchor = visibleCellMap.keys.filter(isValid).min()
        measurementAnchorY = anchor.map { rowRect($0).minY }
        measurementShift = 0
        layoutVisibleCells()
        measurementAnchorY = nil
        let shift = measurementShift
        guard shift != 0, contentOffset.y > -adjustedContentInset.top else { return }
        contentOffset.y += shift
        layoutVisibleCells()
    }

    private func layoutVisibleCells() {
        let minY = bounds.minY, maxY = bounds.maxY
        // Queue the cells that scrolled out first, so the rows that scrolled in reuse them.
        for (indexPath, cell) in visibleCellMap {
            let frame = isValid(indexPath) ? rowRect(indexPath) : .null
            if frame.isNull || frame.maxY <= minY || frame.minY >= maxY {
                visibleCellMap[indexPath] = nil
                endDisplaying(cell, at: indexPath)
            }
        }
        var wanted: Set<IndexPath> = []
        if var section = section(at: minY) {
            while section < sections.count {
                updateSectionTopsIfNeeded()
                let top = sectionTops[section]
                if top >= maxY { break }
                layoutRows(inSection: section, minY: minY, maxY: maxY, wanted: &wanted)
                section += 1
            }
        }
        for (indexPath, cell) in visibleCellMap where !wanted.contains(indexPath) {
            visibleCellMap[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
    }

    private func layoutRows(inSection section: Int, minY: CGFloat, maxY: CGFloat, wanted: inout Set<IndexPath>) {
        let rowsTop = sectionTops[section] + sections[section].headerHeight
        guard sections[section].rows.count > 0,
              var row = sections[section].rows.row(at: max(0, minY - rowsTop)) else { return }
        while row < sections[section].rows.count {
            let indexPath = IndexPath(row: row, section: section)
            if rowsTop + sections[section].rows.offset(ofRow: row) >= maxY { break }
            if !sections[section].rows.isMeasured(row) { measureRow(indexPath) }
            let frame = rowRect(indexPath)
            if frame.maxY > minY || (frame.height == 0 && frame.minY >= minY) {
                wanted.insert(indexPath)
                show(rowAt: indexPath, frame: frame)
            }
            row += 1
        }
    }

    /// Asks the row's height (sizing its cell when it is `automaticDimension`) and records it.
    package func measureRow(_ indexPath: IndexPath) {
        var height = delegateRowHeight(indexPath)
        if height == UITableView.automaticDimension {
            height = 44
            if let cell = visibleCellMap[indexPath] ?? makeVisibleCell(at: indexPath) {
                let (x, width) = rowFrameX
                cell.frame = CGRect(x: x, y: cell.frame.minY, width: width, height: cell.frame.height)
                height = fittingHeight(of: cell, fallback: 44)
            }
        }
        let before = rowRect(indexPath)
        sectionModels?[indexPath.section].rows.setHeight(height, ofRow: indexPath.row)
        sectionTopsValid = false
        if let anchorY = measurementAnchorY, before.minY < anchorY { measurementShift += height - before.height }
    }

    private func show(rowAt indexPath: IndexPath, frame: CGRect) {
        let cell = visibleCellMap[indexPath] ?? makeVisibleCell(at: indexPath)
        guard let cell else { return }
        if cell.frame != frame { cell.frame = frame }
        if cell.superview !== self {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Takes the row's cell from the data source, set up for the table's state, and records it as visible (not
    /// yet in the view tree).
    @discardableResult
    package func makeVisibleCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        cell.setHighlighted(false, animated: false)
        if isEditing { configureEditing(cell, at: indexPath) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        visibleCellMap[indexPath] = cell
        return cell
    }

    package func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let wasShown = cell.superview === self
        enqueue(cell)
        if wasShown { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    // MARK: Headers and footers

    /// Where the header of `section` is drawn now: in `.plain` tables it stays at the top of the visible area
    /// while its section scrolls under it, until the section's end pushes it up.
    package func displayedHeaderRect(_ section: Int) -> CGRect {
        let natural = rectForHeader(inSection: section)
        guard style == .plain else { return natural }
        let visibleTop = bounds.minY + adjustedContentInset.top
        let sectionEnd = sectionTops[section] + sections[section].height
        let y = min(max(natural.minY, visibleTop), sectionEnd - natural.height)
        return CGRect(x: natural.minX, y: y, width: natural.width, height: natural.height)
    }

    /// Where the footer of `section` is drawn now: in `.plain` tables it stays at the bottom of the visible area
    /// while its section's rows are under it.
    package func displayedFooterRect(_ section: Int) -> CGRect {
        let natural = rectForFooter(inSection: section)
        guard style == .plain else { return natural }
        let visibleBottom = bounds.maxY - adjustedContentInset.bottom
        let floor = sectionTops[section] + sections[section].headerHeight
        let y = max(min(natural.minY, visibleBottom - natural.height), floor)
        return CGRect(x: natural.minX, y: y, width: natural.width, height: natural.height)
    }

    private func layoutHeadersAndFooters() {
        var headers: Set<Int> = [], footers: Set<Int> = []
        if var section = section(at: bounds.minY) {
            while section < sections.count, sectionTops[section] < bounds.maxY {
                if sections[section].headerHeight > 0 {
                    let rect = displayedHeaderRect(section)
                    if rect.intersects(bounds), let view = headerFooterView(section, header: true) {
                        headers.insert(section)
                        place(view, rect, section: section, header: true)
                    }
                }
                if sections[section].footerHeight > 0 {
                    let rect = displayedFooterRect(section)
                    if rect.intersects(bounds), let view = headerFooterView(section, header: false) {
                        footers.insert(section)
                        place(view, rect, section: section, header: false)
                    }
                }
                section += 1
            }
        }
        for (section, view) in visibleHeaderViews where !headers.contains(section) {
            visibleHeaderViews[section] = nil
            enqueue(headerFooter: view)
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for (section, view) in visibleFooterViews where !footers.contains(section) {
            visibleFooterViews[section] = nil
            enqueue(headerFooter: view)
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    private func headerFooterView(_ section: Int, header: Bool) -> UIView? {
        if let shown = header ? visibleHeaderViews[section] : visibleFooterViews[section] { return shown }
        if let measured = header ? measuredHeaderViews.removeValue(forKey: section)
            : measuredFooterViews.removeValue(forKey: section) {
            return measured
        }
        if let custom = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section) {
            return custom
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleHeaderIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleHeaderIdentifier)
        view.textLabel?.text = title
        // VoiceOver reads a section's title as a heading (its footer as plain text).
        view.textLabel?.accessibilityTraits = header ? [.staticText, .header] : .staticText
        view.backgroundColor = style == .plain ? .systemGray6 : .clear
        return view
    }

    private func place(_ view: UIView, _ rect: CGRect, section: Int, header: Bool) {
        if view.frame != rect { view.frame = rect }
        let isNew = view.superview !== self
        if isNew {
            addSubview(view)
            if header {
                visibleHeaderViews[section] = view
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                visibleFooterViews[section] = view
                delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        } else if style == .plain {
            bringSubviewToFront(view)
        }
    }

    // MARK: Separators

    private func layoutSeparators() {
        var used = 0
        if separatorStyle != .none {
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
            let hairline = 1 / scale
            for (indexPath, cell) in visibleCellMap where indexPath.row < sections[indexPath.section].rows.count - 1 {
                if used == separatorViews.count {
                    let line = UIView()
                    line.isUserInteractionEnabled = false
                    separatorViews.append(line)
                }
                let line = separatorViews[used]
                used += 1
                let frame = cell.frame
                let x = frame.minX + separatorInset.left
                line.frame = CGRect(x: x, y: frame.maxY - hairline,
                                    width: max(0, frame.maxX - separatorInset.right - x), height: hairline)
                line.backgroundColor = separatorColor
                if line.superview !== self { addSubview(line) }
            }
        }
        for line in separatorViews[used...] where line.superview != nil { line.removeFromSuperview() }
    }

    // MARK: Visible rows

    package var _visibleCells: [UITableViewCell] {
        visibleCellMap.sorted { $0.key < $1.key }.map(\.value)
    }

    package var _indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCellMap.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    package func _cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellMap[indexPath] }

    package func _indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    package func _headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderViews[section] as? UITableViewHeaderFooterView
    }

    package func _footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterViews[section] as? UITableViewHeaderFooterView
    }

    // MARK: Reloading

    package func _reloadData() {
        closeSwipeActions(animated: false)
        for (indexPath, cell) in visibleCellMap { endDisplaying(cell, at: indexPath) }
        visibleCellMap = [:]
        for (section, view) in visibleHeaderViews {
            enqueue(headerFooter: view)
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for (section, view) in visibleFooterViews {
            enqueue(headerFooter: view)
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        visibleHeaderViews = [:]
        visibleFooterViews = [:]
        selectedIndexPaths = []
        prefetchedIndexPaths = []
        sectionModels = nil
        sectionTopsValid = false
        setNeedsLayout()
    }
}
