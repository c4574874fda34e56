// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// Refused input is reported in the log with the text Apple's UIKit uses, read back through
/// `UIKitDiagnostics.capturing`.
@MainActor
@Suite("Scrolling: logged diagnostics")
struct ScrollingDiagnosticsTests {
    final class Rows: NSObject, UITableViewDataSource {
        var count = 3
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("A negative content size is logged and ignored")
    func negativeContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, lines) = UIKitDiagnostics.capturing { scroll.contentSize = CGSize(width: -5, height: 10) }
        #expect(scroll.contentSize == .zero)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("contentSize") == true)
    }

    @Test("An insert the data source does not account for logs Apple's 'Invalid update' and reloads")
    func inconsistentInsert() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        let (_, lines) = UIKitDiagnostics.capturing {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)  // count stays 3
        }
        #expect(lines.contains { $0.contains("Invalid update: invalid number of rows in section 0") })
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("Nothing logged outside a capture reaches it, and nested work on the same task is captured")
    func captureScope() {
        let scroll = UIScrollView(frame: .zero)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)  // logged, but not captured
        let (value, lines) = UIKitDiagnostics.capturing { () -> Int in
            scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            return 7
        }
        #expect(value == 7)
        #expect(lines.count == 1)
    }
}
