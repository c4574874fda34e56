// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// NSAttributedString's HTML reading: each element's attributes at its range, document attributes, encodings and
/// bad input.
@Suite("HTML reading")
struct HTMLReadingTests {
    private func read(_ html: String, baseURL: URL? = nil) throws -> NSAttributedString {
        var options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
            .documentType: NSAttributedString.DocumentType.html,
            .characterEncoding: String.Encoding.utf8.rawValue,
        ]
        if let baseURL { options[.baseURL] = baseURL }
        return try NSAttributedString(data: Data(html.utf8), options: options, documentAttributes: nil)
    }

    private func range(of text: String, in string: NSAttributedString) -> NSRange {
        (string.string as NSString).range(of: text)
    }

    private func font(_ string: NSAttributedString, at text: String) -> UIFont? {
        string.attribute(.font, at: range(of: text, in: string).location, effectiveRange: nil) as? UIFont
    }

    private func paragraph(_ string: NSAttributedString, at text: String) -> NSParagraphStyle? {
        string.attribute(.paragraphStyle, at: range(of: text, in: string).location, effectiveRange: nil) as? NSParagraphStyle
    }

    private func rgb(_ value: Any?) -> [CGFloat]? {
        guard let color = value as? UIColor else { return nil }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        return [r, g, b].map { ($0 * 255).rounded() }
    }

    @Test("Text starts in Times 12 pt black, and paragraphs end with a line break and 12 pt of spacing")
    func defaults() throws {
        let string = try read("<p>Hello  <b>bold</b>\n world</p><p>Next</p>")
        #expect(string.string == "Hello bold world\nNext\n")
        let body = try #require(font(string, at: "Hello"))
        #expect(body.pointSize == 12)
        #expect(body.textFont.family == "Liberation Serif")  // Times New Roman's stand-in
        #expect(body.textFont.bold == false)
        #expect(font(string, at: "bold")?.textFont.bold == true)
        #expect(rgb(string.attribute(.foregroundColor, at: 0, effectiveRange: nil)) == [0, 0, 0])
        #expect(paragraph(string, at: "Hello")?.paragraphSpacing == 12)
    }

    @Test("Headings are bold at WebKit's sizes; i/em italic; u underlined; s/strike/del struck through")
    func characterStyles() throws {
        let string = try read("<h1>One</h1><h2>Two</h2><h3>Three</h3><p><i>it</i> <em>em</em> <u>un</u> <s>st</s> <del>de</del> <strike>sk</strike></p>")
        #expect(font(string, at: "One")?.pointSize == 24)
        #expect(font(string, at: "One")?.textFont.bold == true)
        #expect(font(string, at: "Two")?.pointSize == 18)
        #expect(abs((font(string, at: "Three")?.pointSize ?? 0) - 14.04) < 0.01)
        #expect(font(string, at: "it")?.textFont.italic == true)
        #expect(font(string, at: "em")?.textFont.italic == true)
        for (text, key) in [("un", NSAttributedString.Key.underlineStyle), ("st", .strikethroughStyle),
                            ("de", .strikethroughStyle), ("sk", .strikethroughStyle)] {
            let value = string.attribute(key, at: range(of: text, in: string).location, effectiveRange: nil) as? Int
            #expect(value == NSUnderlineStyle.single.rawValue, "\(text)")
        }
        #expect(string.attribute(.underlineStyle, at: range(of: "it", in: string).location, effectiveRange: nil) == nil)
    }

    @Test("A link carries its URL (resolved against the base URL), WebKit's link blue and an underline")
    func links() throws {
        let base = URL(string: "https://example.com/docs/")!
        let string = try read("<p>See <a href=\"terms.html\">the terms</a>.</p>", baseURL: base)
        let at = range(of: "the terms", in: string)
        var effective = NSRange()
        let link = string.attribute(.link, at: at.location, effectiveRange: &effective) as? URL
        #expect(link?.absoluteString == "https://example.com/docs/terms.html")
        #expect(effective == at)
        #expect(rgb(string.attribute(.foregroundColor, at: at.location, effectiveRange: nil)) == [0, 0, 238])
        #expect(string.attribute(.underlineStyle, at: at.location, effectiveRange: nil) as? Int == 1)
        #expect(string.attribute(.link, at: range(of: "See", in: string).location, effectiveRange: nil) == nil)
    }

    @Test("Inline style: color, font-size, font-weight, font-style, background-color, text-align; font color")
    func inlineStyles() throws {
        let string = try read("""
            <p style="text-align: center">Middle <span style="color: #ff0000; font-size: 20px; font-weight: bold">red</span>
            <span style="font-style: italic; background-color: rgb(0, 0, 255)">blue</span>
            <font color="green" size="5">green</font></p>
            """)
        #expect(rgb(string.attribute(.foregroundColor, at: range(of: "red", in: string).location, effectiveRange: nil)) == [255, 0, 0])
        #expect(font(string, at: "red")?.pointSize == 20)
        #expect(font(string, at: "red")?.textFont.bold == true)
        #expect(font(string, at: "blue")?.textFont.italic == true)
        #expect(rgb(string.attribute(.backgroundColor, at: range(of: "blue", in: string).location, effectiveRange: nil)) == [0, 0, 255])
        #expect(font(string, at: "green")?.pointSize == 24)
        #expect(paragraph(string, at: "Middle")?.alignment == .center)
    }

    @Test("Lists: bullets and numbers on tab stops, with the list's head indent; nested lists indent further")
    func lists() throws {
        let string = try read("<ul><li>Apple</li><li>Pear<ul><li>Inner</li></ul></li></ul><ol start=\"3\"><li>Three</li><li>Four</li></ol>")
        #expect(string.string == "\t•\tApple\n\t•\tPear\n\t◦\tInner\n\t3.\tThree\n\t4.\tFour\n")
        let outer = try #require(paragraph(string, at: "Apple"))
        #expect(outer.headIndent == 36)
        #expect(outer.firstLineHeadIndent == 0)
        #expect(outer.tabStops.map(\.location) == [11, 36])
        let inner = try #require(paragraph(string, at: "Inner"))
        #expect(inner.headIndent == 72)
        #expect(inner.tabStops.map(\.location) == [47, 72])
    }

    @Test("blockquote indents both sides; pre and code are Courier 13 with white space kept; br is a line separator")
    func blocks() throws {
        let string = try read("<blockquote>Quoted</blockquote><pre>\nline  one\n  two</pre><p>a<br>b <code>x()</code></p>")
        #expect(string.string == "Quoted\nline  one\n  two\na\u{2028}b x()\n")
        let quote = try #require(paragraph(string, at: "Quoted"))
        #expect(quote.headIndent == 40 && quote.firstLineHeadIndent == 40 && quote.tailIndent == -40)
        #expect(font(string, at: "line  one")?.textFont.family == "Liberation Mono")
        #expect(font(string, at: "line  one")?.pointSize == 13)
        #expect(font(string, at: "x()")?.textFont.family == "Liberation Mono")
    }

    @Test("sup and sub shift the baseline in a smaller font; hr is a rule attachment on its own line")
    func supSubAndRule() throws {
        let string = try read("<p>E=mc<sup>2</sup> H<sub>2</sub>O</p><hr><p>After</p>")
        let sup = string.attribute(.baselineOffset, at: range(of: "2", in: string).location, effectiveRange: nil) as? CGFloat
        #expect(sup == 4)
        let subLocation = (string.string as NSString).range(of: "2", options: .backwards).location
        #expect((string.attribute(.baselineOffset, at: subLocation, effectiveRange: nil) as? CGFloat ?? 0) < 0)
        #expect(font(string, at: "2")?.pointSize ?? 12 < 12)
        let rule = range(of: "\u{FFFC}", in: string)
        #expect(rule.location != NSNotFound)
        let ruleAttachment = string.attribute(.attachment, at: rule.location, effectiveRange: nil) as? HTMLRuleAttachment
        #expect(ruleAttachment?.image != nil)
        #expect(ruleAttachment?.bounds.height == 1)
        #expect(string.string.hasSuffix("\u{FFFC}\nAfter\n"))
    }

    @Test("img: data: URLs and files relative to the base URL become attachments at the asked size; missing images are left out")
    func images() throws {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webkit-img-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try png.write(to: folder.appendingPathComponent("pic.png"))
        let html = """
            <p>A<img src="data:image/png;base64,\(png.base64EncodedString())" width="40">B\
            <img src="pic.png" height="10">C<img src="missing.png">D<img src="data:image/png;base64,!!!">E</p>
            """
        let string = try read(html, baseURL: folder.appendingPathComponent("index.html"))
        #expect(string.string == "A\u{FFFC}B\u{FFFC}C D E\n" || string.string == "A\u{FFFC}B\u{FFFC}CDE\n")
        let first = try #require(string.attribute(.attachment, at: 1, effectiveRange: nil) as? NSTextAttachment)
        #expect(first.bounds.size == CGSize(width: 40, height: 20))
        #expect(first.image != nil)
        let second = try #require(string.attribute(.attachment, at: 3, effectiveRange: nil) as? NSTextAttachment)
        #expect(second.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test("Table rows are lines with tab-separated cells; th is bold")
    func tables() throws {
        let string = try read("<table><tr><th>Name</th><th>Qty</th></tr><tr><td>Tea</td><td> 2 </td></tr></table>")
        #expect(string.string == "Name\tQty\nTea\t2\n")
        #expect(font(string, at: "Qty")?.textFont.bold == true)
        #expect(font(string, at: "Tea")?.textFont.bold == false)
    }

    @Test("The title becomes a document attribute; head, style and script never show; entities are decoded")
    func documentAttributes() throws {
        var attributes: NSDictionary?
        let html = "<html><head><title> Help  page </title><style>p { color: red }</style><script>alert('x')</script></head><body><p>Fish &amp; chips &eacute;&#x263A;</p><noscript>No JS</noscript></body></html>"
        let string = try NSAttributedString(
            data: Data(html.utf8),
            options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue],
            documentAttributes: &attributes)
        #expect(string.string == "Fish & chips é☺\nNo JS\n")
        let typed = attributes as? [NSAttributedString.DocumentAttributeKey: Any]
        #expect(typed?[.title] as? String == "Help page")
        #expect(typed?[.documentType] as? NSAttributedString.DocumentType == .html)
    }

    @Test("Without an encoding HTML reads as ISO Latin 1 unless it has a meta charset, as Apple's reader does")
    func encodings() throws {
        let bytes = Data("<p>café</p>".utf8)
        let latin = try NSAttributedString(data: bytes, options: [.documentType: NSAttributedString.DocumentType.html],
                                           documentAttributes: nil)
        #expect(latin.string == "cafÃ©\n")
        let meta = Data("<html><head><meta charset=\"utf-8\"></head><body><p>café</p></body></html>".utf8)
        #expect(try NSAttributedString(data: meta, options: [.documentType: NSAttributedString.DocumentType.html],
                                       documentAttributes: nil).string == "café\n")
        let utf16 = try #require("<p>naïve</p>".data(using: .utf16))
        #expect(try NSAttributedString(data: utf16, options: [.documentType: NSAttributedString.DocumentType.html,
                                                              .characterEncoding: String.Encoding.utf16.rawValue],
                                       documentAttributes: nil).string == "naïve\n")
        #expect(NSAttributedString(html: Data("<b>hi</b>".utf8), documentAttributes: nil)?.string == "hi")
    }

    @Test("Plain text keeps its characters in the default attributes; RTF is refused with an error")
    func otherTypes() throws {
        let plain = try NSAttributedString(data: Data("a <b> c".utf8),
                                           options: [.documentType: NSAttributedString.DocumentType.plain,
                                                     .defaultAttributes: [NSAttributedString.Key.kern: 2]],
                                           documentAttributes: nil)
        #expect(plain.string == "a <b> c")
        #expect(plain.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
        #expect(throws: CocoaError.self) {
            try NSAttributedString(data: Data("{\\rtf1 hi}".utf8), options: [:], documentAttributes: nil)
        }
        let guessed = try NSAttributedString(data: Data("<p>x</p>".utf8), options: [:], documentAttributes: nil)
        #expect(guessed.string == "x\n")
    }

    @Test("Malformed HTML, garbage bytes and an empty document give a result and never crash")
    func malformed() throws {
        #expect(try read("<p>open <b>bold <i>both</p> after</b> <div><span>x").string.contains("open bold both"))
        #expect(try read("").string == "")
        #expect(try read("   ").string == "")
        var garbage = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = Data((0..<2000).map { _ in UInt8.random(in: 0...255, using: &garbage) })
            _ = try NSAttributedString(data: bytes, options: [.documentType: NSAttributedString.DocumentType.html],
                                       documentAttributes: nil)
        }
        // libxml2 keeps about 256 levels of nesting and drops what lies deeper; nothing crashes either way.
        let nested = String(repeating: "<div><span>", count: 60) + "nested" + String(repeating: "</span></div>", count: 60)
        #expect(try read(nested).string.contains("nested"))
        let deep = String(repeating: "<div><span><b>", count: 5000) + "deep" + String(repeating: "</b></span></div>", count: 5000)
        _ = try read(deep)
        #expect(try read("<a href=\"::not a url::\">x</a><img src><font size=\"99\">y</font><span style=\"color:;;font-size:-3px;\">z</span>").string == "xyz")
    }

    @Test("A 5 MB document reads in bounded time")
    func largeDocument() throws {
        var html = "<html><body>"
        let paragraph = "<p>Lorem <b>ipsum</b> dolor sit amet, <a href=\"#x\">consectetur</a> adipiscing elit, sed do eiusmod tempor.</p>\n"
        while html.utf8.count < 5_000_000 { html += paragraph }
        let start = ContinuousClock.now
        let string = try read(html)
        let elapsed = ContinuousClock.now - start
        #expect(string.length > 3_000_000)
        #expect(elapsed < .seconds(60), "read 5 MB in \(elapsed)")
    }
}
