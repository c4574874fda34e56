// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("Key-value coding of layers and animations", .freshLayerEnvironment)
struct KeyValueCodingTests {
    @Test("Layer properties read back as iOS code casts them: numbers, geometry, transforms, colours, flags")
    func propertiesReadBackAsOnApple() {
        let layer = quietLayer {
            $0.opacity = 0.25
            $0.cornerRadius = 6
            $0.position = CGPoint(x: 10, y: 20)
            $0.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
            $0.transform = CATransform3DMakeScale(2, 2, 1)
            $0.backgroundColor = Palette.red
            $0.isHidden = true
            $0.contentsGravity = .center
        }

        #expect(layer.value(forKey: "opacity") as? Float == 0.25)
        #expect(layer.value(forKey: "opacity") as? CGFloat == 0.25)
        #expect((layer.value(forKey: "opacity") as? NSNumber)?.doubleValue == 0.25)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 6)
        #expect(layer.value(forKey: "cornerRadius") as? Double == 6)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 10, y: 20))
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 10, y: 20))
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.value(forKey: "transform") as? CATransform3D == CATransform3DMakeScale(2, 2, 1))
        #expect((layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 2, 1))
        #expect((layer.value(forKey: "backgroundColor") as! CGColor) == Palette.red)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.value(forKey: "isHidden") as? Bool == true)
        #expect(layer.value(forKey: "contentsGravity") as? String == "center")
        #expect(layer.value(forKey: "shadowPath") == nil)
    }

    @Test("Core Animation's key-path extensions read transform components and structure fields")
    func keyPathExtensionsRead() {
        let layer = quietLayer {
            $0.transform = CATransform3DRotate(CATransform3DMakeScale(3, 3, 1), .pi / 2, 0, 0, 1)
            $0.position = CGPoint(x: 7, y: 8)
            $0.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
            $0.shadowOffset = CGSize(width: 4, height: 5)
        }

        #expect(close(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 3))
        #expect(close(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2))
        #expect(close(layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0, .pi / 2))
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 7)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        #expect(layer.value(forKeyPath: "bounds.origin.y") as? CGFloat == 2)
        #expect(layer.value(forKeyPath: "shadowOffset.height") as? CGFloat == 5)
        #expect(layer.value(forKeyPath: "position.z") == nil)
    }

    @Test("Setting a key-path field sets the whole property and keeps the other components")
    func keyPathExtensionsWrite() {
        let layer = quietLayer()

        withoutActions {
            layer.setValue(2, forKeyPath: "transform.scale")
            layer.setValue(15, forKeyPath: "transform.translation.x")
            layer.setValue(NSNumber(value: 12), forKeyPath: "position.x")
            layer.setValue(CGFloat(50), forKeyPath: "bounds.size.width")
            layer.setValue(Double.pi, forKeyPath: "sublayerTransform.rotation.z")
            layer.setValue(-1, forKeyPath: "shadowOffset.height")
        }

        #expect(layer.transform.m11 == 2 && layer.transform.m22 == 2 && layer.transform.m33 == 2)
        #expect(layer.transform.m41 == 15)
        #expect(layer.position == CGPoint(x: 12, y: 0))
        #expect(layer.bounds.size == CGSize(width: 50, height: 0))
        #expect(close(layer.sublayerTransform.m11, -1, 1e-9))
        #expect(layer.shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test("Setting a property through key-value coding runs its implicit animation, as the property setter does")
    func setValueRunsActions() {
        withTestEnvironment { _ in
            let layer = committed(CALayer())

            layer.setValue(0.5, forKey: "opacity")
            layer.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 5)), forKeyPath: "position")

            #expect(layer.opacity == 0.5)
            #expect(layer.position == CGPoint(x: 5, y: 5))
            #expect(layer.animation(forKey: "opacity") != nil)
            #expect(layer.animation(forKey: "position") != nil)
        }
    }

    @Test("Values of the wrong type, nil for numbers and non-finite numbers are ignored")
    func badValuesAreIgnored() {
        let layer = quietLayer { $0.opacity = 0.5 }

        withoutActions {
            layer.setValue("opaque", forKey: "opacity")
            layer.setValue(nil, forKey: "opacity")
            layer.setValue(Double.nan, forKey: "cornerRadius")
            layer.setValue(3, forKey: "position")
            layer.setValue(1, forKeyPath: "position.z")
            layer.setValue(Double.infinity, forKey: "custom")
        }

        #expect(layer.opacity == 0.5)
        #expect(layer.cornerRadius == 0)
        #expect(layer.position == .zero)
        #expect(layer.value(forKey: "custom") == nil)
    }

    @Test("Any other key is stored, copied to presentation copies, and not animated implicitly")
    func arbitraryKeysAreStored() {
        withTestEnvironment { _ in
            let layer = CALayer()
            let tag = CALayer()

            layer.setValue(CGFloat(0.75), forKey: "progress")
            layer.setValue("hello", forKey: "greeting")
            layer.setValue(tag, forKey: "tag")
            layer.setValue(CGPoint(x: 1, y: 2), forKey: "anchor")
            layer.setValue(9, forKeyPath: "anchor.y")

            #expect(layer.value(forKey: "progress") as? CGFloat == 0.75)
            #expect(layer.value(forKey: "progress") as? Double == 0.75)
            #expect(layer.value(forKey: "greeting") as? String == "hello")
            #expect(layer.value(forKey: "tag") as? CALayer === tag)
            #expect(layer.value(forKey: "anchor") as? CGPoint == CGPoint(x: 1, y: 9))
            #expect(layer.value(forKey: "missing") == nil)
            #expect(layer.presentation()?.value(forKey: "progress") as? CGFloat == 0.75)
            #expect(CALayer(layer: layer).value(forKey: "greeting") as? String == "hello")
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("defaultValue(forKey:) gives Core Animation's defaults boxed as key-value coding returns them")
    func defaultValues() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? NSValue == NSValue(cgPoint: CGPoint(x: 0.5, y: 0.5)))
        #expect(CALayer.defaultValue(forKey: "contentsGravity") as? String == "resize")
        #expect(CALayer.defaultValue(forKey: "progress") == nil)
        #expect(CALayer().value(forKey: "shadowRadius") as? CGFloat == 3)
    }

    @Test("A shape layer's properties answer to their keys, option types from their strings")
    func subclassPropertiesAnswerToKeys() {
        let shape = CAShapeLayer()

        withoutActions {
            shape.setValue(0.5, forKey: "strokeEnd")
            shape.setValue("round", forKey: "lineCap")
            shape.setValue(Palette.blue, forKey: "strokeColor")
        }

        #expect(shape.strokeEnd == 0.5)
        #expect(shape.lineCap == .round)
        #expect(shape.strokeColor == Palette.blue)
        #expect(shape.value(forKey: "lineWidth") as? CGFloat == 1)
        #expect(shape.value(forKey: "lineCap") as? String == "round")
    }

    @Test("Animations answer to their property keys and carry stored keys into the copy the layer runs")
    func animationKeys() {
        withTestEnvironment { clock in
            let layer = CALayer()
            let delegate = RecordingDelegate()
            var stoppedWith: Any?
            delegate.onStop = { anim, _ in stoppedWith = anim.value(forKey: "layer") }
            let animation = CABasicAnimation(keyPath: "opacity")

            animation.setValue(0.5, forKey: "duration")
            animation.setValue(NSNumber(value: 0), forKey: "fromValue")
            animation.setValue(false, forKey: "removedOnCompletion")
            animation.setValue(layer, forKey: "layer")
            animation.delegate = delegate
            addAndCommit(animation, to: layer)
            clock.advance(by: 1)
            layer.processAnimations(at: CACurrentMediaTime())

            #expect(animation.duration == 0.5)
            #expect(animation.value(forKey: "duration") as? CFTimeInterval == 0.5)
            #expect(animation.value(forKey: "keyPath") as? String == "opacity")
            #expect(animation.value(forKey: "removedOnCompletion") as? Bool == false)
            #expect(animation.value(forKeyPath: "layer.opacity") as? Float == 1)
            #expect(stoppedWith as? CALayer === layer)
        }
    }
}
