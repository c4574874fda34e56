// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
@testable import UIKit

/// An app whose window shows `root`, for the accessibility tests.
@MainActor
final class AccessibilityTestApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController

    init(root: UIViewController) {
        self.root = root
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }

    /// A launched device showing `root` (a plain controller with a white view when nil).
    static func launch(_ root: UIViewController = UIViewController(), language: String? = nil,
                       profile: DeviceProfile = .iPhone4) throws -> HeadlessDevice {
        let device = try HeadlessDevice(profile: profile)
        device.language = language
        try device.launch(delegate: AccessibilityTestApp(root: root))
        return device
    }
}

/// A label at `frame` reading `text`.
@MainActor
func accessibleLabel(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
}

/// A view that is one element with `label`, recording what the screen reader does to it.
@MainActor
final class RecordingElementView: UIView {
    var events: [String] = []
    var handlesActivate = true
    var level = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var accessibilityValue: String? {
        get { "\(level)" }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        events.append("activate")
        return handlesActivate
    }

    override func accessibilityIncrement() { level += 1 }
    override func accessibilityDecrement() { level -= 1 }
    override func accessibilityElementDidBecomeFocused() { events.append("focused") }
    override func accessibilityElementDidLoseFocus() { events.append("unfocused") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("tapped") }
}
