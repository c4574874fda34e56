// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A shared log of view controller callbacks.
final class NavJournal { var entries: [String] = [] }

/// A controller that logs its appearance and containment callbacks (with the moving flags) into a journal.
final class NavLoggingController: UIViewController {
    let name: String
    let journal: NavJournal
    init(_ name: String, _ journal: NavJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    private func flags() -> String {
        (isMovingToParent ? "+" : "") + (isMovingFromParent ? "-" : "")
    }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name).willAppear\(flags())") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name).didAppear\(flags())") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name).willDisappear\(flags())") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name).didDisappear\(flags())") }
    override func willMove(toParent parent: UIViewController?) {
        journal.entries.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        journal.entries.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation controller delegate that logs willShow/didShow.
final class NavLoggingDelegate: UINavigationControllerDelegate {
    let journal: NavJournal
    var animator: UIViewControllerAnimatedTransitioning?
    var operations: [UINavigationController.Operation] = []
    init(_ journal: NavJournal) { self.journal = journal }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        journal.entries.append("delegate.willShow(\((viewController as? NavLoggingController)?.name ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        journal.entries.append("delegate.didShow(\((viewController as? NavLoggingController)?.name ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
}

/// A launched device whose window shows a navigation controller with a logging root controller "A"; the journal
/// is cleared after launch.
@MainActor
func launchedNavigation(profile: DeviceProfile = .iPhone3GS)
    throws -> (HeadlessDevice, UIWindow, UINavigationController, NavJournal)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let journal = NavJournal()
    let nav = UINavigationController(rootViewController: NavLoggingController("A", journal))
    window.rootViewController = nav
    device.advance(by: 0.05)
    journal.entries.removeAll()
    return (device, window, nav, journal)
}
