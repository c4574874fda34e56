// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// Auto Layout at screen scale (issue 13): an incremental constant edit in a 1,000-view screen, and rotating a
/// 500-constraint screen. Neither has a same-run baseline doing equal work (nothing else solves constraints), so
/// each reports its absolute cost against the issue's target.
enum AutoLayoutBenchmarks {
    /// Constant edits per run of the edit row.
    static let edits = 100
    /// Rotations timed for the p50/p99 figures.
    static let rotations = 60

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Auto Layout", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let screen = try EditScreen()
        var solveRows: [BenchmarkRow] = []
        for n in [100, 1_000, 10_000] {
            let stacks = try LabelStacks(labels: n)
            solveRows.append(
                BenchmarkRow(
                    name: "solve \(n) labels in nested stack views",
                    target: n == 100 ? "(reference)" : "≤ 15× per decade",
                    meets: { m in
                        defer { solveTimes[n] = m.measuredMedian }
                        return solveTimes[n / 10].map { m.measuredMedian <= 15 * $0 } ?? true
                    },
                    measured: { MainActor.assumeIsolated { stacks.solve() } }, baseline: nil))
        }
        return solveRows + [
            BenchmarkRow(
                name: "constant edit + layout, 1,000-view screen (\(edits) edits, 5 views move)",
                target: "≤ 0.2 ms per edit", meets: { $0.measuredMedian / Double(edits) <= 0.2 },
                measured: { MainActor.assumeIsolated { screen.editAndLayOut(edits, screen.cellWidth) } }, baseline: nil),
            BenchmarkRow(
                name: "constant edit + layout, 1,000-view screen (\(edits) edits, 99 rows move)",
                target: "(reference)", meets: { _ in true },
                measured: { MainActor.assumeIsolated { screen.editAndLayOut(edits, screen.firstHeight) } },
                baseline: nil),
        ]
    }

    /// The median solve time of each label count, read by the next decade's row.
    nonisolated(unsafe) private static var solveTimes: [Int: Double] = [:]

    /// Prints the edit row's cost per edit and the solve rows' growth per decade (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        if row.name.hasPrefix("solve "), let n = Int(row.name.split(separator: " ")[1]) {
            let ratio = solveTimes[n / 10].map { String(format: "%.1f× the time of n/10", m.measuredMedian / $0) }
            return print(
                "    \(ratio ?? "first decade"); \(String(format: "%.2f µs a label", m.measuredMedian * 1000 / Double(n)))"
            )
        }
        guard row.name.hasPrefix("constant edit") else { return }
        print(String(format: "    %.4f ms per edit (median run)", m.measuredMedian / Double(edits)))
    }

    /// Rotates the 500-constraint screen back and forth, timing the frame after each rotation; prints p50/p99.
    static func printRotationFrameTimes() {
        MainActor.assumeIsolated {
            guard let screen = try? RotationScreen() else { return print("Auto Layout rotation skipped: no launch") }
            var times: [Double] = []
            for index in 0..<rotations {
                screen.device.rotate(to: index % 2 == 0 ? .landscapeLeft : .portrait)
                let start = Harness.realMilliseconds()
                screen.device.advance(by: 1.0 / 60)
                times.append(Harness.realMilliseconds() - start)
            }
            times.sort()
            func percentile(_ p: Double) -> Double {
                times[min(times.count - 1, Int((Double(times.count) * p).rounded(.up)) - 1)]
            }
            print(
                String(
                    format:
                        "Auto Layout: rotating a %d-constraint screen (%d rotations): frame p50 %.2f ms, p99 %.2f ms; "
                        + "content %@", screen.constraintCount, rotations, percentile(0.5), percentile(0.99),
                    "\(screen.content.frame)"))
        }
    }

    /// A window holding 100 rows of 9 cells (1,000 views with the rows' container), each row below the one before
    /// it, each cell after the one before it. The constants edited: the width of the middle row's fifth cell (the
    /// four cells after it move: the usual edit) and the first row's height (every row below moves).
    @MainActor
    final class EditScreen {
        let device: HeadlessDevice
        let window: UIWindow
        let container = UIView()
        var firstHeight: NSLayoutConstraint!
        var cellWidth: NSLayoutConstraint!
        private var flip = false

        init() throws {
            (device, window) = try EventBenchmarks.BenchDelegate.launch(.iPhone3GS)
            container.frame = window.bounds
            window.addSubview(container)
            var previous: UIView?
            for row in 0..<100 {
                let rowView = UIView()
                rowView.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(rowView)
                let height = rowView.heightAnchor.constraint(equalToConstant: 4)
                if row == 0 { firstHeight = height }
                NSLayoutConstraint.activate([
                    height, rowView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    rowView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    rowView.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 0.5),
                ])
                var left: UIView?
                for column in 0..<9 {
                    let cell = UIView()
                    cell.translatesAutoresizingMaskIntoConstraints = false
                    rowView.addSubview(cell)
                    let width = cell.widthAnchor.constraint(equalToConstant: 30)
                    if row == 50 && column == 4 { cellWidth = width }
                    NSLayoutConstraint.activate([
                        cell.leadingAnchor.constraint(
                            equalTo: left?.trailingAnchor ?? rowView.leadingAnchor, constant: 2),
                        width, cell.topAnchor.constraint(equalTo: rowView.topAnchor),
                        cell.bottomAnchor.constraint(equalTo: rowView.bottomAnchor),
                    ])
                    left = cell
                }
                previous = rowView
            }
            window.layoutIfNeeded()
        }

        /// `count` times: changes `constraint`'s constant by one point and back, and lays out.
        func editAndLayOut(_ count: Int, _ constraint: NSLayoutConstraint) {
            for _ in 0..<count {
                flip.toggle()
                constraint.constant += flip ? 1 : -1
                window.layoutIfNeeded()
            }
        }
    }

    /// `labels` labels in stack views nested three deep, as a long screen is built: a vertical stack of sections,
    /// each a vertical stack of ten rows, each row a horizontal stack of ten labels (fill equally, spacing 4).
    /// A run removes the stacks' solver and solves the whole screen again (the first layout of a new screen).
    @MainActor
    final class LabelStacks {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = UIStackView()

        init(labels: Int) throws {
            screen.axis = .vertical
            screen.spacing = 8
            screen.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(screen)
            NSLayoutConstraint.activate([
                screen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                screen.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                screen.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            for section in 0..<max(1, labels / 100) {
                let rows = UIStackView()
                rows.axis = .vertical
                rows.spacing = 2
                for row in 0..<min(10, labels / 10) {
                    let line = UIStackView()
                    line.distribution = .fillEqually
                    line.spacing = 4
                    for column in 0..<10 {
                        let label = UILabel()
                        label.font = .systemFont(ofSize: 9)
                        label.text = "\(section).\(row).\(column)"
                        line.addArrangedSubview(label)
                    }
                    rows.addArrangedSubview(line)
                }
                screen.addArrangedSubview(rows)
            }
            solve()
        }

        /// Solves the screen from scratch: the update-constraints pass, the solver built from every constraint,
        /// and the frames set.
        func solve() {
            root.autoLayoutHostStorage?.reset()
            root.layoutIfNeeded()
        }
    }

    /// The modern profile with a controller whose content fills the safe area and holds a 10×12 grid of cells,
    /// each sized and placed relative to the content (4 constraints a cell: 484 with the content's).
    @MainActor
    final class RotationScreen {
        let device: HeadlessDevice
        let content = UIView()
        private(set) var constraintCount = 0

        init() throws {
            let window: UIWindow
            (device, window) = try EventBenchmarks.BenchDelegate.launch(.modernPhone)
            let controller = UIViewController()
            window.rootViewController = controller
            let root = controller.view!
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            var constraints = [
                content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ]
            for row in 0..<12 {
                for column in 0..<10 {
                    let cell = UIView()
                    cell.backgroundColor = .blue
                    cell.translatesAutoresizingMaskIntoConstraints = false
                    content.addSubview(cell)
                    constraints += [
                        cell.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.09),
                        cell.heightAnchor.constraint(equalTo: content.heightAnchor, multiplier: 0.07),
                        NSLayoutConstraint(
                            item: cell, attribute: .centerX, relatedBy: .equal, toItem: content,
                            attribute: .trailing, multiplier: (CGFloat(column) + 0.5) / 10, constant: 0),
                        NSLayoutConstraint(
                            item: cell, attribute: .centerY, relatedBy: .equal, toItem: content,
                            attribute: .bottom, multiplier: (CGFloat(row) + 0.5) / 12, constant: 0),
                    ]
                }
            }
            NSLayoutConstraint.activate(constraints)
            constraintCount = constraints.count
            device.advance(by: 0.1)
        }
    }
}
