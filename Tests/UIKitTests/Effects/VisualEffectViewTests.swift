// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// UIVisualEffectView's structure, effects, animation and blur, checked through the screen's pixels.
@MainActor
@Suite("Visual effect view")
struct VisualEffectViewTests {
    @Test("init(effect:) keeps a copy of the effect; contentView fills the view and holds app subviews")
    func structure() throws {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        view.layoutIfNeeded()

        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        view.contentView.addSubview(label)

        #expect(view.effect?.isEqual(blur) == true)
        #expect(view.contentView.frame == view.bounds)
        #expect(label.superview === view.contentView)
        #expect(view.subviews.last === view.contentView)
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
        #expect(UIVibrancyEffect(blurEffect: blur).isEqual(UIVibrancyEffect(blurEffect: blur, style: .label)))
    }

    @Test("A subview added to the effect view itself is logged and kept; contentView subviews are not logged")
    func directSubviewsAreLogged() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let (_, direct) = UIKitDiagnostics.capturing { view.addSubview(UIView()) }
        let (_, content) = UIKitDiagnostics.capturing { view.contentView.addSubview(UIView()) }

        #expect(direct.count == 1)
        #expect(direct.first?.contains("add them to the -contentView") == true)
        #expect(content.isEmpty)
    }

    @Test("The blur is real: stripes behind the view are smoothed under it, untouched beside it")
    func blursWhatIsBehind() throws {
        let (device, window) = try launchedEffectsWindow()
        addStripes(to: window, in: CGRect(x: 0, y: 100, width: 390, height: 200))
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        effect.frame = CGRect(x: 40, y: 150, width: 300, height: 100)
        window.addSubview(effect)

        let screen = effectsScreen(device)
        let s = Int(device.screenshot().width) / 390
        let outside = redSpread(screen, y: 120 * s, from: 60 * s, to: 300 * s)
        let inside = redSpread(screen, y: 200 * s, from: 60 * s, to: 300 * s)

        #expect(outside > 200)
        #expect(inside < 120)  // 81 measured: σ 10 pt over 8 pt stripes leaves a faint ripple
    }

    @Test("Changing what lies behind (outside the view, within the blur's reach) repaints the effect")
    func damageBehindRepaintsTheEffect() throws {
        let (device, window) = try launchedEffectsWindow()
        let background = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        background.backgroundColor = .white
        window.addSubview(background)
        let patch = UIView(frame: CGRect(x: 100, y: 152, width: 100, height: 100))
        patch.backgroundColor = .white
        window.addSubview(patch)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effect.frame = CGRect(x: 0, y: 100, width: 390, height: 50)
        window.addSubview(effect)
        let before = effectsScreen(device)

        patch.backgroundColor = .black
        let after = effectsScreen(device)

        let s = Int(device.screenshot().width) / 390
        // Just inside the effect's bottom edge, above the patch: the blur now pulls in the black below.
        let x = 150 * s, y = 148 * s
        #expect(Int(before[x, y].r) - Int(after[x, y].r) > 20)
    }

    @Test("Setting the effect inside an animation block fades the blur in from none")
    func effectAnimates() throws {
        let (device, window) = try launchedEffectsWindow()
        let effect = UIVisualEffectView(effect: nil)
        effect.frame = CGRect(x: 0, y: 100, width: 200, height: 100)
        window.addSubview(effect)
        device.advance(by: 1.0 / 60)
        #expect(effect.backdropView.backdrop.blurRadius == 0)

        UIView.animate(withDuration: 1) { effect.effect = UIBlurEffect(style: .dark) }
        device.advance(by: 0.5)
        let radius = effect.backdropView.backdrop.presentation()?.blurRadius ?? -1
        let tint = effect.tintView.layer.presentation()?.backgroundColor?.alpha ?? -1

        #expect(effect.backdropView.backdrop.blurRadius == 10)
        #expect(radius > 0 && radius < 10)
        #expect(tint > 0 && tint < 0.73)
        device.advance(by: 0.6)
        #expect(effect.backdropView.backdrop.presentation()?.blurRadius == 10)
    }

    @Test("Adaptable styles follow the interface style; fixed ones do not")
    func adaptableStylesFollowTraits() throws {
        let (device, window) = try launchedEffectsWindow()
        let adaptable = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        window.addSubview(adaptable)
        window.addSubview(fixed)
        device.advance(by: 1.0 / 60)
        let lightTint = adaptable.treatment.tint

        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)

        #expect(lightTint.isEqual(fixed.treatment.tint))
        #expect(!adaptable.treatment.tint.isEqual(lightTint))
        #expect(adaptable.treatment.tint.isEqual(VisualEffectTreatment.blur(.systemMaterialDark, dark: false).tint))
        #expect(adaptable.tintView.backgroundColor?.isEqual(adaptable.treatment.tint) == true)
    }

    @Test("Vibrant content is darkened over a light blur and brightened over a dark one")
    func vibrancyRecolorsContent() throws {
        let (device, window) = try launchedEffectsWindow()
        addStripes(to: window, in: CGRect(x: 0, y: 100, width: 390, height: 300), width: 40,
                   colors: [.systemTeal, .systemOrange])
        var probes: [(UIVisualEffectView, UIView)] = []
        for (i, style) in [UIBlurEffect.Style.systemMaterialLight, .systemMaterialDark].enumerated() {
            let blur = UIBlurEffect(style: style)
            let blurView = UIVisualEffectView(effect: blur)
            blurView.frame = CGRect(x: 20, y: 120 + CGFloat(i) * 120, width: 300, height: 100)
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
            vibrancy.frame = blurView.bounds
            let block = UIView(frame: CGRect(x: 100, y: 30, width: 100, height: 40))
            block.backgroundColor = .systemRed
            vibrancy.contentView.addSubview(block)
            blurView.contentView.addSubview(vibrancy)
            window.addSubview(blurView)
            probes.append((blurView, block))
        }
        let screen = effectsScreen(device)
        let s = Int(device.screenshot().width) / 390
        func luminance(_ p: CGPoint) -> Int {
            let px = screen[Int(p.x) * s, Int(p.y) * s]
            return Int(px.r) + Int(px.g) + Int(px.b)
        }
        let lightBlock = luminance(CGPoint(x: 170, y: 170)), lightBack = luminance(CGPoint(x: 60, y: 170))
        let darkBlock = luminance(CGPoint(x: 170, y: 290)), darkBack = luminance(CGPoint(x: 60, y: 290))

        #expect(lightBlock < lightBack - 200)
        #expect(darkBlock > darkBack + 200)
        // Grey, not the block's own red.
        let px = screen[170 * s, 170 * s]
        #expect(abs(Int(px.r) - Int(px.g)) < 40)
    }
}
