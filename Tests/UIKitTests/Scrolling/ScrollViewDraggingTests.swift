// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Dragging, flicking, decelerating and bouncing, checked frame by frame against the formulas of
/// docs/ARCHITECTURE.md ("Scroll views") on the manual clock.
@MainActor
@Suite("UIScrollView: dragging and deceleration")
struct ScrollViewDraggingTests {
    @Test("The content follows the finger once the pan begins, without jumping by the slop")
    func followsFinger() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        device.touchDown(at: pt(160, 300))
        #expect(scroll.isTracking && !scroll.isDragging)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 285))
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset == .zero)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 235))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        device.touchMove(to: pt(170, 200))  // horizontal content fits: x does not move
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 85))
        device.advance(by: 0.2)
        device.touchUp()
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
    }

    @Test("Past the top edge the content rubber-bands: (1 − 1/(x·0.55/d + 1))·d")
    func rubberBand() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        device.touchDown(at: pt(160, 100))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 115))
        for pull in [CGFloat(20), 100, 250] {
            device.advance(by: 1 / 60)
            device.touchMove(to: pt(160, 115 + pull))
            #expect(near(scroll.contentOffset.y, -band(pull, 400)))
        }
        // Back up: reversible, and inside the content again it follows one for one.
        device.touchMove(to: pt(160, 75))
        #expect(near(scroll.contentOffset.y, 40))
    }

    @Test("bounces = false stops the content at the edges")
    func noBounce() throws {
        let (device, scene) = try launchScrollScene()
        scene.scroll.bounces = false
        device.touchDown(at: pt(160, 100))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 115))
        device.touchMove(to: pt(160, 300))
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("A flick decelerates as v0·(r^(1000t) − 1)/(1000·ln r), in Apple's delegate order")
    func flickDecelerates() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let lift = device.now
        let x0 = scroll.contentOffset.y
        let v0: CGFloat = 1500  // 300 points in 0.2 s, upward: the content moves down the offset axis
        #expect(scroll.isDecelerating && !scroll.isDragging)
        #expect(near(log.velocity?.y ?? 0, 1.5, 1e-6))
        let r: CGFloat = 0.998
        #expect(near(log.proposedTarget?.y ?? 0, x0 + -v0 / (1000 * Foundation.log(r)), 1e-6))
        for _ in 0..<30 {
            device.advance(by: 1 / 60)
            #expect(near(scroll.contentOffset.y, x0 + decelerated(v0, r, device.now - lift), 1e-6))
        }
        device.advance(by: 5)
        #expect(!scroll.isDecelerating)
        #expect(near(scroll.contentOffset.y, x0 - v0 / (1000 * Foundation.log(r)), 1e-9))
        #expect(log.order == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                              "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    @Test("The fast rate stops sooner: 0.99 per millisecond")
    func fastRate() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.decelerationRate = .fast
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let x0 = scroll.contentOffset.y
        let lift = device.now
        device.advance(by: 0.1)
        #expect(near(scroll.contentOffset.y, x0 + decelerated(1500, 0.99, device.now - lift), 1e-6))
        device.advance(by: 2)
        #expect(near(scroll.contentOffset.y, x0 - 1500 / (1000 * log(0.99)), 1e-9))
    }

    @Test("A target changed in scrollViewWillEndDragging is where the deceleration ends")
    func changedTarget() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        log.newTarget = CGPoint(x: 0, y: 1000)
        scroll.delegate = log
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let lift = device.now
        let x0 = scroll.contentOffset.y
        for _ in 0..<10 {
            device.advance(by: 1 / 60)
            let decay = pow(0.998, 1000 * CGFloat(device.now - lift))
            #expect(near(scroll.contentOffset.y, x0 + (1000 - x0) * (1 - decay), 1e-6))
        }
        device.advance(by: 6)
        #expect(scroll.contentOffset.y == 1000)
        #expect(log.order.last == "didEndDecelerating")
    }

    @Test("Released past the edge, a critically damped spring brings the content back")
    func springBack() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let log = ScrollLog()
        scroll.delegate = log
        device.touchDown(at: pt(160, 100))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 115))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 215))
        device.advance(by: 0.3)  // hold still: no velocity left
        let shown = scroll.contentOffset.y
        #expect(near(shown, -band(100, 400)))
        device.touchUp()
        let lift = device.now
        #expect(scroll.isDecelerating)
        for _ in 0..<20 {
            device.advance(by: 1 / 60)
            #expect(near(scroll.contentOffset.y, spring(shown, 0, device.now - lift), 1e-6))
        }
        device.advance(by: 2)
        #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating)
        #expect(log.order == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                              "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    @Test("Decelerating past the end turns into a spring back to the edge at the moment it crosses")
    func bounceAtEnd() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentSize = CGSize(width: 320, height: 800)  // maximum offset 400
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let lift = device.now
        let x0 = scroll.contentOffset.y
        let r: CGFloat = 0.998
        // Where the deceleration reaches 400, and how fast it goes there.
        let travel = -1500 / (1000 * log(r))
        let fraction = (400 - x0) / travel
        let crossing = lift + Double(log(1 - fraction) / (1000 * Foundation.log(r)))
        let speed = 1500 * pow(r, 1000 * CGFloat(crossing - lift))
        var peak: CGFloat = 0
        for _ in 0..<90 {
            device.advance(by: 1 / 60)
            let t = device.now
            let expected = t < crossing ? x0 + decelerated(1500, r, t - lift) : 400 + spring(0, speed, t - crossing)
            // Once within 0.5 pt of the edge and slower than 2 pt/s, the spring rests exactly on the edge.
            let resting = t > crossing && scroll.contentOffset.y == 400 && abs(expected - 400) < 0.5
            #expect(resting || near(scroll.contentOffset.y, expected, 1e-6))
            peak = max(peak, scroll.contentOffset.y)
        }
        #expect(peak > 400)
        device.advance(by: 2)
        #expect(scroll.contentOffset.y == 400 && !scroll.isDecelerating)
    }

    @Test("A touch catches decelerating content: it stops where it is and the content never gets the touch")
    func catchStops() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scroll.addSubview(content)
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        device.advance(by: 0.2)
        #expect(scroll.isDecelerating)
        let log = content.log
        device.touchDown(at: pt(160, 200))
        let caught = scroll.contentOffset
        #expect(!scroll.isDecelerating)
        device.advance(by: 0.3)
        device.touchUp()
        device.advance(by: 0.2)
        #expect(scroll.contentOffset == caught)
        #expect(content.log == log)
    }

    @Test("Paging snaps to the page the position and velocity choose")
    func paging() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentSize = CGSize(width: 960, height: 400)
        scroll.isPagingEnabled = true
        let log = ScrollLog()
        scroll.delegate = log
        // A slow drag of a third of a page, held: back to page 0.
        device.touchDown(at: pt(250, 200))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(235, 200))
        device.touchMove(to: pt(135, 200))
        device.advance(by: 0.3)
        device.touchUp()
        #expect(log.proposedTarget == .zero)
        device.advance(by: 1.5)
        #expect(scroll.contentOffset.x == 0)
        // A flick of the same distance: on to page 1, by the spring.
        device.drag(from: pt(250, 200), to: pt(135, 200), duration: 0.1)
        let lift = device.now
        let x0 = scroll.contentOffset.x
        let v = -(log.velocity?.x ?? 0) * -1000
        #expect(log.proposedTarget == CGPoint(x: 320, y: 0))
        device.advance(by: 1 / 60)
        #expect(near(scroll.contentOffset.x, 320 + spring(x0 - 320, v, device.now - lift), 1e-6))
        device.advance(by: 1.5)
        #expect(scroll.contentOffset.x == 320)
        #expect(log.order.last == "didEndDecelerating")
    }

    @Test("Directional lock keeps a mostly vertical drag vertical")
    func directionalLock() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentSize = CGSize(width: 1000, height: 2000)
        scroll.isDirectionalLockEnabled = true
        device.touchDown(at: pt(160, 300))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(158, 285))
        device.touchMove(to: pt(140, 200))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 85))
        device.touchUp()
    }

    final class Counting: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test("A subclass's layoutSubviews runs on each frame the offset changes")
    func layoutEachFrame() throws {
        let scroll = Counting()
        let (device, _) = try launchScrollScene(scroll)
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let before = scroll.layouts
        for i in 1...5 {
            device.advance(by: 1 / 60)
            #expect(scroll.layouts == before + i)
        }
    }

    @Test("A scroll view whose content fits does not drag, unless it always bounces")
    func contentFits() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.contentSize = CGSize(width: 320, height: 300)
        device.drag(from: pt(160, 300), to: pt(160, 200), duration: 0.2)
        #expect(scroll.contentOffset == .zero)
        scroll.alwaysBounceVertical = true
        device.touchDown(at: pt(160, 300))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 285))
        device.touchMove(to: pt(160, 185))
        #expect(near(scroll.contentOffset.y, band(100, 400)))
        device.touchUp()
    }

    @Test("Deceleration stops once slower than 0.002 pt/ms: after ln(0.002/v0)/ln r milliseconds")
    func stopThreshold() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        device.drag(from: pt(160, 400), to: pt(160, 100), duration: 0.2)
        let end = Double(Foundation.log(0.002 / 1.5) / Foundation.log(0.998)) / 1000  // ≈ 3.307 s
        device.advance(by: end - 0.05)
        #expect(scroll.isDecelerating)
        device.advance(by: 0.1)
        #expect(!scroll.isDecelerating)
    }

    @Test("Nested: a horizontal drag pages the outer view, a vertical one scrolls the inner list")
    func nested() throws {
        let (device, scene) = try launchScrollScene()
        let pager = scene.scroll
        pager.contentSize = CGSize(width: 960, height: 400)
        pager.isPagingEnabled = true
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        list.contentSize = CGSize(width: 320, height: 2000)
        pager.addSubview(list)
        device.touchDown(at: pt(160, 300))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 285))
        device.touchMove(to: pt(160, 185))
        #expect(list.contentOffset.y == 100 && pager.contentOffset == .zero)
        device.touchUp()
        device.advance(by: 4)
        let listOffset = list.contentOffset
        device.touchDown(at: pt(250, 300))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(235, 300))
        device.touchMove(to: pt(135, 300))
        #expect(pager.contentOffset.x == 100 && list.contentOffset == listOffset)
        device.touchUp()
    }
}
