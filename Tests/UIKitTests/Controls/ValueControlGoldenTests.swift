// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of the value controls in their main states, on the modern profile and the iPhone OS 3 profile.
@MainActor
@Suite("Value control rendering")
struct ValueControlGoldenTests {
    /// Renders what `build` puts in a white window on `profile`, crops `rect` (points) and compares it with the
    /// golden `name`.
    private func golden(_ name: String, _ profile: DeviceProfile, crop rect: CGRect,
                        build: (HeadlessDevice, UIWindow) -> Void) throws
    {
        let (device, window) = try launchedControlsWindow(profile)
        build(device, window)
        let shot = try controlShot(device, rect, scale: profile.scale)
        try assertGolden(shot, named: name, suite: "Controls", filePath: uikitTestsRootFile())
    }

    private func profile(_ look: String) -> DeviceProfile { look == "classic" ? .iPhone3GS : .modernPhone }

    @Test("Golden: switches off, on, on and disabled, tinted, and pressed", arguments: ["modern", "classic"])
    func switches(_ look: String) throws {
        let classic = look == "classic"
        let width: CGFloat = classic ? 100 : 62
        try golden("switch-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 310, height: 80)) {
            device, window in
            var switches: [UISwitch] = []
            for i in 0..<5 {
                let x = 20 + CGFloat(classic ? i % 3 : i) * width
                let y: CGFloat = classic && i >= 3 ? 135 : 100
                let toggle = UISwitch(frame: CGRect(x: x, y: y, width: 0, height: 0))
                window.addSubview(toggle)
                switches.append(toggle)
            }
            switches[1].isOn = true
            switches[2].isOn = true
            switches[2].isEnabled = false
            switches[3].isOn = true
            switches[3].onTintColor = .systemBlue
            switches[3].thumbTintColor = .systemYellow
            device.touchDown(at: switches[4].center)
            device.advance(by: 1.0 / 60)
        }
    }

    @Test("Golden: sliders at 0, ½ and 1 (with value images), disabled, and tinted", arguments: ["modern", "classic"])
    func sliders(_ look: String) throws {
        try golden("slider-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 300, height: 200)) { _, window in
            let values: [Float] = [0, 0.5, 1, 0.3, 0.7]
            for (i, value) in values.enumerated() {
                let slider = UISlider(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 38, width: 280, height: 31))
                slider.value = value
                window.addSubview(slider)
                if i == 2 {
                    slider.minimumValueImage = solidImage(16, 16, .systemGray)
                    slider.maximumValueImage = solidImage(22, 22, .systemGray)
                }
                if i == 3 { slider.isEnabled = false }
                if i == 4 {
                    slider.minimumTrackTintColor = .systemRed
                    slider.maximumTrackTintColor = .systemYellow
                    slider.thumbTintColor = .systemGreen
                }
            }
        }
    }

    @Test("Golden: steppers at the minimum, between, at the maximum, pressed, off", arguments: ["modern", "classic"])
    func steppers(_ look: String) throws {
        try golden("stepper-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 310, height: 90)) {
            device, window in
            var steppers: [UIStepper] = []
            for i in 0..<5 {
                let stepper = UIStepper(frame: CGRect(x: 20 + CGFloat(i % 3) * 100, y: 100 + CGFloat(i / 3) * 40,
                                                      width: 0, height: 0))
                window.addSubview(stepper)
                steppers.append(stepper)
            }
            steppers[1].value = 50
            steppers[2].value = 100
            steppers[3].value = 10
            steppers[4].value = 50
            steppers[4].isEnabled = false
            steppers[3].autorepeat = false
            device.touchDown(at: CGPoint(x: steppers[3].frame.maxX - 20, y: steppers[3].center.y))
            device.advance(by: 1.0 / 60)
        }
    }

    @Test("Golden: progress bars (default, full, bar style, tinted)", arguments: ["modern", "classic"])
    func progressBars(_ look: String) throws {
        try golden("progress-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 300, height: 90)) { _, window in
            let setups: [(UIProgressView.Style, Float)] = [(.default, 0.3), (.default, 1), (.bar, 0.6), (.default, 0.5)]
            for (i, (style, progress)) in setups.enumerated() {
                let bar = UIProgressView(progressViewStyle: style)
                bar.frame = CGRect(x: 20, y: 100 + CGFloat(i) * 20, width: 280, height: bar.frame.height)
                bar.progress = progress
                if i == 3 {
                    bar.progressTintColor = .systemRed
                    bar.trackTintColor = .systemYellow
                }
                window.addSubview(bar)
            }
        }
    }

    @Test("Golden: activity indicators of every style, three steps into the spin", arguments: ["modern", "classic"])
    func activityIndicators(_ look: String) throws {
        try golden("activity-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 300, height: 60)) {
            device, window in
            let dark = UIView(frame: CGRect(x: 165, y: 95, width: 140, height: 50))
            dark.backgroundColor = .darkGray
            window.addSubview(dark)
            let styles: [(UIActivityIndicatorView.Style, CGFloat, UIColor?)] = [
                (.medium, 20, nil), (.large, 50, nil), (.gray, 95, nil), (.large, 122, .systemRed),
                (.white, 180, nil), (.whiteLarge, 215, nil),
            ]
            for (style, x, color) in styles {
                let spinner = UIActivityIndicatorView(style: style)
                spinner.frame.origin = CGPoint(x: x, y: 120 - spinner.frame.height / 2)
                if let color { spinner.color = color }
                window.addSubview(spinner)
                spinner.startAnimating()
            }
            device.advance(by: 0.25 + 1.0 / 120)
        }
    }

    @Test("Golden: page controls (first page, middle page on a prominent capsule, tinted)",
          arguments: ["modern", "classic"])
    func pageControls(_ look: String) throws {
        try golden("page-control-\(look)", profile(look), crop: CGRect(x: 10, y: 90, width: 300, height: 130)) {
            _, window in
            let backdrop = UIView(frame: CGRect(x: 10, y: 90, width: 300, height: 130))
            backdrop.backgroundColor = look == "classic" ? .darkGray : .white
            window.addSubview(backdrop)
            for i in 0..<3 {
                let pages = UIPageControl(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 40, width: 280, height: 36))
                pages.numberOfPages = 5
                pages.currentPage = i * 2
                if i == 1 { pages.backgroundStyle = .prominent }
                if i == 2 {
                    pages.currentPageIndicatorTintColor = .systemRed
                    pages.pageIndicatorTintColor = .systemGray4
                }
                window.addSubview(pages)
            }
        }
    }
}
