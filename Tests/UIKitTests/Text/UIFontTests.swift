// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIFont")
struct UIFontTests {
    @Test("System font metrics have UIKit's signs and order")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(font.lineHeight >= font.ascender - font.descender)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight)
        #expect(font.leading >= 0)
        #expect(UIFont.systemFont(ofSize: 34).ascender > font.ascender * 1.9)
    }

    @Test("Unknown names give nil; Apple names resolve; fontName round-trips")
    func names() throws {
        #expect(UIFont(name: "NoSuchFontAnywhere", size: 12) == nil)
        let bold = try #require(UIFont(name: "Helvetica-Bold", size: 20))
        #expect(bold == UIFont.boldSystemFont(ofSize: 20))
        #expect(bold.fontName.hasSuffix("-Bold"))
        let again = try #require(UIFont(name: bold.fontName, size: 20))
        #expect(again == bold)
        #expect(again.hash == bold.hash)
        #expect(UIFont.italicSystemFont(ofSize: 10).fontName.hasSuffix("-Italic"))
        #expect(UIFont.systemFont(ofSize: 10) != UIFont.boldSystemFont(ofSize: 10))
        #expect(bold.withSize(9).pointSize == 9)
        #expect(bold.withSize(9).fontName == bold.fontName)
    }

    @Test("Zero, negative and NaN sizes give Core Text's default 12 pt")
    func invalidSizes() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -5).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
        #expect(UIFont(name: "Helvetica", size: .infinity)?.pointSize == 12)
    }

    @Test("Weights from semibold up draw bold")
    func weights() {
        #expect(UIFont.systemFont(ofSize: 14, weight: .semibold) == UIFont.boldSystemFont(ofSize: 14))
        #expect(UIFont.systemFont(ofSize: 14, weight: .black) == UIFont.boldSystemFont(ofSize: 14))
        #expect(UIFont.systemFont(ofSize: 14, weight: .medium) == UIFont.systemFont(ofSize: 14))
        #expect(UIFont.Weight.bold.rawValue == 0.4)
    }

    @Test("Families include the Apple names and list their faces")
    func families() {
        let families = UIFont.familyNames
        #expect(families.contains("Helvetica"))
        #expect(families.contains("Courier"))
        #expect(families.contains("Liberation Sans"))
        let helvetica = UIFont.fontNames(forFamilyName: "Helvetica")
        #expect(helvetica.contains("Helvetica"))
        #expect(helvetica.contains("Helvetica-Bold"))
        for name in helvetica { #expect(UIFont(name: name, size: 12) != nil) }
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
