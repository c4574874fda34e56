// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of blurs and vibrancy over a busy background.
@MainActor
@Suite("Visual effect rendering")
struct VisualEffectGoldenTests {
    /// Renders what `build` adds over a striped, coloured background in a window of `style`, crops `rect`
    /// (points) and compares it with the golden `name`.
    private func golden(_ name: String, _ style: UIUserInterfaceStyle = .light, crop rect: CGRect,
                        build: (UIWindow) -> Void) throws
    {
        let (device, window) = try launchedEffectsWindow(style)
        addStripes(to: window, in: CGRect(x: 0, y: 60, width: 390, height: 420), width: 14)
        for (i, color) in [UIColor.systemPink, .systemIndigo, .systemMint].enumerated() {
            let disc = UIView(frame: CGRect(x: 40 + CGFloat(i) * 110, y: 90 + CGFloat(i % 2) * 160, width: 90,
                                            height: 90))
            disc.backgroundColor = color
            disc.layer.cornerRadius = 45
            window.addSubview(disc)
        }
        build(window)
        device.advance(by: 1.0 / 60)
        let scale = device.profile.scale
        let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                            height: rect.height * scale)
        let shot = try #require(device.screenshot().cropping(to: pixels))
        try assertGolden(shot, named: name, suite: "Effects", filePath: uikitTestsRootFile())
    }

    /// Adds one effect view per style, in rows 60 points apart from `y`, each labelled with its style.
    private func rows(_ styles: [UIBlurEffect.Style], in window: UIWindow, from y: CGFloat = 80) {
        for (i, style) in styles.enumerated() {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.frame = CGRect(x: 20, y: y + CGFloat(i) * 70, width: 350, height: 56)
            view.layer.cornerRadius = 14
            view.clipsToBounds = true
            let label = UILabel(frame: CGRect(x: 14, y: 16, width: 320, height: 24))
            label.text = "\(style)"
            label.textColor = .label
            view.contentView.addSubview(label)
            window.addSubview(view)
        }
    }

    @Test("Golden: the pre-iOS 13 blur styles over stripes (extraLight, light, dark, regular, prominent)")
    func legacyStyles() throws {
        try golden("blur-legacy-styles", crop: CGRect(x: 0, y: 60, width: 390, height: 380)) { window in
            rows([.extraLight, .light, .dark, .regular, .prominent], in: window)
        }
    }

    @Test("Golden: the five adaptable materials", arguments: ["light", "dark"])
    func materials(_ look: String) throws {
        let style: UIUserInterfaceStyle = look == "dark" ? .dark : .light
        try golden("materials-\(look)", style, crop: CGRect(x: 0, y: 60, width: 390, height: 380)) { window in
            rows([.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
                  .systemChromeMaterial], in: window)
        }
    }

    @Test("Golden: vibrant labels and a vibrant fill over light and dark materials")
    func vibrancy() throws {
        try golden("vibrancy-labels", crop: CGRect(x: 0, y: 60, width: 390, height: 300)) { window in
            for (i, style) in [UIBlurEffect.Style.systemMaterialLight, .systemMaterialDark].enumerated() {
                let blur = UIBlurEffect(style: style)
                let blurView = UIVisualEffectView(effect: blur)
                blurView.frame = CGRect(x: 20, y: 80 + CGFloat(i) * 140, width: 350, height: 120)
                for (j, vibrancyStyle) in [UIVibrancyEffectStyle.label, .secondaryLabel, .tertiaryLabel]
                    .enumerated()
                {
                    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: vibrancyStyle))
                    vibrancy.frame = CGRect(x: 0, y: CGFloat(j) * 32 + 8, width: 250, height: 30)
                    let label = UILabel(frame: vibrancy.bounds.insetBy(dx: 14, dy: 2))
                    label.text = "Vibrant \(vibrancyStyle)"
                    label.font = .boldSystemFont(ofSize: 20)
                    vibrancy.contentView.addSubview(label)
                    blurView.contentView.addSubview(vibrancy)
                }
                let fill = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .fill))
                fill.frame = CGRect(x: 260, y: 20, width: 80, height: 80)
                let shape = UIView(frame: fill.bounds)
                shape.backgroundColor = .white
                shape.layer.cornerRadius = 40
                fill.contentView.addSubview(shape)
                blurView.contentView.addSubview(fill)
                window.addSubview(blurView)
            }
        }
    }
}
