// SPDX-License-Identifier: Apache-2.0

import Foundation
import ListsKit
import TouchstoneTesting
import UIKit

/// Scrolling at list scale (issue 14), on the Lists sample app headless on an iPhone 4 (640×960 pixels): frame
/// times while a flicked 10,000-row table of subtitle cells with images decelerates, the cells made over the
/// flicks, `reloadData` of the 10,000 rows, and the same flicks on the 1,000-photo grid. Nothing else scrolls a
/// table, so the rows report absolute costs against the issue's targets.
enum ScrollingBenchmarks {
    /// Flicks timed for the frame-time figures (each one decelerates to rest, about 2 s of frames).
    static let flicks = 6
    /// Reloads per run of the reload row.
    static let reloads = 10

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Scrolling", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let app = try ListsSession()
        return [BenchmarkRow(
            name: "reloadData + layout, 10,000-row table (\(reloads) reloads)", target: "≤ 1 ms per reload",
            meets: { $0.measuredMedian / Double(reloads) <= 1 },
            measured: { MainActor.assumeIsolated { app.reloadTable(reloads) } }, baseline: nil)]
    }

    /// Prints the reload row's cost per reload (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name.hasPrefix("reloadData") else { return }
        print(String(format: "    %.4f ms per reload (median run)", m.measuredMedian / Double(reloads)))
    }

    /// Flicks the table, then the grid, `flicks` times each, and prints p50/p99 of the deceleration frames, and
    /// the table cells made from launch through all the flicks beside the visible count.
    static func printFrameTimes() {
        MainActor.assumeIsolated {
            let cellsAtStart = ContactCell.instancesCreated
            guard let app = try? ListsSession() else { return print("Scrolling frame times skipped: no launch") }
            let table: UITableView = app.app.contacts.tableView
            let cellsBeforeFlicks = ContactCell.instancesCreated
            let tableFrames = app.flickFrames(table)
            let made = ContactCell.instancesCreated - cellsAtStart
            let madeWhileFlicking = ContactCell.instancesCreated - cellsBeforeFlicks
            let visible = table.visibleCells.count
            app.app.tabBarController?.selectedIndex = 1
            app.device.advance(by: 1.0 / 60)
            let gridFrames = app.flickFrames(app.app.photos.collectionView)
            print(String(format: "Table flick, 10,000 subtitle rows with images, %d frames (ms): p50 %.3f p99 %.3f (target p99 ≤ 4 ms: %@)",
                         tableFrames.count, percentile(tableFrames, 0.5), percentile(tableFrames, 0.99),
                         percentile(tableFrames, 0.99) <= 4 ? "yes" : "NO"))
            print("    cells made from launch through \(flicks) flicks (\(String(format: "%.0f", table.contentOffset.y)) pt): "
                  + "\(made) (\(madeWhileFlicking) while flicking), visible \(visible) "
                  + "(target ≤ visible + 4: \(made <= visible + 4 ? "yes" : "NO"))")
            print(String(format: "Grid flick, 1,000 items, %d frames (ms): p50 %.3f p99 %.3f (target p99 ≤ 4 ms: %@)",
                         gridFrames.count, percentile(gridFrames, 0.5), percentile(gridFrames, 0.99),
                         percentile(gridFrames, 0.99) <= 4 ? "yes" : "NO"))
        }
    }

    private static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}

/// Lists launched headless on an iPhone 4, on its Contacts screen.
@MainActor
private final class ListsSession {
    let device: HeadlessDevice
    let app: ListsAppDelegate

    init() throws {
        device = try HeadlessDevice(profile: .iPhone4)
        app = ListsAppDelegate()
        try device.launch(delegate: app)
        guard app.tabBarController != nil else { throw CocoaError(.featureUnsupported) }
    }

    /// `ScrollingBenchmarks.flicks` upward flicks of `scrollView` (240 points in 6 frames, the finger lifted
    /// while moving), each followed by its deceleration frame by frame until the view rests (at most 4 s); the
    /// deceleration frames' times, sorted, in ms.
    func flickFrames(_ scrollView: UIScrollView) -> [Double] {
        var samples: [Double] = []
        for _ in 0..<ScrollingBenchmarks.flicks {
            device.touchDown(at: CGPoint(x: 160, y: 420))
            for k in 1...6 {
                device.advance(by: 1.0 / 60)
                device.touchMove(to: CGPoint(x: 160, y: 420 - 40 * CGFloat(k)))
            }
            device.touchUp()
            for _ in 0..<240 where scrollView.isDecelerating || samples.isEmpty {
                let start = Harness.realMilliseconds()
                device.advance(by: 1.0 / 60)
                samples.append(Harness.realMilliseconds() - start)
            }
            device.advance(by: 0.1)
        }
        return samples.sorted()
    }

    /// Reloads the contacts table `count` times, laying it out after each.
    func reloadTable(_ count: Int) {
        let table: UITableView = app.contacts.tableView
        for _ in 0..<count {
            table.reloadData()
            table.layoutIfNeeded()
        }
    }
}
