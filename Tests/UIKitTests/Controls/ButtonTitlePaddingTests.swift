// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// iOS 7 and later pad a button's title by 6 points above and below while `contentEdgeInsets` is zero: a system
/// button with a title in the default 15-point font is 30 points tall.
@MainActor
@Suite("UIButton title padding")
struct ButtonTitlePaddingTests {
    private func button(_ type: UIButton.ButtonType, _ title: String = "Button") -> UIButton {
        let button = UIButton(type: type)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test("A titled button is its title's height plus 6 points above and below",
          arguments: [UIButton.ButtonType.system, .custom])
    func padded(_ type: UIButton.ButtonType) throws {
        let (_, window) = try launchedControlsWindow(.modernPhone)
        let button = button(type)
        window.addSubview(button)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        #expect(button.titleLabel?.font.pointSize == 15)
        button.sizeToFit()
        button.layoutIfNeeded()
        // The title sits in the middle of the padded button.
        #expect(abs(try #require(button.titleLabel).frame.midY - button.bounds.midY) < 0.5)
    }

    @Test("Any content inset, however small, replaces the padding; an image alone is not padded")
    func insetsAndImages() throws {
        _ = try launchedControlsWindow(.modernPhone)
        let inset = button(.system)
        let title = try #require(inset.titleLabel).intrinsicContentSize
        inset.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(abs(inset.intrinsicContentSize.height - (title.height + 0.02)) < 0.0001)

        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 24)).image { _ in }, for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 20, height: 24))

        let tallImage = button(.custom)
        tallImage.setImage(UIGraphicsImageRenderer(size: CGSize(width: 10, height: 40)).image { _ in }, for: .normal)
        #expect(tallImage.intrinsicContentSize.height == 40)
    }

    @Test("A larger font grows the button by its title: 18-point text makes it the title's height plus 12")
    func largerFont() throws {
        _ = try launchedControlsWindow(.modernPhone)
        let button = button(.system)
        button.titleLabel?.font = .systemFont(ofSize: 18)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize.height == title.height + 12)
        #expect(button.intrinsicContentSize.height > 30)
    }

    @Test("On the iPhone OS 3 profiles a rounded-rect button fits its title exactly, as before iOS 7")
    func classicUnpadded() throws {
        _ = try launchedControlsWindow(.iPhone3GS)
        let button = button(.roundedRect)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize.height == title.height)
    }
}
