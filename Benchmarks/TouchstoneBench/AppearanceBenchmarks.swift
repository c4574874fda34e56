// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// Switching between light and dark (issue 16) on a modern phone: a screen of 200 assorted controls (switches,
/// sliders, steppers, segmented controls, progress views, page controls, buttons and labels) toggled between the
/// styles; the time of the first frame after each switch (the one that re-resolves colours and re-displays what
/// changed), p50 and p99.
enum AppearanceBenchmarks {
    /// Style switches timed (half to dark, half back to light).
    static let switches = 40

    /// Prints p50/p99 of the frame after each switch.
    static func printFrameTimes() {
        MainActor.assumeIsolated {
            guard let session = try? AppearanceSession() else { return print("Appearance switch skipped: no launch") }
            var frames: [Double] = []
            for index in 0..<switches {
                session.device.userInterfaceStyle = index % 2 == 0 ? .dark : .light
                let start = Harness.realMilliseconds()
                session.device.advance(by: 1.0 / 60)
                frames.append(Harness.realMilliseconds() - start)
                session.device.advance(by: 2.0 / 60)
            }
            frames.sort()
            print(String(format: "Appearance switch, 200 controls, %d switches (ms): p50 %.3f p99 %.3f",
                         frames.count, percentile(frames, 0.5), percentile(frames, 0.99)))
        }
    }

    private static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}

/// 200 controls in a 10 × 20 grid on the modern profile, launched headless.
@MainActor
private final class AppearanceSession {
    let device: HeadlessDevice
    private var window: UIWindow?

    init() throws {
        device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        let size = CGSize(width: window.bounds.width / 4, height: (window.bounds.height - 100) / 50)
        for index in 0..<200 {
            let control = Self.control(index)
            control.frame = CGRect(x: CGFloat(index % 4) * size.width, y: 60 + CGFloat(index / 4) * size.height,
                                   width: size.width - 4, height: size.height - 2)
            root.view.addSubview(control)
        }
        device.advance(by: 0.1)
    }

    private static func control(_ index: Int) -> UIView {
        switch index % 8 {
        case 0: return UISwitch()
        case 1:
            let slider = UISlider()
            slider.value = 0.4
            return slider
        case 2: return UIStepper()
        case 3: return UISegmentedControl(items: ["One", "Two"])
        case 4:
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.6
            return progress
        case 5:
            let pages = UIPageControl()
            pages.numberOfPages = 4
            return pages
        case 6:
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            return button
        default:
            let label = UILabel()
            label.text = "Label \(index)"
            label.textColor = .secondaryLabel
            return label
        }
    }
}
