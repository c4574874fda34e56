// SPDX-License-Identifier: Apache-2.0

import Testing
import HostInterface
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Dark mode")
struct DarkModeTests {
    @Test("The device's appearance is every environment's style, and a view's dynamic background follows it")
    func deviceStyle() throws {
        let (device, delegate) = try launchStyled(.dark)
        let view = delegate.controller.child
        #expect(delegate.window?.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        view.backgroundColor = .systemBackground
        #expect(rgba(view.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(view.backgroundColor == .systemBackground)
        device.userInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(rgba(view.layer.backgroundColor) == [255, 255, 255, 255])
        #expect(view.backgroundColor == .systemBackground)
    }

    @Test("Toggling tells the controller, then its view, then the subview, each with the new style current")
    func didChangeOrder() throws {
        let (device, delegate) = try launchStyled(.light)
        device.advance(by: 1.0 / 60)
        delegate.controller.log = []
        device.setAppearance(.dark)
        #expect(delegate.controller.log == ["controller dark", "view dark", "subview dark"])
        delegate.controller.log = []
        device.userInterfaceStyle = .dark
        #expect(delegate.controller.log.isEmpty)
    }

    @Test("overrideUserInterfaceStyle applies to the subtree; the nearest override wins; window and controller too")
    func overrideInheritance() throws {
        let (device, delegate) = try launchStyled(.light)
        let controller = delegate.controller
        let inner = UIView()
        controller.child.addSubview(inner)
        controller.log = []
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.log == ["controller dark", "view dark", "subview dark"])
        controller.child.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(controller.root.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .unspecified
        controller.child.overrideUserInterfaceStyle = .unspecified
        let window = try #require(delegate.window)
        window.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        // A device change does not reach a subtree whose override holds its style.
        controller.log = []
        device.userInterfaceStyle = .dark
        #expect(controller.log.isEmpty)
    }

    @Test("The simulator's Ctrl+D (a toggleAppearance hardware event) switches the app between light and dark")
    func hardwareToggle() throws {
        let (device, delegate) = try launchStyled(.light)
        device.inject([.hardware(.toggleAppearance, timestamp: device.now)])
        device.advance(by: 1.0 / 60)
        #expect(delegate.controller.root.traitCollection.userInterfaceStyle == .dark)
        device.inject([.hardware(.toggleAppearance, timestamp: device.now)])
        device.advance(by: 1.0 / 60)
        #expect(delegate.controller.root.traitCollection.userInterfaceStyle == .light)
    }

    @Test("A controller's override applies before its view loads")
    func overrideBeforeLoad() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(!controller.isViewLoaded)
    }

    @Test("A view that draws is redrawn when its style changes, with the new traits current while it draws")
    func redraw() throws {
        let (device, delegate) = try launchStyled(.light)
        device.advance(by: 1.0 / 60)
        let view = delegate.controller.child
        #expect(view.draws == [.light])
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(view.draws == [.light, .dark])
        device.advance(by: 1.0 / 60)
        #expect(view.draws.count == 2)
    }

    @Test("A view entering a window resolves a dynamic background set before for the window's style")
    func entersWindow() throws {
        let (device, delegate) = try launchStyled(.dark)
        defer { withExtendedLifetime(device) {} }
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        delegate.controller.root.addSubview(view)
        #expect(rgba(view.layer.backgroundColor) == [28, 28, 30, 255])
    }

    @Test("The layer colour set directly wins over a dynamic background set before")
    func layerSetDirectly() throws {
        let (device, delegate) = try launchStyled(.light)
        let view = delegate.controller.child
        view.backgroundColor = .systemBackground
        view.layer.backgroundColor = UIColor.red.cgColor
        device.userInterfaceStyle = .dark
        #expect(rgba(view.layer.backgroundColor) == [255, 0, 0, 255])
        #expect(view.backgroundColor == .red)
    }

    @Test("A label's default text colour is label; a custom dynamic tint reaches tintColorDidChange on a toggle")
    func labelAndTint() throws {
        let (device, delegate) = try launchStyled(.light)
        #expect(UILabel().textColor == .label)
        final class TintView: UIView {
            var tints: [[Int]] = []
            override func tintColorDidChange() { tints.append(rgba(tintColor.cgColor)) }
        }
        let view = TintView()
        delegate.controller.root.addSubview(view)
        view.tints = []
        device.userInterfaceStyle = .dark
        #expect(view.tints == [[10, 132, 255, 255]])
    }

    @Test("Golden: system colours in light and dark")
    func golden() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (device, delegate) = try launchStyled(.light)
            let root = delegate.controller.root
            root.backgroundColor = .systemBackground
            delegate.controller.child.isHidden = true
            let card = UIView(frame: CGRect(x: 10, y: 30, width: 180, height: 110))
            card.backgroundColor = .secondarySystemBackground
            root.addSubview(card)
            let title = UILabel(frame: CGRect(x: 10, y: 8, width: 160, height: 22))
            title.text = "Title"
            let subtitle = UILabel(frame: CGRect(x: 10, y: 32, width: 160, height: 20))
            subtitle.text = "Secondary"
            subtitle.textColor = .secondaryLabel
            let separator = UIView(frame: CGRect(x: 10, y: 58, width: 160, height: 1))
            separator.backgroundColor = .separator
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 66, width: 80, height: 30)
            button.setTitle("Action", for: .normal)
            for view in [title, subtitle, separator, button] { card.addSubview(view) }
            let swatches: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemGray, .systemGray4]
            for (index, color) in swatches.enumerated() {
                let swatch = UIView(frame: CGRect(x: 10 + CGFloat(index) * 30, y: 150, width: 24, height: 24))
                swatch.backgroundColor = color
                root.addSubview(swatch)
            }
            device.advance(by: 1.0 / 60)
            device.userInterfaceStyle = style  // switched after the first frame: everything must follow
            device.advance(by: 1.0 / 60)
            let shot = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 20, width: 200, height: 170)))
            try assertGolden(
                shot, named: "system-colors-\(style == .dark ? "dark" : "light")", suite: "Appearance",
                filePath: uikitTestsRootFile())
        }
    }
}
