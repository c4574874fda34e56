// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CAAnimationGroup: the group's time space, clipping, fill and delegate rules.
@Suite("CAAnimationGroup", .freshLayerEnvironment)
struct AnimationGroupTests {
    private func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = duration
        return group
    }

    @Test("Children run together in the group's time")
    func concurrent() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            addAndCommit(group([basic("position.x", from: 0, to: 100), basic("opacity", from: 0, to: 1)],
                               duration: 1), to: layer)
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 50))
            #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        }
    }

    @Test("A child's beginTime is relative to the group's start")
    func childBeginTime() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let child = basic("position.x", from: 0, to: 100)
            child.beginTime = 1
            let g = group([child], duration: 3)
            g.beginTime = CACurrentMediaTime() + 1
            addAndCommit(g, to: layer)
            clock.set(to: 1.5)
            #expect(presentedX(layer) == 0)
            clock.set(to: 2.5)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("Children are clipped to the group's duration, not scaled")
    func clipped() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let long = basic("position.x", from: 0, to: 100, duration: 10)
            addAndCommit(group([long], duration: 5), to: layer)
            clock.advance(by: 4)
            #expect(close(presentedX(layer), 40))
            clock.advance(by: 2)
            #expect(presentedX(layer) == 0)
        }
    }

    @Test("A child shorter than the group shows the model value after it ends, unless it fills forwards")
    func shortChild() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let short = basic("position.x", from: 0, to: 100, duration: 1)
            let held = basic("opacity", from: 0, to: 0.5, duration: 1)
            held.fillMode = .forwards
            addAndCommit(group([short, held], duration: 2), to: layer)
            clock.advance(by: 1.5)
            #expect(presentedX(layer) == 0)
            #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        }
    }

    @Test("The group's speed, repeats and timing apply to its children")
    func groupTiming() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let g = group([basic("position.x", from: 0, to: 100)], duration: 1)
            g.speed = 2
            g.repeatCount = 2
            addAndCommit(g, to: layer)
            clock.advance(by: 0.75)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("A group filling forwards holds children that end with it")
    func groupFill() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let g = group([basic("position.x", from: 0, to: 100)], duration: 1)
            g.fillMode = .forwards
            g.isRemovedOnCompletion = false
            addAndCommit(g, to: layer)
            clock.advance(by: 3)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(close(presentedX(layer), 100))
        }
    }

    @Test("The group's delegate gets the callbacks; the children's delegates are ignored")
    func delegates() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let groupDelegate = RecordingDelegate(), childDelegate = RecordingDelegate()
            let child = basic("position.x", from: 0, to: 100)
            child.delegate = childDelegate
            child.isRemovedOnCompletion = false
            let g = group([child], duration: 1)
            g.delegate = groupDelegate
            addAndCommit(g, to: layer)
            clock.advance(by: 0.1)
            layer.processAnimations(at: CACurrentMediaTime())
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(groupDelegate.events == ["start", "stop:true"])
            #expect(childDelegate.events.isEmpty)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("Adding a group copies its children")
    func copiesChildren() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let child = basic("position.x", from: 0, to: 100)
            addAndCommit(group([child], duration: 1), to: layer)
            child.toValue = 1000
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("A child without fromValue starts from the presented value when the group was added")
    func childCapturesStart() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 20, y: 0) }
            addAndCommit(group([basic("position.x", to: 120)], duration: 1), to: layer)
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 70))
        }
    }

    @Test("Nested groups and empty groups are handled")
    func nested() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let inner = group([basic("position.x", from: 0, to: 100, duration: 2)], duration: 2)
            inner.beginTime = 0.5
            addAndCommit(group([inner, CAAnimationGroup()], duration: 4), to: layer, key: "outer")
            addAndCommit(CAAnimationGroup(), to: layer, key: "empty")
            clock.advance(by: 1.5)
            #expect(close(presentedX(layer), 50))
        }
    }
}
