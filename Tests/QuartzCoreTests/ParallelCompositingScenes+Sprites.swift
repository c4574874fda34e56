// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

extension ParallelScene {
    /// A layer whose delegate draws: evaluating its animations may ask the delegate, so only the compositor's
    /// thread may build its node.
    private final class DrawingDelegate: CALayerDelegate, @unchecked Sendable {}
    /// Held here: a layer's delegate is weak.
    private static let drawingDelegate = DrawingDelegate()

    /// 300 sprites under one layer — enough for the snapshot to be built on several threads — mixing what a
    /// worker may build (image and colour layers, nested groups, animated positions, z-ordering, hidden and
    /// faded ones) with what sends a run back to the compositor's thread (a shape layer, a masked layer, an
    /// animated layer whose delegate draws). Sprites move, reorder and hide frame by frame.
    static let sprites = ParallelScene(name: "300 sprites", build: {
        let root = makeRoot()
        let images = (0..<4).map { card(32, 32, hue: CGFloat($0) / 4, alpha: 0.85) }
        for i in 0..<300 {
            let frame = CGRect(x: CGFloat(i * 37 % 300), y: CGFloat(i * 53 % 460), width: 32, height: 32)
            let sprite: CALayer
            switch i {
            case 41:
                let shape = CAShapeLayer()
                shape.frame = frame
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32), transform: nil)
                shape.fillColor = Scene.green
                sprite = shape
            case 150:
                sprite = imageLayer(frame, images[1])
                sprite.mask = Scene.layer(CGRect(x: 4, y: 4, width: 20, height: 20), Scene.black)
            case 222:
                sprite = Scene.layer(frame, Scene.yellow)
                sprite.delegate = drawingDelegate
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.2
                fade.duration = 1
                sprite.add(fade, forKey: "fade")
            default:
                sprite = i % 5 == 0 ? Scene.layer(frame, i % 2 == 0 ? Scene.red : Scene.blue)
                    : imageLayer(frame, images[i % 4])
            }
            if i % 11 == 0 {
                // A small group: the sprite's subtree is built with it.
                let inner = Scene.layer(CGRect(x: 8, y: 8, width: 16, height: 16), Scene.white)
                inner.addSublayer(Scene.layer(CGRect(x: 4, y: 4, width: 8, height: 8), Scene.black))
                sprite.addSublayer(inner)
            }
            if i % 7 == 0 { sprite.zPosition = CGFloat(i % 3) - 1 }
            if i % 19 == 0 { sprite.opacity = 0.5 }
            if i % 23 == 0 { sprite.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
            if i % 29 == 0 { sprite.isHidden = true }
            if i % 3 == 0 {
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = sprite.position
                move.toValue = CGPoint(x: sprite.position.x + 40, y: sprite.position.y + 25)
                move.duration = 0.25
                move.autoreverses = true
                move.repeatCount = .infinity
                sprite.add(move, forKey: "move")
            }
            root.addSublayer(sprite)
        }
        Scene.startAnimations()
        return root
    }, step: { root, n in
        guard let sprites = root.sublayers else { return }
        sprites[n * 31 % sprites.count].zPosition = CGFloat(n % 3)
        sprites[n * 17 % sprites.count].isHidden.toggle()
        sprites[n * 13 % sprites.count].position.y += 9
    })
}
