// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A light/dark switch re-displays only what changes (issue 16's benchmark): UIKit's own drawing views whose
/// colours resolve as before keep their pixels, app subclasses and real changes still redraw, and a plain system
/// button keeps no chrome backing store.
@MainActor
@Suite("Dark mode: only what changed re-displays")
struct AppearanceRedisplayTests {
    /// A label subclass, as apps make them (its drawing might read the traits itself).
    private final class AppLabel: UILabel {}

    /// A launched modern phone and its key window.
    private func launched() throws -> (HeadlessDevice, UIWindow) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        return (device, try #require(device.application?.keyWindow))
    }

    /// The identity of `view`'s backing image (nil when it has none).
    private func contents(_ view: UIView) -> ObjectIdentifier? {
        (view.layer.contents as AnyObject?).map(ObjectIdentifier.init)
    }

    /// A label showing `text` in `color` at `y`.
    private func label(_ text: String, _ color: UIColor, y: CGFloat, subclassed: Bool = false) -> UILabel {
        let frame = CGRect(x: 10, y: y, width: 200, height: 24)
        let label = subclassed ? AppLabel(frame: frame) : UILabel(frame: frame)
        label.text = text
        label.textColor = color
        return label
    }

    @Test("Labels and controls drawn in fixed colours keep their pixels; those in dynamic colours redraw")
    func keepsFixedColours() throws {
        let (device, window) = try launched()
        let fixed = label("Fixed", .black, y: 60)
        let dynamic = label("Dynamic", .label, y: 90)
        let progress = UIProgressView(frame: CGRect(x: 10, y: 130, width: 200, height: 4))
        progress.progress = 0.5
        progress.progressTintColor = .red
        progress.trackTintColor = .lightGray
        let defaultProgress = UIProgressView(frame: CGRect(x: 10, y: 150, width: 200, height: 4))
        defaultProgress.progress = 0.5
        for view in [fixed, dynamic, progress, defaultProgress] { window.addSubview(view) }
        device.advance(by: 1.0 / 60)
        let before = [fixed, dynamic, progress, defaultProgress].map(contents)
        #expect(before.allSatisfy { $0 != nil })

        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(contents(fixed) == before[0])
        #expect(contents(dynamic) != before[1])
        #expect(contents(progress) == before[2])
        #expect(contents(defaultProgress) != before[3])
        // The kept pixels are still right: dark text stays black, the dynamic label turned light.
        #expect(fixed.textColor == .black)
        #expect(rgba(dynamic.textColor, .dark) == [255, 255, 255, 255])
    }

    @Test("An app's subclass redraws on every switch, whatever its colours")
    func subclassesRedraw() throws {
        let (device, window) = try launched()
        let subclassed = label("Mine", .black, y: 60, subclassed: true)
        window.addSubview(subclassed)
        device.advance(by: 1.0 / 60)
        let before = contents(subclassed)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(before != nil && contents(subclassed) != before)
    }

    @Test("A change made in traitCollectionDidChange(_:) still redraws a view whose old colours would hold")
    func changesDuringTheSwitchRedraw() throws {
        let (device, window) = try launched()
        let fixed = label("Fixed", .black, y: 60)
        let watcher = TraitWatcher { fixed.textColor = .red }
        window.addSubview(watcher)
        window.addSubview(fixed)
        device.advance(by: 1.0 / 60)
        let before = contents(fixed)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(watcher.calls == 1)
        #expect(before != nil && contents(fixed) != before)
    }

    @Test("A tint set during the switch redraws a control even though its old colours still resolve")
    func tintChangeRedraws() throws {
        let (device, window) = try launched()
        let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        slider.value = 0.5
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .lightGray
        window.addSubview(slider)
        device.advance(by: 1.0 / 60)
        let before = contents(slider)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(contents(slider) == before)
        slider.minimumTrackTintColor = .green
        device.advance(by: 1.0 / 60)
        #expect(contents(slider) != before)
    }

    @Test("A plain system button's chrome paints nothing and is hidden; a filled configuration shows it")
    func buttonChrome() throws {
        let (device, window) = try launched()
        let plain = UIButton(type: .system)
        plain.setTitle("Plain", for: .normal)
        plain.frame = CGRect(x: 10, y: 60, width: 120, height: 34)
        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Filled"
        filled.frame = CGRect(x: 10, y: 110, width: 120, height: 34)
        window.addSubview(plain)
        window.addSubview(filled)
        device.advance(by: 1.0 / 60)
        #expect(plain.chromeView.isHidden && plain.chromeView.layer.contents == nil)
        #expect(!filled.chromeView.isHidden && filled.chromeView.layer.contents != nil)

        plain.showsTouchWhenHighlighted = true
        plain.isHighlighted = true
        device.advance(by: 1.0 / 60)
        #expect(!plain.chromeView.isHidden && plain.chromeView.layer.contents != nil)
        plain.isHighlighted = false
        device.advance(by: 1.0 / 60)
        #expect(plain.chromeView.isHidden)
    }

    @Test("A button's tint announcement on a switch leaves its title label's text and size alone")
    func buttonTitleUntouched() throws {
        let (device, window) = try launched()
        let button = UIButton(type: .custom)
        button.setTitle("Fixed", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.frame = CGRect(x: 10, y: 60, width: 120, height: 34)
        window.addSubview(button)
        device.advance(by: 1.0 / 60)
        let label = try #require(button.titleLabel)
        let before = contents(label)
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(before != nil && contents(label) == before)
        #expect(label.text == "Fixed")
    }
}

/// A view that runs `change` in each `traitCollectionDidChange(_:)` after the first report.
@MainActor
private final class TraitWatcher: UIView {
    let change: () -> Void
    var calls = 0

    init(_ change: @escaping () -> Void) {
        self.change = change
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls += 1
        change()
    }
}
