// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The section index along a table's trailing edge: one small title per entry of the data source's
/// `sectionIndexTitles(for:)`; touching or dragging over a title scrolls its section to the top.
@MainActor
package final class TableSectionIndexBar: UIView {
    /// The width of the bar, in points.
    package static let width: CGFloat = 16
    private static let entryHeight: CGFloat = 14

    package weak var table: UITableView?
    package private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    private var lastTrackedIndex: Int?

    /// The entry VoiceOver's swipes up and down reached last.
    private var accessibilityEntry = 0

    package init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
        // VoiceOver reads the index as one adjustable element, "Table index", whose value is an entry.
        isAccessibilityElement = true
        accessibilityLabel = "Table index"
        accessibilityTraits = .adjustable
    }

    package override var accessibilityValue: String? {
        get { titles.indices.contains(accessibilityEntry) ? titles[accessibilityEntry] : nil }
        set {}
    }

    /// Swipe up: the next entry, and its section scrolls to the top.
    package override func accessibilityIncrement() { moveAccessibilityEntry(by: 1) }

    /// Swipe down: the previous entry, and its section scrolls to the top.
    package override func accessibilityDecrement() { moveAccessibilityEntry(by: -1) }

    private func moveAccessibilityEntry(by delta: Int) {
        let next = accessibilityEntry + delta
        guard titles.indices.contains(next), let table else { return }
        accessibilityEntry = next
        table.scrollToSectionIndexEntry(titles[next], at: next)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    package func setTitles(_ newTitles: [String]) {
        guard newTitles != titles else { return }
        titles = newTitles
        accessibilityEntry = 0
        for label in labels { label.removeFromSuperview() }
        labels = newTitles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 11)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        applyColors()
        setNeedsLayout()
    }

    package func applyColors() {
        backgroundColor = table?.sectionIndexBackgroundColor ?? .clear
        let color = table?.sectionIndexColor ?? tintColor ?? .systemBlue
        for label in labels { label.textColor = color }
    }

    /// The entries are centred vertically, 14 points apart.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let top = (bounds.height - CGFloat(labels.count) * Self.entryHeight) / 2
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.entryHeight, width: bounds.width,
                                 height: Self.entryHeight)
        }
    }

    /// The entry at `y` (bar coordinates), clamped to the entries.
    package func entry(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let top = (bounds.height - CGFloat(titles.count) * Self.entryHeight) / 2
        return min(titles.count - 1, max(0, Int(((y - top) / Self.entryHeight).rounded(.down))))
    }

    /// The finger is at `point`: scroll to the section of the entry under it (once per entry).
    package func track(_ point: CGPoint) {
        if let tracking = table?.sectionIndexTrackingBackgroundColor { backgroundColor = tracking }
        guard let index = entry(at: point.y), index != lastTrackedIndex, let table else { return }
        lastTrackedIndex = index
        table.scrollToSectionIndexEntry(titles[index], at: index)
    }

    package func endTracking() {
        lastTrackedIndex = nil
        applyColors()
    }
}

extension UITableView {
    /// Shows, places or hides the section index bar as the data source's titles say.
    package func layoutSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        guard !titles.isEmpty, rowCount >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexBar?.removeFromSuperview()
            return
        }
        let bar = sectionIndexBar ?? TableSectionIndexBar(table: self)
        sectionIndexBar = bar
        bar.setTitles(titles)
        let inset = adjustedContentInset
        bar.frame = CGRect(x: bounds.maxX - TableSectionIndexBar.width, y: bounds.minY + inset.top,
                           width: TableSectionIndexBar.width, height: bounds.height - inset.top - inset.bottom)
        if bar.superview !== self { addSubview(bar) } else { bringSubviewToFront(bar) }
    }

    /// Scrolls the section the data source names for the index entry to the top of the visible area.
    package func scrollToSectionIndexEntry(_ title: String, at index: Int) {
        guard let section = dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index) else { return }
        guard section >= 0, section < numberOfSections else {
            return UIKitDiagnostics.log("UITableView: sectionForSectionIndexTitle returned \(section), out of range")
        }
        let inset = adjustedContentInset
        let maxY = max(-inset.top, totalContentHeight - bounds.height + inset.bottom)
        let y = min(max(rect(forSection: section).minY - inset.top, -inset.top), maxY)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }
}
