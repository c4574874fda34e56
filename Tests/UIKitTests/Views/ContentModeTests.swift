// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Fills whatever it is asked to draw with opaque red and logs the calls.
final class RedContentView: UIView {
    var draws: [CGSize] = []
    override func draw(_ rect: CGRect) {
        draws.append(rect.size)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

/// One content-mode rendering case: screen points that must show the red content and points that must not.
struct ContentModeCase: Sendable, CustomTestStringConvertible {
    let mode: UIView.ContentMode
    let red: [CGPoint]
    let clear: [CGPoint]
    var testDescription: String { "\(mode)" }
}

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

// The view's frame is (100, 100, 80, 60); its content was drawn at 40×20.
private let renderingCases: [ContentModeCase] = [
    ContentModeCase(mode: .scaleToFill, red: [p(102, 102), p(178, 158)], clear: [p(98, 130)]),
    ContentModeCase(mode: .scaleAspectFit, red: [p(140, 112), p(140, 148)], clear: [p(140, 105), p(140, 155)]),
    ContentModeCase(mode: .scaleAspectFill, red: [p(102, 102), p(178, 158)], clear: [p(140, 165)]),
    ContentModeCase(mode: .center, red: [p(122, 122), p(158, 138)], clear: [p(110, 110), p(140, 150)]),
    ContentModeCase(mode: .top, red: [p(122, 102), p(158, 118)], clear: [p(140, 130), p(140, 150)]),
    ContentModeCase(mode: .bottom, red: [p(122, 142), p(158, 158)], clear: [p(140, 110), p(140, 130)]),
    ContentModeCase(mode: .left, red: [p(102, 122), p(138, 138)], clear: [p(170, 130)]),
    ContentModeCase(mode: .right, red: [p(142, 122), p(178, 138)], clear: [p(110, 130)]),
    ContentModeCase(mode: .topLeft, red: [p(102, 102), p(138, 118)], clear: [p(170, 110), p(110, 150)]),
    ContentModeCase(mode: .topRight, red: [p(142, 102), p(178, 118)], clear: [p(110, 110), p(170, 150)]),
    ContentModeCase(mode: .bottomLeft, red: [p(102, 142), p(138, 158)], clear: [p(110, 110), p(170, 150)]),
    ContentModeCase(mode: .bottomRight, red: [p(142, 142), p(178, 158)], clear: [p(170, 110), p(110, 150)]),
]

@MainActor
@Suite("UIView content mode")
struct ContentModeTests {
    @Test("Content modes carry UIKit's raw values 0…12; the default is scaleToFill (layer gravity resize)")
    func rawValuesAndDefault() {
        #expect(UIView.ContentMode.allCases.map(\.rawValue) == Array(0...12))
        let view = UIView()
        #expect(view.contentMode == .scaleToFill)
        #expect(view.layer.contentsGravity == .resize)
    }

    @Test("Each mode sets the layer gravity that shows it on screen (vertical names swap to y-up)")
    func layerGravity() {
        let expected: [UIView.ContentMode: CALayerContentsGravity] = [
            .scaleToFill: .resize, .scaleAspectFit: .resizeAspect, .scaleAspectFill: .resizeAspectFill,
            .redraw: .resize, .center: .center, .top: .bottom, .bottom: .top, .left: .left, .right: .right,
            .topLeft: .bottomLeft, .topRight: .bottomRight, .bottomLeft: .topLeft, .bottomRight: .topRight,
        ]
        let view = UIView()
        for mode in UIView.ContentMode.allCases {
            view.contentMode = mode
            #expect(view.contentMode == mode)
            #expect(view.layer.contentsGravity == expected[mode], "\(mode)")
        }
    }

    @Test("Content drawn at 40×20 lands where the mode says once the view is 80×60", arguments: renderingCases)
    func rendering(_ testCase: ContentModeCase) throws {
        let (device, window) = try launchedTestWindow()
        window.backgroundColor = .white
        let view = RedContentView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        view.contentMode = testCase.mode
        window.addSubview(view)
        device.advance(by: 1.0 / 60)
        view.frame = CGRect(x: 100, y: 100, width: 80, height: 60)
        device.advance(by: 1.0 / 60)
        #expect(view.draws == [CGSize(width: 40, height: 20)])
        let image = RGBAImage(device.screenshot())
        func isRed(_ point: CGPoint) -> Bool {
            let pixel = image[Int(point.x), Int(point.y)]
            return pixel.r > 200 && pixel.g < 60 && pixel.b < 60
        }
        for point in testCase.red { #expect(isRed(point), "\(point) should show the content") }
        for point in testCase.clear { #expect(!isRed(point), "\(point) should not show the content") }
    }

    @Test("Frame, centre and transform changes don't redraw with the default mode; .redraw redraws on resize (behaviour 56)")
    func redrawOnlyInRedrawMode() throws {
        let (device, window) = try launchedTestWindow()
        let view = RedContentView(frame: CGRect(x: 10, y: 30, width: 40, height: 20))
        window.addSubview(view)
        device.advance(by: 1.0 / 60)
        view.draws.removeAll()

        view.frame = CGRect(x: 20, y: 40, width: 60, height: 30)
        view.center = CGPoint(x: 100, y: 100)
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        device.advance(by: 1.0 / 60)
        #expect(view.draws.isEmpty)

        view.transform = .identity
        view.contentMode = .redraw
        view.center = CGPoint(x: 120, y: 120)
        device.advance(by: 1.0 / 60)
        #expect(view.draws.isEmpty)
        view.bounds = CGRect(x: 0, y: 0, width: 70, height: 50)
        device.advance(by: 1.0 / 60)
        #expect(view.draws == [CGSize(width: 70, height: 50)])
    }

    @Test("contentStretch maps to the layer's contentsCenter, clamped to the unit square")
    func contentStretch() {
        let view = UIView()
        #expect(view.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        view.contentStretch = CGRect(x: -0.5, y: 0.5, width: 1, height: 1)
        #expect(view.contentStretch == CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5))
    }

    @Test("A non-finite or out-of-range contentStretch is ignored")
    func invalidContentStretch() {
        let view = UIView()
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        view.contentStretch = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        view.contentStretch = CGRect(x: 2, y: 2, width: 1, height: 1)
        #expect(view.contentStretch == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }
}
