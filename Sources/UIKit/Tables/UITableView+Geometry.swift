// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One section's counts and heights, as the table last learned them.
package struct TableSectionModel {
    package var rows: TableRowHeights
    package var headerHeight: CGFloat
    package var footerHeight: CGFloat
    /// The height of the whole section: header, rows and footer.
    package var height: CGFloat { headerHeight + rows.total + footerHeight }
}

extension UITableView {
    /// The standard height of a header or footer with a title or view (automatic height).
    package var standardTitledHeaderHeight: CGFloat { style == .plain ? 28 : 38 }
    /// The standard height of a header or footer with neither (automatic height): grouped styles keep a gap.
    package var standardEmptyHeaderHeight: CGFloat { style == .plain ? 0 : 18 }

    /// The sections' models, asking the data source for counts (and header and footer heights) when they are
    /// stale. Row heights are not asked here unless estimates are off.
    package var sections: [TableSectionModel] {
        if let sectionModels { return sectionModels }
        guard !isBuildingSections else {
            UIKitDiagnostics.log("UITableView: the data source asked the table about its sections while giving them")
            return []
        }
        isBuildingSections = true
        let built = buildSectionModels()
        isBuildingSections = false
        sectionModels = built
        sectionTopsValid = false
        return built
    }

    private func buildSectionModels() -> [TableSectionModel] {
        guard let dataSource else { return [] }
        measuredHeaderViews = [:]
        measuredFooterViews = [:]
        var sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 {
            UIKitDiagnostics.log("UITableView: numberOfSections(in:) returned \(sectionCount); using 0")
            sectionCount = 0
        }
        return (0..<sectionCount).map { section in
            var count = dataSource.tableView(self, numberOfRowsInSection: section)
            if count < 0 {
                UIKitDiagnostics.log("UITableView: section \(section) has \(count) rows; using 0")
                count = 0
            }
            var rows = TableRowHeights(count: count, estimate: rowEstimate(section: section, count: count))
            if rows.estimate == 0 {
                rows = TableRowHeights(count: count, estimate: 44)
                for row in 0..<count {
                    let raw = delegateRowHeight(IndexPath(row: row, section: section))
                    if raw != UITableView.automaticDimension { rows.setHeight(raw, ofRow: row) }
                }
            }
            return TableSectionModel(rows: rows, headerHeight: headerFooterHeight(section, header: true),
                                     footerHeight: headerFooterHeight(section, header: false))
        }
    }

    /// The estimate for a section's unmeasured rows: the delegate's estimate for its first row (0: estimates
    /// off; `automaticDimension`: 44).
    private func rowEstimate(section: Int, count: Int) -> CGFloat {
        guard count > 0 else { return 44 }
        let raw = delegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
            ?? estimatedRowHeight
        if raw == UITableView.automaticDimension { return 44 }
        return sanitized(raw, "estimated row height in section \(section)")
    }

    /// The height the delegate (or `rowHeight`) gives the row: `automaticDimension` or a sanitised height.
    package func delegateRowHeight(_ indexPath: IndexPath) -> CGFloat {
        let raw = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if raw == UITableView.automaticDimension { return raw }
        return sanitized(raw, "height of row \(indexPath)")
    }

