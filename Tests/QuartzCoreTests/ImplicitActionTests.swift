// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// The action search behind implicit animations: delegate, `actions`, `style`, `defaultAction(forKey:)`, then the
/// implicit animation.
@Suite("Implicit actions", .freshLayerEnvironment)
struct ImplicitActionTests {
    /// A delegate answering `action(for:forKey:)` from a table (nil entries continue the search).
    final class ActionDelegate: CALayerDelegate, @unchecked Sendable {
        var answers: [String: CAAction] = [:]
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            asked.append(event)
            return answers[event]
        }
    }

    /// An action recording that it ran.
    final class MarkerAction: CAAction, @unchecked Sendable {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append(event)
        }
    }

    /// A layer class with a default action for `opacity`.
    final class DefaultActionLayer: CALayer, @unchecked Sendable {
        nonisolated(unsafe) static let marker = MarkerAction()
        override class func defaultAction(forKey event: String) -> CAAction? {
            event == "opacity" ? marker : nil
        }
    }

    @Test("A standalone layer animates animatable properties implicitly, from the old to the new value")
    func implicitAnimation() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.opacity = 1 }
            layer.opacity = 0
            CATransaction.flush()
            let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(animation?.keyPath == "opacity")
            #expect(animation?.duration == 0.25)
            #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
            #expect(layer.presentation()!.opacity == 1)
            clock.advance(by: 0.3)
            #expect(layer.presentation()!.opacity == 0)
        }
    }

    @Test("Non-animatable properties do not animate")
    func nonAnimatable() {
        withTestEnvironment { _ in
            let layer = quietLayer()
            layer.contentsScale = 2
            layer.isOpaque = true
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("The delegate is asked first; NSNull from it means no animation (what UIKit's views rely on)")
    func delegateNullStops() {
        withTestEnvironment { _ in
            let delegate = ActionDelegate()
            delegate.answers["position"] = NSNull()
            let layer = quietLayer()
            layer.actions = ["position": CABasicAnimation(keyPath: "position")]
            layer.delegate = delegate
            layer.position = CGPoint(x: 5, y: 5)
            #expect(delegate.asked == ["position"])
            #expect(layer.animationKeys() == nil)
            #expect(layer.action(forKey: "position") == nil)
        }
    }

    @Test("A delegate's action is run instead of the implicit animation")
    func delegateAction() {
        withTestEnvironment { _ in
            let delegate = ActionDelegate()
            let marker = MarkerAction()
            delegate.answers["opacity"] = marker
            let layer = quietLayer()
            layer.delegate = delegate
            layer.opacity = 0.5
            #expect(marker.runs == ["opacity"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("A delegate answering nil continues the search to the actions dictionary")
    func actionsDictionary() {
        withTestEnvironment { _ in
            let marker = MarkerAction()
            let layer = quietLayer()
            layer.delegate = ActionDelegate()
            layer.actions = ["bounds": marker, "position": NSNull()]
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.position = CGPoint(x: 3, y: 3)
            #expect(marker.runs == ["bounds"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("The style dictionary's actions come after the actions dictionary")
    func styleActions() {
        withTestEnvironment { _ in
            let styleMarker = MarkerAction(), actionsMarker = MarkerAction()
            let layer = quietLayer()
            layer.style = ["actions": ["opacity": styleMarker, "cornerRadius": styleMarker] as [String: CAAction]]
            layer.actions = ["opacity": actionsMarker]
            layer.opacity = 0.5
            layer.cornerRadius = 4
            #expect(actionsMarker.runs == ["opacity"])
            #expect(styleMarker.runs == ["cornerRadius"])
        }
    }

    @Test("defaultAction(forKey:) comes after the dictionaries and before the implicit animation")
    func defaultAction() {
        withTestEnvironment { _ in
            let layer = DefaultActionLayer()
            let before = DefaultActionLayer.marker.runs.count
            layer.opacity = 0.2
            #expect(DefaultActionLayer.marker.runs.count == before + 1)
            #expect(layer.animation(forKey: "opacity") == nil)
        }
    }

    @Test("Changing a property mid-animation animates from the presented value")
    func retargetFromPresentation() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            clock.advance(by: 0.5)
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 0, y: 0)
            CATransaction.commit()
            #expect(close(presentedX(layer), 50))
            clock.advance(by: 0.5)
            #expect(close(presentedX(layer), 25))
        }
    }

    @Test("A layer that was never committed gets no implicit animation; once committed, it does")
    func noImplicitAnimationBeforeFirstCommit() {
        withTestEnvironment { _ in
            let layer = CALayer()
            layer.opacity = 0.5
            #expect(layer.animationKeys() == nil)
            CATransaction.flush()
            layer.opacity = 0.25
            #expect(layer.animationKeys() == ["opacity"])
        }
    }
}
