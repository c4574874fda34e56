// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import TouchstoneTesting
import UIKit

/// Event handling on the headless device: hit-testing cost in a 1,000-view tree of depth 10, and end-to-end touch
/// delivery (host event queued → `touchesMoved` called). Absolute rows (no baseline); the per-test and per-event
/// figures are printed under the table row.
enum EventBenchmarks {
    /// Hit tests per timed run.
    static let hitTests = 10_000
    /// Touch events per timed run (a down, moves, an up).
    static let deliveredEvents = 10_000

    /// The rows; the benchmark runs on the main thread, where UIKit's main actor runs.
    static var rows: [BenchmarkRow] { Harness.mainActorRows("event", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let fixture = try Fixture()
        let hitTarget = Double(hitTests) * 5 / 1000
        return [
            BenchmarkRow(
                name: "hitTest ×10,000, 1,000 views, depth 10", target: "≤ 5 µs/test",
                meets: { $0.measuredMedian <= hitTarget },
                measured: { MainActor.assumeIsolated { fixture.runHitTests() } }, baseline: nil),
            BenchmarkRow(
                name: "touch delivery ×10,000, host → touchesMoved", target: "≤ 20 µs/event",
                meets: { $0.measuredMedian <= Double(deliveredEvents) * 20 / 1000 },
                measured: { MainActor.assumeIsolated { fixture.runDelivery() } }, baseline: nil),
        ]
    }

    /// Prints the per-unit figures of an event row (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        if row.name.hasPrefix("hitTest ×") {
            print(String(format: "    %.3f µs per hitTest (median run)", m.measuredMedian * 1000 / Double(hitTests)))
        } else if row.name.hasPrefix("touch delivery ×") {
            let perEvent = m.measuredMedian * 1000 / Double(deliveredEvents)
            print(String(format: "    %.3f µs per event, %.0f events/s (median run)", perEvent, 1e6 / perEvent))
        }
    }

    /// A launched headless device with a 1,000-view tree in one window and a counting view in another.
    @MainActor
    final class Fixture {
        let device: HeadlessDevice
        let window: UIWindow
        let counter = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        private var points: [CGPoint] = []
        private var events: [HostEvent] = []
        private var sink = 0

        init() throws {
            device = try HeadlessDevice(profile: .iPhone3GS)
            let delegate = BenchDelegate()
            try device.launch(delegate: delegate)
            guard let window = delegate.window else { throw CocoaError(.featureUnsupported) }
            self.window = window
            let tree = Self.makeTree(size: window.bounds.size)
            window.addSubview(tree)
            // A deterministic spread of points over the screen (a linear congruential sequence).
            var seed: UInt64 = 42
            for _ in 0..<hitTests {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                points.append(CGPoint(x: CGFloat((seed >> 33) % 320), y: CGFloat((seed >> 13) % 480)))
            }
            events = [.touchDown(finger: 0, location: CGPoint(x: 10, y: 10), timestamp: 0)]
            for i in 1...(deliveredEvents - 2) {
                events.append(.touchMoved(finger: 0, location: CGPoint(x: CGFloat(i % 300), y: 10), timestamp: 0))
            }
            events.append(.touchUp(finger: 0, location: CGPoint(x: 10, y: 10), timestamp: 0))
        }

        /// 1,000 views on 10 levels (1, 2, 4, … 256, then 489 leaves); each level splits its parent's width.
        static func makeTree(size: CGSize) -> UIView {
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            var level = [root]
            var made = 1
            for depth in 1..<10 {
                let count = depth == 9 ? 1000 - made : level.count * 2
                var next: [UIView] = []
                for (i, parent) in level.enumerated() {
                    let children = count / level.count + (i < count % level.count ? 1 : 0)
                    let w = parent.bounds.width / CGFloat(max(1, children))
                    for c in 0..<children {
                        let frame = CGRect(x: CGFloat(c) * w, y: 2, width: w, height: parent.bounds.height - 4)
                        let child = UIView(frame: frame)
                        parent.addSubview(child)
                        next.append(child)
                    }
                }
                made += next.count
                level = next
            }
            return root
        }

        func runHitTests() {
            for p in points where window.hitTest(p, with: nil) != nil { sink &+= 1 }
        }

        /// Queues the prepared events (stamped in the past, so all are due) and runs the turn that delivers them.
        /// The counting view sits in front only for this run, so hit-testing rows still walk the tree.
        func runDelivery() {
            window.addSubview(counter)
            device.inject(events)
            counter.removeFromSuperview()
        }
    }

    /// Counts `touchesMoved` calls.
    final class CountingView: UIView {
        var moves = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moves += 1 }
    }

    final class BenchDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }

        /// A headless device of `profile` launched with a bench delegate, and its key window.
        static func launch(_ profile: DeviceProfile) throws -> (HeadlessDevice, UIWindow) {
            let device = try HeadlessDevice(profile: profile)
            let delegate = BenchDelegate()
            try device.launch(delegate: delegate)
            guard let window = delegate.window else { throw CocoaError(.featureUnsupported) }
            return (device, window)
        }
    }
}
