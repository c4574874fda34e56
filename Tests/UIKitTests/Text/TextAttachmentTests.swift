// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A `size`-point image filled with `color` at scale 1.
@MainActor
func solidImage(_ color: UIColor, _ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// `NSTextAttachment`: inline images laid out as one character with their bounds (y relative to the baseline),
/// drawn by attributed-string drawing, labels and text views, and copied as U+FFFC.
@MainActor
@Suite("NSTextAttachment")
struct TextAttachmentTests {
    private let font = UIFont.systemFont(ofSize: 17)

    /// "A", an attachment, "B".
    private func line(_ attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "A", attributes: [.font: font])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "B", attributes: [.font: font]))
        return text
    }

    @Test("NSAttributedString(attachment:) is the attachment character carrying the attachment")
    func attachmentString() {
        let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 10, height: 10)))
        let string = NSAttributedString(attachment: attachment)
        #expect(NSTextAttachment.character == 0xFFFC)
        #expect(string.string == "\u{FFFC}" && string.length == 1)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
    }

    @Test("Empty bounds take the image's size on the baseline; data that is an image is shown; bad bounds are ignored")
    func bounds() throws {
        let image = solidImage(.red, CGSize(width: 24, height: 12))
        let attachment = NSTextAttachment(image: image)
        #expect(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero,
                                            characterIndex: 0) == CGRect(x: 0, y: 0, width: 24, height: 12))
        attachment.bounds = CGRect(x: 0, y: -4, width: 30, height: 20)
        #expect(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero,
                                            characterIndex: 0) == CGRect(x: 0, y: -4, width: 30, height: 20))
        attachment.bounds = CGRect(x: 0, y: 0, width: -3, height: CGFloat.nan)
        #expect(attachment.bounds == CGRect(x: 0, y: -4, width: 30, height: 20))
        let png = try #require(image.pngData())
        let fromData = NSTextAttachment(data: png, ofType: "public.png")
        #expect(fromData.image == nil && fromData.contents == png && fromData.fileType == "public.png")
        #expect(fromData.image(forBounds: .zero, textContainer: nil, characterIndex: 0)?.size == CGSize(width: 24, height: 12))
        #expect(NSTextAttachment(data: Data([1, 2]), ofType: nil).attachmentBounds(
            for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0) == .zero)
    }

    @Test("The attachment takes its width on the line and sits on the baseline, lowered by a negative origin.y")
    func layout() throws {
        let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 30, height: 20)))
        attachment.bounds = CGRect(x: 0, y: -5, width: 30, height: 20)
        let plain = NSAttributedString(string: "AB", attributes: [.font: font]).size()
        let size = line(attachment).size()
        #expect(abs(size.width - (plain.width + 30)) < 1)
        let layout = TextDrawing.layout(TextAttributeConversion.runs(of: line(attachment)), TextLayout.Paragraph())
        let frame = try #require(layout.attachmentFrames.first?.frame)
        #expect(frame.size == CGSize(width: 30, height: 20))
        #expect(abs(frame.maxY - (layout.firstBaseline + 5)) < 0.01)
        #expect(abs(frame.minX - NSAttributedString(string: "A", attributes: [.font: font]).size().width) < 1)
        // A tall attachment makes its line taller.
        attachment.bounds = CGRect(x: 0, y: 0, width: 30, height: 60)
        #expect(line(attachment).size().height >= 60)
    }

    @Test("NSAttributedString.draw draws the image upright in the attachment's box")
    func drawing() throws {
        let top = solidImage(.red, CGSize(width: 20, height: 10))
        // A two-colour image: red over green, so an upside-down draw would show.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            top.draw(at: .zero)
            solidImage(.green, CGSize(width: 20, height: 10)).draw(at: CGPoint(x: 0, y: 10))
        }
        let attachment = NSTextAttachment(image: image)
        attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 20)
        let text = line(attachment)
        let rendered = renderText(width: 100, height: 50) { text.draw(at: CGPoint(x: 5, y: 5)) }
        let red = try #require(inkBounds(rendered, where: isReddish))
        let green = try #require(inkBounds(rendered, where: isGreenish))
        #expect(red.maxY <= green.minY + 1)
        #expect(abs(red.width - 20) <= 1 && abs(red.height + green.height - 20) <= 2)
        let layout = TextDrawing.layout(TextAttributeConversion.runs(of: text), TextLayout.Paragraph())
        let frame = try #require(layout.attachmentFrames.first?.frame)
        #expect(abs(CGFloat(red.minY) - (5 + frame.minY)) <= 1)
        #expect(abs(CGFloat(red.minX) - (5 + frame.minX)) <= 1)
    }

    @Test("A label sizes to an attachment and draws it; a text view lays it out, carets past it and copies U+FFFC")
    func labelAndTextView() throws {
        let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 40, height: 40)))
        let label = UILabel()
        label.attributedText = line(attachment)
        #expect(label.intrinsicContentSize.height >= 40)
        let (device, _, textView) = try launchedTextView()
        textView.attributedText = line(attachment)
        device.advance(by: 1.0 / 60)
        let before = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 1)!)
        let after = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 2)!)
        #expect(abs(after.minX - before.minX - 40) < 1)
        textView.isEditable = false
        textView.selectedRange = NSRange(location: 0, length: 3)
        #expect(textView.becomeFirstResponder())
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "A\u{FFFC}B")
    }

    @Test("Golden: attachments inline in a label and a text view, one lowered below the baseline")
    func golden() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        let star = NSTextAttachment(image: solidImage(.systemOrange, CGSize(width: 18, height: 18)))
        let lowered = NSTextAttachment(image: solidImage(.systemBlue, CGSize(width: 24, height: 24)))
        lowered.bounds = CGRect(x: 0, y: -6, width: 24, height: 24)
        let text = NSMutableAttributedString(string: "Rated ", attributes: [.font: font])
        text.append(NSAttributedString(attachment: star))
        text.append(NSAttributedString(string: " four stars, then a lowered ", attributes: [.font: font]))
        text.append(NSAttributedString(attachment: lowered))
        text.append(NSAttributedString(string: " box in running text.", attributes: [.font: font]))
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        label.attributedText = NSAttributedString(string: "Label ", attributes: [.font: font])
            .appending(NSAttributedString(attachment: star))
        window.addSubview(label)
        let textView = UITextView(frame: CGRect(x: 20, y: 140, width: 280, height: 100))
        textView.attributedText = text
        window.addSubview(textView)
        device.advance(by: 1.0 / 60)
        let s = DeviceProfile.modernPhone.scale
        let image = try #require(device.screenshot().cropping(to: CGRect(x: 10 * s, y: 90 * s, width: 300 * s, height: 160 * s)))
        try assertGolden(image, named: "text-attachments", suite: "Text", filePath: uikitTestsRootFile())
    }
}

private extension NSAttributedString {
    func appending(_ other: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: self)
        result.append(other)
        return result
    }
}
