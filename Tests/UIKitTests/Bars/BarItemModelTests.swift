// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

private final class Receiver: UIResponder {
    var taps = 0
    func tapped(_ sender: Any?) { taps += 1 }
}

@MainActor
@Suite("Bar item models")
struct BarItemModelTests {
    @Test("System items carry their titles and styles; spaces are spaces")
    func systemItems() {
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).title == "Done")
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).title == "Cancel")
        #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).title == nil)
        #expect(UIBarButtonItem.flexibleSpace().isSpace)
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.isSpace && fixed.width == 12)
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 3).title == "Top Rated")
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 3).tag == 3)
    }

    @Test("A tap sends the action to the target, or runs the primary action; disabled items do nothing")
    func tapRunsActions() {
        let receiver = Receiver()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: receiver, action: Selector("tapped:", Receiver.tapped(_:)))
        #expect(item.performTap())
        #expect(receiver.taps == 1)
        item.isEnabled = false
        #expect(!item.performTap())
        #expect(receiver.taps == 1)
        var ran = false
        let modern = UIBarButtonItem(primaryAction: UIAction(title: "Run") { _ in ran = true })
        #expect(modern.title == "Run")
        #expect(modern.performTap() && ran)
    }

    @Test("Bars hear about item changes while they watch; an invalid width is refused")
    func changesAreObserved() {
        let item = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let owner = UIView()
        var changes = 0
        item.observeChanges(owner: owner) { changes += 1 }
        item.title = "B"
        item.isEnabled = false
        item.title = "B"
        #expect(changes == 2)
        let (_, lines) = UIKitDiagnostics.capturing { item.width = -.infinity }
        #expect(lines.count == 1 && item.width == 0)
        item.stopObserving(owner: owner)
        item.title = "C"
        #expect(changes == 2)
    }

    @Test("The back title comes from the back item, the back title, the title, else Back")
    func backTitles() {
        let item = UINavigationItem(title: "Mailboxes")
        #expect(item.backTitle == "Mailboxes")
        item.backButtonTitle = "Boxes"
        #expect(item.backTitle == "Boxes")
        item.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(item.backTitle == "Up")
        #expect(UINavigationItem().backTitle == "Back")
        item.backButtonDisplayMode = .minimal
        #expect(item.backTitle == "")
        item.backButtonDisplayMode = .generic
        #expect(item.backTitle == "Back")
    }

    @Test("A navigation item's left and right items, and changes to its buttons, reach the bar watching it")
    func navigationItemButtons() {
        let item = UINavigationItem(title: "T")
        let owner = UIView()
        var changes = 0
        item.observeChanges(owner: owner) { changes += 1 }
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        item.rightBarButtonItem = add
        #expect(item.rightBarButtonItems?.count == 1)
        add.isEnabled = false
        #expect(changes == 2)
        item.setLeftBarButtonItems([UIBarButtonItem(), UIBarButtonItem()], animated: true)
        #expect(item.leftBarButtonItem === item.leftBarButtonItems?.first)
        #expect(changes == 3)
    }

    @Test("A navigation bar pushes and pops items through its delegate; a managed bar refuses direct calls")
    func navigationBarStack() {
        final class Delegate: UINavigationBarDelegate {
            var log: [String] = []
            var allowPop = true
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("push \(item.title!)") }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allowPop }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("pop \(item.title!)") }
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.pushItem(a, animated: false)
        bar.pushItem(b, animated: false)
        #expect(bar.topItem === b && bar.backItem === a)
        let (_, lines) = UIKitDiagnostics.capturing { bar.pushItem(b, animated: false) }
        #expect(lines.count == 1 && bar.items?.count == 2)
        delegate.allowPop = false
        #expect(bar.popItem(animated: false) == nil)
        delegate.allowPop = true
        #expect(bar.popItem(animated: false) === b)
        #expect(delegate.log == ["push A", "push B", "pop B"])
        let manager = UIViewController()
        bar.managingController = manager
        let (_, refused) = UIKitDiagnostics.capturing { bar.pushItem(b, animated: false) }
        #expect(refused.first?.contains("managed by a controller") == true)
        #expect(bar.items?.count == 1)
    }

    @Test("A tab bar keeps its selection only among its items")
    func tabBarSelection() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let a = UITabBarItem(title: "A", image: nil, tag: 0), b = UITabBarItem(title: "B", image: nil, tag: 1)
        bar.items = [a, b]
        bar.selectedItem = b
        #expect(bar.selectedItem === b)
        let (_, lines) = UIKitDiagnostics.capturing { bar.selectedItem = UITabBarItem() }
        #expect(lines.count == 1 && bar.selectedItem === b)
        bar.items = [a]
        #expect(bar.selectedItem == nil)
    }
}
