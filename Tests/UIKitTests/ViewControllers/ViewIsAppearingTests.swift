// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Logs appearance and layout callbacks, and the view's geometry when `viewIsAppearing` comes.
final class IsAppearingController: UIViewController {
    var log: [String] = []
    var windowAtIsAppearing: UIWindow?
    var boundsAtIsAppearing: CGRect?
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("isAppearing")
        windowAtIsAppearing = view.window
        boundsAtIsAppearing = view.bounds
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("willLayout") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

@MainActor
@Suite("viewIsAppearing")
struct ViewIsAppearingTests {
    @Test("viewIsAppearing comes once, between viewWillAppear and viewDidAppear, in the window and laid out")
    func order() throws {
        let (_, _) = try launchedTestWindow()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = IsAppearingController()
        window.rootViewController = controller
        controller.log.removeAll()
        window.makeKeyAndVisible()
        #expect(controller.log.filter { $0 == "isAppearing" }.count == 1)
        let will = try #require(controller.log.firstIndex(of: "willAppear"))
        let isAppearing = try #require(controller.log.firstIndex(of: "isAppearing"))
        let did = try #require(controller.log.firstIndex(of: "didAppear"))
        #expect(will < isAppearing && isAppearing < did)
        if let layout = controller.log.firstIndex(of: "willLayout") { #expect(isAppearing < layout) }
        #expect(controller.windowAtIsAppearing === window)
        #expect(controller.boundsAtIsAppearing?.size == window.bounds.size)
    }

    @Test("Each appearance sends it again; a view added to a shown window gets it before viewDidAppear")
    func everyAppearance() throws {
        let (_, window) = try launchedTestWindow()
        let controller = IsAppearingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        controller.log.removeAll()
        window.addSubview(controller.view)
        #expect(controller.log.filter { $0 != "willLayout" } == ["willAppear", "isAppearing", "didAppear"])
        #expect(controller.windowAtIsAppearing === window)
        controller.view.removeFromSuperview()
        controller.log.removeAll()
        window.addSubview(controller.view)
        #expect(controller.log.filter { $0 == "isAppearing" }.count == 1)
        #expect(controller.boundsAtIsAppearing?.size == CGSize(width: 100, height: 80))
    }
}
