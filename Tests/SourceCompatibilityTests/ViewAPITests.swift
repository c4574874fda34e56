// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A view using the Interface Builder hooks, tint, safe-area and accessibility overrides as iOS code does.
final class BadgeButton: UIView {
    private(set) var tintChanges = 0
    private(set) var safeAreaChanges = 0
    private(set) var marginChanges = 0
    var count = 3

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .red
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        count = 99
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { "\(count) new messages" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.button, .updatesFrequently] }
        set {}
    }
}

/// A controller choosing the status bar's look, as iOS 7 and later code does.
final class DarkViewController: UIViewController {
    var hidesStatusBar = false

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }

    override func awakeFromNib() {
        super.awakeFromNib()
    }
}

/// An app whose window holds a `DarkViewController`.
final class DarkAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = DarkViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("Source compatibility: small view and controller API")
struct ViewAPITests {
    @Test("awakeFromNib and prepareForInterfaceBuilder can be overridden and call super")
    func interfaceBuilderHooks() {
        let badge = BadgeButton()
        badge.awakeFromNib()
        badge.prepareForInterfaceBuilder()

        #expect(badge.backgroundColor == .red)
        #expect(badge.count == 99)
    }

    @Test("setNeedsStatusBarAppearanceUpdate applies the root controller's preferences")
    func statusBarPreferences() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(DarkAppDelegate.self)
        let delegate = try #require(device.application?.delegate as? DarkAppDelegate)
        let app = try #require(device.application)
        #expect(app.statusBarStyle == .default)

        delegate.controller.setNeedsStatusBarAppearanceUpdate()
        #expect(app.statusBarStyle == .lightContent)
        #expect(!app.isStatusBarHidden)

        delegate.controller.hidesStatusBar = true
        delegate.controller.setNeedsStatusBarAppearanceUpdate()
        #expect(app.isStatusBarHidden)
    }

    @Test("tintColor is inherited down the tree, defaults to system blue and reports changes")
    func tintInheritance() {
        let root = UIView()
        let badge = BadgeButton()
        let own = UIView()
        root.addSubview(badge)
        root.addSubview(own)
        own.tintColor = .green

        #expect(root.tintColor == .systemBlue)
        #expect(badge.tintColor == .systemBlue)
        root.tintColor = .orange
        #expect(badge.tintColor == .orange)
        #expect(own.tintColor == .green)
        #expect(badge.tintChanges == 1)
        root.tintColor = nil
        #expect(badge.tintColor == .systemBlue)
        #expect(badge.tintChanges == 2)

        let tinted = UIView()
        tinted.tintColor = .purple
        tinted.addSubview(badge)
        #expect(badge.tintColor == .purple)
        #expect(badge.tintChanges == 3)
        let sameTint = UIView()
        sameTint.tintColor = .purple
        sameTint.addSubview(badge)
        #expect(badge.tintChanges == 3)
        badge.removeFromSuperview()
        #expect(badge.tintChanges == 4)
    }

    @Test("The dimmed adjustment mode greys the tint of the subtree")
    func tintAdjustmentMode() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

        #expect(child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(child.tintColor.getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.299) < 0.001)
    }

    @Test("Safe area insets: the status bar on iPhone 4, the sensor housing and home indicator on a modern phone")
    func safeAreaInsets() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(DarkAppDelegate.self)
        let delegate = try #require(device.application?.delegate as? DarkAppDelegate)
        let window = try #require(delegate.window)
        let root = delegate.controller.view!
        let badge = BadgeButton(frame: CGRect(x: 0, y: 10, width: 100, height: 40))
        let lower = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        root.addSubview(badge)
        root.addSubview(lower)
        root.setNeedsLayout()
        device.advance(by: 1.0 / 60)

        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(root.safeAreaInsets.top == 20)
        #expect(badge.safeAreaInsets.top == 10)
        #expect(lower.safeAreaInsets == .zero)
        #expect(badge.safeAreaChanges == 1)
        #expect(UIView().safeAreaInsets == .zero)

        delegate.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        #expect(root.safeAreaInsets.bottom == 44)

        let modern = try HeadlessDevice(profile: .modernPhone)
        try modern.launch(DarkAppDelegate.self)
        let modernWindow = try #require((modern.application?.delegate as? DarkAppDelegate)?.window)
        #expect(modernWindow.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("Layout margins default to 8 points, measured from the safe area")
    func layoutMargins() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(DarkAppDelegate.self)
        let root = try #require((device.application?.delegate as? DarkAppDelegate)?.controller.view)
        let badge = BadgeButton()

        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMargins.top == 8)
        badge.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(badge.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(badge.marginChanges == 1)
        badge.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9)
        #expect(badge.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
        #expect(badge.directionalLayoutMargins.trailing == 9)
    }

    @Test("Accessibility defaults for labels, buttons and image views, and overrides in subclasses")
    func accessibilityProperties() {
        let label = UILabel()
        label.text = "Inbox"
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        let plain = UIView()

        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(UIImageView().accessibilityTraits == .image)
        #expect(!plain.isAccessibilityElement)
        label.accessibilityLabel = "Inbox folder"
        #expect(label.accessibilityLabel == "Inbox folder")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
        #expect(BadgeButton().accessibilityLabel == "3 new messages")
    }

    @Test("The headless device reads the accessibility tree in VoiceOver's order and records posts")
    func accessibilityTree() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(DarkAppDelegate.self)
        let root = try #require((device.application?.delegate as? DarkAppDelegate)?.controller.view)
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        title.text = "Messages"
        let badge = BadgeButton(frame: CGRect(x: 240, y: 40, width: 40, height: 30))
        badge.accessibilityIdentifier = "badge"
        let chart = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "12"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 80)
        chart.accessibilityElements = [bar]
        let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.text = "secret"
        hidden.isHidden = true
        root.addSubview(chart)
        root.addSubview(badge)
        root.addSubview(title)
        root.addSubview(hidden)

        let nodes = device.accessibilityElements()
        UIAccessibility.post(notification: .announcement, argument: "Sent")

        #expect(nodes.map(\.label) == ["Messages", "3 new messages", "Monday"])
        #expect(nodes[1].identifier == "badge")
        #expect(nodes[1].traits == [.button, .updatesFrequently])
        #expect(nodes[2].value == "12")
        #expect(nodes[2].frame == CGRect(x: 10, y: 210, width: 20, height: 80))
        #expect(device.accessibilityPosts.count == 1)
        #expect(device.accessibilityPosts.first?.notification == .announcement)
        #expect(device.accessibilityPosts.first?.argument as? String == "Sent")
    }
}
