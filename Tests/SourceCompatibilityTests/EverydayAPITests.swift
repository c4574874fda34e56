// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// An app delegate showing the card screen.
final class CardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let cards = CardViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = cards
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("Source compatibility: everyday modern APIs")
struct EverydayAPITests {
    private func launch() throws -> (HeadlessDevice, CardViewController) {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(CardAppDelegate.self)
        let cards = try #require((device.application?.delegate as? CardAppDelegate)?.cards)
        device.advance(by: 0.1)
        return (device, cards)
    }

    @Test("A pan scrubs the card's paused animator; letting go past half-way finishes it")
    func interactiveDismissal() throws {
        let (device, cards) = try launch()
        let start = cards.card.center
        device.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 360), duration: 0.3)
        let animator = try #require(cards.animator)
        device.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(cards.endings == [.end])
        #expect(cards.card.center.y == start.y + 300 && cards.card.alpha == 0)
    }

    @Test("Letting go before half-way reverses the animator back to the start")
    func cancelledDismissal() throws {
        let (device, cards) = try launch()
        let start = cards.card.center
        device.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 200), duration: 0.3)
        device.advance(by: 1)
        #expect(cards.endings == [.start])
        #expect(cards.card.center == start && cards.card.alpha == 1)
    }

    @Test("The bounce chains a running animator into a spring back to identity")
    func bounce() throws {
        let (device, cards) = try launch()
        cards.bounce()
        device.advance(by: 0.15)
        #expect((cards.card.layer.presentation() ?? cards.card.layer).affineTransform().a > 1)
        device.advance(by: 1.5)
        #expect(cards.card.transform == .identity)
        #expect((cards.card.layer.presentation() ?? cards.card.layer).affineTransform().a == 1)
    }

    @Test("The helpers' fonts, renderer bounds, symbol configuration and styled text work")
    func helpers() throws {
        let (_, cards) = try launch()
        let badge = EverydayHelpers.badge(diameter: 20)
        #expect(badge.size == CGSize(width: 20, height: 20) && badge.scale == 2)
        #expect(EverydayHelpers.code().fontName.contains("Mono"))
        #expect(EverydayHelpers.monospacedDigits().pointSize == 15)
        let styled = EverydayHelpers.styled("Hello")
        #expect(styled.attribute(.shadow, at: 0, effectiveRange: nil) is NSShadow)
        #expect(styled.size().width > 0)
        let plainSymbol = try #require(UIImage(systemName: "star.fill"))
        #expect(cards.imageView.intrinsicContentSize.height > plainSymbol.size.height)
    }
}
