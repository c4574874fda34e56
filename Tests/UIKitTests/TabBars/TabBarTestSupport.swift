// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A shared, ordered record of callbacks from several controllers.
final class TabJournal { var entries: [String] = [] }

/// A controller that records its appearance callbacks in a journal, prefixed with its title.
final class TabChild: UIViewController {
    let journal: TabJournal
    init(_ name: String, _ journal: TabJournal = TabJournal()) {
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    private var name: String { title ?? "?" }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name).didDisappear") }
}

/// A tab bar controller delegate that records what it is asked and told, and can refuse selections.
final class RecordingTabDelegate: UITabBarControllerDelegate {
    var entries: [String] = []
    var refuse: Set<String> = []
    var animator: UIViewControllerAnimatedTransitioning?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = viewController === tabBarController.moreNavigationController ? "More" : viewController.title ?? "?"
        entries.append("should \(name)")
        return !refuse.contains(name)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        let name = viewController === tabBarController.moreNavigationController ? "More" : viewController.title ?? "?"
        entries.append("did \(name)")
    }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        entries.append("willBegin \(viewControllers.count)")
    }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {
        entries.append("willEnd \(changed)")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {
        entries.append("didEnd \(changed)")
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A cross-fade tab switch of `duration` seconds, as apps write them.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var ended: Bool?
    init(duration: TimeInterval) { self.duration = duration }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A launched device of `profile` whose window's root is a tab bar controller of `count` titled children
/// ("c0", "c1", …), all logging into one journal (cleared after launch).
@MainActor
func launchedTabs(_ count: Int, profile: DeviceProfile = .iPhone3GS)
    throws -> (HeadlessDevice, UIWindow, UITabBarController, [TabChild], TabJournal)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let journal = TabJournal()
    let children = (0..<count).map { TabChild("c\($0)", journal) }
    let tabs = UITabBarController()
    tabs.viewControllers = children
    window.rootViewController = tabs
    device.advance(by: 1.0 / 60)
    journal.entries.removeAll()
    return (device, window, tabs, children, journal)
}

/// The centre of `view` in window coordinates (where a tap lands on it).
@MainActor
func centre(of view: UIView) -> CGPoint {
    let frame = view.convert(view.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}
