// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device on `profile` with a white (or `background`) key window.
@MainActor
func launchedGoldenWindow(_ profile: DeviceProfile, background: UIColor = .white) throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    window.backgroundColor = background
    return (device, window)
}

/// The screenshot of `rect` (points) on a device of `scale`.
@MainActor
func goldenShot(_ device: HeadlessDevice, _ rect: CGRect, scale: CGFloat) throws -> CGImage {
    device.advance(by: 1.0 / 60)
    let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                        height: rect.height * scale)
    return try #require(device.screenshot().cropping(to: pixels))
}

@MainActor
@Suite("UIButton type and configuration rendering")
struct ButtonTypeGoldenTests {
    @Test("Golden (modern): system title, the glyph types, a custom button with a touch glow held down")
    func modernTypes() throws {
        let (device, window) = try launchedGoldenWindow(.modernPhone)
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        system.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
        window.addSubview(system)
        let types: [UIButton.ButtonType] = [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        for (index, type) in types.enumerated() {
            let button = UIButton(type: type)
            button.frame = CGRect(x: 140 + CGFloat(index) * 44, y: 80, width: 44, height: 44)
            window.addSubview(button)
        }
        let disabled = UIButton(type: .contactAdd)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 20, y: 140, width: 44, height: 44)
        window.addSubview(disabled)
        let glow = UIButton(type: .custom)
        glow.backgroundColor = .systemPurple
        glow.setTitle("Glow", for: .normal)
        glow.showsTouchWhenHighlighted = true
        glow.frame = CGRect(x: 80, y: 140, width: 120, height: 44)
        window.addSubview(glow)
        device.touchDown(at: CGPoint(x: 140, y: 162))
        let shot = try goldenShot(device, CGRect(x: 0, y: 70, width: 393, height: 130), scale: 3)
        #expect(glow.isHighlighted)
        try assertGolden(shot, named: "button-types-modern", suite: "Controls", filePath: uikitTestsRootFile())
    }

    @Test("Golden (classic): rounded rect normal and held, info light on dark, info dark, disclosure, add")
    func classicTypes() throws {
        let (device, window) = try launchedGoldenWindow(.iPhone3GS, background: UIColor(white: 0.85, alpha: 1))
        let normal = UIButton(type: .roundedRect), held = UIButton(type: .roundedRect)
        for (button, x) in [(normal, 20.0), (held, 170.0)] {
            button.setTitle("Rounded", for: .normal)
            button.frame = CGRect(x: x, y: 40, width: 130, height: 37)
            window.addSubview(button)
        }
        let dark = UIView(frame: CGRect(x: 20, y: 90, width: 44, height: 44))
        dark.backgroundColor = UIColor(white: 0.15, alpha: 1)
        window.addSubview(dark)
        let infoLight = UIButton(type: .infoLight)
        infoLight.frame = dark.bounds
        dark.addSubview(infoLight)
        for (index, type) in [UIButton.ButtonType.infoDark, .detailDisclosure, .contactAdd].enumerated() {
            let button = UIButton(type: type)
            button.frame = CGRect(x: 80 + CGFloat(index) * 50, y: 90, width: 44, height: 44)
            window.addSubview(button)
        }
        device.touchDown(at: CGPoint(x: 235, y: 58))
        let shot = try goldenShot(device, CGRect(x: 0, y: 30, width: 320, height: 115), scale: 1)
        #expect(held.isHighlighted)
        try assertGolden(shot, named: "button-types-classic", suite: "Controls", filePath: uikitTestsRootFile())
    }

