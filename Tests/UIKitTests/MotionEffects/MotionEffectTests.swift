// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("UIMotionEffect: parallax effects")
struct MotionEffectTests {
    private func effect(_ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType, _ low: Any?, _ high: Any?)
        -> UIInterpolatingMotionEffect
    {
        let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = low
        effect.maximumRelativeValue = high
        return effect
    }

    @Test("An interpolating effect maps its axis's offset −1…1 onto minimum…maximum, clamped")
    func interpolation() throws {
        let x = effect("center.x", .tiltAlongHorizontalAxis, -20, 20)
        #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0.7))?["center.x"] as? CGFloat == -20)
        #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"] as? CGFloat == 10)
        #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 9, vertical: 0))?["center.x"] as? CGFloat == 20)
        #expect(x.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat == 0)
        let shadow = effect("layer.shadowOffset", .tiltAlongVerticalAxis, CGSize(width: 0, height: -4),
                            CGSize(width: 0, height: 4))
        let value = shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        #expect(value?["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: -2))
        #expect(effect("alpha", .tiltAlongHorizontalAxis, NSNumber(value: 0.5), 1.0)
            .keyPathsAndRelativeValues(forViewerOffset: .zero)?["alpha"] as? CGFloat == 0.75)
    }

    @Test("Missing, mismatched or non-finite inputs make no change")
    func badInput() {
        #expect(effect("center.x", .tiltAlongHorizontalAxis, nil, 20).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect("center", .tiltAlongHorizontalAxis, CGPoint.zero, 3).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect("x", .tiltAlongHorizontalAxis, "a", "b").keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect("x", .tiltAlongHorizontalAxis, 0, 1)
            .keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0)) == nil)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test("A group merges its effects; a view keeps its effects once each and merges them too")
    func groupsAndViews() throws {
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect("center.x", .tiltAlongHorizontalAxis, -10, 10),
                               effect("center.y", .tiltAlongVerticalAxis, -10, 10)]
        let values = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1)))
        #expect(values["center.x"] as? CGFloat == 10 && values["center.y"] as? CGFloat == -10)
        let copy = try #require(group.copy() as? UIMotionEffectGroup)
        #expect(copy.motionEffects?.count == 2 && copy.motionEffects?.first !== group.motionEffects?.first)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let extra = effect("center.x", .tiltAlongHorizontalAxis, -5, 5)
        view.addMotionEffect(group)
        view.addMotionEffect(extra)
        view.addMotionEffect(extra)
        #expect(view.motionEffects.count == 2)
        let merged = view.motionEffectValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
        #expect(merged["center.x"] as? CGFloat == 15)
        view.removeMotionEffect(group)
        #expect(view.motionEffects.count == 1 && view.motionEffects[0] === extra)
        // No tilt on the simulated device: the view's model geometry is untouched.
        #expect(view.center == CGPoint(x: 50, y: 50))
    }
}
