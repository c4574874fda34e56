// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// Release, the snap-back and cancellation (`moveme-events-views.md` §4, behaviours 19–29).
@MainActor
@Suite("MoveMe snap-back")
struct MoveMeSnapBackTests {
    static let release = CGPoint(x: 260, y: 240)
    static let frame = 1.0 / 60

    /// Grabs the placard at the centre, drags it to `point` and lets go there.
    func release(_ f: MoveMeFixture, at point: CGPoint = MoveMeSnapBackTests.release) {
        f.grabPlacard()
        f.device.touchMove(to: point)
        f.device.advance(by: Self.frame)
        f.device.touchUp(at: point)
    }

    @Test("MoveMe 19: on release, interaction is off, the model is final and the snap-back runs under its key")
    func releaseState() throws {
        let f = try MoveMeFixture()
        release(f)
        #expect(!f.moveMeView.isUserInteractionEnabled)
        #expect(f.placard.center == MoveMeFixture.center)
        #expect(f.placard.transform == .identity)
        #expect(f.snapBack != nil)
    }

    @Test("MoveMe 20: release at (260, 240): 1.820833 s, ease-in, through 260 160 185 160 172.5 160 168.33 160 166.25 160")
    func snapBackAnimation() throws {
        let f = try MoveMeFixture()
        release(f)
        let group = try #require(f.snapBack)
        #expect(abs(group.duration - 1.820833) < 1e-6)
        #expect(group.timingFunction == CAMediaTimingFunction(name: .easeIn))
        let children = group.animations ?? []
        let bounce = try #require(children.first as? CAKeyframeAnimation)
        let scale = try #require(children.last as? CABasicAnimation)
        #expect(children.count == 2 && bounce.keyPath == "position" && scale.keyPath == "transform")
        #expect(bounce.duration == group.duration && scale.duration == group.duration)
        let plan = BounceBackPath(from: Self.release, to: MoveMeFixture.center)
        #expect(bounce.path == plan.path)
        let xs: [CGFloat] = [260, 160, 185, 160, 172.5, 160, 168.333, 160, 166.25, 160]
        #expect(plan.vertices.count == xs.count)
        for (vertex, x) in zip(plan.vertices, xs) { #expect(near(vertex.x, x) && vertex.y == 240) }
    }

    @Test("MoveMe 21: release at the centre takes 1.625 s with one degenerate excursion")
    func zeroOffset() {
        let plan = BounceBackPath(from: MoveMeFixture.center, to: MoveMeFixture.center)
        #expect(plan.excursions == [MoveMeFixture.center])
        #expect(abs(plan.duration - 1.625) < 1e-9)
    }

    @Test("MoveMe 22: offset (48, 0) makes 2 excursions in 1.708333 s; offset (47.9, 0) makes 1 in 1.625 s")
    func thresholdBoundary() {
        let c = MoveMeFixture.center
        let two = BounceBackPath(from: CGPoint(x: 208, y: 240), to: c)
        #expect(two.excursions == [CGPoint(x: 172, y: 240), CGPoint(x: 166, y: 240)])
        #expect(abs(two.duration - 1.708333) < 1e-6)
        let one = BounceBackPath(from: CGPoint(x: 207.9, y: 240), to: c)
        #expect(one.excursions.count == 1 && near(one.excursions[0], CGPoint(x: 171.975, y: 240)))
        #expect(abs(one.duration - 1.625) < 1e-9)
    }

    @Test("MoveMe 23: offset (−60, 90) makes excursions (145, 262.5), (152.5, 251.25), (155, 247.5) in 1.770833 s")
    func diagonal() {
        let plan = BounceBackPath(from: CGPoint(x: 100, y: 330), to: MoveMeFixture.center)
        #expect(plan.excursions == [CGPoint(x: 145, y: 262.5), CGPoint(x: 152.5, y: 251.25), CGPoint(x: 155, y: 247.5)])
        #expect(abs(plan.duration - 1.770833) < 1e-6)
        #expect(plan.vertices.count == 8)
    }

    @Test("MoveMe 24: release at (160, 480) makes 10 excursions in 2.004969 s")
    func longestDrop() throws {
        let plan = BounceBackPath(from: CGPoint(x: 160, y: 480), to: MoveMeFixture.center)
        #expect(plan.excursions.count == 10)
        #expect(near(plan.excursions.last?.y ?? 0, 240 + 240 / 40))
        #expect(abs(plan.duration - 2.004969) < 1e-6)
        let f = try MoveMeFixture()
        release(f, at: CGPoint(x: 160, y: 480))
        #expect(abs((f.snapBack?.duration ?? 0) - plan.duration) < 1e-9)
    }

    @Test("MoveMe 25 / issue: after the snap-back's duration the placard rests at the centre, unscaled, and touches work again")
    func snapBackEnds() throws {
        let f = try MoveMeFixture()
        release(f)
        let duration = try #require(f.snapBack?.duration)
        f.device.advance(by: duration - Self.frame)
        #expect(!f.moveMeView.isUserInteractionEnabled)
        f.device.advance(by: 2 * Self.frame)
        #expect(f.moveMeView.isUserInteractionEnabled)
        #expect(f.placard.transform == .identity && f.placard.center == MoveMeFixture.center)
        #expect(f.snapBack == nil)
        #expect(near(f.shownCenter, MoveMeFixture.center) && f.shown.affineTransform() == .identity)
        f.device.touchDown(at: MoveMeFixture.center)
        #expect(f.placard.transform.a == 1.2)
    }

    @Test("MoveMe 26 / issue: during the snap-back, a tap on the placard and a double tap outside are ignored")
    func touchesIgnoredDuringSnapBack() throws {
        let f = try MoveMeFixture()
        let greeting = f.placard.currentDisplayString
        release(f)
        f.device.advance(by: 0.2)
        f.device.tap(at: MoveMeFixture.center)
        #expect(f.placard.transform == .identity && f.placard.center == MoveMeFixture.center)
        f.device.tap(at: CGPoint(x: 40, y: 40), count: 2)
        #expect(f.placard.currentDisplayString == greeting)
        f.device.advance(by: 2)
        #expect(f.placard.transform == .identity && f.placard.center == MoveMeFixture.center)
        #expect(f.placard.currentDisplayString == greeting)
    }

    @Test("MoveMe 27: during the snap-back, hit-testing never returns MoveMeView or the placard")
    func hitTestingDuringSnapBack() throws {
        let f = try MoveMeFixture()
        release(f)
        for point in [MoveMeFixture.center, CGPoint(x: 10, y: 10), Self.release, CGPoint(x: 300, y: 470)] {
            let hit = f.window.hitTest(point, with: nil)
            #expect(hit == nil || hit === f.window, "hit at \(point)")
        }
    }

    @Test("MoveMe 28: halfway through the snap-back, ease-in puts the placard in segment 2 at x ≈ 164.04")
    func easedMidpoint() throws {
        let f = try MoveMeFixture()
        release(f)
        #expect(near(f.shownCenter, Self.release))
        let duration = try #require(f.snapBack?.duration)
        f.device.advance(by: duration / 2)
        #expect(abs(f.shownCenter.x - 164.04) < 0.05 && near(f.shownCenter.y, 240))
        #expect(f.shownScale > 1 && f.shownScale < 1.1)
    }

    @Test("MoveMe 29 / issue: a cancelled placard touch puts it back at the centre, unscaled, at once")
    func cancelRestores() throws {
        let f = try MoveMeFixture()
        f.grabPlacard()
        f.device.touchMove(to: CGPoint(x: 90, y: 120))
        f.device.advance(by: Self.frame)
        f.device.simulateIncomingCall()
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
        #expect(f.moveMeView.isUserInteractionEnabled)
        f.device.advance(by: Self.frame)
        #expect(near(f.shownCenter, MoveMeFixture.center) && f.shown.affineTransform() == .identity)
        f.device.touchUp(at: CGPoint(x: 90, y: 120))
        #expect(f.snapBack == nil && f.moveMeView.isUserInteractionEnabled)
    }

    @Test("A cancel during the pulse leaves no pulse step behind: the placard stays at the centre")
    func cancelDuringPulse() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: CGPoint(x: 200, y: 250))
        f.device.advance(by: 0.05)
        f.device.simulateIncomingCall()
        f.device.advance(by: 0.5)
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
        #expect(near(f.shownCenter, MoveMeFixture.center) && f.shown.affineTransform() == .identity)
    }

    @Test("A quick tap ends with the placard at the centre: the original sample's race is not reproduced")
    func quickTapEndsCentred() throws {
        let f = try MoveMeFixture()
        let p = CGPoint(x: 230, y: 255)
        f.device.touchDown(at: p)
        f.device.advance(by: 0.05)
        f.device.touchUp(at: p)
        f.device.advance(by: 0.2)
        #expect(f.placard.center == MoveMeFixture.center)
        f.device.advance(by: 2)
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
        #expect(near(f.shownCenter, MoveMeFixture.center) && f.shown.affineTransform() == .identity)
        #expect(f.moveMeView.isUserInteractionEnabled)
    }
}
