// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// Presenting an alert over a busy screen (issue 15): a `UIAlertController` fades in over 1,000 drawn views on an
/// iPhone 4 (640×960 pixels), is tapped, and fades out. Only the dimming and the alert should repaint: the views
/// beneath keep their backing stores, so the frames cost compositing, not drawing.
enum AlertBenchmarks {
    /// Frames of one present-tap-dismiss cycle (0.5 s in, a 3-frame tap, 0.3 s out).
    static let framesPerCycle = 30 + 3 + 18

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Alerts", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let session = try AlertBenchSession()
        return [BenchmarkRow(
            name: "Alert over 1,000 views: present, tap, dismiss", target: "≤ 4 ms per frame",
            meets: { $0.measuredMedian / Double(framesPerCycle) <= 4 },
            measured: { MainActor.assumeIsolated { session.cycle() } }, baseline: nil)]
    }

    /// Prints the row's cost per frame and how many of the views beneath redrew over all its cycles.
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name.hasPrefix("Alert over") else { return }
        print(String(format: "    %.4f ms per frame (median run); views beneath redrawn: %d",
                     m.measuredMedian / Double(framesPerCycle), CountingView.redraws))
    }

    /// A small drawn view that counts its `draw(_:)` calls after the first.
    final class CountingView: UIView {
        nonisolated(unsafe) static var redraws = 0
        private var drawn = false

        override func draw(_ rect: CGRect) {
            if drawn { Self.redraws += 1 }
            drawn = true
            UIColor(hue: frame.minX / 320, saturation: 0.6, brightness: 0.9, alpha: 1).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 3).fill()
        }
    }

    @MainActor
    final class AlertBenchSession {
        let device: HeadlessDevice
        let root: UIViewController

        init() throws {
            device = try HeadlessDevice(profile: .iPhone4)
            let delegate = EventBenchmarks.BenchDelegate()
            try device.launch(delegate: delegate)
            guard let window = delegate.window else { throw CocoaError(.featureUnsupported) }
            root = UIViewController()
            window.rootViewController = root
            // 25 × 40 views of 12.8 × 12 points fill the screen.
            for i in 0..<1_000 {
                let view = CountingView(frame: CGRect(x: CGFloat(i % 25) * 12.8, y: CGFloat(i / 25) * 12,
                                                      width: 12.8, height: 12))
                root.view.addSubview(view)
            }
            device.advance(by: 2.0 / 60)
            CountingView.redraws = 0
        }

        /// Presents an alert, taps its button, and runs its dismissal to the end.
        func cycle() {
            let alert = UIAlertController(title: "Delete 1,000 items?", message: "This cannot be undone.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            root.present(alert, animated: true)
            device.advance(by: 30.0 / 60)
            device.touchDown(at: buttonCenter(alert) ?? CGPoint(x: 160, y: 240))
            device.advance(by: 2.0 / 60)
            device.touchUp()
            device.advance(by: 1.0 / 60)
            device.advance(by: 18.0 / 60)
        }

        /// The Cancel button's centre on screen, found as an app's UI test would: by its accessibility label.
        private func buttonCenter(_ alert: UIAlertController) -> CGPoint? {
            let buttons = alert.view.subviews.last?.subviews ?? []
            guard let button = buttons.first(where: { $0.accessibilityLabel == "Cancel" }) else { return nil }
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }
    }
}
