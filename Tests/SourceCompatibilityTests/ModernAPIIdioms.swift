// SPDX-License-Identifier: Apache-2.0
//
// Modern UIKit API as iOS 15–17 apps write it (Swift 5 mode): a chat composer pinned to the keyboard layout guide that registers for
// trait changes
// (ModernAPIIdiomsTests.swift).

import UIKit

final class ComposerViewController: UIViewController {
    let messageField = UITextField()
    var styleChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageField.translatesAutoresizingMaskIntoConstraints = false
        messageField.borderStyle = .roundedRect
        view.addSubview(messageField)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        if #available(iOS 17.0, *) {
            view.keyboardLayoutGuide.usesBottomSafeArea = false
        }
        NSLayoutConstraint.activate([
            messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        let wide = messageField.heightAnchor.constraint(equalToConstant: 44)
        view.keyboardLayoutGuide.setConstraints([wide], activeWhenAwayFrom: .top)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.styleChanges += 1
        }
    }
}

final class ComposerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var composer: ComposerViewController?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let composer = ComposerViewController()
        window.rootViewController = composer
        window.makeKeyAndVisible()
        self.window = window
        self.composer = composer
        return true
    }
}
