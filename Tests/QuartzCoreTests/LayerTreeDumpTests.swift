// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// The render tree's text dump: structure, order and numbers, formatted the same everywhere.
@Suite("Layer tree dump", .freshLayerEnvironment)
struct LayerTreeDumpTests {
    @Test("One line per layer in drawing order, indented by depth, with only non-default attributes")
    func basicDump() {
        let dump = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 10, y: 10, width: 50, height: 40), Scene.blue, name: "card")
            card.cornerRadius = 8
            card.masksToBounds = true
            card.addSublayer(Scene.layer(CGRect(x: 5, y: 5, width: 10, height: 10), Scene.red, name: "dot"))
            let faded = Scene.layer(CGRect(x: 70, y: 10, width: 30, height: 30), name: "faded")
            faded.opacity = 0.25
            faded.isHidden = true
            faded.contents = Scene.quadrants(60, 60)
            faded.contentsScale = 2
            let front = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.green, name: "front")
            front.zPosition = 5
            root.addSublayer(front)
            root.addSublayer(card)
            root.addSublayer(faded)
            return LayerTreeDump.dump(root)
        }
        #expect(dump == """
            root frame=(0 0 120 120) device=(0 0 120 120) bg=#ffffffff
              card frame=(10 10 50 40) device=(10 10 50 40) masksToBounds cornerRadius=8 bg=#0000ffff
                dot frame=(5 5 10 10) device=(15 15 10 10) bg=#ff0000ff
              faded frame=(70 10 30 30) device=(70 10 30 30) opacity=0.25 hidden contents=60x60
              front frame=(0 0 10 10) device=(0 0 10 10) z=5 bg=#00ff00ff
            """)
    }

    @Test("Transforms print as affine entries, 3-D ones as all sixteen; device bounds follow scale and snapping")
    func transformsAndScale() {
        let dump = Scene.build { _ in
            let root = Scene.root(60, 60, nil)
            let turned = Scene.layer(CGRect(x: 10.3, y: 10.6, width: 20, height: 10), name: "turned")
            turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            let moved = Scene.layer(CGRect(x: 10.3, y: 10.6, width: 20, height: 10), name: "moved")
            let tilted = Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20), name: "tilted")
            var t = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            t.m34 = -0.005
            tilted.transform = t
            root.addSublayer(turned)
            root.addSublayer(moved)
            root.addSublayer(tilted)
            return LayerTreeDump.dump(root, scale: 2)
        }
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines[0] == "root frame=(0 0 60 60) device=(0 0 120 120)")
        // Rotated: not snapped. Centre (20.3, 15.6) → pixels (40.6, 31.2); 10 × 20 points upright → 20 × 40 px.
        #expect(lines[1] == "  turned frame=(15.3 5.6 10 20) device=(30.6 11.2 20 40) transform=[0 1 -1 0 0 0]")
        // A pure translation at scale 2 snaps to whole pixels: (20.6, 21.2) → (21, 21).
        #expect(lines[2] == "  moved frame=(10.3 10.6 20 10) device=(21 21 40 20)")
        #expect(lines[3].hasPrefix("  tilted frame="))
        #expect(lines[3].contains(" transform3d=[0.866 0 -0.5 0 0 1 0 0 0.5 0 0.866 -0.005 0 0 0 1]"))
    }

    @Test("Animation keys are listed in the order they were added, and the dump shows presentation values")
    func animations() {
        Scene.build { clock in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), name: "mover")
            root.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 5
            move.toValue = 105
            move.duration = 1
            layer.add(move, forKey: "move")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.5
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            Scene.startAnimations()
            clock.advance(by: 0.5)
            let dump = LayerTreeDump.dump(root, at: clock.now)
            #expect(dump.split(separator: "\n")[1]
                == "  mover frame=(50 0 10 10) device=(50 0 10 10) opacity=0.75 animations=[move,fade]")
        }
    }

    @Test("The compositor's dump is its last frame's tree; past 32 levels the depth is written instead")
    func compositorDumpAndDepth() {
        Scene.build { _ in
            let root = Scene.root(20, 20)
            var parent = root
            for _ in 0..<40 {
                let child = Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20))
                parent.addSublayer(child)
                parent = child
            }
            parent.name = "leaf"
            let compositor = Compositor(pixelWidth: 20, pixelHeight: 20, rootLayer: root)!
            compositor.renderFrame(at: 0)
            let lines = compositor.dump().split(separator: "\n")
            #expect(lines.count == 41)
            #expect(lines[40] == String(repeating: "  ", count: 32) + "[40] leaf frame=(0 0 20 20) device=(0 0 20 20)")
        }
    }

    @Test("Numbers: three decimals at most, no trailing zeros, no negative zero")
    func numberFormat() {
        #expect(LayerTreeDump.number(12) == "12")
        #expect(LayerTreeDump.number(0.5) == "0.5")
        #expect(LayerTreeDump.number(-3.125) == "-3.125")
        #expect(LayerTreeDump.number(1.0 / 3) == "0.333")
        #expect(LayerTreeDump.number(-0.0001) == "0")
        #expect(LayerTreeDump.number(2.9996) == "3")
        #expect(LayerTreeDump.number(.nan) == "nan")
        #expect(LayerTreeDump.number(-.infinity) == "-inf")
    }
}
