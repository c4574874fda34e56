// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A titled controller.
private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// A split view controller delegate that records what it is asked and answers as configured.
private final class SplitRecorder: UISplitViewControllerDelegate {
    var entries: [String] = []
    var topColumn: UISplitViewController.Column?
    var handlesCollapse = false

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        entries.append("topColumn proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { entries.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { entries.append("didExpand") }
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        entries.append("collapse \(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "nav")")
        return handlesCollapse
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        entries.append("willChange \(displayMode.rawValue)")
    }
}

/// A phone 430 points wide (a Max-sized iPhone): regular width in landscape, where split views expand.
private let maxPhone = DeviceProfile(name: "iPhone Max", pointSize: CGSize(width: 430, height: 932), scale: 3,
                                     statusBarHeight: 54)

@MainActor
@Suite("UISplitViewController")
struct SplitViewControllerTests {
    private func launch(_ split: UISplitViewController, profile: DeviceProfile = .iPhone3GS) throws -> HeadlessDevice {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.rootViewController = split
        device.advance(by: 1.0 / 60)
        return device
    }

    @Test("Column style on an iPhone collapses into the primary's navigation controller, the secondary on top")
    func columnCollapse() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitRecorder()
        split.delegate = recorder
        let list = titled("List"), detail = titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let device = try launch(split)
        defer { withExtendedLifetime(device) {} }
        #expect(split.isCollapsed)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let nav = try #require(list.navigationController)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === nav)
        #expect(nav.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(detail.view.window != nil && list.viewIfLoaded?.window == nil)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(detail.splitViewController === split && list.splitViewController === split)
        #expect(recorder.entries == ["topColumn proposed 2", "didCollapse"])
        // Back pops to the list; show(.secondary) pushes the detail again.
        nav.popViewController(animated: false)
        #expect(nav.viewControllers.map(\.title) == ["List"])
        split.show(.secondary)
        device.advance(by: 1)
        #expect(nav.topViewController === detail)
        split.show(.primary)
        device.advance(by: 1)
        #expect(nav.topViewController === list)
    }

    @Test("The delegate can start a collapsed column interface on the primary; showDetail pushes the detail")
    func columnCollapseToPrimary() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitRecorder()
        recorder.topColumn = .primary
        split.delegate = recorder
        let list = titled("List")
        split.setViewController(list, for: .primary)
        split.setViewController(titled("Empty"), for: .secondary)
        let device = try launch(split)
        defer { withExtendedLifetime(device) {} }
        let nav = try #require(list.navigationController)
        #expect(nav.viewControllers.map(\.title) == ["List"])
        let item = titled("Item 3")
        list.showDetailViewController(item, sender: nil)
        device.advance(by: 1)
        #expect(nav.viewControllers.map(\.title) == ["List", "Item 3"])
        #expect(split.viewController(for: .secondary) === item)
    }

    @Test("A compact-column controller replaces the others while collapsed")
    func compactColumn() throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(titled("Sidebar"), for: .primary)
        split.setViewController(titled("Items"), for: .supplementary)
        split.setViewController(titled("Detail"), for: .secondary)
        let tabs = UITabBarController()
        split.setViewController(tabs, for: .compact)
        let device = try launch(split)
        defer { withExtendedLifetime(device) {} }
        #expect(split.viewControllers.count == 1)
        #expect(split.viewControllers.first === tabs.navigationController)
        #expect(tabs.view.window != nil)
    }

    @Test("Classic style collapses by pushing the secondary onto the primary navigation controller")
    func classicCollapse() throws {
        let split = UISplitViewController()
        let recorder = SplitRecorder()
        split.delegate = recorder
        let master = UINavigationController(rootViewController: titled("Master"))
        master.title = "nav"
        let detailNav = UINavigationController(rootViewController: titled("Detail"))
        detailNav.title = "detailNav"
        split.viewControllers = [master, detailNav]
        let device = try launch(split)
        defer { withExtendedLifetime(device) {} }
        #expect(split.isCollapsed && split.style == .unspecified)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === master)
        #expect(master.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(recorder.entries == ["collapse detailNav onto nav"])
    }

    @Test("Classic style: a delegate that handles the collapse starts on the master")
    func classicCollapseHandled() throws {
        let split = UISplitViewController()
        let recorder = SplitRecorder()
        recorder.handlesCollapse = true
        split.delegate = recorder
        let master = UINavigationController(rootViewController: titled("Master"))
        split.viewControllers = [master, UINavigationController(rootViewController: titled("Detail"))]
        let device = try launch(split)
        defer { withExtendedLifetime(device) {} }
        #expect(master.viewControllers.map(\.title) == ["Master"])
        // A detail shown later is pushed onto the master's stack (the top controller of a navigation controller).
        let item = titled("Item")
        master.topViewController?.showDetailViewController(UINavigationController(rootViewController: item), sender: nil)
        device.advance(by: 1)
        #expect(master.topViewController === item)
    }

    @Test("On a Max-sized phone in landscape the interface expands into tiled columns, and collapses back")
    func expandOnRotation() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = SplitRecorder()
        split.delegate = recorder
        let list = titled("List"), detail = titled("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let device = try launch(split, profile: maxPhone)
        defer { withExtendedLifetime(device) {} }
        #expect(split.isCollapsed)
        recorder.entries.removeAll()
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(!split.isCollapsed)
        #expect(recorder.entries.contains("didExpand"))
        #expect(split.displayMode == .oneBesideSecondary)
        let primaryNav = try #require(list.navigationController)
        let secondaryNav = try #require(detail.navigationController)
        #expect(primaryNav !== secondaryNav)
        #expect(primaryNav.viewControllers.map(\.title) == ["List"] && secondaryNav.viewControllers.map(\.title) == ["Detail"])
        #expect(split.viewControllers.count == 2)
        #expect(primaryNav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(secondaryNav.view.frame == CGRect(x: 320, y: 0, width: 932 - 320, height: 430))
        // The display mode button hides the primary column.
        recorder.entries.removeAll()
        split.hide(.primary)
        device.advance(by: 1.0 / 60)
        #expect(split.displayMode == .secondaryOnly)
        #expect(recorder.entries == ["willChange 1"])
        #expect(secondaryNav.view.frame == CGRect(x: 0, y: 0, width: 932, height: 430))
        #expect(primaryNav.view.isHidden)
        // Back to portrait: collapsed again, with the detail on top of the list.
        device.rotate(to: .portrait)
        device.advance(by: 1)
        #expect(split.isCollapsed)
        #expect(primaryNav.viewControllers.map(\.title) == ["List", "Detail"])
    }

    @Test("Bad input is logged and ignored: columns on a classic controller, a supplementary in two columns")
    func badInput() throws {
        let classic = UISplitViewController()
        let double = UISplitViewController(style: .doubleColumn)
        let (_, lines) = UIKitDiagnostics.capturing {
            classic.setViewController(titled("x"), for: .primary)
            double.setViewController(titled("y"), for: .supplementary)
            classic.viewControllers = [titled("a"), titled("b"), titled("c")]
        }
        #expect(lines.count == 3)
        #expect(classic.viewController(for: .primary) == nil && double.viewController(for: .supplementary) == nil)
        #expect(classic.viewControllers.count <= 2)
    }
}
