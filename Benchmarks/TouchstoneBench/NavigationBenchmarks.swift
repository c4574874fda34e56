// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// Navigation transitions (issue 15) headless on an iPhone 4 (640×960 pixels): the time of each frame while a
/// navigation controller pushes a screen with a 30-row table over another, and while it pops back, p50 and p99
/// against the target (p99 ≤ 4 ms).
enum NavigationBenchmarks {
    /// Push-and-pop round trips timed.
    static let roundTrips = 12

    /// Prints p50/p99 of the push frames and of the pop frames.
    static func printFrameTimes() {
        MainActor.assumeIsolated {
            guard let session = try? NavigationSession() else { return print("Navigation frame times skipped: no launch") }
            var push: [Double] = []
            var pop: [Double] = []
            for _ in 0..<roundTrips {
                push += session.transitionFrames { $0.pushViewController(NavigationSession.tableScreen(), animated: true) }
                pop += session.transitionFrames { $0.popViewController(animated: true) }
            }
            for (name, frames) in [("push", push.sorted()), ("pop", pop.sorted())] {
                print(String(format: "Navigation %@ frame, 30-row tables, %d frames (ms): p50 %.3f p99 %.3f (target p99 ≤ 4 ms: %@)",
                             name, frames.count, percentile(frames, 0.5), percentile(frames, 0.99),
                             percentile(frames, 0.99) <= 4 ? "yes" : "NO"))
            }
        }
    }

    private static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}

/// A navigation controller with a 30-row table screen at its root, launched headless on an iPhone 4.
@MainActor
private final class NavigationSession {
    let device: HeadlessDevice
    let navigation: UINavigationController
    private var window: UIWindow?

    init() throws {
        device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        self.window = window
        navigation = UINavigationController(rootViewController: Self.tableScreen())
        window.rootViewController = navigation
        device.advance(by: 0.1)
    }

    /// A table view controller showing 30 rows.
    static func tableScreen() -> UIViewController { BenchTableController(style: .plain) }

    /// Runs `change` and advances frame by frame until its transition ends (at most 1 s); the frames' times in ms.
    func transitionFrames(_ change: (UINavigationController) -> Void) -> [Double] {
        change(navigation)
        var samples: [Double] = []
        for _ in 0..<60 where navigation.transitionCoordinator != nil || samples.isEmpty {
            let start = Harness.realMilliseconds()
            device.advance(by: 1.0 / 60)
            samples.append(Harness.realMilliseconds() - start)
        }
        device.advance(by: 1.0 / 60)
        return samples
    }
}

/// 30 rows of "Row n".
private final class BenchTableController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rows"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
