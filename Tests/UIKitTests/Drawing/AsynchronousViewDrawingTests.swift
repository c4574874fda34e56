// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import TouchstoneTesting
import UIKit

/// A view drawing a rounded card with a line of text, noting the thread of each draw and whether its context was a
/// recording (no memory).
private final class CardView: UIView {
    var draws: [(thread: UInt, recorded: Bool)] = []

    override func draw(_ rect: CGRect) {
        draws.append((UInt(pthread_self()), UIGraphicsGetCurrentContext()?.data == nil))
        UIColor.orange.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 8).fill()
        UIColor.black.setStroke()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 20, dy: 12)).stroke()
        ("Touchstone" as NSString).draw(at: CGPoint(x: 12, y: 10), withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.darkGray,
        ])
    }
}

/// A view's `layer.drawsAsynchronously` (issue 22, `DeferredDisplay`): `draw(_:)` stays on the main actor's thread
/// (the one running the display pass), the drawing is recorded and played on the render workers, and the screen
/// is what direct drawing shows.
@MainActor
@Suite("Asynchronous view drawing")
struct AsynchronousViewDrawingTests {
    /// A launched iPhone 4 showing eight cards, drawing asynchronously or not; its screenshot and the cards.
    private func screen(async: Bool) throws -> (CGImage, [CardView]) {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        var cards: [CardView] = []
        for k in 0..<8 {
            let card = CardView(frame: CGRect(x: 10 + CGFloat(k % 2) * 150, y: 30 + CGFloat(k / 2) * 100,
                                              width: 140, height: 90))
            card.backgroundColor = .white
            card.layer.drawsAsynchronously = async
            window.addSubview(card)
            cards.append(card)
        }
        device.advance(by: 0.1)
        return (device.screenshot(), cards)
    }

    @Test("The screen matches direct drawing byte for byte; draw(_:) ran once per view, on the main actor's thread")
    func sameScreen() throws {
        let mainActorThread = UInt(pthread_self())
        let (direct, plainCards) = try screen(async: false)
        let (deferred, cards) = try screen(async: true)
        #expect(RGBAImage(deferred).pixels == RGBAImage(direct).pixels)
        let onTheTestsThread = cards.allSatisfy {
            $0.draws.count == 1 && $0.draws[0].thread == mainActorThread && $0.draws[0].recorded
        }
        #expect(onTheTestsThread, "\(cards.map(\.draws))")
        #expect(plainCards.allSatisfy { $0.draws.count == 1 && !$0.draws[0].recorded })
    }
}
