// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Scenes for the parallel-compositing tests: each builds a 320×480-point tree (640×960 pixels at scale 2) and
/// changes it frame by frame, so whole frames and partial repaints are both compared.
struct ParallelScene: CustomTestStringConvertible, Sendable {
    let name: String
    /// Builds the tree (inside an open transaction, actions off).
    let build: @Sendable () -> CALayer
    /// Changes the tree for frame `n` (1…); `root` is what ``build`` returned.
    let step: @Sendable (_ root: CALayer, _ n: Int) -> Void

    var testDescription: String { name }

    static let width: CGFloat = 320
    static let height: CGFloat = 480

    /// A rounded card image of `w`×`h` points at scale 2.
    static func card(_ w: CGFloat, _ h: CGFloat, hue: CGFloat, alpha: CGFloat = 1) -> CGImage {
        Scene.image(Int(w * 2), Int(h * 2)) { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.setFillColor(CGColor(red: hue, green: 0.6 - hue / 2, blue: 1 - hue, alpha: alpha))
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: w, height: h), cornerWidth: min(12, h / 2),
                               cornerHeight: min(12, h / 2)))
            ctx.fillPath()
        }
    }

    /// A layer showing `image` at scale 2 in `frame`.
    static func imageLayer(_ frame: CGRect, _ image: CGImage) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image
        layer.contentsScale = 2
        return layer
    }

    static func makeRoot() -> CALayer { Scene.root(width, height) }

    /// Moves the first sublayer of `root` down a point each frame (crossing band edges as it goes).
    static func nudge(_ root: CALayer, _ n: Int) {
        guard let moving = root.sublayers?.last else { return }
        moving.position.y += CGFloat(n % 3 + 1) * 7
    }

    static let all: [ParallelScene] = [screen, shadows, masks, transforms, perspective, text, backdrop, grid, rasterized,
                                       sprites]

    /// Rasterized subtrees (`shouldRasterize`): one at the screen's scale, one at 1× (resampled), one rotated and
    /// faded, crossing the middle rows; the last one moves and the first changes inside each frame.
    static let rasterized = ParallelScene(name: "rasterized", build: {
        let root = makeRoot()
        for i in 0..<3 {
            let card = Scene.layer(CGRect(x: 20 + CGFloat(i) * 40, y: 60 + CGFloat(i) * 130, width: 200, height: 150),
                                   i == 1 ? Scene.blue : Scene.green)
            card.cornerRadius = 16
            card.shadowOpacity = 0.5
            card.shadowRadius = 6
            card.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 90, height: 60), Scene.red))
            card.addSublayer(imageLayer(CGRect(x: 60, y: 50, width: 120, height: 90), Scene.quadrants(240, 180)))
            card.shouldRasterize = true
            card.rasterizationScale = i == 1 ? 1 : 2
            if i == 2 {
                card.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
                card.opacity = 0.7
            }
            root.addSublayer(card)
        }
        return root
    }, step: { root, n in
        nudge(root, n)
        root.sublayers?.first?.sublayers?.first?.backgroundColor = n % 2 == 0 ? Scene.red : Scene.yellow
    })

    /// The 20-layer phone screen of the benchmarks: wallpaper, bars, 8 rows with icons.
    static let screen = ParallelScene(name: "20-layer screen", build: {
        let root = makeRoot()
        let wallpaper = Scene.image(640, 960) { ctx in
            for band in 0..<48 {
                ctx.setFillColor(CGColor(red: 0.2, green: 0.3 + Double(band) / 96, blue: 0.6, alpha: 1))
                ctx.fill(CGRect(x: 0, y: band * 20, width: 640, height: 20))
            }
        }
        root.addSublayer(imageLayer(CGRect(x: 0, y: 0, width: 320, height: 480), wallpaper))
        root.addSublayer(imageLayer(CGRect(x: 0, y: 0, width: 320, height: 20), card(320, 20, hue: 0.1)))
        root.addSublayer(imageLayer(CGRect(x: 0, y: 20, width: 320, height: 44), card(320, 44, hue: 0.2, alpha: 0.9)))
        for row in 0..<8 {
            let cell = imageLayer(CGRect(x: 8, y: 70 + CGFloat(row) * 44, width: 304, height: 40),
                                  card(304, 40, hue: CGFloat(row) / 10))
            cell.addSublayer(imageLayer(CGRect(x: 4, y: 4, width: 32, height: 32), card(32, 32, hue: 0.9)))
            root.addSublayer(cell)
        }
        root.addSublayer(imageLayer(CGRect(x: 0, y: 430, width: 320, height: 50), card(320, 50, hue: 0.3, alpha: 0.95)))
        let bubble = imageLayer(CGRect(x: 110, y: 190, width: 100, height: 100), card(100, 100, hue: 0.6, alpha: 0.8))
        root.addSublayer(bubble)
        return root
    }, step: nudge)

    /// Blurred and path shadows, one crossing the middle of the screen, with rounded corners and opacity.
    static let shadows = ParallelScene(name: "shadows", build: {
        let root = makeRoot()
        for i in 0..<6 {
            let layer = Scene.layer(CGRect(x: 20 + CGFloat(i % 2) * 150, y: 10 + CGFloat(i / 2) * 170, width: 120,
                                           height: i / 2 == 1 ? 40 : 90), i % 2 == 0 ? Scene.red : Scene.blue)
            layer.cornerRadius = CGFloat(i * 4)
            layer.shadowOpacity = 0.8
            layer.shadowRadius = CGFloat(2 + i * 3)
            layer.shadowOffset = CGSize(width: 3, height: CGFloat(i) * 2 - 4)
            if i == 3 { layer.shadowPath = CGPath(ellipseIn: layer.bounds.insetBy(dx: -10, dy: -10), transform: nil) }
            if i == 4 { layer.opacity = 0.6 }
            layer.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Scene.yellow))
            root.addSublayer(layer)
        }
        let middle = Scene.layer(CGRect(x: 60, y: 240, width: 200, height: 30), Scene.green)
        middle.shadowOpacity = 1
        middle.shadowRadius = 12
        middle.cornerRadius = 10
        root.addSublayer(middle)
        return root
    }, step: nudge)

    /// Masked layers: a rounded-rectangle mask over the whole height, and a masked image crossing the middle.
    static let masks = ParallelScene(name: "masks", build: {
        let root = makeRoot()
        for i in 0..<12 {
            root.addSublayer(Scene.layer(CGRect(x: 0, y: CGFloat(i) * 40, width: 320, height: 20), Scene.green))
        }
        let masked = Scene.layer(CGRect(x: 10, y: 10, width: 300, height: 150), Scene.blue)
        masked.addSublayer(Scene.layer(CGRect(x: 20, y: 30, width: 200, height: 100), Scene.yellow))
        let mask = Scene.layer(CGRect(x: 20, y: 20, width: 260, height: 110), Scene.black)
        mask.cornerRadius = 40
        masked.mask = mask
        root.addSublayer(masked)
        let picture = imageLayer(CGRect(x: 40, y: 300, width: 240, height: 120), Scene.quadrants(480, 240))
        let circle = Scene.layer(CGRect(x: 60, y: 0, width: 120, height: 120), Scene.black)
        circle.cornerRadius = 60
        picture.mask = circle
        root.addSublayer(picture)
        return root
    }, step: nudge)

    /// Rotated, scaled and fractionally placed content, some crossing the middle rows.
    static let transforms = ParallelScene(name: "rotated and scaled", build: {
        let root = makeRoot()
        for i in 0..<10 {
            let layer = imageLayer(CGRect(x: 30 + CGFloat(i % 3) * 90, y: 20 + CGFloat(i) * 44, width: 80, height: 60),
                                   Scene.quadrants(160, 120))
            layer.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(i) * 0.3)
                .scaledBy(x: 1 + CGFloat(i % 3) * 0.2, y: 1))
            layer.borderWidth = 2
            layer.borderColor = Scene.black
            root.addSublayer(layer)
        }
        let big = Scene.layer(CGRect(x: 40.3, y: 150.7, width: 240, height: 180), Scene.green)
        big.opacity = 0.7
        big.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
        root.addSublayer(big)
        return root
    }, step: nudge)

    /// Layers with perspective (flattened and warped), one spanning the middle.
    static let perspective = ParallelScene(name: "3D perspective", build: {
        let root = makeRoot()
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        for i in 0..<3 {
            let layer = imageLayer(CGRect(x: 40, y: 30 + CGFloat(i) * 150, width: 240, height: 130),
                                   Scene.quadrants(480, 260))
            layer.transform = CATransform3DRotate(t, 0.5 + CGFloat(i) * 0.2, 0, 1, 0.2)
            root.addSublayer(layer)
        }
        root.addSublayer(Scene.layer(CGRect(x: 0, y: 230, width: 320, height: 10), Scene.red))
        return root
    }, step: nudge)

    /// Text: text layers painted at composite time and text drawn into a cached contents image.
    static let text = ParallelScene(name: "text", build: {
        let root = makeRoot()
        for i in 0..<3 {
            let label = CATextLayer()
            label.frame = CGRect(x: 10, y: 10 + CGFloat(i) * 50, width: 300, height: 40)
            label.string = "Touchstone renders band \(i) — quick brown fox"
            label.fontSize = 16 + CGFloat(i)
            label.foregroundColor = Scene.black
            label.contentsScale = 2
            root.addSublayer(label)
        }
        let drawn = CATextLayer()
        drawn.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        drawn.string = "Backing-store text across the middle"
        drawn.fontSize = 22
        drawn.foregroundColor = Scene.blue
        let image = Scene.image(600, 120) { ctx in
            ctx.scaleBy(x: 2, y: 2)
            drawn.render(in: ctx)
        }
        root.addSublayer(imageLayer(CGRect(x: 10, y: 210, width: 300, height: 60), image))
        root.addSublayer(imageLayer(CGRect(x: 10, y: 300, width: 300, height: 60), image))
        root.addSublayer(imageLayer(CGRect(x: 10, y: 400, width: 300, height: 60), image))
        return root
    }, step: nudge)

    /// A blurred backdrop and a vibrancy group over stripes, the backdrop spanning the middle.
    static let backdrop = ParallelScene(name: "backdrop blur", build: {
        let root = makeRoot()
        for i in 0..<24 {
            root.addSublayer(Scene.layer(CGRect(x: 0, y: CGFloat(i) * 20, width: 320, height: 10),
                                         i % 3 == 0 ? Scene.red : i % 3 == 1 ? Scene.green : Scene.blue))
        }
        let blur = BackdropLayer()
        blur.frame = CGRect(x: 20, y: 180, width: 280, height: 120)
        blur.blurRadius = 10
        blur.saturation = 1.6
        blur.cornerRadius = 14
        root.addSublayer(blur)
        let small = BackdropLayer()
        small.frame = CGRect(x: 40, y: 20, width: 100, height: 60)
        small.blurRadius = 3
        root.addSublayer(small)
        let vibrancy = VibrancyLayer()
        vibrancy.frame = CGRect(x: 30, y: 330, width: 200, height: 60)
        vibrancy.vibrancyColor = Scene.white
        vibrancy.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 80, height: 40), Scene.black))
        root.addSublayer(vibrancy)
        let moving = Scene.layer(CGRect(x: 100, y: 150, width: 60, height: 60), Scene.yellow)
        root.addSublayer(moving)
        return root
    }, step: nudge)

    /// Many whole-pixel layers, half transparent, in groups, tiling the screen across every band edge.
    static let grid = ParallelScene(name: "grid across band edges", build: {
        let root = makeRoot()
        for row in 0..<24 {
            let group = Scene.layer(CGRect(x: 0, y: CGFloat(row) * 20, width: 320, height: 20))
            group.opacity = row % 2 == 0 ? 1 : 0.5
            for col in 0..<16 {
                group.addSublayer(Scene.layer(CGRect(x: CGFloat(col) * 20, y: 0, width: 19, height: 19),
                                              (row + col) % 2 == 0 ? Scene.red : Scene.blue))
            }
            root.addSublayer(group)
        }
        root.addSublayer(Scene.layer(CGRect(x: 100, y: 100, width: 120, height: 300), Scene.yellow))
        return root
    }, step: nudge)
}
