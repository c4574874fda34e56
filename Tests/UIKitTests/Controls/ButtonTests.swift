// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A plain image of `size` points at scale 1.
@MainActor
private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in }
}

@MainActor
@Suite("UIButton")
struct ButtonTests {
    private let tap = CGPoint(x: 150, y: 125)

    @Test("init(type:) fixes the type; system titles are system blue (gray when disabled), custom titles white")
    func buttonTypes() throws {
        let device = try HeadlessDevice(profile: .modernPhone)  // the classic profile draws rounded rects instead
        try device.launch(delegate: LoggingDelegate())
        let system = UIButton(type: .system)
        let custom = UIButton(frame: .zero)

        #expect(system.buttonType == .system && custom.buttonType == .custom)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        #expect(system.titleColor(for: .disabled) == .systemGray)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(custom.titleColor(for: .disabled) == .white)
        system.isEnabled = false
        #expect(system.currentTitleColor == .systemGray)
        #expect(system.titleLabel?.textColor == .systemGray)
    }

    @Test("A state without its own title shows the normal title; nil removes a state's title")
    func titleFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)

        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Play" && button.titleLabel?.text == "Play")
        #expect(UIButton(type: .custom).currentTitle == nil)
    }

    @Test("While a finger is down the button shows its highlighted title and colour, then the normal ones")
    func highlightedContentDuringTouch() throws {
        let (device, _, _, button) = try launchedControl { UIButton(type: .custom) }
        button.setTitle("Up", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitleColor(.red, for: .highlighted)

        device.touchDown(at: tap)
        #expect(button.state == .highlighted)
        #expect(button.titleLabel?.text == "Down" && button.titleLabel?.textColor == .red)
        device.touchMove(to: CGPoint(x: 150, y: 400))
        #expect(button.titleLabel?.text == "Up")
        device.touchUp()

        #expect(button.titleLabel?.text == "Up" && button.titleLabel?.textColor == .white)
    }

    @Test("A modern system button dims its title and image to 0.2 opacity while highlighted; a custom one does not")
    func systemHighlightDims() throws {
        let (device, _, _, button) = try launchedControl(profile: .modernPhone) { UIButton(type: .system) }
        button.setTitle("OK", for: .normal)

        device.touchDown(at: tap)
        // View alpha is the layer's Float opacity, so 0.2 reads back as Float(0.2).
        #expect(button.titleLabel?.alpha == CGFloat(Float(0.2)) && button.imageView?.alpha == CGFloat(Float(0.2)))
        device.touchUp()
        #expect(button.titleLabel?.alpha == 1)

        let custom = UIButton(type: .custom)
        custom.setTitle("OK", for: .normal)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.alpha == 1)
    }

    @Test("Images and background images are chosen per state, with the normal one as fallback")
    func imagesPerState() {
        let button = UIButton(type: .custom)
        let normal = image(20, 10), selected = image(30, 10), background = image(4, 4)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.setBackgroundImage(background, for: .normal)

        #expect(button.currentImage === normal && button.imageView?.image === normal)
        #expect(button.image(for: .highlighted) === normal)
        button.isSelected = true
        #expect(button.currentImage === selected && button.imageView?.image === selected)
        #expect(button.currentBackgroundImage === background && button.backgroundImage(for: .disabled) === background)
    }

    @Test("sizeThatFits and intrinsicContentSize are image plus title side by side, plus contentEdgeInsets")
    func sizing() {
        let button = UIButton(type: .custom)
        button.setTitle("Hello", for: .normal)
        let title = try! #require(button.titleLabel).intrinsicContentSize
        #expect(title.width > 0 && title.height > 0)
        button.setImage(image(20, 40), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

        let expected = CGSize(width: 20 + title.width + 6, height: max(40, title.height) + 4)
        #expect(button.sizeThatFits(.zero) == expected)
        #expect(button.intrinsicContentSize == expected)
        button.sizeToFit()
        #expect(button.bounds.size == expected)
    }

    @Test("Non-finite content insets are refused and the previous insets kept")
    func nonFiniteInsets() {
        let button = UIButton(type: .custom)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.contentEdgeInsets = insets

        button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)

        #expect(button.contentEdgeInsets == insets)
    }

    @Test("Layout puts the image then the title in the content rect, aligned by the content alignments")
    func layout() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setTitle("Hello", for: .normal)
        button.setImage(image(20, 10), for: .normal)
        button.setBackgroundImage(image(4, 4), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let title = try! #require(button.titleLabel).intrinsicContentSize

        button.layoutIfNeeded()
        let imageFrame = try! #require(button.imageView).frame
        let titleFrame = try! #require(button.titleLabel).frame
        #expect(imageFrame == CGRect(x: 100 - (20 + title.width) / 2, y: 25, width: 20, height: 10))
        #expect(titleFrame == CGRect(x: imageFrame.maxX, y: 30 - title.height / 2, width: title.width,
                                     height: title.height))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 10, width: 180, height: 40))

        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 30, y: 10))

        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 190 && button.titleLabel?.frame.maxY == 50)
    }

    @Test("A primary action shows its title and runs once per tap with the button as sender")
    func primaryAction() throws {
        var senders: [AnyObject?] = []
        let (device, _, _, button) = try launchedControl {
            UIButton(type: .system, primaryAction: UIAction(title: "Go") { senders.append($0.sender as AnyObject?) })
        }
        let log = ControlEventLog(observing: button)

        #expect(button.currentTitle == "Go")
        device.tap(at: tap)

        #expect(senders.count == 1 && senders.first! === button)
        #expect(log.entries == ["touchDown", "upInside", "primary"])
    }

    @Test("A button's title label and image view do not take touches: a tap on the title reaches the button")
    func subviewsPassTouches() throws {
        let (device, window, _, button) = try launchedControl { UIButton(type: .system) }
        button.setTitle("A long enough title", for: .normal)
        button.layoutIfNeeded()
        let log = ControlEventLog(observing: button)
        let onTitle = try #require(button.titleLabel).convert(CGPoint(x: 2, y: 2), to: window)

        device.tap(at: onTitle)

        #expect(window.hitTest(onTitle, with: nil) === button)
        #expect(log.entries == ["touchDown", "upInside", "primary"])
    }
}
