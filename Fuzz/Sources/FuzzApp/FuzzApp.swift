// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
import UIKit

/// The small app the app-level targets launch on a headless device: a window with a button, a label and an image
/// view in a view that tracks several fingers and recognises taps, pans, pinches, swipes and long presses, so
/// replayed input reaches hit testing, touch delivery, gesture recognition, control tracking and animation.
@MainActor
public final class FuzzApp: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let board = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        board.isMultipleTouchEnabled = true
        board.backgroundColor = .white
        for recognizer in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UIPinchGestureRecognizer(),
                           UISwipeGestureRecognizer(), UILongPressGestureRecognizer()] {
            recognizer.cancelsTouchesInView = false
            recognizer.addTarget(self) { recognizer in
                guard recognizer.state == .ended, let view = recognizer.view else { return }
                UIView.animate(withDuration: 0.2) { view.alpha = view.alpha < 1 ? 1 : 0.5 }
            }
            board.addGestureRecognizer(recognizer)
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        let label = UILabel(frame: CGRect(x: 160, y: 20, width: 140, height: 44))
        label.text = "Touchstone"
        button.addAction(UIAction { _ in label.text = label.text == "Touchstone" ? "Tapped" : "Touchstone" },
                         for: .touchUpInside)
        let imageView = UIImageView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        imageView.backgroundColor = .blue
        imageView.isUserInteractionEnabled = true
        board.addSubview(button)
        board.addSubview(label)
        board.addSubview(imageView)
        window.addSubview(board)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// A device of `profile` running a new ``FuzzApp`` launched with `info` as its Info.plist; nil when the launch
    /// throws (the runtime refused something, which is allowed).
    public static func launch(profile: DeviceProfile = .iPhone3GS, info: [String: Any] = [:]) -> HeadlessDevice? {
        guard let device = try? HeadlessDevice(profile: profile) else { return nil }
        do { try device.launch(delegate: FuzzApp(), info: info) } catch { return nil }
        return device
    }
}
