// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CATransaction: implicit and explicit transactions, nesting, settings and completion blocks.
@Suite("CATransaction", .freshLayerEnvironment)
struct TransactionTests {
    /// Adds a 0→100 position.x animation after `open`, runs `added`, advances 0.5 s (expecting the animation
    /// not to have started), runs `commit`, and expects the animation to have started then.
    private func expectStartsWhen(_ open: () -> Void, added: () -> Void = {}, committedBy commit: () -> Void) {
        withTestEnvironment { clock in
            let layer = quietLayer()
            open()
            layer.add(basic("position.x", from: 0, to: 100), forKey: "move")
            added()
            clock.advance(by: 0.5)
            #expect(presentedX(layer) == 0)
            commit()
            clock.advance(by: 0.25)
            #expect(close(presentedX(layer), 25))
        }
    }

    @Test("An implicit transaction's animations start when flush commits it")
    func implicitCommittedByFlush() {
        expectStartsWhen({}, committedBy: { CATransaction.flush() })
    }

    @Test("An outermost explicit transaction commits its animations at commit()")
    func explicitCommit() {
        expectStartsWhen({ CATransaction.begin() }, committedBy: { CATransaction.commit() })
    }

    @Test("A nested commit does not commit: animations start when the outermost transaction commits")
    func nestedCommit() {
        expectStartsWhen({
            CATransaction.begin()
            CATransaction.begin()
        }, added: { CATransaction.commit() }, committedBy: { CATransaction.commit() })
    }

    @Test("flush inside an explicit transaction waits for the outermost commit")
    func flushInsideExplicit() {
        expectStartsWhen({ CATransaction.begin() }, added: { CATransaction.flush() },
                         committedBy: { CATransaction.commit() })
    }

    @Test("Nested transactions inherit their parent's settings and restore them on commit")
    func nestedSettings() {
        withTestEnvironment { _ in
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 2)
            #expect(CATransaction.disableActions())
            CATransaction.setAnimationDuration(3)
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(!CATransaction.disableActions())
        }
    }

    @Test("setAnimationDuration and setAnimationTimingFunction shape implicit animations")
    func implicitSettings() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            let animation = layer.animation(forKey: "position")
            #expect(animation?.duration == 2)
            #expect(animation?.timingFunction == CAMediaTimingFunction(name: .linear))
            clock.advance(by: 1)
            #expect(close(presentedX(layer), 50))
        }
    }

    @Test("A negative or NaN animation duration is ignored")
    func badDuration() {
        withTestEnvironment { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(-1)
            CATransaction.setAnimationDuration(.nan)
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.commit()
        }
    }

    @Test("value(forKey:) and setValue(_:forKey:) read and write the settings and custom keys")
    func keyValueAccess() {
        withTestEnvironment { _ in
            CATransaction.begin()
            CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            CATransaction.setValue("custom", forKey: "myKey")
            #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            #expect(CATransaction.value(forKey: "myKey") as? String == "custom")
            CATransaction.commit()
        }
    }

    @Test("The completion block runs once every animation added after it was set has finished")
    func completionAfterAnimations() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            var ran = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran += 1 }
            layer.add(basic("position.x", to: 1, duration: 1), forKey: "a")
            layer.add(basic("opacity", to: 0, duration: 2), forKey: "b")
            CATransaction.commit()
            #expect(ran == 0)
            clock.advance(by: 1.5)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(ran == 0)
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(ran == 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(ran == 1)
        }
    }

    @Test("A completion block with no animations runs at commit; removal counts as completion")
    func completionWithoutAnimations() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            var ran: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("empty") }
            CATransaction.commit()
            #expect(ran == ["empty"])

            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("removed") }
            layer.add(basic("opacity", to: 0), forKey: "fade")
            CATransaction.commit()
            #expect(ran == ["empty"])
            layer.removeAnimation(forKey: "fade")
            #expect(ran == ["empty", "removed"])
        }
    }

    @Test("Animations added before the completion block was set do not hold it back")
    func completionOnlyWaitsForLaterAnimations() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            var ran = false
            CATransaction.begin()
            layer.add(basic("opacity", to: 0), forKey: "before")
            CATransaction.setCompletionBlock { ran = true }
            CATransaction.commit()
            #expect(ran)
        }
    }

    @Test("A replaced completion block still runs, once its own animations are done")
    func replacedCompletionBlock() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            var ran: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("first") }
            layer.add(basic("opacity", to: 0), forKey: "fade")
            CATransaction.setCompletionBlock { ran.append("second") }
            #expect(CATransaction.completionBlock() != nil)
            CATransaction.commit()
            #expect(ran == ["second"])
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(ran == ["second", "first"])
        }
    }

    @Test("An unbalanced commit is ignored")
    func unbalancedCommit() {
        withTestEnvironment { _ in
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.commit()
            CATransaction.lock()
            CATransaction.unlock()
        }
    }

    @Test("setDisableActions(true) in an explicit transaction adds no action, even while the implicit one holds changes")
    func disabledActionsOverPendingImplicitChanges() {
        withTestEnvironment { _ in
            let other = quietLayer { $0.opacity = 1 }
            let layer = quietLayer { $0.position = .zero }
            other.opacity = 0.5  // the turn's implicit transaction now holds a change and its animation

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 50, y: 50)
            layer.opacity = 0.25
            CATransaction.commit()

            #expect(layer.animationKeys() == nil)
            #expect(other.animation(forKey: "opacity") != nil)
            CATransaction.flush()
            #expect(layer.animationKeys() == nil)
        }
    }
}
