// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldBegin` and `touchesShouldCancel`: the content
/// gets a still touch after 150 ms, a quick tap at once, and a drag takes the touch away from it.
@MainActor
@Suite("UIScrollView: content touches")
struct ScrollViewTouchTests {
    /// A button at screen (20, 60, 200, 60) in the scroll view; a tap count.
    func sceneWithButton(_ scroll: UIScrollView = UIScrollView()) throws -> (HeadlessDevice, UIScrollView, UIButton, Counter) {
        let (device, scene) = try launchScrollScene(scroll)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        let counter = Counter()
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        button.addAction(UIAction { _ in counter.cancels += 1 }, for: .touchCancel)
        scene.scroll.addSubview(button)
        return (device, scene.scroll, button, counter)
    }

    @MainActor final class Counter {
        var taps = 0
        var cancels = 0
    }

    @Test("A still touch reaches the button after 150 ms, not before")
    func delayedHighlight() throws {
        let (device, _, button, counter) = try sceneWithButton()
        device.touchDown(at: pt(100, 90))
        device.advance(by: 0.1)
        #expect(!button.isHighlighted)
        device.advance(by: 0.1)
        #expect(button.isHighlighted)
        device.touchUp()
        #expect(counter.taps == 1)
    }

    @Test("A quick tap taps at once: began and ended together when the finger lifts")
    func quickTap() throws {
        let (device, _, _, counter) = try sceneWithButton()
        device.tap(at: pt(100, 90))
        #expect(counter.taps == 1)
    }

    @Test("Without delaysContentTouches the button highlights at touch-down")
    func noDelay() throws {
        let (device, scroll, button, _) = try sceneWithButton()
        scroll.delaysContentTouches = false
        device.touchDown(at: pt(100, 90))
        #expect(button.isHighlighted)
        device.touchUp()
    }

    @Test("A drag within the delay scrolls, and the button never hears of the touch")
    func dragWithinDelay() throws {
        let (device, scroll, button, counter) = try sceneWithButton()
        device.touchDown(at: pt(100, 90))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(100, 70))
        device.touchMove(to: pt(100, 40))
        device.advance(by: 0.3)
        #expect(scroll.isDragging && scroll.contentOffset.y == 30)
        #expect(!button.isHighlighted)
        device.touchUp()
        device.advance(by: 0.5)
        #expect(counter.taps == 0 && counter.cancels == 0)
    }

    @Test("After the delay a button keeps its touch (touchesShouldCancel is false for controls): no scroll")
    func controlKeepsTouch() throws {
        let (device, scroll, button, counter) = try sceneWithButton()
        device.touchDown(at: pt(100, 90))
        device.advance(by: 0.2)
        device.touchMove(to: pt(100, 60))
        device.touchMove(to: pt(100, 30))
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        #expect(button.isTracking)
        device.touchUp()
        #expect(counter.cancels == 0)
    }

    final class CancellingScroll: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    @Test("With touchesShouldCancel true, a drag after the delay cancels the button and scrolls")
    func dragCancelsButton() throws {
        let (device, scroll, button, counter) = try sceneWithButton(CancellingScroll())
        device.touchDown(at: pt(100, 90))
        device.advance(by: 0.2)
        #expect(button.isHighlighted)
        device.touchMove(to: pt(100, 75))
        device.touchMove(to: pt(100, 45))
        #expect(!button.isHighlighted && counter.cancels == 1)
        #expect(scroll.contentOffset.y == 30)
        device.touchUp()
        #expect(counter.taps == 0)
    }

    @Test("canCancelContentTouches = false keeps a delivered touch with the content")
    func cannotCancel() throws {
        let (device, scroll, button, _) = try sceneWithButton(CancellingScroll())
        scroll.canCancelContentTouches = false
        device.touchDown(at: pt(100, 90))
        device.advance(by: 0.2)
        device.touchMove(to: pt(100, 75))
        device.touchMove(to: pt(100, 45))
        #expect(scroll.contentOffset == .zero && button.isTracking)
        device.touchUp()
    }

    @Test("A plain view gets touchesBegan after the delay and touchesCancelled when the drag begins")
    func viewCancelled() throws {
        let (device, scene) = try launchScrollScene()
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scene.scroll.addSubview(content)
        device.touchDown(at: pt(100, 200))
        device.advance(by: 0.2)
        #expect(content.log == ["began"])
        device.touchMove(to: pt(100, 150))
        #expect(content.log == ["began", "cancelled"])
        #expect(scene.scroll.isDragging)
        device.touchUp()
        #expect(content.log == ["began", "cancelled"])
    }

    final class Refusing: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            false
        }
    }

    @Test("touchesShouldBegin false keeps the touch from the content")
    func shouldBeginFalse() throws {
        let (device, _, _, counter) = try sceneWithButton(Refusing())
        device.tap(at: pt(100, 90))
        device.touchDown(at: pt(100, 90))
        device.advance(by: 0.3)
        device.touchUp()
        #expect(counter.taps == 0)
    }
}
