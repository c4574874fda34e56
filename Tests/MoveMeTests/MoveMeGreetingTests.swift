// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// The greeting: changing it with double taps, fitting it, drawing it (`moveme-events-views.md` §4,
/// behaviours 30–38), and the guide's summary of MoveMe (`iphone-programming-guide.md`, behaviour 92).
@MainActor
@Suite("MoveMe greeting")
struct MoveMeGreetingTests {
    static let background = CGPoint(x: 60, y: 80)

    @Test("MoveMe 30: a double tap on the background shows the next greeting once and redraws the placard")
    func doubleTapAdvances() throws {
        let f = try MoveMeFixture()
        let before = RGBAImage(f.device.screenshot())
        f.device.tap(at: Self.background, count: 2)
        #expect(f.placard.currentDisplayString == f.placard.displayStrings[1])
        #expect(f.placard.displayStringsIndex == 2)
        #expect(RGBAImage(f.device.screenshot()) != before)
    }

    @Test("MoveMe 31: a single tap on the background changes nothing")
    func singleTap() throws {
        let f = try MoveMeFixture()
        f.device.tap(at: Self.background)
        f.device.advance(by: 0.5)
        #expect(f.placard.currentDisplayString == "Welcome" && f.placard.displayStringsIndex == 1)
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
    }

    @Test("MoveMe 32: a triple tap advances exactly once")
    func tripleTap() throws {
        let f = try MoveMeFixture()
        f.device.tap(at: Self.background, count: 3)
        #expect(f.placard.displayStringsIndex == 2)
    }

    @Test("MoveMe 33: k double taps show greeting k mod count (the list wraps round)")
    func wrapAround() throws {
        let f = try MoveMeFixture()
        let count = f.placard.displayStrings.count
        #expect(count >= 10)
        for _ in 0..<(count + 2) {
            f.device.tap(at: Self.background, count: 2)
            f.device.advance(by: 0.5)
        }
        #expect(f.placard.currentDisplayString == f.placard.displayStrings[(count + 2) % count])
    }

    @Test("MoveMe 34: two taps farther apart than the multi-tap interval change nothing")
    func slowTaps() throws {
        let f = try MoveMeFixture()
        f.device.tap(at: Self.background)
        f.device.advance(by: 0.6)
        f.device.tap(at: Self.background)
        #expect(f.placard.currentDisplayString == "Welcome")
    }

    @Test("MoveMe 35: a tap on the background, then one on the placard: a pulse, and the same greeting")
    func tapThenPlacard() throws {
        let f = try MoveMeFixture()
        f.device.tap(at: CGPoint(x: 160, y: 200))
        f.device.advance(by: 0.1)
        f.device.touchDown(at: MoveMeFixture.center)
        #expect(f.placard.transform.a == 1.2)
        #expect(f.placard.currentDisplayString == "Welcome")
    }

    @Test("Issue: the greeting changes on a double tap outside the placard, not on one inside")
    func outsideNotInside() throws {
        let f = try MoveMeFixture()
        f.device.tap(at: MoveMeFixture.center, count: 2)
        f.device.advance(by: 2.5)
        #expect(f.placard.currentDisplayString == "Welcome")
        f.device.tap(at: Self.background, count: 2)
        #expect(f.placard.currentDisplayString == f.placard.displayStrings[1])
    }

    @Test("MoveMe 36: a long greeting shrinks below 24 pt to fit 220 pt; a very long one is cut at 9 pt")
    func fitting() throws {
        let f = try MoveMeFixture()
        let placard = f.placard
        placard.displayStrings = ["Herzlich willkommen, liebe Gäste", String(repeating: "Bienvenue ", count: 20)]
        placard.displayStringsIndex = 0
        placard.setupNextDisplayString()
        #expect(placard.fontSize >= 9 && placard.fontSize < 24)
        #expect(placard.textSize.width <= placard.bounds.width - 20)
        placard.setupNextDisplayString()
        #expect(placard.fontSize == 9)
        #expect(placard.textSize.width <= placard.bounds.width - 20 && placard.textSize.width > 150)
        #expect(placard.displayStringsIndex == 0)
    }

    /// The placard's drawing is compared with the same steps drawn by hand: image at (0, 0), black text at
    /// y + 0.5, white text at y. Drawing the two texts in the other order gives a different image, so the
    /// comparison pins the order.
    @Test("MoveMe 37: the placard draws its image, then the greeting in black 0.5 pt lower, then in white")
    func drawingOrder() throws {
        let f = try MoveMeFixture()
        let drawn = render(f.placard) { f.placard.draw(f.placard.bounds) }
        #expect(drawn == render(f.placard) { drawByHand(f.placard, blackFirst: true) })
        #expect(drawn != render(f.placard) { drawByHand(f.placard, blackFirst: false) })
    }

    @Test("MoveMe 38: after a change, the next drawing pass draws the new greeting, centred again")
    func redrawnCentred() throws {
        let f = try MoveMeFixture()
        let welcome = render(f.placard) { f.placard.draw(f.placard.bounds) }
        f.device.tap(at: Self.background, count: 2)
        let next = render(f.placard) { f.placard.draw(f.placard.bounds) }
        #expect(next != welcome)
        #expect(next == render(f.placard) { drawByHand(f.placard, blackFirst: true) })
        let first = try #require(f.placard.displayStrings.first)
        #expect(f.placard.textSize != first.size(withFont: UIFont.systemFont(ofSize: 24)))
    }

    /// The guide's MoveMe summary gives other pulse timings (0.5 s, 0.5 s, 0.25 s) than the sample's code
    /// (0.15 s, 0.15 s), which MoveMe follows (`moveme-events-views.md` §1.7); the rest is checked here.
    @Test("Guide 92: drag tracks the finger; interaction is off until the bounce-back ends; a double tap outside changes the string")
    func guideSummary() throws {
        let f = try MoveMeFixture()
        f.device.drag(from: MoveMeFixture.center, to: CGPoint(x: 250, y: 100), duration: 0.5)
        #expect(!f.moveMeView.isUserInteractionEnabled)
        let duration = try #require(f.snapBack?.duration)
        f.device.advance(by: duration + 1.0 / 60)
        #expect(f.moveMeView.isUserInteractionEnabled)
        f.device.tap(at: Self.background, count: 2)
        #expect(f.placard.currentDisplayString != "Welcome")
    }

    private func render(_ placard: PlacardView, _ draw: () -> Void) -> RGBAImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: placard.bounds.size, format: format).image { _ in draw() }
        return image.cgImage.map { RGBAImage($0) } ?? RGBAImage(width: 0, height: 0, pixels: [])
    }

    private func drawByHand(_ placard: PlacardView, blackFirst: Bool) {
        placard.placardImage?.draw(at: .zero)
        let size = placard.textSize
        let x = placard.bounds.width / 2 - size.width / 2, y = placard.bounds.height / 2 - size.height / 2
        let font = UIFont.systemFont(ofSize: placard.fontSize)
        let passes: [(UIColor, CGFloat)] = blackFirst ? [(.black, 0.5), (.white, 0)] : [(.white, 0), (.black, 0.5)]
        for (color, dy) in passes {
            color.set()
            placard.currentDisplayString.draw(
                at: CGPoint(x: x, y: y + dy), forWidth: placard.bounds.width - 20, withFont: font,
                fontSize: placard.fontSize, lineBreakMode: .byTruncatingMiddle, baselineAdjustment: .alignBaselines)
        }
    }
}
