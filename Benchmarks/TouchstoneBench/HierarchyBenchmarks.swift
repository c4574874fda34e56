// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import TouchstoneTesting
import UIKit

/// Hierarchy edits and finger tracking at scale: each workload runs at two sizes, and the row prints the cost per
/// operation, which must not grow with n (the larger size's per-operation cost within 2× the smaller's).
enum HierarchyBenchmarks {
    /// A workload at size `n` doing `operations(n)` operations.
    private struct Workload {
        let name: String
        let sizes: (small: Int, large: Int)
        let operations: (Int) -> Int
        let run: @MainActor (Int) -> Void
    }

    /// Per-operation µs of each small-size row, read by the large-size row's target.
    nonisolated(unsafe) private static var smallCost: [String: Double] = [:]
    /// Operations per run of each row, by row name.
    nonisolated(unsafe) private static var operations: [String: Int] = [:]

    static var rows: [BenchmarkRow] { Harness.mainActorRows("hierarchy", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let fixture = try Fixture()
        let workloads = [
            Workload(name: "add + remove siblings", sizes: (10_000, 100_000), operations: { 2 * $0 },
                     run: { fixture.addAndRemoveSiblings($0) }),
            Workload(name: "build + tear down nested views", sizes: (1_000, 10_000), operations: { 2 * $0 },
                     run: { fixture.buildAndTearDownChain($0) }),
            Workload(name: "fingers down, moved, lifted", sizes: (100, 1_000), operations: { 3 * $0 },
                     run: { fixture.fingers($0) }),
        ]
        var rows: [BenchmarkRow] = []
        for workload in workloads {
            for (n, isLarge) in [(workload.sizes.small, false), (workload.sizes.large, true)] {
                let name = "\(workload.name), n = \(n)"
                let ops = workload.operations(n)
                operations[name] = ops
                let key = workload.name
                rows.append(BenchmarkRow(
                    name: name, target: isLarge ? "≤ 2× per op of n/10" : "(reference)",
                    meets: { m in
                        let perOp = m.measuredMedian * 1000 / Double(ops)
                        guard isLarge else {
                            smallCost[key] = perOp
                            return true
                        }
                        return smallCost[key].map { perOp <= 2 * $0 } ?? false
                    },
                    measured: { MainActor.assumeIsolated { workload.run(n) } }, baseline: nil))
            }
        }
        return rows
    }

    /// Prints a hierarchy row's cost per operation (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard let ops = operations[row.name] else { return }
        print(String(format: "    %.3f µs per operation (%d operations, median run)", m.measuredMedian * 1000 / Double(ops), ops))
    }

    /// A launched headless device whose window holds the views built by each run.
    @MainActor
    final class Fixture {
        let device: HeadlessDevice
        let window: UIWindow
        let touchView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        init() throws {
            (device, window) = try EventBenchmarks.BenchDelegate.launch(.iPhone3GS)
            touchView.isMultipleTouchEnabled = true
        }

        /// Adds `n` views to a view in the window, then removes them front first (each `removeFromSuperview`).
        func addAndRemoveSiblings(_ n: Int) {
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            let views = (0..<n).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            for view in views { parent.addSubview(view) }
            for view in views { view.removeFromSuperview() }
            parent.removeFromSuperview()
        }

        /// Nests `n` views in the window (each added to the deepest so far), then removes the chain and releases it.
        func buildAndTearDownChain(_ n: Int) {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(top)
            var deepest = top
            for _ in 0..<n {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                deepest.addSubview(child)
                deepest = child
            }
            top.removeFromSuperview()
        }

        /// Puts `n` fingers down at once, moves each, then lifts each (3n host events, one turn).
        func fingers(_ n: Int) {
            window.addSubview(touchView)
            let t = device.now
            func at(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i % 300) + 1, y: CGFloat(i / 300 % 40) * 10 + 1) }
            var events: [HostEvent] = (0..<n).map { .touchDown(finger: $0, location: at($0), timestamp: t) }
            events += (0..<n).map { .touchMoved(finger: $0, location: at($0 + 1), timestamp: t) }
            events += (0..<n).map { .touchUp(finger: $0, location: at($0 + 1), timestamp: t) }
            device.inject(events)
            touchView.removeFromSuperview()
        }
    }
}
