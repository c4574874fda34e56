// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

/// A canvas whose user space is flipped (origin top-left, y down), as UIKit sets up for views.
private func flippedCanvas(width: Int, height: Int) -> CGContext {
    let ctx = makeCanvas(width: width, height: height)
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

/// Bounding box (top-left origin, pixels) of pixels darker than `threshold` in `image`.
private func inkBounds(_ image: RGBAImage, threshold: UInt8 = 128) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y].r < threshold {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite("Text layout (Pango) and fonts")
struct TextLayoutTests {
    @Test("The system font is Liberation Sans, and Apple family names resolve to the stand-ins")
    func familyResolution() throws {
        #expect(TextFont.system(size: 17).family == "Liberation Sans")
        #expect(TextFont.named("Helvetica", size: 12)?.family == "Liberation Sans")
        let bold = try #require(TextFont.named("Helvetica-Bold", size: 12))
        #expect(bold.bold && !bold.italic)
        let boldOblique = try #require(TextFont.named("Helvetica-BoldOblique", size: 12))
        #expect(boldOblique.bold && boldOblique.italic)
        #expect(TextFont.named("Courier", size: 12)?.family == "Liberation Mono")
        #expect(TextFont.named("No Such Font Family", size: 12) == nil)
        #expect(FontConfiguration.shared.familyNames.contains("Liberation Sans"))
        #expect(FontConfiguration.shared.faceNames(ofFamily: "Liberation Sans").contains("Bold"))
    }

    @Test("Font metrics are in points and scale with size; descender is negative")
    func metrics() {
        let m12 = TextFont.system(size: 12).metrics
        let m24 = TextFont.system(size: 24).metrics
        #expect(m12.ascender > 0 && m12.descender < 0)
        #expect(abs(m24.ascender - 2 * m12.ascender) < 0.05)
        #expect(abs(m24.lineHeight - 2 * m12.lineHeight) < 0.05)
        // Liberation Sans, like Helvetica: ascender ≈ 0.905 em, descender ≈ −0.212 em, cap height 1409/2048 ≈ 0.688 em.
        #expect(abs(m24.ascender - 0.905 * 24) < 0.3)
        #expect(abs(m24.descender + 0.212 * 24) < 0.3)
        #expect(abs(m24.capHeight - 0.688 * 24) < 0.5)
        #expect(m24.xHeight < m24.capHeight)
    }

    @Test("Measured width grows with text and bold is wider than regular")
    func measurement() {
        let short = TextLayout(text: "Hello", font: .system(size: 20)).size
        let long = TextLayout(text: "Hello, World", font: .system(size: 20)).size
        let bold = TextLayout(text: "Hello", font: .system(size: 20, bold: true)).size
        #expect(long.width > short.width)
        #expect(bold.width > short.width)
        // One line's box is ascender + |descender| (the font's line gap is not added between Pango's lines).
        let m = TextFont.system(size: 20).metrics
        #expect(abs(short.height - (m.ascender - m.descender)) < 0.1)
        #expect(TextLayout(text: "", font: .system(size: 20)).size.width == 0)
    }

    @Test("Wrapping to a width produces several lines no wider than the width")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let layout = TextLayout(text: text, font: .system(size: 16), width: 120)
        #expect(layout.lineCount > 2)
        #expect(layout.size.width <= 120.5)
        let oneLine = TextLayout(text: text, font: .system(size: 16))
        #expect(oneLine.lineCount == 1)
    }

    @Test("Middle truncation keeps one line within the width and marks the layout truncated")
    func middleTruncation() {
        let paragraph = TextLayout.Paragraph(lineBreak: .truncateMiddle, maximumLines: 1)
        let layout = TextLayout(text: "Supercalifragilisticexpialidocious", font: .system(size: 20),
                                paragraph: paragraph, width: 100)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 100.5)
        let fits = TextLayout(text: "Hi", font: .system(size: 20), paragraph: paragraph, width: 100)
        #expect(!fits.isTruncated)
    }

    @Test("Text draws upright at its top-left origin in a flipped context (golden)")
    func drawsUpright() throws {
        let ctx = flippedCanvas(width: 200, height: 40)
        TextLayout(text: "Hamburgefonstiv", font: .system(size: 24)).draw(in: ctx, at: CGPoint(x: 4, y: 4))
        let image = pixels(of: ctx)
        let ink = try #require(inkBounds(image))
        // Cap height ≈ 17.5 pt below a baseline at 4 + ascender ≈ 25.7: ink starts near y = 8 and ends above y = 32.
        #expect(ink.minX >= 4 && ink.minX <= 7)
        #expect(ink.minY >= 6 && ink.minY <= 10)
        #expect(ink.maxY <= 34)
        try expectGolden(ctx, "hamburgefonstiv", suite: "Text")
    }

    @Test("Coloured runs, bold run and alpha (golden)")
    func attributedRuns() throws {
        let ctx = flippedCanvas(width: 220, height: 40)
        let runs = [
            TextLayout.Run("Red ", .init(font: .system(size: 20), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))),
            TextLayout.Run("Bold ", .init(font: .system(size: 20, bold: true))),
            TextLayout.Run("Blue", .init(font: .system(size: 20, italic: true), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), underline: true)),
        ]
        TextLayout(runs: runs).draw(in: ctx, at: CGPoint(x: 4, y: 8))
        let image = pixels(of: ctx)
        var sawRed = false, sawBlue = false
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.r > 200 && p.g < 60 && p.b < 60 { sawRed = true }
                if p.b > 200 && p.r < 60 && p.g < 60 { sawBlue = true }
            }
        }
        #expect(sawRed && sawBlue)
        try expectGolden(ctx, "attributed-runs", suite: "Text")
    }

    @Test("Right-to-left and CJK text render with fallback fonts (golden)")
    func scripts() throws {
        let ctx = flippedCanvas(width: 200, height: 70)
        TextLayout(text: "שלום עולם", font: .system(size: 20)).draw(in: ctx, at: CGPoint(x: 4, y: 4))
        TextLayout(text: "你好，世界", font: .system(size: 20)).draw(in: ctx, at: CGPoint(x: 4, y: 36))
        let image = pixels(of: ctx)
        // Both lines have ink: fallback fonts supplied the glyphs (no empty boxes would still leave ink, so also
        // check the CJK line is wide — five full-width glyphs of about 1 em each).
        let top = try #require(inkBounds(RGBAImage(width: 200, height: 34, pixels: Array(image.pixels[0..<(200 * 34 * 4)]))))
        #expect(top.width > 60)
        let cjk = TextLayout(text: "你好，世界", font: .system(size: 20)).size
        #expect(cjk.width > 90)
        try expectGolden(ctx, "rtl-and-cjk", suite: "Text")
    }

    @Test("Hebrew lays out right to left: the first character is rightmost")
    func rightToLeft() {
        let text = "שלום"
        let layout = TextLayout(text: text, font: .system(size: 20))
        let first = layout.characterRect(atUTF8Offset: 0)
        let last = layout.characterRect(atUTF8Offset: text.utf8.count - "ם".utf8.count)
        #expect(first.minX > last.minX)
        let latin = TextLayout(text: "abcd", font: .system(size: 20))
        #expect(latin.characterRect(atUTF8Offset: 0).minX < latin.characterRect(atUTF8Offset: 3).minX)
    }

    @Test("Two renderings of the same text are bit-identical")
    func deterministic() {
        func render() -> RGBAImage {
            let ctx = flippedCanvas(width: 160, height: 30)
            TextLayout(text: "Deterministic", font: .system(size: 18)).draw(in: ctx, at: CGPoint(x: 2, y: 2))
            return pixels(of: ctx)
        }
        #expect(render() == render())
    }

    @Test("A layout owns its Pango attribute list alone, so the list goes with the layout")
    func attributeListOwnership() {
        // Each layout used to keep an extra reference to its attribute list, leaking the list, its attributes and
        // their font descriptions (about 0.8 KB a layout; a headless launch lays out the status bar's clock, so
        // fuzz-info-plist grew by that much per input).
        let plain = TextLayout(text: "9:41 AM", font: .system(size: 12))
        #expect(plain.attributeListReferenceCount == 1)
        var styled = TextLayout.Attributes(font: .system(size: 17), color: .black)
        styled.underline = true
        let runs = TextLayout(runs: [.init("Carrier ", styled), .init("100%", .init(font: .system(size: 12)))],
                              paragraph: .init(lineBreak: .truncateTail), width: 40)
        #expect(runs.attributeListReferenceCount == 1)
    }
}
