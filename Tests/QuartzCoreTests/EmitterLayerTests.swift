// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("CAEmitterLayer", .freshLayerEnvironment)
struct EmitterLayerTests {
    @Test("Defaults are Apple's: multipliers 1, point shape, volume mode, unordered; cells white, scale 1, enabled")
    func defaults() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterCells == nil && layer.birthRate == 1 && layer.lifetime == 1)
        #expect(layer.velocity == 1 && layer.scale == 1 && layer.spin == 1 && layer.seed == 0)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero)
        #expect(layer.emitterZPosition == 0 && layer.emitterDepth == 0 && !layer.preservesDepth)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float == 1)
        #expect(CAEmitterLayer.defaultValue(forKey: "emitterShape") as? String == "point")
        #expect(CAEmitterLayerEmitterShape.cuboid.rawValue == "cuboid" && CAEmitterLayerEmitterShape.sphere.rawValue == "sphere")
        #expect(CAEmitterLayerEmitterMode.outline.rawValue == "outline" && CAEmitterLayerEmitterMode.points.rawValue == "points")
        #expect(CAEmitterLayerRenderMode.oldestLast.rawValue == "oldestLast")
        #expect(CAEmitterLayerRenderMode.additive.rawValue == "additive")

        let cell = CAEmitterCell()
        #expect(cell.isEnabled && cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1)
        #expect(cell.color == CGColor(gray: 1, alpha: 1) && cell.contents == nil)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.speed == 1 && cell.duration == 0 && cell.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "enabled") as? Bool == true)
        #expect(cell.shouldArchiveValue(forKey: "birthRate"))
    }

    @Test("Key-value coding reads and sets layer and cell properties, through emitterCells.<name>.<key> paths")
    func keyValueCoding() {
        let spark = emitterCell("spark", birthRate: 10)
        let rocket = emitterCell("rocket", birthRate: 2)
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        withoutActions {
            layer.setValue([rocket], forKey: "emitterCells")
            layer.setValue("line", forKey: "emitterShape")
            layer.setValue(NSNumber(value: 7), forKey: "seed")
            layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "emitterPosition")
        }
        #expect(layer.emitterCells?.first === rocket)
        #expect(layer.emitterShape == .line && layer.seed == 7 && layer.emitterPosition == CGPoint(x: 3, y: 4))
        #expect((layer.value(forKey: "birthRate") as? NSNumber)?.floatValue == 1)
        #expect((layer.value(forKey: "emitterCells") as? [CAEmitterCell])?.first === rocket)

        #expect((layer.value(forKeyPath: "emitterCells.rocket.birthRate") as? NSNumber)?.floatValue == 2)
        #expect((layer.value(forKeyPath: "emitterCells.rocket.emitterCells.spark.birthRate") as? Float) == 10)
        withoutActions {
            layer.setValue(0, forKeyPath: "emitterCells.rocket.birthRate")
            layer.setValue(25, forKeyPath: "emitterCells.rocket.emitterCells.spark.velocity")
            layer.setValue(1, forKeyPath: "emitterCells.nobody.birthRate")  // no such cell: ignored
        }
        #expect(rocket.birthRate == 0 && spark.velocity == 25)

        spark.setValue(false, forKey: "enabled")
        spark.setValue(Scene.red, forKey: "color")
        spark.setValue("not a number", forKey: "lifetime")  // wrong type: ignored
        spark.setValue(Double.nan, forKey: "scale")  // non-finite: ignored
        spark.setValue("mine", forKey: "customKey")
        #expect(!spark.isEnabled && spark.color == Scene.red && spark.lifetime == 1 && spark.scale == 1)
        #expect(spark.value(forKey: "customKey") as? String == "mine")
        #expect((spark.value(forKey: "isEnabled") as? Bool) == false)
        #expect((rocket.value(forKeyPath: "emitterCells.spark.velocity") as? CGFloat) == 25)
    }

    @Test("A key-path change of a cell's birth rate reaches the running emitter; a direct change does not, as on iOS")
    func keyPathChangeReachesEmitter() {
        let dots = emitterCell("dot", birthRate: 60, lifetime: 0.2)
        let scene = EmitterScene { $0.emitterCells = [dots] }
        _ = scene.run(to: 0.5)
        #expect(scene.emitter.drawnParticleCount > 0)

        dots.birthRate = 0  // the cell was read when assigned: particles keep coming
        _ = scene.run(to: 1.0)
        #expect(scene.emitter.drawnParticleCount > 0)

        withoutActions { scene.emitter.setValue(0, forKeyPath: "emitterCells.dot.birthRate") }
        let probe = scene.run(to: 1.5)
        #expect(scene.emitter.drawnParticleCount == 0)
        #expect(litPixels(probe).count == 0)
    }

    @Test("Presentation copies and init(layer:) carry the emitter properties; they animate implicitly")
    func presentationAndAnimation() {
        withTestEnvironment { clock in
            let spark = emitterCell("spark")
            let layer = committed(CAEmitterLayer())
            withoutActions {
                layer.emitterCells = [spark]
                layer.seed = 42
                layer.renderMode = .additive
                layer.emitterSize = CGSize(width: 10, height: 20)
            }
            let copy = CAEmitterLayer(layer: layer)
            #expect(copy.emitterCells?.first === spark && copy.seed == 42 && copy.renderMode == .additive)
            #expect(copy.emitterSize == CGSize(width: 10, height: 20))
            let presented = layer.presentation()
            #expect(presented?.emitterCells?.first === spark && presented?.seed == 42)

            layer.emitterPosition = CGPoint(x: 100, y: 0)
            layer.birthRate = 3
            layer.emitterShape = .circle
            #expect(Set(layer.animationKeys() ?? []) == ["emitterPosition", "birthRate"])

            let animation = CABasicAnimation(keyPath: "birthRate")
            animation.fromValue = 0
            animation.toValue = 10
            animation.duration = 1
            layer.add(animation, forKey: "explicit")
            CATransaction.flush()
            clock.advance(by: 0.5)
            let mid = layer.presentation()?.birthRate ?? -1
            #expect(abs(mid - 5) < 0.01, "presented birthRate \(mid)")
        }
    }
}
