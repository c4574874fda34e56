// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Repainting only the damage must give the same pixels as repainting everything.
@Suite("Compositor incremental rendering", .freshLayerEnvironment)
struct CompositorIncrementalTests {
    /// The layers of a busy scene that the steps below change.
    private final class Busy {
        let root = Scene.root(160, 120)
        let card = Scene.layer(CGRect(x: 10, y: 10, width: 50, height: 40), Scene.yellow, name: "card")
        let group = Scene.layer(CGRect(x: 70, y: 10, width: 60, height: 50), name: "group")
        let groupChild = Scene.layer(CGRect(x: 20, y: 15, width: 40, height: 35), Scene.blue, name: "groupChild")
        let masked = Scene.layer(CGRect(x: 10, y: 60, width: 50, height: 50), name: "masked")
        let mask = Scene.layer(CGRect(x: 5, y: 5, width: 40, height: 40), Scene.black, name: "mask")
        let turned = Scene.layer(CGRect(x: 70, y: 70, width: 40, height: 25), Scene.green, name: "turned")
        let clip = Scene.layer(CGRect(x: 120, y: 60, width: 35, height: 55), Scene.white, name: "clip")
        let clipped = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red, name: "clipped")
        let leaf = Scene.layer(CGRect(x: 40.4, y: 30.7, width: 30, height: 30), name: "leaf")
        let tilted = Scene.layer(CGRect(x: 100, y: 20, width: 40, height: 30), name: "tilted")

        init() {
            card.cornerRadius = 12
            card.borderWidth = 2
            card.borderColor = Scene.black
            card.shadowOpacity = 0.6
            card.shadowOffset = CGSize(width: 4, height: 6)
            card.shadowRadius = 5
            let badge = Scene.layer(CGRect(x: 30, y: -5, width: 25, height: 20))
            badge.contents = Scene.quadrants(25, 20)
            card.addSublayer(badge)
            group.opacity = 0.6
            group.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 35), Scene.red))
            group.addSublayer(groupChild)
            masked.contents = Scene.quadrants(50, 50)
            mask.cornerRadius = 20
            masked.mask = mask
            turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.35))
            turned.borderWidth = 3
            turned.borderColor = Scene.blue
            clip.masksToBounds = true
            clip.cornerRadius = 8
            clip.addSublayer(clipped)
            leaf.contents = Scene.quadrants(30, 30)
            leaf.opacity = 0.7
            tilted.contents = Scene.quadrants(40, 30)
            var t = CATransform3DMakeRotation(0.6, 0, 1, 0)
            t.m34 = -1 / 150
            tilted.transform = t
            for layer in [card, group, masked, turned, clip, leaf, tilted] { root.addSublayer(layer) }
        }
    }

    /// The largest per-channel difference between two frames.
    private static func maxDifference(_ a: CGImage, _ b: CGImage) -> Int {
        let x = RGBAImage(a), y = RGBAImage(b)
        return zip(x.pixels, y.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test("Through a dozen kinds of change, the incrementally repainted frame equals a fresh full render (±1/255)")
    func incrementalEqualsFull() {
        Scene.build { clock in
            let s = Busy()
            let incremental = Compositor(pixelWidth: 160, pixelHeight: 120, rootLayer: s.root)!
            incremental.renderFrame(at: 0)
            let steps: [(String, () -> Void)] = [
                ("move the shadowed card", { s.card.position = CGPoint(x: 42.5, y: 33) }),
                ("fade the group", { s.group.opacity = 0.3 }),
                ("recolour inside the group", { s.groupChild.backgroundColor = Scene.green }),
                ("add a layer over the shadow", {
                    s.root.addSublayer(Scene.layer(CGRect(x: 30, y: 45, width: 30, height: 12), Scene.red))
                }),
                ("remove the translucent leaf", { s.leaf.removeFromSuperlayer() }),
                ("change the shadow's offset", { s.card.shadowOffset = CGSize(width: -6, height: 9) }),
                ("turn further", { s.turned.setAffineTransform(CGAffineTransform(rotationAngle: -0.5)) }),
                ("bring the group to the back", { s.group.zPosition = -1 }),
                ("move the mask", { s.mask.position = CGPoint(x: 30, y: 20) }),
                ("move a clipped child half out", { s.clipped.position = CGPoint(x: 30, y: 50) }),
                ("hide the clip container", { s.clip.isHidden = true }),
                ("turn the perspective layer", { s.tilted.transform.m34 = -1 / 90 }),
                ("put the leaf back, moving", {
                    s.root.addSublayer(s.leaf)
                    let move = CABasicAnimation(keyPath: "position")
                    move.fromValue = CGPoint(x: 20, y: 100)
                    move.toValue = CGPoint(x: 140, y: 20)
                    move.duration = 1
                    s.leaf.add(move, forKey: "move")
                }),
            ]
            var time: CFTimeInterval = 0
            for (name, change) in steps {
                change()
                Scene.startAnimations()
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for _ in 0..<2 {
                    time += 0.2
                    clock.set(to: time)
                    incremental.renderFrame()
                    let full = Scene.render(s.root, width: 160, height: 120, at: time)
                    let difference = Self.maxDifference(incremental.image(), full)
                    #expect(difference <= 1, "after \(name) at t = \(time): channels differ by \(difference)")
                }
            }
            CATransaction.commit()
        }
    }
}
