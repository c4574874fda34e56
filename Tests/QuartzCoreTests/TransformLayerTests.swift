// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// `CATransformLayer`: sublayers keep their 3-D placement instead of being flattened into the layer's plane.
@Suite("Transform layers", .freshLayerEnvironment)
struct TransformLayerTests {
    /// The mean x of the pixels close to `color` in `image`, or nil when there are none.
    private static func centroidX(_ image: RGBAImage, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double? {
        var sum = 0.0, count = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if abs(Int(p.r) - Int(r)) < 30, abs(Int(p.g) - Int(g)) < 30, abs(Int(p.b) - Int(b)) < 30 {
                    sum += Double(x)
                    count += 1
                }
            }
        }
        return count > 0 ? sum / count : nil
    }

    /// A 120×120 scene: a container at (60, 60) holding `holder` (rotated 60° about y), which holds a 20-point red
    /// square pushed 50 points along z.
    private static func pushedSquare(in holder: CALayer) -> CGImage {
        let root = Scene.root()
        holder.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        holder.position = CGPoint(x: 60, y: 60)
        holder.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let square = Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Scene.red)
        square.transform = CATransform3DMakeTranslation(0, 0, 50)
        holder.addSublayer(square)
        root.addSublayer(holder)
        return Scene.render(root)
    }

    @Test("A sublayer's depth survives a transform layer and is flattened away under a plain layer")
    func depthIsKept() throws {
        try Scene.build { _ in
            let flat = RGBAImage(Self.pushedSquare(in: CALayer()))
            let deep = RGBAImage(Self.pushedSquare(in: CATransformLayer()))
            let flatX = try #require(Self.centroidX(flat, 255, 0, 0))
            let deepX = try #require(Self.centroidX(deep, 255, 0, 0))
            #expect(abs(flatX - 60) < 2, "flattened: the z push is lost (\(flatX))")
            // Turned 60° about y, a 50-point push along z moves sideways by 50 · sin 60° ≈ 43 points.
            #expect(abs(abs(deepX - 60) - 43.3) < 3, "kept: \(deepX)")
        }
    }

    @Test("A transform layer draws none of its own content, and its opacity fades each sublayer on its own")
    func ownContentAndOpacity() {
        Scene.build { _ in
            let root = Scene.root(60, 40)
            let holder = CATransformLayer()
            holder.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            holder.backgroundColor = Scene.green
            holder.borderWidth = 4
            holder.borderColor = Scene.black
            holder.masksToBounds = true
            holder.opacity = 0.5
            holder.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), Scene.red))
            holder.addSublayer(Scene.layer(CGRect(x: 20, y: 0, width: 60, height: 40), Scene.blue))
            root.addSublayer(holder)
            let px = RGBAImage(Scene.render(root, width: 60, height: 40))
            expectPixel(px, 10, 20, 255, 127, 127, tolerance: 3)
            // Blue at half over red at half over white, not a flattened group.
            expectPixel(px, 30, 20, 127, 63, 191, tolerance: 3)
            expectPixel(px, 1, 1, 255, 127, 127, tolerance: 3)
            #expect(!holder.contains(CGPoint(x: 5, y: 5)))
            #expect(holder.hitTest(CGPoint(x: 5, y: 5)) === holder.sublayers?.first)
        }
    }

    @Test("Golden: a cube of six single-sided faces under perspective shows only its near faces")
    func cube() throws {
        try Scene.build { _ in
            let root = Scene.root()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            root.sublayerTransform = perspective
            let cube = CATransformLayer()
            cube.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            cube.position = CGPoint(x: 60, y: 60)
            cube.transform = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0),
                                                 CATransform3DMakeRotation(-0.45, 1, 0, 0))
            let faces: [(CATransform3D, CGColor)] = [
                (CATransform3DMakeTranslation(0, 0, 25), Scene.red),
                (CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeTranslation(0, 0, -25)),
                 Scene.green),
                (CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(25, 0, 0)),
                 Scene.blue),
                (CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0),
                                     CATransform3DMakeTranslation(-25, 0, 0)), Scene.yellow),
                (CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, -25, 0)),
                 Scene.black),
                (CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, 25, 0)),
                 CGColor(red: 0, green: 1, blue: 1, alpha: 1)),
            ]
            // Each face's +z normal turned outward (y runs down: the top face's normal is −y).
            for (transform, color) in faces {
                let face = Scene.layer(CGRect(x: 0, y: 0, width: 50, height: 50), color)
                face.isDoubleSided = false
                face.transform = transform
                cube.addSublayer(face)
            }
            root.addSublayer(cube)
            let px = try expectGolden(Scene.render(root, width: 240, height: 240, scale: 2), "transform-layer-cube")
            // Three faces face the viewer; the far three are culled.
            let shown = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 0, 0), (0, 255, 255)].filter {
                Self.centroidX(px, UInt8($0.0), UInt8($0.1), UInt8($0.2)) != nil
            }
            #expect(shown.count == 3, "faces shown: \(shown)")
        }
    }
}
