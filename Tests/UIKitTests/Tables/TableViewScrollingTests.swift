// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Tables and collection views on the scroll view's physics: flicks decelerate while rows are reused, a touch
/// catches moving content, animated scrolls to rows and items, and the controller's refresh control.
@MainActor
@Suite("UITableView: scrolling with the scroll view's physics")
struct TableViewScrollingTests {
    /// Records the scroll view delegate messages a test looks for.
    final class ScrollLog: NSObject, UITableViewDelegate, UICollectionViewDelegate {
        var endedAnimations = 0
        var endedDecelerating = 0
        var selected: [IndexPath] = []
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { endedDecelerating += 1 }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test("A flick decelerates, and rows keep being reused while the content glides")
    func flickDecelerates() throws {
        let fixture = TableFixture(counts: [1_000])
        let (device, table) = try launchedTable(fixture)
        let visible = table.visibleCells.count
        device.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)  // lifts at the end
        device.advance(by: 1.0 / 60)
        #expect(table.isDecelerating)
        let released = table.contentOffset.y
        var most = table.liveCellCount
        var previous = released
        var speeds: [CGFloat] = []
        for _ in 0..<60 {
            device.advance(by: 1.0 / 60)
            most = max(most, table.liveCellCount)
            speeds.append(table.contentOffset.y - previous)
            previous = table.contentOffset.y
        }
        #expect(table.contentOffset.y > released + 200)  // it kept going after the finger lifted
        #expect(speeds.first! > speeds.last!)  // and slows down
        #expect(most <= visible + 4)
        #expect(table.visibleCells.allSatisfy { fixture.title(of: $0) != nil })
        device.advance(by: 5)
        #expect(!table.isDecelerating)
    }

    @Test("A tap on decelerating content stops it where it is and selects nothing")
    func tapStopsDeceleration() throws {
        let fixture = TableFixture(counts: [1_000])
        let (device, table) = try launchedTable(fixture)
        device.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)  // lifts at the end
        device.advance(by: 0.2)
        #expect(table.isDecelerating)
        fixture.log = []
        device.tap(at: CGPoint(x: 160, y: 240))
        let stopped = table.contentOffset.y
        device.advance(by: 0.5)
        #expect(!table.isDecelerating)
        #expect(table.contentOffset.y == stopped)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fixture.log.isEmpty)
    }

    @Test("A quick tap, shorter than the touch delay, highlights and selects on lift")
    func quickTapSelects() throws {
        let fixture = TableFixture(counts: [20])
        let (device, table) = try launchedTable(fixture)
        device.touchDown(at: CGPoint(x: 160, y: 20 + 44 * 2 + 22))
        device.advance(by: 0.05)
        #expect(fixture.log.isEmpty)  // still held from the row
        device.touchUp()
        device.advance(by: 1.0 / 60)
        #expect(fixture.log == ["shouldHighlight 0-2", "didHighlight 0-2", "willSelect 0-2", "didUnhighlight 0-2",
                                "didSelect 0-2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("Tables and collection views let a drag that starts on a control in a cell scroll")
    func controlsDoNotBlockScrolling() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let button = UIButton(type: .system)
        #expect(table.touchesShouldCancel(in: button))
        #expect(collection.touchesShouldCancel(in: button))
        #expect(!UIScrollView().touchesShouldCancel(in: button))
    }

    @Test("scrollToRow animated glides there in 0.3 s and ends with scrollViewDidEndScrollingAnimation")
    func animatedScrollToRow() throws {
        let fixture = TableFixture(counts: [100])
        let (device, table) = try launchedTable(fixture)
        let log = ScrollLog()
        table.delegate = log
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        device.advance(by: 0.15)
        #expect(table.contentOffset.y > 0 && table.contentOffset.y < 2200)
        #expect(log.endedAnimations == 0)
        device.advance(by: 0.3)
        #expect(table.contentOffset.y == 2200)
        #expect(log.endedAnimations == 1)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
    }

    @Test("scrollToItem and selectItem animated glide there and end with scrollViewDidEndScrollingAnimation")
    func animatedScrollToItem() throws {
        let (device, window) = try launchedTestWindow()
        let source = ListSource([60])
        let collection = makeCollection(source) { $0.itemSize = CGSize(width: 100, height: 100) }
        window.addSubview(collection)
        let log = ScrollLog()
        collection.delegate = log
        device.advance(by: 1.0 / 60)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: true)
        device.advance(by: 0.15)
        let top = collection.adjustedContentInset.top  // the status bar's safe area
        let target: CGFloat = 10 * 110 - top  // item 30 starts row 10 (rows 110 apart), shown below the inset
        #expect(collection.contentOffset.y > 0 && collection.contentOffset.y < target)
        device.advance(by: 0.3)
        #expect(collection.contentOffset.y == target)
        #expect(log.endedAnimations == 1)

        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: true, scrollPosition: .top)
        #expect(collection.contentOffset.y == target)  // not jumped
        device.advance(by: 0.5)
        #expect(collection.contentOffset.y == -top)
        #expect(log.endedAnimations == 2)
    }

    @Test("UITableViewController.refreshControl is its table view's")
    func controllerRefreshControl() {
        let early = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        early.refreshControl = control
        #expect(early.tableView.refreshControl === control)
        #expect(early.refreshControl === control)

        let late = UITableViewController(style: .plain)
        late.loadViewIfNeeded()
        late.refreshControl = control
        #expect(late.tableView.refreshControl === control)
        late.tableView.refreshControl = nil
        #expect(late.refreshControl == nil)
    }
}
