// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The frame and alpha `view` shows now (its presentation layer while animating).
@MainActor
private func shown(_ view: UIView) -> (frame: CGRect, alpha: Double) {
    let layer = view.layer.presentation() ?? view.layer
    return (layer.frame, Double(layer.opacity))
}

@MainActor
@Suite("Bar transitions")
struct BarTransitionTests {
    private func makeBar(_ device: HeadlessDevice, _ window: UIWindow) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        window.addSubview(bar)
        bar.items = [UINavigationItem(title: "Mailboxes")]
        bar.layoutIfNeeded()
        device.advance(by: 1.0 / 60)
        return bar
    }

    @Test("Push: the old title slides left and fades, the new title comes from the right, over 0.35 s")
    func pushMidFrames() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let bar = makeBar(device, window)
        let oldContent = try #require(bar.currentContent)
        let oldTitleX = oldContent.titleLabel.frame.minX
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: true)
        let newContent = try #require(bar.currentContent)
        #expect(newContent !== oldContent)
        let finalTitle = newContent.titleLabel.frame
        let back = try #require(newContent.backButton)

        device.advance(by: 0.175)
        let oldTitle = shown(oldContent.titleLabel), newTitle = shown(newContent.titleLabel), newBack = shown(back)
        #expect(oldTitle.frame.minX < oldTitleX && oldTitle.frame.minX > back.frame.minX)
        #expect(oldTitle.alpha > 0.05 && oldTitle.alpha < 0.95)
        #expect(newTitle.frame.minX > finalTitle.minX && newTitle.frame.minX < finalTitle.minX + 160)
        #expect(newTitle.alpha > 0.05 && newTitle.alpha < 0.95)
        #expect(newBack.frame.minX > back.frame.minX && newBack.frame.minX < oldTitleX)
        #expect(oldContent.superview === bar)

        device.advance(by: 0.2)
        #expect(oldContent.superview == nil)
        #expect(shown(newContent.titleLabel).frame == finalTitle)
        #expect(shown(newContent.titleLabel).alpha == 1)
        #expect(bar.transition == nil)
    }

    @Test("Pop: the old title leaves to the right and the new title comes from the back button's place")
    func popMidFrames() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let bar = makeBar(device, window)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.layoutIfNeeded()
        let oldContent = try #require(bar.currentContent)
        let oldTitleX = oldContent.titleLabel.frame.minX
        let backX = try #require(oldContent.backButton).frame.minX
        bar.popItem(animated: true)
        let newContent = try #require(bar.currentContent)
        let finalX = newContent.titleLabel.frame.minX
        device.advance(by: 0.175)
        #expect(shown(oldContent.titleLabel).frame.minX > oldTitleX)
        let newX = shown(newContent.titleLabel).frame.minX
        #expect(newX > backX && newX < finalX)
        device.advance(by: 0.2)
        #expect(oldContent.superview == nil)
        #expect(shown(newContent.titleLabel).frame.minX == finalX)
    }

    @Test("An item changed during a transition shows its change once the transition ends")
    func changeDuringTransition() throws {
        let (device, window) = try barTestWindow(.iPhone3GS)
        let bar = makeBar(device, window)
        let inbox = UINavigationItem(title: "Inbox")
        bar.pushItem(inbox, animated: true)
        device.advance(by: 0.1)
        inbox.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        #expect(bar.currentContent?.rightViews.isEmpty == true)
        device.advance(by: 0.3)
        #expect(bar.transition == nil)
        #expect(bar.currentContent?.rightViews.count == 1)
    }

    @Test("A push without animation, or of a bar in no window, swaps the contents at once")
    func unanimated() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "A")]
        let first = bar.currentContent
        bar.pushItem(UINavigationItem(title: "B"), animated: true)
        #expect(bar.transition == nil)
        #expect(first?.superview == nil)
        #expect(bar.currentContent?.titleLabel.text == "B")
    }

    @Test("Interactive pop: update moves the contents part way; finish completes; the popped item adopts them")
    func interactivePop() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        bar.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Child")]
        bar.layoutIfNeeded()
        let childContent = try #require(bar.currentContent)
        let pop = try #require(bar.beginInteractivePop())
        let rootContent = try #require(bar.transition?.incoming)
        #expect(rootContent.titleLabel.text == "Root")
        pop.update(0.5)
        #expect(abs(rootContent.titleLabel.alpha - 0.5) < 0.01)
        #expect(abs(childContent.titleLabel.alpha - 0.5) < 0.01)
        pop.finish()
        device.advance(by: 0.2)
        #expect(childContent.superview == nil)
        _ = bar.popItemUnchecked(animated: true)
        #expect(bar.currentContent === rootContent)
        #expect(rootContent.titleLabel.alpha == 1)
    }

    @Test("Interactive pop cancelled: the top item's contents return and the incoming ones go")
    func interactivePopCancelled() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        window.addSubview(bar)
        bar.items = [UINavigationItem(title: "Root"), UINavigationItem(title: "Child")]
        bar.layoutIfNeeded()
        let childContent = try #require(bar.currentContent)
        let pop = try #require(bar.beginInteractivePop())
        let rootContent = try #require(bar.transition?.incoming)
        pop.update(0.3)
        pop.cancel()
        device.advance(by: 0.2)
        #expect(rootContent.superview == nil)
        #expect(bar.currentContent === childContent)
        #expect(childContent.titleLabel.alpha == 1)
        #expect(bar.items?.count == 2)
    }
}
