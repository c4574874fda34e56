// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// An app delegate showing the typical profile screen.
final class ProfileAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let profile = ProfileViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = profile
        window?.makeKeyAndVisible()
        return true
    }
}

/// A view that records the layout callbacks around its controller's.
final class LayoutLoggingView: UIView {
    var log: [String] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
    }
}

/// A controller that records its layout callbacks.
final class LayoutLoggingController: UIViewController {
    let logging = LayoutLoggingView()
    override func loadView() { view = logging }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        logging.log.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        logging.log.append("viewDidLayoutSubviews")
    }
}

/// A view that can become first responder and counts resignations.
final class EditableView: UIView {
    var refuses = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refuses }
}

@MainActor
@Suite("Source compatibility: a typical app screen")
struct TypicalAppTests {
    @Test("The profile screen lays itself out in viewDidLayoutSubviews and answers its button")
    func profileScreen() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ProfileAppDelegate.self)
        let profile = try #require((device.application?.delegate as? ProfileAppDelegate)?.profile)
        var followed: [Bool] = []
        profile.onFollow = { followed.append($0) }
        device.advance(by: 0.5)

        let button = try #require(profile.view.subviews.compactMap { $0 as? UIButton }.first)

        // The double-tap recognizer on the view delays the button's touch-up until it fails (delaysTouchesEnded).
        device.tap(at: CGPoint(x: 160, y: 20 + 16 + 64 + 16 + 22))
        device.advance(by: 0.6)

        #expect(button.frame == CGRect(x: 16, y: 116, width: 288, height: 44))
        #expect(profile.title == "Profile")
        #expect(followed == [true])
        #expect(button.isSelected)
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews bracket the view's layoutSubviews")
    func layoutCallbacks() {
        let controller = LayoutLoggingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()

        #expect(controller.logging.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test("preferredFont(forTextStyle:) gives iOS's default type ramp")
    func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test("endEditing resigns the first responder inside the view, by force when asked")
    func endEditing() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(ProfileAppDelegate.self)
        let root = try #require((device.application?.delegate as? ProfileAppDelegate)?.profile.view)
        let field = EditableView()
        root.addSubview(field)
        #expect(field.becomeFirstResponder())

        field.refuses = true
        #expect(!root.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(root.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test("intrinsicContentSize: none for a plain view, the content's for a label")
    func intrinsicContentSize() {
        let label = UILabel()
        label.text = "Hello"

        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(label.intrinsicContentSize.width > 0)
        #expect(RoundedCardView(frame: .zero).intrinsicContentSize == CGSize(width: 200, height: 120))
    }
}
