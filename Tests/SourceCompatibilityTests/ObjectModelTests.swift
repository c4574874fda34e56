// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

/// UIKit and Core Animation objects are `NSObject`s, as on iOS (issue 11 §1).
@MainActor
@Suite("Source compatibility: the NSObject object model")
struct ObjectModelTests {
    @Test("Framework classes are NSObject subclasses")
    func frameworkClassesAreNSObjects() {
        let objects: [Any] = [
            UIView(), UIViewController(), UIControl(), UIButton(type: .system), UILabel(), UIImageView(),
            CALayer(), CAShapeLayer(), CABasicAnimation(keyPath: "opacity"), CAAnimationGroup(),
            CAMediaTimingFunction(name: .easeIn), UIColor.red, UIFont.systemFont(ofSize: 12), UIBezierPath(),
            UITapGestureRecognizer(), UITouch(), UIEvent(), UIScreen.main, UIApplication.shared,
        ]
        for object in objects {
            #expect(object is NSObject, "\(type(of: object)) is not an NSObject")
        }
    }

    @Test("Views and layers compare by identity and work in sets and index searches")
    func identityEqualityAndHashing() {
        let a = UIView()
        let b = UIView()
        let layers = [CALayer(), CALayer(), CALayer()]
        let views: Set<UIView> = [a, b, a]

        #expect(a == a)
        #expect(a != b)
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
        #expect(a.hash == a.hash)
        #expect(views.count == 2)
        #expect(views.contains(b))
        #expect(layers.firstIndex(of: layers[2]) == 2)
        #expect(Set(layers).count == 3)
    }

    @Test("A view's description names the class, address, frame and layer as Apple prints it")
    func viewDescription() throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50.5))
        let description = view.description

        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
        #expect(description.hasPrefix("<UIView: \(address); "))
        #expect(description.contains("; frame = (10 20; 100 50.5); "))
        #expect(description.contains("layer = <CALayer: 0x"))
        #expect(description.hasSuffix(">>"))
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.description.contains("; alpha = 0.5; hidden = YES"))
    }

    @Test("An app's own class is printed with its module name, as Swift classes print on iOS")
    func subclassDescription() {
        let badge = BadgeView(count: 1)
        #expect(badge.description.hasPrefix("<SourceCompatibilityTests.BadgeView: 0x"))
    }

    @Test("A layer's description names the class, address and frame")
    func layerDescription() {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 40)

        #expect(layer.description.hasPrefix("<CAShapeLayer: 0x"))
        #expect(layer.description.hasSuffix("; frame = (0 0; 30 40)>"))
    }

    @Test("Timing functions compare by their control points")
    func timingFunctionEquality() {
        let a = CAMediaTimingFunction(name: .easeIn)
        let b = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)

        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != CAMediaTimingFunction(name: .easeOut))
    }

    @Test("copy() of an animation is a new animation of the same class with the same properties")
    func animationCopy() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 7
        spring.duration = 2
        spring.fromValue = 10

        let copy = try #require(spring.copy() as? CASpringAnimation)

        #expect(copy !== spring)
        #expect(copy.keyPath == "position.x")
        #expect(copy.damping == 7)
        #expect(copy.duration == 2)
        #expect(copy.fromValue as? Int == 10)
    }

    @Test("copy() of an app's own animation subclass makes that class through its init()")
    func animationSubclassCopy() throws {
        let pulse = PulseAnimation()
        pulse.duration = 0.5

        let copy = try #require(pulse.copy() as? PulseAnimation)

        #expect(copy.duration == 0.5)
        #expect(copy.keyPath == "transform.scale")
    }

    @Test("UITouch() and UIEvent() can be made, as in unit tests on iOS")
    func touchAndEventInitialisers() {
        let touch = UITouch()
        let event = UIEvent()

        #expect(touch.view == nil)
        #expect(event.allTouches?.isEmpty ?? true)
    }
}

/// An app's animation subclass with its own init().
final class PulseAnimation: CABasicAnimation {
    override init() {
        super.init()
        keyPath = "transform.scale"
        fromValue = 1
        toValue = 1.2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
