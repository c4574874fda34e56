// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A launched device with one 100×100 view at (0, 0) in the key window; times are on the manual clock.
@MainActor
struct AnimationFixture {
    let device: HeadlessDevice
    let window: UIWindow
    let view: UIView

    init() throws {
        device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        window = try #require(device.application?.keyWindow)
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        device.runPendingWork()
    }

    /// The view's layer as it is on screen now.
    var shown: CALayer { view.layer.presentation() ?? view.layer }

    /// The on-screen alpha.
    var shownAlpha: Double { Double(shown.opacity) }
}

/// Records completion calls.
@MainActor
final class AnimationCompletionLog {
    var calls: [Bool] = []
    var record: (Bool) -> Void { { self.calls.append($0) } }
}

/// `a` equals `b` within float rounding.
func animationNear(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }
