// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records containment callbacks.
private final class ChildController: UIViewController {
    var log: [String] = []
    override func willMove(toParent parent: UIViewController?) { log.append("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

@MainActor
@Suite("View controller containment")
struct ContainmentTests {
    @Test("addChild calls willMove(toParent:); the container calls didMove; removal mirrors it")
    func addAndRemoveFollowApplesProtocol() throws {
        let (_, window) = try launchedTestWindow()
        let parent = UIViewController()
        window.rootViewController = parent
        let child = ChildController()
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.log == ["willMove(parent)", "viewWillAppear", "viewDidAppear", "didMove(parent)"])
        child.log.removeAll()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test("Adding a child that has another parent moves it; a controller cannot contain itself or its ancestor")
    func reparentingAndCycles() {
        let a = UIViewController(), b = UIViewController()
        let child = ChildController()
        a.addChild(child)
        child.log.removeAll()
        b.addChild(child)
        #expect(child.log == ["willMove(nil)", "didMove(nil)", "willMove(parent)"])
        #expect(a.children.isEmpty && b.children.first === child)
        let (_, lines) = UIKitDiagnostics.capturing {
            a.addChild(a)
            child.addChild(b)
        }
        #expect(lines.count == 2)
        #expect(a.children.isEmpty && child.children.isEmpty)
    }

    @Test("Setting the title names the navigation and tab bar items; they are made lazily with it")
    func titleFeedsBarItems() {
        let vc = UIViewController()
        vc.title = "Inbox"
        #expect(vc.navigationItem.title == "Inbox")
        #expect(vc.tabBarItem.title == "Inbox")
        vc.title = "Sent"
        #expect(vc.navigationItem.title == "Sent")
        #expect(vc.tabBarItem.title == "Sent")
        #expect(vc.navigationItem === vc.navigationItem)
    }

    @Test("The edit button toggles editing and reads Edit or Done")
    func editButtonItemTogglesEditing() {
        final class Editor: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let vc = Editor()
        let item = vc.editButtonItem
        #expect(item === vc.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(item.performTap())
        #expect(vc.isEditing && vc.calls == [true])
        #expect(item.title == "Done" && item.style == .done)
        vc.isEditing = false
        #expect(item.title == "Edit")
        #expect(vc.calls == [true, false])
    }

    @Test("A table view controller's edit button puts its table in editing mode")
    func tableControllerEditButton() {
        let controller = UITableViewController(style: .plain)
        controller.editButtonItem.performTap()
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.editButtonItem.performTap()
        #expect(!controller.isEditing && !controller.tableView.isEditing)
    }

    @Test("show(_:sender:) presents when no container shows children in place")
    func showPresentsWithoutContainer() async throws {
        let (device, window) = try launchedTestWindow()
        let root = UIViewController()
        window.rootViewController = root
        let shown = UIViewController()
        root.show(shown, sender: nil)
        device.advance(by: 1)
        #expect(root.presentedViewController === shown)
    }

    @Test("transition(from:to:) swaps two children's views and requires a common parent")
    func transitionBetweenChildren() throws {
        let (device, window) = try launchedTestWindow()
        let parent = UIViewController()
        window.rootViewController = parent
        let first = ChildController(), second = ChildController()
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.didMove(toParent: parent)
        parent.addChild(second)
        var finished = false
        parent.transition(from: first, to: second, duration: 0.25, animations: nil) { finished = $0 }
        #expect(second.view.superview === parent.view)
        device.advance(by: 0.5)
        #expect(finished)
        #expect(first.view.superview == nil)
        let (_, lines) = UIKitDiagnostics.capturing {
            parent.transition(from: second, to: ChildController(), duration: 0, animations: nil)
        }
        #expect(lines.count == 1)
    }
}
