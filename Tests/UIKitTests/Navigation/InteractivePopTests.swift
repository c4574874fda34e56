// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UINavigationController interactive pop")
struct InteractivePopTests {
    private func pushed() throws -> (HeadlessDevice, UINavigationController, NavLoggingController, NavJournal) {
        let (device, _, nav, journal) = try launchedNavigation()
        let b = NavLoggingController("B", journal)
        b.view.backgroundColor = .white
        nav.pushViewController(b, animated: false)
        device.advance(by: 0.05)
        journal.entries.removeAll()
        return (device, nav, b, journal)
    }

    /// Drags slowly from the left edge to `x` (on the bar's height band below it), in 1/60 s steps.
    private func drag(_ device: HeadlessDevice, to x: CGFloat, y: CGFloat = 240, steps: Int = 20) {
        device.touchDown(at: CGPoint(x: 4, y: y))
        device.advance(by: 1.0 / 60)
        for step in 1...steps {
            device.touchMove(to: CGPoint(x: 4 + (x - 4) * CGFloat(step) / CGFloat(steps), y: y))
            device.advance(by: 1.0 / 60)
        }
    }

    @Test("The edge swipe recognizer exists, on the left edge, and only begins with more than one controller")
    func recognizer() throws {
        let (device, _, nav, journal) = try launchedNavigation()
        let edge = try #require(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && edge.view === nav.view)
        drag(device, to: 200)
        device.touchUp()
        device.advance(by: 0.5)
        #expect(nav.viewControllers.count == 1 && journal.entries.isEmpty)
    }

    @Test("Dragging past half-way and lifting finishes the pop; the views follow the finger")
    func finish() throws {
        let (device, nav, b, journal) = try pushed()
        let a = nav.viewControllers[0]
        drag(device, to: 204)
        #expect(journal.entries == ["B.willMove(nil)", "B.willDisappear-", "A.willAppear"])
        let bx = b.view.layer.presentation()!.frame.minX
        #expect(abs(bx - 200) < 12, "B is under the finger (\(bx))")
        #expect(a.view.superview != nil)
        device.advance(by: 1.0 / 60)
        device.touchUp()
        device.advance(by: 0.6)
        #expect(nav.viewControllers == [a] && b.parent == nil)
        #expect(journal.entries.suffix(3) == ["B.didDisappear-", "A.didAppear", "B.didMove(nil)"])
        #expect(a.view.frame.minX == 0 && a.view.superview === nav.contentView && b.view.superview == nil)
        #expect(nav.navigationBar.items?.count == 1)
    }

    @Test("A short drag cancels: the views return and the appearance callbacks are reversed")
    func cancel() throws {
        let (device, nav, b, journal) = try pushed()
        let a = nav.viewControllers[0]
        drag(device, to: 80, steps: 40)
        device.advance(by: 0.1)
        device.touchUp()
        device.advance(by: 0.6)
        #expect(nav.viewControllers == [a, b] && b.parent === nav)
        #expect(journal.entries == ["B.willMove(nil)", "B.willDisappear-", "A.willAppear",
                                    "B.willAppear", "A.willDisappear", "A.didDisappear", "B.didAppear",
                                    "B.didMove(nav)"])
        #expect(b.view.frame.minX == 0 && b.view.superview === nav.contentView && a.view.superview == nil)
        #expect(nav.navigationBar.items?.count == 2)
        // The stack works normally afterwards.
        nav.popViewController(animated: true)
        device.advance(by: 0.5)
        #expect(nav.viewControllers == [a])
    }
}
