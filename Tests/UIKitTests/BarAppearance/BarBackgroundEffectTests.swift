// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar appearances: backgroundEffect")
struct BarBackgroundEffectTests {
    @Test("The presets set the effect: the chrome material by default, none for opaque and transparent")
    func presets() throws {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.hasTransparentBackground)
    }

    @Test("Copies and appearances made from another keep the effect")
    func copiesKeepTheEffect() throws {
        let appearance = UIToolbarAppearance()
        appearance.backgroundEffect = UIBlurEffect(style: .dark)
        let copy = try #require(appearance.copy() as? UIToolbarAppearance)
        #expect(copy.backgroundEffect == UIBlurEffect(style: .dark))
        let made = UITabBarAppearance(barAppearance: appearance)
        #expect(made.backgroundEffect == UIBlurEffect(style: .dark))
        appearance.backgroundEffect = nil
        #expect(appearance.hasTransparentBackground, "no effect, colour or image: nothing is drawn")
        #expect(copy.backgroundEffect != nil, "the copy is independent")
    }

    @Test("The screen shows the effect's material: a dark blur darkens, no effect shows what is behind")
    func drawnEffect() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        func bar(y: CGFloat, effect: UIBlurEffect?) -> UINavigationBar {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: y, width: 393, height: 44))
            bar.items = [UINavigationItem(title: "")]
            let appearance = UINavigationBarAppearance()
            appearance.backgroundEffect = effect
            appearance.shadowColor = nil
            bar.standardAppearance = appearance
            window.addSubview(bar)
            return bar
        }
        _ = bar(y: 100, effect: UIBlurEffect(style: .dark))
        _ = bar(y: 200, effect: nil)
        _ = bar(y: 300, effect: UIBlurEffect(style: .systemChromeMaterial))
        device.advance(by: 1.0 / 60)
        let shot = RGBAImage(device.screenshot())
        let scale = CGFloat(shot.width) / 393
        func gray(_ y: CGFloat) -> Int { Int(shot[Int(10 * scale), Int(y * scale)].g) }
        #expect(gray(120) < 100, "the dark material over white")
        #expect(gray(220) == 255, "no effect: the white window shows")
        #expect(gray(320) > 230 && gray(320) < 255, "the default chrome material: near-white, not white")
    }
}
