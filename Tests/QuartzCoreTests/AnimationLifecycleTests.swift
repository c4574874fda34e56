// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Adding, removing and finishing animations: keys, copies, delegate callbacks through the frame hook
/// (`CALayer.processAnimations(at:)`), presentation and model layers.
@Suite("Animation lifecycle", .freshLayerEnvironment)
struct AnimationLifecycleTests {
    @Test("add, animationKeys, animation(forKey:) and removal by key")
    func keys() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            #expect(layer.animationKeys() == nil)
            layer.add(basic("opacity", to: 0), forKey: "fade")
            layer.add(basic("position.x", to: 5), forKey: "move")
            layer.add(basic("position.y", to: 5), forKey: nil)
            #expect(layer.animationKeys()?.prefix(2) == ["fade", "move"])
            #expect(layer.animationKeys()?.count == 3)
            #expect((layer.animation(forKey: "move") as? CABasicAnimation)?.keyPath == "position.x")
            layer.removeAnimation(forKey: "fade")
            #expect(layer.animation(forKey: "fade") == nil)
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("add copies the animation: later changes to the original do not affect the running one")
    func addCopies() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = basic("position.x", from: 0, to: 100)
            addAndCommit(animation, to: layer)
            animation.toValue = 1000
            animation.duration = 100
            #expect(layer.animation(forKey: "test") !== animation)
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("A property animation without a keyPath is refused")
    func noKeyPath() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            layer.add(CABasicAnimation(), forKey: "x")
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("presentation() shows animated values while the model keeps its own; model() returns the model layer")
    func presentationAndModel() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.opacity = 1 }
            addAndCommit(basic("opacity", from: 0, to: 1), to: layer)
            clock.advance(by: 0.25)
            let presentation = layer.presentation()!
            #expect(abs(presentation.opacity - 0.25) < 1e-6)
            #expect(layer.opacity == 1)
            #expect(presentation.model() === layer)
            #expect(layer.model() === layer)
            #expect(presentation.presentation() === presentation)
        }
    }

    @Test("The delegate hears animationDidStart once it begins and animationDidStop(finished: true) at the end")
    func delegateCompleted() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let delegate = RecordingDelegate()
            let animation = basic("position.x", from: 0, to: 1)
            animation.delegate = delegate
            animation.beginTime = CACurrentMediaTime() + 0.5
            addAndCommit(animation, to: layer)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(delegate.events.isEmpty)
            clock.advance(by: 0.6)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(delegate.events == ["start"])
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(delegate.events == ["start", "stop:true"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("Removing an animation early reports finished: false")
    func delegateRemoved() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let delegate = RecordingDelegate()
            let animation = basic("position.x", from: 0, to: 1)
            animation.delegate = delegate
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.1)
            layer.processAnimations(at: CACurrentMediaTime())
            layer.removeAnimation(forKey: "test")
            layer.processAnimations(at: CACurrentMediaTime() + 5)
            #expect(delegate.events == ["start", "stop:false"])
        }
    }

    @Test("An animation replaced by one with the same key reports finished: false")
    func delegateReplaced() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            let delegate = RecordingDelegate()
            let first = basic("position.x", to: 1)
            first.delegate = delegate
            layer.add(first, forKey: "move")
            layer.add(basic("position.x", to: 2), forKey: "move")
            #expect(delegate.events == ["stop:false"])
            #expect(layer.animationKeys() == ["move"])
        }
    }

    @Test("isRemovedOnCompletion false keeps a finished animation on the layer")
    func notRemovedOnCompletion() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let delegate = RecordingDelegate()
            let animation = basic("position.x", from: 0, to: 10)
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.delegate = delegate
            addAndCommit(animation, to: layer)
            clock.advance(by: 2)
            layer.processAnimations(at: CACurrentMediaTime())
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(layer.animationKeys() == ["test"])
            #expect(close(presentedX(layer), 10))
            #expect(delegate.events == ["start", "stop:true"])
        }
    }

    @Test("An animation may remove itself, or add another under its key, from its own delegate callbacks")
    func removeDuringCallback() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let delegate = RecordingDelegate()
            delegate.onStart = { _ in layer.removeAnimation(forKey: "test") }
            let animation = basic("position.x", from: 0, to: 10)
            animation.delegate = delegate
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(delegate.events == ["start", "stop:false"])
            #expect(layer.animationKeys() == nil)

            let chaining = RecordingDelegate()
            chaining.onStop = { _, _ in layer.add(basic("position.x", from: 5, to: 6), forKey: "test") }
            let second = basic("position.x", from: 0, to: 10)
            second.delegate = chaining
            addAndCommit(second, to: layer)
            clock.advance(by: 1.5)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(chaining.events == ["start", "stop:true"])
            #expect(layer.animationKeys() == ["test"])
            #expect((layer.animation(forKey: "test") as? CABasicAnimation)?.fromValue as? Int == 5)
        }
    }

    @Test("processAnimations reports whether anything is still running")
    func runningFlag() {
        withTestEnvironment { clock in
            let parent = quietLayer(), child = quietLayer()
            parent.addSublayer(child)
            addAndCommit(basic("opacity", from: 0, to: 1), to: child)
            #expect(parent.processAnimationsInSubtree(at: CACurrentMediaTime()))
            clock.advance(by: 2)
            #expect(!parent.processAnimationsInSubtree(at: CACurrentMediaTime()))
            #expect(child.animationKeys() == nil)
        }
    }

    @Test("10,000 animations on one layer add, present and finish in bounded time")
    func manyAnimations() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let start = ContinuousClock.now
            for i in 0..<10_000 {
                layer.add(basic("position.x", to: CGFloat(i)), forKey: "k\(i)")
            }
            CATransaction.flush()
            clock.advance(by: 0.5)
            #expect(presentedX(layer).isFinite)
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(layer.animationKeys() == nil)
            #expect(ContinuousClock.now - start < .seconds(30))
        }
    }
}
