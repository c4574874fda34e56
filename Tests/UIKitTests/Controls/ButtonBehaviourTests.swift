// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A plain image of `width` × `height` points at scale 1, filled with `color`.
@MainActor
private func solid(_ color: UIColor, _ width: CGFloat = 10, _ height: CGFloat = 10) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

/// Whether two rectangles are equal to within a thousandth of a point.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
        && abs(a.height - b.height) < 0.001
}

@MainActor
@Suite("UIButton types, insets, image adjustments, menus and accessibility")
struct ButtonBehaviourTests {
    private let tap = CGPoint(x: 150, y: 125)

    @Test("Glyph button types show a vector glyph as their image; custom and system have none; setImage replaces it",
          arguments: [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close])
    func glyphTypes(type: UIButton.ButtonType) throws {
        let button = UIButton(type: type)
        let glyph = try #require(button.currentImage)
        #expect(glyph.size == (type == .close ? CGSize(width: 30, height: 30) : CGSize(width: 22, height: 22))
            || UIScreen.main.profile.isClassic)
        #expect(button.imageView?.image != nil && button.imageView?.isHidden == false)
        let mine = solid(.red)
        button.setImage(mine, for: .normal)
        #expect(button.currentImage === mine)
        #expect(UIButton(type: .system).currentImage == nil && UIButton(type: .custom).currentImage == nil)
    }

    @Test("Attributed titles win over plain titles per state; currentTitle reads the attributed text")
    func attributedTitles() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        button.setAttributedTitle(styled, for: .selected)

        #expect(button.currentAttributedTitle == nil && button.titleLabel?.text == "Plain")
        button.isSelected = true
        #expect(button.currentAttributedTitle == styled)
        #expect(button.currentTitle == "Styled")
        #expect(button.titleLabel?.attributedText?.string == "Styled")
        #expect(button.attributedTitle(for: .highlighted) == nil)
        #expect(button.attributedTitle(for: [.selected, .highlighted]) == styled)
    }

    @Test("A selected and highlighted button falls back to its selected content before the normal content")
    func selectedHighlightedFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: [.selected, .highlighted]) == "Selected")
        #expect(button.title(for: .highlighted) == "Normal")
    }

    @Test("titleEdgeInsets and imageEdgeInsets move the title and image (half the difference when centred)")
    func elementInsets() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setTitle("Title", for: .normal)
        button.setImage(solid(.green, 20, 20), for: .normal)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, image = button.imageView!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 6)
        button.layoutIfNeeded()
        #expect(close(button.titleLabel!.frame, title.offsetBy(dx: 5, dy: 0)))
        #expect(close(button.imageView!.frame, image.offsetBy(dx: -3, dy: 2)))
        let size = button.sizeThatFits(.zero)
        button.titleEdgeInsets = .zero
        #expect(button.sizeThatFits(.zero) == size)  // edge insets never change the size
        button.contentHorizontalAlignment = .left
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minX - (image.width + 10)) < 0.001)
        button.imageEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(button.imageEdgeInsets.top == 4)
    }

    @Test("A custom button darkens its image while highlighted unless told not to or given a highlighted image")
    func adjustsImageWhenHighlighted() throws {
        let (device, _, _, button) = try launchedControl { UIButton(type: .custom) }
        let image = solid(.white)
        button.setImage(image, for: .normal)
        device.touchDown(at: tap)
        let darkened = try #require(button.imageView?.image)
        #expect(darkened !== image)
        let pixel = try #require(darkened.cgImage.map { RGBAImage($0) })[5, 5]
        #expect(pixel.r < 200 && pixel.r > 120)
        device.touchUp()
        #expect(button.imageView?.image === image)

        button.adjustsImageWhenHighlighted = false
        device.touchDown(at: tap)
        #expect(button.imageView?.image === image)
        device.touchUp()
    }

    @Test("A disabled custom button shows its image lighter unless adjustsImageWhenDisabled is false")
    func adjustsImageWhenDisabled() {
        let button = UIButton(type: .custom)
        button.setImage(solid(.black), for: .normal)
        button.isEnabled = false
        #expect(button.imageView!.alpha < 0.5)
        button.adjustsImageWhenDisabled = false
        #expect(button.imageView!.alpha == 1)
        button.adjustsImageWhenDisabled = true
        button.setImage(solid(.red), for: .disabled)
        #expect(button.imageView!.alpha == 1)
    }

    @Test("A system button dims at once on touch and fades back over 0.2 s after release (modern profile)")
    func highlightFade() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let button = UIButton(type: .system)
        button.setTitle("Fade", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 100, height: 44)
        window.addSubview(button)
        device.runPendingWork()

        device.touchDown(at: CGPoint(x: 150, y: 222))
        device.advance(by: 1.0 / 60)
        #expect(abs((button.titleLabel!.layer.presentation()?.opacity ?? 1) - 0.2) < 0.01)
        device.touchUp()
        device.advance(by: 0.1)
        let midway = button.titleLabel!.layer.presentation()?.opacity ?? 0
        #expect(midway > 0.3 && midway < 0.95)
        #expect(button.titleLabel!.alpha == 1)  // the model value is final at once
        device.advance(by: 0.2)
        #expect(button.titleLabel!.layer.presentation()?.opacity ?? 0 == 1)
    }

    @Test("roundedRect is the system type; on the classic profile it has a bold dark-blue title, white when held")
    func classicRoundedRect() throws {
        let (device, _, _, button) = try launchedControl { UIButton(type: .roundedRect) }
        #expect(button.buttonType == .system && button.drawsClassicRoundedRect)
        #expect(button.titleColor(for: .normal) == ButtonChromeView.classicTitleColor)
        device.touchDown(at: tap)
        #expect(button.currentTitleColor == .white)
        #expect(button.titleLabel!.alpha == 1)  // no dimming on the classic look
        device.touchUp()
    }

    @Test("Role: destructive system buttons are red, primary ones bold")
    func roles() {
        let button = UIButton(type: .system)
        button.role = .destructive
        #expect(button.currentTitleColor == .systemRed)
        button.role = .primary
        #expect(button.titleLabel!.font.fontName != UIFont.systemFont(ofSize: 15).fontName)
    }

    @Test("changesSelectionAsPrimaryAction toggles isSelected on each tap, before the primary action runs")
    func changesSelection() throws {
        var seen: [Bool] = []
        let (device, _, _, button) = try launchedControl { UIButton(type: .system) }
        button.addAction(UIAction { action in seen.append((action.sender as? UIButton)?.isSelected ?? false) },
                         for: .primaryActionTriggered)
        button.changesSelectionAsPrimaryAction = true
        device.tap(at: tap)
        device.tap(at: tap)
        #expect(seen == [true, false])
        #expect(!button.isSelected)
    }

    @Test("showsMenuAsPrimaryAction: a tap opens a card of the menu's actions; choosing one runs it, once")
    func menuAsPrimaryAction() throws {
        let (device, _, _, button) = try launchedControl { UIButton(type: .system) }
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menu event") }, for: .menuActionTriggered)
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { action in log.append("copy from button: \(action.sender is UIButton)") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in log.append("hidden") },
            UIMenu(title: "More", children: [UIAction(title: "Delete", attributes: .destructive) { _ in
                log.append("delete")
            }]),
        ])
        button.showsMenuAsPrimaryAction = true
        #expect(button.isContextMenuInteractionEnabled)

        device.tap(at: tap)
        let card = try #require(MenuCardView.current)
        #expect(card.rowTitles == ["Copy", "Delete"])
        #expect(log == ["menu event"])
        let copyRow = card.card.convert(CGPoint(x: 100, y: MenuCardView.rowHeight / 2), to: nil)
        device.tap(at: copyRow)
        #expect(log == ["menu event", "copy from button: true"])
        #expect(MenuCardView.current == nil)

        device.tap(at: tap)
        device.tap(at: CGPoint(x: 5, y: 470))  // outside the card: closes it, runs nothing
        #expect(MenuCardView.current == nil)
        #expect(log == ["menu event", "copy from button: true", "menu event"])
    }

    @Test("Accessibility: the title, else the glyph's name; button trait; not enabled while disabled")
    func accessibility() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(UIButton(type: .infoLight).accessibilityLabel == "More Info")
        #expect(UIButton(type: .contactAdd).accessibilityLabel == "Add")
        #expect(UIButton(type: .close).accessibilityLabel == "Close")
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        #expect(UIButton(configuration: configuration).accessibilityLabel == "Go")
    }
}
