// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Core Animation's Swift names as the iOS SDK spells them: the top-level string-backed types (`CAMediaTimingFunctionName`,
/// `CAShapeLayerLineCap`, …) with Apple's raw values, used the way iOS code writes them.
@Suite("Core Animation SDK names", .freshLayerEnvironment)
struct SDKNameTests {
    @Test("CAMediaTimingFunctionName: raw values and CAMediaTimingFunction(name:)")
    func timingFunctionNames() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunction(name: .easeInEaseOut) == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)
            == CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "easeIn"))
            == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        // The earlier nested spelling still names the same type.
        let nested: CAMediaTimingFunction.Name = .linear
        #expect(nested == CAMediaTimingFunctionName.linear)
    }

    @Test("A timing function set by name paces the animation")
    func timingFunctionByNamePaces() {
        withTestEnvironment { clock in
            let easeIn = quietLayer(), easeOut = quietLayer()
            let slowStart = basic("position.x", from: 0, to: 100)
            slowStart.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let slowEnd = basic("position.x", from: 0, to: 100)
            slowEnd.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)
            addAndCommit(slowStart, to: easeIn)
            addAndCommit(slowEnd, to: easeOut)
            clock.advance(by: 0.5)
            #expect(presentedX(easeIn) < 40)
            #expect(presentedX(easeOut) > 60)
        }
    }

    @Test("CAShapeLayer's line cap, join and fill rule types")
    func shapeLayerNames() {
        let c: CAShapeLayerLineCap = .round
        let j: CAShapeLayerLineJoin = .bevel
        let r: CAShapeLayerFillRule = .evenOdd
        #expect(c.rawValue == "round" && CAShapeLayerLineCap.butt.rawValue == "butt")
        #expect(CAShapeLayerLineCap.square.rawValue == "square")
        #expect(j.rawValue == "bevel" && CAShapeLayerLineJoin.miter.rawValue == "miter")
        #expect(CAShapeLayerLineJoin.round.rawValue == "round")
        #expect(r.rawValue == "even-odd" && CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        let shape = CAShapeLayer()
        shape.lineCap = c
        shape.lineJoin = j
        shape.fillRule = r
        #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.fillRule == .evenOdd)
    }

    @Test("CALayer's contents gravity, filter, format, corner curve and masks")
    func layerNames() {
        let layer = CALayer()
        layer.contentsGravity = .resizeAspect
        #expect(layer.contentsGravity == CALayerContentsGravity.resizeAspect)
        #expect(CALayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
        #expect(CALayerContentsGravity.topLeft.rawValue == "topLeft")
        layer.magnificationFilter = .nearest
        layer.minificationFilter = CALayerContentsFilter.trilinear
        #expect(layer.magnificationFilter.rawValue == "nearest" && layer.minificationFilter == .trilinear)

        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(CALayerContentsFormat.RGBA8Uint.rawValue == "RGBA8")
        layer.contentsFormat = .gray8Uint
        #expect(layer.contentsFormat == .gray8Uint)

        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(layer.cornerCurve == CALayerCornerCurve.continuous && layer.cornerCurve.rawValue == "continuous")
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)

        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        layer.edgeAntialiasingMask = [.layerTopEdge]
        #expect(layer.edgeAntialiasingMask.rawValue == 8)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        #expect(layer.maskedCorners.rawValue == 0b1001)
    }

    @Test("Hints are copied to the presentation layer")
    func hintsCopied() {
        withTestEnvironment { _ in
            let layer = quietLayer {
                $0.cornerCurve = .continuous
                $0.contentsFormat = .RGBA16Float
            }
            CATransaction.flush()
            let copy = CALayer(layer: layer)
            #expect(copy.cornerCurve == .continuous && copy.contentsFormat == .RGBA16Float)
        }
    }

    @Test("Fill mode, transition, gradient, keyframe, value-function and text-layer names")
    func animationNames() {
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fillMode = .forwards
        #expect(anim.fillMode == CAMediaTimingFillMode.forwards && CAMediaTimingFillMode.both.rawValue == "both")

        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        #expect(transition.type == CATransitionType.push && CATransitionType.moveIn.rawValue == "moveIn")
        #expect(transition.subtype?.rawValue == "fromLeft")

        let gradient = CAGradientLayer()
        gradient.type = .radial
        #expect(gradient.type == CAGradientLayerType.radial && CAGradientLayerType.axial.rawValue == "axial")

        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.calculationMode = .cubicPaced
        keyframe.rotationMode = .rotateAuto
        #expect(keyframe.calculationMode == CAAnimationCalculationMode.cubicPaced)
        #expect(keyframe.rotationMode == CAAnimationRotationMode.rotateAuto && keyframe.rotationMode?.rawValue == "auto")

        let rotate = CAValueFunction(name: .rotateZ)
        #expect(rotate?.name == CAValueFunctionName.rotateZ && CAValueFunctionName.scaleX.rawValue == "scaleX")
        #expect(CAValueFunction(name: CAValueFunctionName.translateX)?.name.rawValue == "translateX")

        let text = CATextLayer()
        text.truncationMode = .middle
        text.alignmentMode = .center
        #expect(text.truncationMode == CATextLayerTruncationMode.middle && text.alignmentMode.rawValue == "center")
    }
}
