// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A button that presents a tab bar controller of seven tabs (so the More tab appears), each a coloured screen
/// naming its tab, with a Close button on the first.
public final class TabsViewController: UIViewController {
    /// Presents the tab bar controller.
    public let showTabsButton = UIButton(type: .system)
    /// The tab bar controller last presented.
    public private(set) var tabController: UITabBarController?

    /// The tabs: a system item and a colour each.
    public static let tabs: [(UITabBarItem.SystemItem, UIColor)] = [
        (.favorites, .systemYellow), (.featured, .systemOrange), (.topRated, .systemRed),
        (.recents, .systemPurple), (.contacts, .systemBlue), (.history, .systemTeal), (.downloads, .systemGreen),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        showTabsButton.setTitle("Show tab bar controller", for: .normal)
        showTabsButton.addAction(UIAction { [weak self] _ in self?.showTabs() }, for: .touchUpInside)
        view.addSubview(showTabsButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showTabsButton.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 40, width: view.bounds.width - 40, height: 44)
    }

    /// Presents a tab bar controller full screen.
    public func showTabs() {
        let tabs = UITabBarController()
        tabs.viewControllers = Self.tabs.enumerated().map { index, tab in
            let screen = UIViewController()
            screen.view.backgroundColor = tab.1
            screen.tabBarItem = UITabBarItem(tabBarSystemItem: tab.0, tag: index)
            if index == 2 { screen.tabBarItem.badgeValue = "3" }
            if index == 0 {
                let close = UIButton(type: .system)
                close.setTitle("Close", for: .normal)
                close.setTitleColor(.black, for: .normal)
                close.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
                close.addAction(UIAction { [weak tabs] _ in tabs?.dismiss(animated: true) }, for: .touchUpInside)
                screen.view.addSubview(close)
            }
            return screen
        }
        tabs.modalPresentationStyle = .fullScreen
        tabController = tabs
        present(tabs, animated: true)
    }
}
