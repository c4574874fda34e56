// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Logs the appearance and memory-warning callbacks, and the hierarchy notifications of its view.
final class AppearanceLoggingController: UIViewController {
    var log: [String] = []
    override func loadView() { view = LoggingRootView(controller: self) }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func didReceiveMemoryWarning() { log.append("didReceiveMemoryWarning") }
}

/// A root view reporting its window moves into its controller's log.
final class LoggingRootView: UIView {
    weak var controller: AppearanceLoggingController?
    convenience init(controller: AppearanceLoggingController) {
        self.init(frame: .zero)
        self.controller = controller
    }
    override func willMove(toWindow newWindow: UIWindow?) { controller?.log.append("willMoveToWindow") }
    override func didMoveToWindow() { controller?.log.append("didMoveToWindow") }
}

@MainActor
@Suite("UIViewController appearance")
struct ViewControllerAppearanceTests {
    @Test("A root view controller's view appears when its window is shown, loading the view first")
    func rootControllerAppearsWithWindow() throws {
        let (device, _) = try launchedTestWindow()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = AppearanceLoggingController()
        window.rootViewController = controller
        // The window is still hidden: the view is loaded and placed, but has not appeared.
        #expect(controller.log == ["viewDidLoad", "willMoveToWindow", "didMoveToWindow"])
        controller.log.removeAll()
        window.makeKeyAndVisible()
        #expect(controller.log == ["viewWillAppear", "viewDidAppear"])
        controller.log.removeAll()
        window.isHidden = true
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
        _ = device
    }

    @Test("Adding to and removing from a shown window brackets the window moves with will/did appear and disappear")
    func appearanceBracketsWindowMoves() throws {
        let (_, window) = try launchedTestWindow()
        let controller = AppearanceLoggingController()
        _ = controller.view
        controller.log.removeAll()
        window.addSubview(controller.view)
        #expect(controller.log == ["viewWillAppear", "willMoveToWindow", "didMoveToWindow", "viewDidAppear"])
        controller.log.removeAll()
        controller.view.removeFromSuperview()
        #expect(controller.log == ["viewWillDisappear", "willMoveToWindow", "didMoveToWindow", "viewDidDisappear"])
    }

    @Test("A controller's view nested inside another view appears with the outer view")
    func nestedControllerAppears() throws {
        let (_, window) = try launchedTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = AppearanceLoggingController()
        container.addSubview(controller.view)
        controller.log.removeAll()
        window.addSubview(container)
        #expect(controller.log == ["viewWillAppear", "willMoveToWindow", "didMoveToWindow", "viewDidAppear"])
        controller.log.removeAll()
        // Moving within the same window is not an appearance change.
        let other = UIView()
        window.addSubview(other)
        other.addSubview(controller.view)
        #expect(controller.log.isEmpty)
    }

    @Test("Repeated or unbalanced appearance transitions are ignored")
    func transitionsAreIdempotent() {
        let controller = AppearanceLoggingController()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Memory warnings reach every live view controller, shown or not, after the delegate")
    func memoryWarningsReachControllers() throws {
        let (device, window) = try launchedTestWindow()
        let shown = AppearanceLoggingController()
        window.addSubview(shown.view)
        let offscreen = AppearanceLoggingController()
        shown.log.removeAll()
        device.simulateMemoryWarning()
        #expect(shown.log == ["didReceiveMemoryWarning"])
        #expect(offscreen.log == ["didReceiveMemoryWarning"])
        #expect(offscreen.isViewLoaded == false)
    }

    @Test("The controller sits between its view and the view's superview in the responder chain")
    func responderChain() throws {
        let (_, window) = try launchedTestWindow()
        let controller = AppearanceLoggingController()
        window.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }
}
