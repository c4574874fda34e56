// SPDX-License-Identifier: Apache-2.0
//
// A settings card built with stack views as iOS apps write it (Swift 5 mode): a vertical stack of two equal
// buttons pinned with anchors, a stack view subclass, and a row hidden with animation (StackViewIdiomsTests.swift).

import UIKit

/// A stack view subclass with its own initialiser, as apps write them: `required init(coder:)` is not failable for
/// stack views in Apple's SDK.
class ToolbarStack: UIStackView {
    init(items: [UIView]) {
        super.init(frame: .zero)
        items.forEach { addArrangedSubview($0) }
        axis = .horizontal
        distribution = .equalSpacing
        alignment = .firstBaseline
        isLayoutMarginsRelativeArrangement = true
        layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class SettingsCardViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    let detailLabel = UILabel()
    var stack: UIStackView!
    var toolbar: ToolbarStack!

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.setTitle("Save", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        detailLabel.text = "Changes are saved to this device."

        let stack = UIStackView(arrangedSubviews: [saveButton, cancelButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.heightAnchor.constraint(equalToConstant: 88),
        ])
        stack.insertArrangedSubview(detailLabel, at: 0)
        stack.setCustomSpacing(16, after: detailLabel)
        self.stack = stack

        let title = UILabel()
        title.text = "Title"
        toolbar = ToolbarStack(items: [title, UILabel()])
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
    }

    func setDetailHidden(_ hidden: Bool) {
        UIView.animate(withDuration: 0.3) {
            self.detailLabel.isHidden = hidden
            self.view.layoutIfNeeded()
        }
    }
}

class SettingsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let card = SettingsCardViewController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = card
        window?.makeKeyAndVisible()
        return true
    }
}
