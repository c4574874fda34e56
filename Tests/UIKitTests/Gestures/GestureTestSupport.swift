// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Logs the touch calls a view gets, one entry per call ("began", "moved", "ended", "cancelled").
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A window with `parent` (screen (0, 40, 320, 400)) holding `child` (screen (20, 60, 200, 200)); both log touches
/// and take several fingers.
final class GestureScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let parent = TouchLogView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
    let child = TouchLogView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        parent.isMultipleTouchEnabled = true
        child.isMultipleTouchEnabled = true
        parent.addSubview(child)
        window.addSubview(parent)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Records the state a recognizer reports each time its action runs.
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    var count: Int { states.count }

    init(_ recognizers: UIGestureRecognizer...) {
        for r in recognizers { r.addTarget(self) { [unowned self] r in states.append(r.state) } }
    }
}

/// A launched iPhone 3GS (320×480 points; screen and window coordinates agree) showing a `GestureScene`.
@MainActor
func launchGestureScene() throws -> (HeadlessDevice, GestureScene) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    let scene = GestureScene()
    try device.launch(delegate: scene)
    return (device, scene)
}

/// A point on screen.
func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Whether two numbers agree to 1e-9 (for values computed through divisions of frame times).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
