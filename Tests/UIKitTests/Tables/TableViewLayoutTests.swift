// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// Where rows, headers and footers go in each style, how few cells a long table keeps, pinned headers, and
/// self-sizing rows.
@MainActor
@Suite("UITableView: layout and reuse")
struct TableViewLayoutTests {
    @Test("Plain style: titled headers and footers are 28 points, untitled ones take no space")
    func plainLayout() {
        let fixture = TableFixture(counts: [3, 2])
        fixture.headerTitles = [0: "A", 1: "B"]
        fixture.footerTitles = [0: "F"]
        let table = makeTable(fixture)
        // Section 0: header 0–28, rows at 28, 72, 116, footer 160–188. Section 1: header 188–216, rows 216, 260.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 116)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 188, width: 320, height: 116))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 260)
        #expect(table.rectForFooter(inSection: 1).height == 0)
        #expect(table.contentSize == CGSize(width: 320, height: 304))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.frame == CGRect(x: 0, y: 260, width: 320, height: 44))
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "F")
        #expect(table.visibleCells.count == 5)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil)  // the footer
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 130))
            == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
    }

    @Test("Grouped style: titled headers and footers are 38 points, untitled ones 18; a table header shifts all")
    func groupedLayout() {
        let fixture = TableFixture(counts: [3, 2])
        fixture.headerTitles = [0: "A", 1: "B"]
        fixture.footerTitles = [0: "F"]
        let table = makeTable(fixture, style: .grouped)
        // Section 0: header 0–38, rows 38, 82, 126, footer 170–208. Section 1: header 208–246, rows 246, 290,
        // untitled footer 334–352.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 170, width: 320, height: 38))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 290)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 334, width: 320, height: 18))
        #expect(table.contentSize.height == 352)

        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 88)
        #expect(table.contentSize.height == 402)

        let one = TableFixture(counts: [1])
        let inset = makeTable(one, style: .insetGrouped)
        #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(inset.cellForRow(at: IndexPath(row: 0, section: 0)).map { one.title(of: $0) } == "0-0")
    }

    @Test("Scrolling 10,000 rows keeps the live cells at the visible count plus a few, and asks only what shows")
    func reuseBound() {
        let fixture = TableFixture(counts: [10_000])
        let table = makeTable(fixture)
        #expect(fixture.heightRequests <= 12)  // 10 visible rows (+ the partial one), not 10,000
        let visible = table.visibleCells.count
        #expect(visible == 10)
        var most = 0
        var offset: CGFloat = 0
        while offset < 440_000 - 440 {
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            most = max(most, table.liveCellCount)
            offset += 137
        }
        for jump in [CGFloat(250_000), 3, 439_560, 120_000] {
            table.contentOffset = CGPoint(x: 0, y: jump)
            table.layoutIfNeeded()
            most = max(most, table.liveCellCount)
        }
        #expect(most <= visible + 3)
        table.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5_000, section: 0))
        #expect(table.visibleCells.allSatisfy { fixture.title(of: $0) != nil })
        #expect(fixture.title(of: table.visibleCells[0]) == "0-5000")

        let before = fixture.heightRequests
        fixture.rows = [Array(repeating: "x", count: 10_000)]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(fixture.heightRequests - before <= 12)
    }

    @Test("Plain headers stay pinned at the top while their section scrolls, then the next section pushes them")
    func stickyHeaders() {
        let fixture = TableFixture(counts: [20, 20, 20])
        fixture.headerTitles = [0: "A", 1: "B", 2: "C"]
        let table = makeTable(fixture)
        // Each section: a 28-point header and 880 points of rows, 908 in all.
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        table.contentOffset = CGPoint(x: 0, y: 890)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 880)  // pushed up by section 1's header
        #expect(table.headerView(forSection: 1)?.frame.minY == 908)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == 1000)
        // The pinned header is above the rows it covers.
        let header = table.headerView(forSection: 1)!
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))!
        #expect(table.subviews.firstIndex { $0 === header }! > table.subviews.firstIndex { $0 === cell }!)

        let grouped = makeTable(fixture, style: .grouped)
        grouped.contentOffset = CGPoint(x: 0, y: 100)
        grouped.layoutIfNeeded()
        #expect(grouped.headerView(forSection: 0) == nil)  // grouped headers scroll away with their rows
    }

    final class TallCell: UITableViewCell {
        let box = UIView()
        var heightConstraint: NSLayoutConstraint?
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5).isActive = true
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5).isActive = true
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
            heightConstraint = box.heightAnchor.constraint(equalToConstant: 10)
            heightConstraint?.isActive = true
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test("Self-sizing rows take the height their cell's constraints give at the table's width")
    func selfSizing() {
        let fixture = TableFixture(counts: [30])
        fixture.configure = { cell, path in (cell as? TallCell)?.heightConstraint?.constant = CGFloat(50 + 10 * path.row) }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(table.rowHeight == UITableView.automaticDimension)
        table.register(TallCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = fixture
        table.delegate = fixture
        table.layoutIfNeeded()
        // Rows 0, 1, 2… are 60, 70, 80… high (10 of padding); unseen rows keep the 44-point estimate.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 70))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 130)
        #expect(table.rectForRow(at: IndexPath(row: 29, section: 0)).height == 44)
        #expect(table.visibleCells.first is TallCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 70)
    }

    @Test("Rows measured above the shown ones move the offset by their error, so the screen does not jump")
    func estimateCorrection() {
        let fixture = TableFixture(counts: [100])
        fixture.configure = { cell, _ in (cell as? TallCell)?.heightConstraint?.constant = 90 }  // rows are 100 high
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TallCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = fixture
        table.delegate = fixture
        table.layoutIfNeeded()
        // Rows 0–4 were measured (100 each), so row 61 is at 500 + 56 × 44 = 2964 by the estimate.
        table.contentOffset = CGPoint(x: 0, y: 3000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 61, section: 0))
        let anchor = table.cellForRow(at: IndexPath(row: 61, section: 0))!
        let screenY = anchor.frame.minY - table.contentOffset.y
        table.contentOffset.y -= 50  // row 60 scrolls in: 100 high, not 44
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 60, section: 0)).height == 100)
        #expect(anchor.frame.minY - table.contentOffset.y == screenY + 50)
        #expect(table.contentOffset.y == 3006)
    }

    final class CountingHeader: UITableViewHeaderFooterView {
        static var made = 0
        var reuses = 0
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            CountingHeader.made += 1
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class HeaderDelegate: NSObject, UITableViewDelegate {
        var shown: [Int] = []
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            shown.append(section)
        }
    }

    @Test("Header views are made from their registered class and reused as sections scroll")
    func headerReuse() {
        let fixture = TableFixture(counts: Array(repeating: 3, count: 200))
        let headers = HeaderDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = fixture
        table.delegate = headers
        table.layoutIfNeeded()
        CountingHeader.made = 0
        // Each section: 30 + 132 = 162 points.
        for step in 0..<400 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 70)
            table.layoutIfNeeded()
        }
        #expect(CountingHeader.made <= 2)
        let shownHeader = table.headerView(forSection: 400 * 70 / 162)
        #expect(shownHeader is CountingHeader)
        #expect(shownHeader?.textLabel?.text == "Section \(400 * 70 / 162)")
        #expect((shownHeader as? CountingHeader)?.reuses ?? 0 > 0)
        #expect(headers.shown.count > 150)
    }

    final class Prefetcher: UITableViewDataSourcePrefetching {
        var asked: [[Int]] = []
        var cancelled: [[Int]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            asked.append(indexPaths.map(\.row))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
    }

    @Test("The prefetch data source hears once about the rows a screen away, and of those that left that range")
    func prefetching() {
        let fixture = TableFixture(counts: [100])
        let table = makeTable(fixture)
        let prefetcher = Prefetcher()
        table.prefetchDataSource = prefetcher
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(prefetcher.asked == [Array(10..<20)])
        table.contentOffset = CGPoint(x: 0, y: 2200)
        table.layoutIfNeeded()
        #expect(prefetcher.asked.last == Array(40..<50) + Array(60..<70))
        #expect(prefetcher.cancelled == [Array(10..<20)])
    }

    final class AccessoryDelegate: NSObject, UITableViewDelegate {
        var tapped: IndexPath?
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            tapped = indexPath
        }
    }

    @Test("A cell's accessory button reaches the delegate with the cell's row")
    func accessoryButton() throws {
        let fixture = TableFixture(counts: [5])
        let table = makeTable(fixture)
        let accessory = AccessoryDelegate()
        table.delegate = accessory
        table.layoutIfNeeded()
        try #require(table.cellForRow(at: IndexPath(row: 3, section: 0))).tableAccessoryButtonTapped()
        #expect(accessory.tapped == IndexPath(row: 3, section: 0))
        #expect(fixture.rows.count == 1)  // keeps the weakly held data source alive
    }
}
