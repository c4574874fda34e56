// SPDX-License-Identifier: Apache-2.0
//
// Auto Layout as iOS apps write it (Swift 5 mode): a controller built in code with anchors, the safe area and the
// margins guides, priorities, hugging and compression resistance, a self-sizing custom view, the old item–
// attribute API, constraints changed in updateViewConstraints and animated (AutoLayoutIdiomsTests.swift).

import UIKit

final class CountBadgeView: UIView {
    var count = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 20 + 10 * count, height: 20) }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        super.updateConstraints()
    }
}

class ContactCardViewController: UIViewController {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Ada"
        return label
    }()
    let badge = CountBadgeView()
    let panel = UIView()
    var panelHeight: NSLayoutConstraint!
    var expanded = false
    var updateCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        view.addSubview(badge)
        view.addSubview(panel)
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 100)
        let preferredWidth = nameLabel.widthAnchor.constraint(equalToConstant: 1000)
        preferredWidth.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            badge.leadingAnchor.constraint(equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1),
            badge.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            preferredWidth,
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            panelHeight,
        ])
        nameLabel.setContentHuggingPriority(.required, for: .vertical)
        nameLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.addConstraint(NSLayoutConstraint(item: panel, attribute: .top, relatedBy: .greaterThanOrEqual,
                                              toItem: nameLabel, attribute: .bottom, multiplier: 1.0, constant: 8))
    }

    override func updateViewConstraints() {
        updateCount += 1
        panelHeight.constant = expanded ? 300 : 100
        super.updateViewConstraints()
    }

    func toggle() {
        expanded.toggle()
        view.setNeedsUpdateConstraints()
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}

final class ContactCardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var profile: ContactCardViewController?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let profile = ContactCardViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
        self.window = window
        self.profile = profile
        return true
    }
}
