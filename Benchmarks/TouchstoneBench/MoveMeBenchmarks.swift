// SPDX-License-Identifier: Apache-2.0

import Foundation
import MoveMeKit
import TouchstoneTesting
import UIKit

/// MoveMe's frame times while the placard is dragged, headless on an iPhone 4 (640×960 pixels): each frame
/// delivers one finger move, then runs one turn (layout, display, animation, composite). The baseline is an
/// idle frame of the same app (the finger held still: nothing changes, nothing is composited), so the ratio is
/// the cost of a drag over the run loop's fixed cost.
enum MoveMeBenchmarks {
    /// Frames timed for the p50/p99 figures.
    static let frames = 600

    static var rows: [BenchmarkRow] {
        guard let session = MainActor.assumeIsolated({ DragSession() }) else {
            print("MoveMe rows skipped: MoveMe.app is missing from MoveMeKit's resources")
            return []
        }
        return [BenchmarkRow(
            name: "MoveMe drag frame vs idle frame", target: "≤ 16.7 ms", meets: { $0.measuredMedian <= 1000.0 / 60 },
            measured: { MainActor.assumeIsolated { session.dragFrame() } },
            baseline: { MainActor.assumeIsolated { session.idleFrame() } })]
    }

    /// Times `frames` drag frames and as many idle frames, and prints p50 and p99 of each in milliseconds.
    static func printFrameTimes() {
        MainActor.assumeIsolated {
            guard let session = DragSession() else { return }
            for _ in 0..<60 { session.dragFrame() }
            let before = session.device.framesPresented
            let drag = Harness.time({ session.dragFrame() }, runs: frames, warmup: 0)
            let presented = session.device.framesPresented - before
            let idle = Harness.time({ session.idleFrame() }, runs: frames, warmup: 0)
            func percentile(_ sorted: [Double], _ p: Double) -> Double {
                sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
            }
            print(String(format: "MoveMe frame times over %d frames (%d presented) (ms): drag p50 %.2f p99 %.2f; idle p50 %.3f p99 %.3f",
                         frames, presented, percentile(drag, 0.5), percentile(drag, 0.99),
                         percentile(idle, 0.5), percentile(idle, 0.99)))
        }
    }
}

/// MoveMe launched headless with the placard held by a finger (after the pulse) that circles the centre.
@MainActor
private final class DragSession {
    let device: HeadlessDevice
    private var step = 0

    init?() {
        guard let bundle = MoveMeResources.bundle, let device = try? HeadlessDevice(profile: .iPhone4) else { return nil }
        AppBundle.main = bundle
        self.device = device
        do { try device.launch(delegate: MoveMeAppDelegate(), info: bundle.infoDictionary ?? [:]) } catch { return nil }
        device.touchDown(at: CGPoint(x: 160, y: 240))
        device.advance(by: 0.3)
    }

    /// One frame of dragging: the finger moves 2° round a 100-point circle about the centre, then the app renders.
    func dragFrame() {
        step += 1
        let angle = Double(step) * .pi / 90
        device.touchMove(to: CGPoint(x: 160 + 100 * cos(angle), y: 240 + 100 * sin(angle)))
        device.advance(by: 1.0 / 60)
    }

    /// One frame with nothing changing.
    func idleFrame() {
        device.advance(by: 1.0 / 60)
    }
}