    package func sanitized(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            UIKitDiagnostics.log("UITableView: \(what) is \(value); using 0")
            return 0
        }
        return value
    }

    private func headerFooterHeight(_ section: Int, header: Bool) -> CGFloat {
        let raw: CGFloat
        if let delegate {
            raw = header ? delegate.tableView(self, heightForHeaderInSection: section)
                : delegate.tableView(self, heightForFooterInSection: section)
        } else {
            raw = header ? sectionHeaderHeight : sectionFooterHeight
        }
        guard raw == UITableView.automaticDimension else {
            return sanitized(raw, "\(header ? "header" : "footer") height of section \(section)")
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil { return standardTitledHeaderHeight }
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        guard let view else { return standardEmptyHeaderHeight }
        if header { measuredHeaderViews[section] = view } else { measuredFooterViews[section] = view }
        return fittingHeight(of: view, fallback: view.frame.height > 0 ? view.frame.height : standardTitledHeaderHeight)
    }

    /// The height `view`'s constraints give it at the table's row width, or `fallback` when it has none.
    package func fittingHeight(of view: UIView, fallback: CGFloat) -> CGFloat {
        let content = (view as? UITableViewCell)?.contentView ?? (view as? UITableViewHeaderFooterView)?.contentView ?? view
        let constrained = !content.constraints.isEmpty
            || content.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard constrained else { return fallback }
        let width = rowFrameX.width
        let size = content.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }

    /// The x and width of rows: the full width, or inset by 20 points on each side for `.insetGrouped`.
    package var rowFrameX: (x: CGFloat, width: CGFloat) {
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return (inset, max(0, bounds.width - 2 * inset))
    }

    /// The y where the first section starts (below the table header view).
    package var sectionsTop: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// Recomputes the sections' tops if a height changed.
    package func updateSectionTopsIfNeeded() {
        let models = sections
        guard !sectionTopsValid || sectionTops.count != models.count else { return }
        var y = sectionsTop
        sectionTops = models.map { model in
            defer { y += model.height }
            return y
        }
        sectionTopsValid = true
    }

    /// The height of everything: header view, sections, footer view.
    package var totalContentHeight: CGFloat {
        updateSectionTopsIfNeeded()
        let sectionsEnd = (sectionTops.last ?? sectionsTop) + (sections.last?.height ?? 0)
        return sectionsEnd + (tableFooterView?.frame.height ?? 0)
    }

    /// Whether `indexPath` names an existing row.
    package func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let models = sections
        return indexPath.section >= 0 && indexPath.section < models.count
            && indexPath.row >= 0 && indexPath.row < models[indexPath.section].rows.count
    }

    /// The row's rectangle in the table's coordinates, without validation.
    package func rowRect(_ indexPath: IndexPath) -> CGRect {
        updateSectionTopsIfNeeded()
        let model = sections[indexPath.section]
        let y = sectionTops[indexPath.section] + model.headerHeight + model.rows.offset(ofRow: indexPath.row)
        let (x, width) = rowFrameX
        return CGRect(x: x, y: y, width: width, height: model.rows.height(ofRow: indexPath.row))
    }

    /// The section whose span contains `y` (clamped to the sections); nil when there are none.
    package func section(at y: CGFloat) -> Int? {
        updateSectionTopsIfNeeded()
        guard !sectionTops.isEmpty else { return nil }
        var low = 0, high = sectionTops.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: Public queries

    package var _numberOfSections: Int { sections.count }

    package func _numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < sections.count else {
            UIKitDiagnostics.log("UITableView.numberOfRows(inSection:): section \(section) out of range")
            return 0
        }
        return sections[section].rows.count
    }

    package func _rect(forSection section: Int) -> CGRect {
        guard section >= 0, section < sections.count else {
            UIKitDiagnostics.log("UITableView.rect(forSection:): section \(section) out of range")
            return .zero
        }
        updateSectionTopsIfNeeded()
        return CGRect(x: 0, y: sectionTops[section], width: bounds.width, height: sections[section].height)
    }

    package func _rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else {
            UIKitDiagnostics.log("UITableView.rectForRow(at:): \(indexPath) out of range")
            return .zero
        }
        return rowRect(indexPath)
    }

    package func _rectForHeader(inSection section: Int) -> CGRect {
        let whole = rect(forSection: section)
        guard whole != .zero || (section >= 0 && section < sections.count) else { return .zero }
        return CGRect(x: 0, y: whole.minY, width: whole.width, height: sections[section].headerHeight)
    }

    package func _rectForFooter(inSection section: Int) -> CGRect {
        let whole = rect(forSection: section)
        guard whole != .zero || (section >= 0 && section < sections.count) else { return .zero }
        let height = sections[section].footerHeight
        return CGRect(x: 0, y: whole.maxY - height, width: whole.width, height: height)
    }

    package func _indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width,
              let section = section(at: point.y) else { return nil }
        let model = sections[section]
        let y = point.y - sectionTops[section] - model.headerHeight
        guard y >= 0, y < model.rows.total, let row = model.rows.row(at: y) else { return nil }
        return IndexPath(row: row, section: section)
    }

    package func _indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let found = rowsIntersecting(minY: rect.minY, maxY: rect.maxY)
        return found.isEmpty ? nil : found
    }

    /// The rows whose span overlaps `minY..<maxY`, with their current (possibly estimated) heights.
    package func rowsIntersecting(minY: CGFloat, maxY: CGFloat) -> [IndexPath] {
        guard minY.isFinite, maxY.isFinite, maxY > minY, var section = section(at: minY) else { return [] }
        var result: [IndexPath] = []
        let models = sections
        while section < models.count, sectionTops[section] < maxY {
            let rowsTop = sectionTops[section] + models[section].headerHeight
            let rows = models[section].rows
            if rows.count > 0, var row = rows.row(at: max(0, minY - rowsTop)) {
                while row < rows.count, rowsTop + rows.offset(ofRow: row) < maxY {
                    if rowsTop + rows.offset(ofRow: row + 1) > minY || rows.height(ofRow: row) == 0 {
                        result.append(IndexPath(row: row, section: section))
                    }
                    row += 1
                }
            }
            section += 1
        }
        return result
    }
}
