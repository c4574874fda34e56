// SPDX-License-Identifier: Apache-2.0

import UIKit

/// Three screens under a row of buttons: Contacts (a table), Photos (a grid) and Pickers.
///
/// A real app would use a UITabBarController; Touchstone has neither it nor UINavigationController yet, nor the
/// child view controller API, so this controller keeps the three controllers and shows one view at a time below a
/// custom bar of three buttons (the selected one bold).
public final class ListsRootViewController: UIViewController {
    /// The three screens, in the bar's order.
    public let contacts = ContactsViewController()
    public let photos = PhotoGridViewController()
    public let pickers = PickersViewController()

    /// The switcher's buttons, one per screen.
    public private(set) var tabButtons: [UIButton] = []
    /// The index of the screen on show.
    public private(set) var selectedIndex = 0

    private let bar = UIView()
    private var screens: [UIViewController] { [contacts, photos, pickers] }

    /// The height of the switcher bar, in points, below the status bar.
    public static let barHeight: CGFloat = 44

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bar.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(bar)
        for (index, title) in ["Contacts", "Photos", "Pickers"].enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] _ in
                self?.showScreen(at: index)
            })
            bar.addSubview(button)
            tabButtons.append(button)
        }
        showScreen(at: 0)
    }

    /// Shows screen `index` (0 Contacts, 1 Photos, 2 Pickers) in place of the current one.
    public func showScreen(at index: Int) {
        guard screens.indices.contains(index) else { return }
        screens[selectedIndex].view.removeFromSuperview()
        selectedIndex = index
        view.addSubview(screens[index].view)
        for (i, button) in tabButtons.enumerated() {
            button.titleLabel?.font = i == index ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        }
        view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top: CGFloat = 20
        bar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: Self.barHeight)
        let width = bar.bounds.width / CGFloat(max(1, tabButtons.count))
        for (i, button) in tabButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: Self.barHeight)
        }
        screens[selectedIndex].view.frame = CGRect(x: 0, y: bar.frame.maxY, width: view.bounds.width,
                                                   height: view.bounds.height - bar.frame.maxY)
    }
}