    @Test("Golden (modern): the configuration styles, a held filled button, subtitle with a top image, spinner")
    func configurations() throws {
        let (device, window) = try launchedGoldenWindow(.modernPhone)
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ("Bordered", .bordered()), ("Prominent", .borderedProminent()),
        ]
        for (index, (title, base)) in styles.enumerated() {
            var configuration = base
            configuration.title = title
            if title == "Prominent" { configuration.cornerStyle = .capsule }
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 16 + CGFloat(index % 3) * 124, y: 80 + CGFloat(index / 3) * 50, width: 112,
                                  height: 40)
            window.addSubview(button)
        }
        var heldConfiguration = UIButton.Configuration.filled()
        heldConfiguration.title = "Held"
        let held = UIButton(configuration: heldConfiguration)
        held.frame = CGRect(x: 16, y: 180, width: 112, height: 40)
        window.addSubview(held)
        var rich = UIButton.Configuration.tinted()
        rich.title = "Title"
        rich.subtitle = "Subtitle"
        rich.image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { context in
            UIColor.systemOrange.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 18, height: 18))
        }
        rich.imagePlacement = .top
        rich.imagePadding = 4
        rich.titleAlignment = .center
        let richButton = UIButton(configuration: rich)
        richButton.frame = CGRect(x: 140, y: 170, width: 112, height: 76)
        window.addSubview(richButton)
        var busy = UIButton.Configuration.gray()
        busy.title = "Busy"
        busy.showsActivityIndicator = true
        busy.imagePadding = 6
        let busyButton = UIButton(configuration: busy)
        busyButton.frame = CGRect(x: 264, y: 180, width: 112, height: 40)
        window.addSubview(busyButton)
        var disabledConfiguration = UIButton.Configuration.filled()
        disabledConfiguration.title = "Disabled"
        let disabled = UIButton(configuration: disabledConfiguration)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 16, y: 230, width: 112, height: 40)
        window.addSubview(disabled)
        device.touchDown(at: CGPoint(x: 72, y: 200))
        let shot = try goldenShot(device, CGRect(x: 0, y: 70, width: 393, height: 210), scale: 3)
        #expect(held.isHighlighted)
        try assertGolden(shot, named: "button-configurations", suite: "Controls", filePath: uikitTestsRootFile())
    }
}

@MainActor
@Suite("UISegmentedControl rendering")
struct SegmentedControlGoldenTests {
    @Test("Golden (modern): selected first, selected last with a disabled segment, tinted pill, touched segment")
    func modern() throws {
        let (device, window) = try launchedGoldenWindow(.modernPhone)
        var controls: [UISegmentedControl] = []
        for row in 0..<4 {
            let control = UISegmentedControl(items: ["First", "Second", "Third"])
            control.frame = CGRect(x: 20, y: 80 + CGFloat(row) * 44, width: 353, height: 32)
            window.addSubview(control)
            controls.append(control)
        }
        controls[0].selectedSegmentIndex = 0
        controls[1].selectedSegmentIndex = 2
        controls[1].setEnabled(false, forSegmentAt: 1)
        controls[2].selectedSegmentIndex = 1
        controls[2].selectedSegmentTintColor = .systemBlue
        controls[2].setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        controls[3].selectedSegmentIndex = 0
        device.runPendingWork()
        device.touchDown(at: CGPoint(x: 20 + 353 / 2, y: 80 + 3 * 44 + 16))
        let shot = try goldenShot(device, CGRect(x: 0, y: 72, width: 393, height: 4 * 44), scale: 3)
        #expect(controls[3].highlightedSegment == 1)
        try assertGolden(shot, named: "segmented-modern", suite: "Controls", filePath: uikitTestsRootFile())
    }

    @Test("Golden (classic): plain, bordered, bar and a tinted bar")
    func classic() throws {
        let (device, window) = try launchedGoldenWindow(.iPhone3GS, background: UIColor(white: 0.8, alpha: 1))
        let styles: [UISegmentedControl.Style] = [.plain, .bordered, .bar, .bar]
        var y: CGFloat = 30
        for (index, style) in styles.enumerated() {
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.segmentedControlStyle = style
            control.selectedSegmentIndex = index % 3
            if index == 3 { control.tintColor = UIColor(red: 0.6, green: 0.2, blue: 0.2, alpha: 1) }
            let height = control.sizeThatFits(.zero).height
            control.frame = CGRect(x: 20, y: y, width: 280, height: height)
            window.addSubview(control)
            y += height + 10
        }
        let shot = try goldenShot(device, CGRect(x: 0, y: 20, width: 320, height: y - 10), scale: 1)
        try assertGolden(shot, named: "segmented-classic", suite: "Controls", filePath: uikitTestsRootFile())
    }
}
