// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
private func square(_ side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in }
}

@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
    private let tap = CGPoint(x: 150, y: 125)

    @Test("title and attributedTitle are one value; contentInsets default by size until set")
    func titleAndInsets() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hello"
        #expect(configuration.attributedTitle == AttributedString("Hello"))
        configuration.attributedSubtitle = AttributedString("Sub")
        #expect(configuration.subtitle == "Sub")
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = .zero
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == .zero)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.top == 5)
        #expect(configuration.imagePlacement == .leading && configuration.cornerStyle == .dynamic)
    }

    @Test("Styles: filled is tint on white text, tinted a light tint, gray a grey fill, plain clear")
    func styleColours() {
        let tint = UIColor.systemBlue
        #expect(UIButton.Configuration.filled().resolvedBackgroundColor(tint: tint) == tint)
        #expect(UIButton.Configuration.filled().resolvedForegroundColor(tint: tint) == .white)
        #expect(UIButton.Configuration.borderedProminent().resolvedBackgroundColor(tint: tint) == tint)
        // systemBlue is dynamic, so its translucent variant is too: compare them resolved, in light and dark.
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            #expect(UIButton.Configuration.tinted().resolvedBackgroundColor(tint: tint).resolvedColor(with: traits)
                == tint.withAlphaComponent(0.15).resolvedColor(with: traits))
        }
        #expect(UIButton.Configuration.tinted().resolvedForegroundColor(tint: tint) == tint)
        #expect(UIButton.Configuration.gray().resolvedBackgroundColor(tint: tint) == .secondarySystemFill)
        #expect(UIButton.Configuration.plain().resolvedBackgroundColor(tint: tint) == .clear)
        #expect(UIButton.Configuration.borderless().resolvedBackgroundColor(tint: tint) == .clear)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        custom.baseForegroundColor = .black
        #expect(custom.resolvedBackgroundColor(tint: tint) == .systemGreen)
        #expect(custom.resolvedForegroundColor(tint: tint) == .black)
        custom.background.backgroundColor = .red
        #expect(custom.resolvedBackgroundColor(tint: tint) == .red)
    }

    @Test("A configured button is sized by its configuration: content plus insets")
    func sizing() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.titleLabel!.font.pointSize == 17)
        let size = button.intrinsicContentSize
        #expect(abs(size.width - (title.width + 24)) < 0.01 && abs(size.height - (title.height + 14)) < 0.01)
        #expect(button.subtitleLabel != nil && UIButton(type: .system).subtitleLabel == nil)
    }

    @Test("Image placement and padding: leading puts the image left of the title, top above it")
    func imagePlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.image = square(20)
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minX - (button.imageView!.frame.maxX + 8)) < 0.01)
        #expect(abs(button.imageView!.frame.midY - 50) < 0.01)

        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minY - (button.imageView!.frame.maxY + 8)) < 0.01)
        #expect(abs(button.titleLabel!.frame.midX - 100) < 0.01 && abs(button.imageView!.frame.midX - 100) < 0.01)
        let fitted = button.sizeThatFits(.zero)
        #expect(abs(fitted.height - (20 + 8 + button.titleLabel!.frame.height + 14)) < 0.01)
    }

    @Test("Title and subtitle stack with titlePadding; titleAlignment aligns them")
    func subtitle() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A long title"
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        configuration.titleAlignment = .trailing
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, sub = button.subtitleLabel!.frame
        #expect(abs(sub.minY - (title.maxY + 4)) < 0.01)
        #expect(abs(sub.maxX - title.maxX) < 0.01)
        #expect(button.subtitleLabel!.text == "Sub" && !button.subtitleLabel!.isHidden)
    }

    @Test("A filled button's background darkens while highlighted and greys out while disabled")
    func filledStates() throws {
        let (device, _, _, button) = try launchedControl { UIButton(configuration: .filled()) }
        button.configuration?.title = "Go"
        device.runPendingWork()
        let tint = button.tintColor!
        let normal = try #require(button.appliedConfiguration).resolvedBackgroundColor(tint: tint)
        device.touchDown(at: tap)
        device.runPendingWork()
        let held = try #require(button.appliedConfiguration).resolvedBackgroundColor(tint: tint)
        #expect(held != normal)
        #expect(held.cgColor.components![2] < normal.cgColor.components![2])
        device.touchUp()
        device.runPendingWork()
        #expect(button.appliedConfiguration?.resolvedBackgroundColor(tint: tint) == normal)
        button.isEnabled = false
        device.runPendingWork()
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
        // The stored configuration stays as the app set it.
        #expect(button.configuration?.stateSnapshot == nil)
    }

    @Test("Without automatic updates the configuration shows its normal look in every state")
    func noAutomaticUpdates() throws {
        let (device, _, _, button) = try launchedControl { UIButton(configuration: .filled()) }
        button.automaticallyUpdatesConfiguration = false
        device.touchDown(at: tap)
        device.runPendingWork()
        #expect(button.appliedConfiguration?.stateSnapshot == nil)
        device.touchUp()
    }

    @Test("configurationUpdateHandler runs on state changes and setNeedsUpdateConfiguration; its changes show")
    func updateHandler() throws {
        let (device, _, _, button) = try launchedControl { UIButton(configuration: .tinted()) }
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = configuration
        }
        device.runPendingWork()
        #expect(button.titleLabel?.text == "Up")
        let before = calls
        device.touchDown(at: tap)
        device.runPendingWork()
        #expect(button.titleLabel?.text == "Down" && calls == before + 1)
        device.touchUp()
        device.runPendingWork()
        #expect(button.titleLabel?.text == "Up")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(calls == before + 3)
    }

    @Test("A selected plain button looks filled while automaticallyUpdateForSelection is true")
    func selection() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Bold"
        let button = UIButton(configuration: configuration)
        button.isSelected = true
        button.layoutIfNeeded()
        let tint = button.tintColor!
        #expect(button.appliedConfiguration?.resolvedBackgroundColor(tint: tint) == tint)
        #expect(button.titleLabel?.textColor == .white)
        configuration.automaticallyUpdateForSelection = false
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.appliedConfiguration?.resolvedBackgroundColor(tint: tint) == .clear)
    }

    @Test("showsActivityIndicator replaces the image with a spinner that turns on the device clock")
    func activityIndicator() throws {
        let (device, _, _, button) = try launchedControl { () -> UIButton in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Saving"
            configuration.image = square(16)
            configuration.showsActivityIndicator = true
            return UIButton(configuration: configuration)
        }
        device.runPendingWork()
        #expect(button.imageView!.isHidden && !button.spinnerView.isHidden)
        #expect(button.spinnerView.frame.size == CGSize(width: 20, height: 20))
        let phase = button.spinnerView.phase
        device.advance(by: 0.25)
        #expect(button.spinnerView.phase != phase)
        button.configuration?.showsActivityIndicator = false
        device.runPendingWork()
        #expect(!button.imageView!.isHidden && button.spinnerView.isHidden)
    }

    @Test("init(configuration:primaryAction:) takes the action's title and runs it on tap")
    func primaryAction() throws {
        var ran = 0
        let (device, _, _, button) = try launchedControl {
            UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Send") { _ in ran += 1 })
        }
        #expect(button.configuration?.title == "Send")
        device.runPendingWork()
        #expect(button.titleLabel?.text == "Send")
        device.tap(at: tap)
        #expect(ran == 1)
        button.configuration = nil
        #expect(button.appliedConfiguration == nil)
    }
}
