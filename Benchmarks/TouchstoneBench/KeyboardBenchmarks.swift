// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// The keyboard's slide (issue 17, benchmark b): a text object becomes first responder and resigns, over and over,
/// on an iPhone 4 and on the modern phone; every frame of the 0.25 s slides up and down is timed, p50 and p99.
enum KeyboardBenchmarks {
    /// Show-and-hide cycles timed per profile.
    static let cycles = 20

    /// Prints p50/p99 of the slide frames for each profile.
    static func printFrameTimes() {
        MainActor.assumeIsolated {
            for profile in [DeviceProfile.iPhone4, .modernPhone] {
                guard let session = try? KeyboardSession(profile: profile) else {
                    return print("Keyboard slide skipped: no launch")
                }
                var up: [Double] = [], down: [Double] = []
                for _ in 0..<cycles {
                    session.field.becomeFirstResponder()
                    up += session.timeFrames(16)
                    session.field.resignFirstResponder()
                    down += session.timeFrames(16)
                }
                up.sort()
                down.sort()
                print(String(format: "Keyboard slide frames, %@, %d slides each way (ms): up p50 %.3f p99 %.3f; "
                             + "down p50 %.3f p99 %.3f", profile.name, cycles, percentile(up, 0.5),
                             percentile(up, 0.99), percentile(down, 0.5), percentile(down, 0.99)))
            }
        }
    }

    private static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}

/// A text object: adopting `UIKeyInput` is what brings up the keyboard.
@MainActor
private final class BenchTextView: UIView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
}

/// A launched headless device with a screen of labels and one text object.
@MainActor
private final class KeyboardSession {
    let device: HeadlessDevice
    let field = BenchTextView(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
    private var window: UIWindow?

    init(profile: DeviceProfile) throws {
        device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        for i in 0..<40 {
            let label = UILabel(frame: CGRect(x: 10, y: 120 + CGFloat(i) * 18, width: 300, height: 16))
            label.text = "Row \(i): the quick brown fox"
            root.view.addSubview(label)
        }
        field.backgroundColor = .secondarySystemBackground
        root.view.addSubview(field)
        device.advance(by: 0.1)
    }

    /// Times `count` frames (ms each).
    func timeFrames(_ count: Int) -> [Double] {
        (0..<count).map { _ in
            let start = Harness.realMilliseconds()
            device.advance(by: 1.0 / 60)
            return Harness.realMilliseconds() - start
        }
    }
}
