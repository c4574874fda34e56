// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

@Suite("NSParagraphStyle")
struct NSParagraphStyleTests {
    /// A mutable style with every attribute changed from its default.
    private func customStyle() -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byCharWrapping
        style.lineSpacing = 3
        style.lineHeightMultiple = 1.5
        style.minimumLineHeight = 10
        style.maximumLineHeight = 40
        style.paragraphSpacing = 8
        style.paragraphSpacingBefore = 4
        style.firstLineHeadIndent = 20
        style.headIndent = 10
        style.tailIndent = -5
        style.baseWritingDirection = .rightToLeft
        style.hyphenationFactor = 0.5
        style.tabStops = [NSTextTab(textAlignment: .right, location: 100), NSTextTab(textAlignment: .left, location: 50)]
        style.defaultTabInterval = 36
        style.lineBreakStrategy = [.pushOut, .hangulWordPriority]
        style.allowsDefaultTighteningForTruncation = true
        return style
    }

    @Test("Defaults match Apple's, including twelve left tab stops every 28 points")
    func defaults() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        #expect(style.lineSpacing == 0 && style.lineHeightMultiple == 0)
        #expect(style.minimumLineHeight == 0 && style.maximumLineHeight == 0)
        #expect(style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
        #expect(style.firstLineHeadIndent == 0 && style.headIndent == 0 && style.tailIndent == 0)
        #expect(style.baseWritingDirection == .natural && style.hyphenationFactor == 0)
        #expect(style.tabStops.map(\.location) == (1...12).map { CGFloat($0 * 28) })
        #expect(style.tabStops.allSatisfy { $0.alignment == .left })
        #expect(style.defaultTabInterval == 0 && style.lineBreakStrategy == [])
        #expect(!style.allowsDefaultTighteningForTruncation)
        #expect(NSParagraphStyle.LineBreakStrategy.standard.rawValue == 0xFFFF)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
    }

    @Test("copy() and mutableCopy() carry every attribute; copy() is immutable; equality compares them all")
    func copying() throws {
        let style = customStyle()
        #expect(style.tabStops.map(\.location) == [50, 100])
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen == style)
        let thawed = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        #expect(thawed == style)
        #expect(thawed.headIndent == 10 && thawed.tailIndent == -5 && thawed.lineHeightMultiple == 1.5)
        #expect(thawed.lineBreakStrategy == [.pushOut, .hangulWordPriority] && thawed.hyphenationFactor == 0.5)
        #expect(thawed.tabStops.map(\.alignment) == [.left, .right])
        thawed.paragraphSpacingBefore = 5
        #expect(thawed != style)
        #expect(NSParagraphStyle.default == NSMutableParagraphStyle())
        let reset = NSMutableParagraphStyle()
        reset.setParagraphStyle(style)
        #expect(reset == style)
        reset.removeTabStop(NSTextTab(textAlignment: .right, location: 100))
        reset.addTabStop(NSTextTab(textAlignment: .center, location: 10))
        #expect(reset.tabStops.map(\.location) == [10, 50])
    }

    @Test("NSTextTab keeps its alignment, location and options; bad locations become 0")
    func textTab() {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        let tab = NSTextTab(textAlignment: .right, location: 72, options: [.columnTerminators: terminators])
        #expect(tab.alignment == .right && tab.location == 72)
        #expect(tab.options[.columnTerminators] as? CharacterSet == terminators)
        #expect(terminators.contains("."))
        #expect(tab == NSTextTab(textAlignment: .right, location: 72, options: [.columnTerminators: terminators]))
        #expect(tab != NSTextTab(textAlignment: .left, location: 72))
        #expect(NSTextTab(textAlignment: .left, location: .nan).location == 0)
    }
}
