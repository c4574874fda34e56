// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// The cost of a real backdrop blur: frames of a table scrolling under a full-width, navigation-bar-sized
/// `UIVisualEffectView` (status bar + bar, 97 points, `.systemChromeMaterial`) on the modern profile (1170×2532
/// pixels), against the same frames with no effect view. Every frame the rows under the bar move, so the bar's
/// backdrop is re-read, blurred and repainted each time.
enum EffectsBenchmarks {
    /// Frames per run (each scrolls the table by 6 points).
    static let frames = 30

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Effects", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let blurred = try BlurredTableScene(withEffect: true)
        let plain = try BlurredTableScene(withEffect: false)
        return [BenchmarkRow(
            name: "Scrolling table frame, blurred bar vs none (\(frames) frames)", target: "ratio ≤ 2.0",
            meets: { ($0.ratio ?? .infinity) <= 2.0 },
            measured: { MainActor.assumeIsolated { blurred.scroll(frames) } },
            baseline: { MainActor.assumeIsolated { plain.scroll(frames) } })]
    }

    /// Prints the per-frame cost of both workloads (nothing for other rows).
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name.hasPrefix("Scrolling table frame, blurred") else { return }
        print(String(format: "    %.3f ms per frame with the blur, %.3f ms without (median runs)",
                     m.measuredMedian / Double(frames), (m.baselineMedian ?? .nan) / Double(frames)))
    }
}

/// A 500-row table filling a modern phone's window, with or without a blurred bar over its top.
@MainActor
private final class BlurredTableScene: NSObject, UITableViewDataSource {
    let device: HeadlessDevice
    let table: UITableView

    init(withEffect: Bool) throws {
        device = try HeadlessDevice(profile: .modernPhone)
        let delegate = WindowDelegate()
        try device.launch(delegate: delegate)
        guard let window = delegate.window else { throw CocoaError(.featureUnsupported) }
        table = UITableView(frame: window.bounds, style: .plain)
        super.init()
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(table)
        if withEffect {
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
            bar.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: 97)
            window.addSubview(bar)
        }
        device.advance(by: 1.0 / 60)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .systemBackground : .secondarySystemBackground
        return cell
    }

    /// Scrolls by 6 points per frame for `frames` frames, wrapping back to the top near the end.
    func scroll(_ frames: Int) {
        for _ in 0..<frames {
            var y = table.contentOffset.y + 6
            if y > table.contentSize.height - table.bounds.height - 10 { y = 0 }
            table.contentOffset = CGPoint(x: 0, y: y)
            device.advance(by: 1.0 / 60)
        }
    }
}

/// An app delegate that shows one white key window.
@MainActor
private final class WindowDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
