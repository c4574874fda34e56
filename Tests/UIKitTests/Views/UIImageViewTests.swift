// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// `UIImageView`: showing, highlighting, content modes on screen, turned and resizable images, and animation.
@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    private func solid(_ color: RGB, _ side: Int = 4) -> UIImage {
        UIImage(cgImage: makeImage(width: side, height: side) { _, _ in color })
    }

    @Test("init(image:) sizes the view to the image; it ignores touches (spec 77) and reports the image size")
    func sizing() {
        let view = UIImageView(image: UIImage(cgImage: quadrants(side: 8), scale: 2, orientation: .up))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(view.isUserInteractionEnabled == false)
        #expect(view.sizeThatFits(.zero) == CGSize(width: 4, height: 4))
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 4))
        #expect(UIImageView(image: nil).frame.size == .zero)
    }

    @Test("The image is shown upright, scaled to fill by default, and its quadrants land where they should")
    func showsImageUpright() throws {
        let (device, window) = try launchedTestWindow()
        let view = UIImageView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        view.image = UIImage(cgImage: quadrants(side: 4))
        window.addSubview(view)
        let screen = RGBAImage(device.screenshot())
        #expect(screen.at(110, 110) == .red && screen.at(170, 110) == .green)
        #expect(screen.at(110, 170) == .blue && screen.at(170, 170) == .white)
    }

    @Test("Content mode .top keeps the image at its size at the top centre")
    func contentModeTop() throws {
        let (device, window) = try launchedTestWindow()
        let backdrop = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        backdrop.backgroundColor = .white
        let view = UIImageView(frame: backdrop.bounds)
        view.contentMode = .top
        view.image = solid(.red, 20)
        backdrop.addSubview(view)
        window.addSubview(backdrop)
        let screen = RGBAImage(device.screenshot())
        #expect(screen.at(140, 105) == .red)
        #expect(screen.at(140, 170) == .white && screen.at(105, 105) == .white)
    }

    @Test("Highlighting swaps to the highlighted image and back; nil images show nothing")
    func highlighting() throws {
        let (device, window) = try launchedTestWindow()
        let backdrop = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        backdrop.backgroundColor = .white
        let view = UIImageView(image: solid(.red), highlightedImage: solid(.green))
        view.frame = backdrop.bounds
        backdrop.addSubview(view)
        window.addSubview(backdrop)
        #expect(RGBAImage(device.screenshot()).at(20, 120) == .red)
        view.isHighlighted = true
        #expect(RGBAImage(device.screenshot()).at(20, 120) == .green)
        view.highlightedImage = nil
        #expect(RGBAImage(device.screenshot()).at(20, 120) == .red)
        view.image = nil
        #expect(RGBAImage(device.screenshot()).at(20, 120) == .white)
    }

    @Test("A turned image is shown turned: .down puts the red quadrant bottom-right")
    func orientedImage() throws {
        let (device, window) = try launchedTestWindow()
        let view = UIImageView(image: UIImage(cgImage: quadrants(side: 4), scale: 1, orientation: .down))
        view.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        window.addSubview(view)
        let screen = RGBAImage(device.screenshot())
        #expect(screen.at(170, 170) == .red && screen.at(110, 110) == .white)
    }

    @Test("A resizable image keeps its caps at their size when the view grows")
    func resizableImage() throws {
        let (device, window) = try launchedTestWindow()
        // 12×12: a 4-pixel red border around a green centre.
        let bordered = makeImage(width: 12, height: 12) { x, y in (4..<8).contains(x) && (4..<8).contains(y) ? .green : .red }
        let image = UIImage(cgImage: bordered).resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
        window.addSubview(view)
        let screen = RGBAImage(device.screenshot())
        #expect(screen.at(102, 120) == .red && screen.at(157, 120) == .red)
        #expect(screen.at(106, 120) == .green && screen.at(153, 120) == .green)
        view.frame.size.width = 100
        let wider = RGBAImage(device.screenshot())
        #expect(wider.at(197, 120) == .red && wider.at(193, 120) == .green)
    }

    @Test("animationImages play in order on the device clock, repeat as asked, and stop on request")
    func animationImages() throws {
        let (device, window) = try launchedTestWindow()
        let view = UIImageView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        view.image = solid(.white)
        view.animationImages = [solid(.red), solid(.green), solid(.blue)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 1
        window.addSubview(view)
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        var seen: [RGB] = []
        for _ in 0..<3 {
            device.advance(by: 0.05)
            seen.append(RGBAImage(device.screenshot()).at(10, 110))
            device.advance(by: 0.05)
        }
        #expect(seen == [.red, .green, .blue])
        device.advance(by: 0.1)
        #expect(!view.isAnimating)
        #expect(RGBAImage(device.screenshot()).at(10, 110) == .white)

        view.animationRepeatCount = 0
        view.startAnimating()
        device.advance(by: 5)
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(RGBAImage(device.screenshot()).at(10, 110) == .white)
    }

    @Test("startAnimating without images does nothing")
    func animatingWithoutImages() {
        let view = UIImageView(image: solid(.red))
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
    }
}
