// SPDX-License-Identifier: Apache-2.0
//
// The app-chrome idioms of iOS code (issue 15), written exactly as iOS developers write them, in Swift 5 mode:
// navigation and tab bar controller subclasses, bar button items with target–action in the Objective-C style the
// port command produces, an alert with handlers, a custom presentation with an animator object, containment, and
// the iPhone OS 3 rotation and modal calls.

import UIKit

/// A navigation controller subclass with its own initialiser, as apps write them.
final class ThemedNavigationController: UINavigationController {
    private(set) var pushes = 0

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A list screen with an add button, the edit button, a toolbar and a detail push.
final class InboxViewController: UITableViewController {
    var messages = ["Welcome", "Lunch?", "Invoice"]
    private(set) var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: Selector("addMessage:", InboxViewController.addMessage(_:)))
        navigationItem.leftBarButtonItem = editButtonItem
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil),
        ]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    func addMessage(_ sender: Any?) {
        added += 1
        messages.insert("New \(added)", at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = MessageViewController()
        detail.message = messages[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

/// A detail screen that confirms deletion with an alert and can present a sheet.
final class MessageViewController: UIViewController {
    var message = ""
    private(set) var confirmed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = message
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: nil, style: .plain, target: self,
                                                            action: Selector("confirmDelete", MessageViewController.confirmDelete))
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete message?", message: "This cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { [weak self] _ in
            self?.confirmed = true
            self?.navigationController?.popViewController(animated: true)
        }))
        present(alert, animated: true, completion: nil)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

/// A tab bar controller assembled in code, as in an app delegate.
func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    let inbox = UINavigationController(rootViewController: InboxViewController(style: .plain))
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
    let favourites = UIViewController()
    favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    favourites.tabBarItem.badgeValue = "2"
    tabs.viewControllers = [inbox, favourites]
    tabs.selectedIndex = 0
    return tabs
}

/// A fade animator object, as apps write custom transitions.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView?.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// A controller that presents another with the fade animator, being its transitioning delegate.
final class FadingPresenter: UIViewController, UIViewControllerTransitioningDelegate {
    func showCard() {
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: nil)
    }
}

/// A container that embeds a child the documented way.
final class ContainerViewController: UIViewController {
    let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func removeChild() {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// An app delegate that shows the tab bar controller, as iOS templates set up the window.
final class AppChromeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = makeTabs()
        window?.makeKeyAndVisible()
        return true
    }
}
