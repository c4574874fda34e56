// SPDX-License-Identifier: Apache-2.0
//
// iOS 13's bar appearance API as nearly every modern app writes it (Swift 5 mode): a themed navigation bar set
// from viewDidLoad, on the bar and through the appearance proxy, and a tab bar controller subclass configuring its
// tab bar's item colours.

import UIKit

/// A list screen that themes its navigation bar the way apps do since iOS 13.
final class ThemedListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Themed"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.shadowColor = .clear
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.compactAppearance = appearance

        let buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.configureWithTransparentBackground()
        itemAppearance.buttonAppearance = buttonAppearance
        navigationItem.scrollEdgeAppearance = itemAppearance
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }
}

/// A tab bar controller that configures its bar in viewDidLoad.
final class ThemedTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tab = UITabBarAppearance(); tab.configureWithDefaultBackground()
        tab.stackedLayoutAppearance.normal.iconColor = .gray
        tab.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        tabBar.standardAppearance = tab; tabBar.scrollEdgeAppearance = tab

        let copy = tab.copy()
        copy.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue
        if #available(iOS 15.0, *) {
            UITabBar.appearance().scrollEdgeAppearance = copy
        }
    }
}

/// The app: the proxy set at launch, then a tab bar controller holding a navigation controller.
class ThemedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let list = ThemedListViewController(style: .plain)
    let tabs = ThemedTabBarController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let proxyAppearance = UINavigationBarAppearance()
        proxyAppearance.configureWithDefaultBackground()
        UINavigationBar.appearance().standardAppearance = proxyAppearance
        UINavigationBar.appearance().tintColor = .systemRed

        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), tag: 0)
        tabs.viewControllers = [navigation]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
