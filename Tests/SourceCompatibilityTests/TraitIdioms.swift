// SPDX-License-Identifier: Apache-2.0
//
// Adaptive code as iOS apps write it (Swift 5 mode): trait changes in a view and a view controller, and a label
// that follows Dynamic Type (TraitIdiomsTests.swift).

import UIKit

class AdaptiveBadgeView: UIView {
    var layoutLog: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass == .compact {
            layoutLog.append("compact")
        } else if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            layoutLog.append("regular")
        }
    }
}

class ArticleViewController: UIViewController {
    let badge = AdaptiveBadgeView()
    let bodyLabel = UILabel()
    var isCompactWidth = false
    var sizeClassChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.text = "Body text that follows the reader's text size."
        view.addSubview(badge)
        view.addSubview(bodyLabel)
        if UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft {
            bodyLabel.textAlignment = .right
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .compact {
            isCompactWidth = true
        }
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
            sizeClassChanges += 1
        }
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            bodyLabel.numberOfLines = 0
        }
    }
}

class ArticleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let article = ArticleViewController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = article
        window?.makeKeyAndVisible()
        let metrics = UIFontMetrics(forTextStyle: .headline)
        _ = metrics.scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        _ = UIFontMetrics.default.scaledValue(for: 8)
        return true
    }
}
