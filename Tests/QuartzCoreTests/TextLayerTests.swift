// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A text layer covering `frame` showing `string`, configured with actions disabled.
private func makeText(_ frame: CGRect, _ string: Any?, _ configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
    let text = CATextLayer()
    withoutActions {
        text.frame = frame
        text.string = string
        text.fontSize = 20
        text.foregroundColor = Palette.black
        configure(text)
    }
    return text
}

/// The bounding box (pixels) of everything drawn on a white canvas that `matches`, or nil when nothing does.
private func inkBox(
    _ image: CGImage, in region: CGRect? = nil, matches: (Pixel) -> Bool = { !$0.isClose(to: .white, tolerance: 60) }
)
    -> CGRect?
{
    let probe = Probe(image)
    let area = region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    var box = CGRect.null
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) where matches(probe[x, y]) {
            box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return box.isNull ? nil : box
}

@Suite("CATextLayer", .freshLayerEnvironment)
struct TextLayerTests {
    static let suite = "TextLayerTests"
    static let pangram = "Sphinx of black quartz, judge my vow"

    @Test("Defaults: no string, Helvetica, 36 points, opaque white, unwrapped, untruncated, natural alignment")
    func defaults() {
        withTestEnvironment { _ in
            let text = CATextLayer()
            #expect(text.string == nil && text.font == nil)
            #expect(text.fontSize == 36)
            #expect(text.foregroundColor == CGColor(gray: 1, alpha: 1))
            #expect(!text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
            #expect(!text.allowsFontSubpixelQuantization)
            #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
            #expect(CATextLayerAlignmentMode.center.rawValue == "center")
        }
    }

    @Test("fontSize and foregroundColor animate implicitly; the string and layout options do not")
    func implicitActions() {
        withTestEnvironment { _ in
            let text = committed(CATextLayer())
            text.string = "Hi"
            text.font = "Courier"
            text.isWrapped = true
            text.truncationMode = .end
            text.alignmentMode = .center
            #expect(text.animationKeys() == nil)
            text.fontSize = 12
            text.foregroundColor = Palette.red
            #expect(Set(text.animationKeys() ?? []) == ["fontSize", "foregroundColor"])
            #expect(text.string as? String == "Hi" && text.font as? String == "Courier")
            withoutActions { text.fontSize = .nan }
            #expect(text.fontSize == 12)
        }
    }

    @Test("The first line is aligned to the top-left of the bounds, in the foreground colour")
    func topLeft() throws {
        try withTestEnvironment { _ in
            let text = makeText(CGRect(x: 0, y: 0, width: 128, height: 48), "Hamburg") {
                $0.foregroundColor = Palette.blue
                $0.backgroundColor = Palette.yellow
            }
            let image = renderImage(text, width: 128, height: 48)
            let box = try #require(inkBox(image) { $0.b > 200 && $0.r < 60 })
            #expect(box.minX <= 3 && box.minY <= 8 && box.maxY <= 26, "ink at \(box)")
            try expectGolden(image, "top-left", suite: Self.suite)
        }
    }

    @Test("Alignment places each line: left, centre and right")
    func alignment() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 160, height: 96))
            for (i, mode) in [CATextLayerAlignmentMode.left, .center, .right].enumerated() {
                root.addSublayer(
                    makeText(CGRect(x: 0, y: CGFloat(32 * i), width: 160, height: 32), "Touchstone") {
                        $0.alignmentMode = mode
                    })
            }
            let image = renderImage(root, width: 160, height: 96)
            let left = try #require(inkBox(image, in: CGRect(x: 0, y: 0, width: 160, height: 32)))
            let center = try #require(inkBox(image, in: CGRect(x: 0, y: 32, width: 160, height: 32)))
            let right = try #require(inkBox(image, in: CGRect(x: 0, y: 64, width: 160, height: 32)))
            #expect(left.minX <= 3)
            #expect(abs(center.minX - (160 - center.maxX)) <= 3, "centre ink at \(center)")
            #expect(160 - right.maxX <= 3)
            #expect(abs(left.width - right.width) <= 1)
            try expectGolden(image, "alignment", suite: Self.suite)
        }
    }

    @Test("Unwrapped text stays on one line and is clipped at the bounds; wrapped text breaks into lines")
    func wrapping() throws {
        try withTestEnvironment { _ in
            let single = makeText(CGRect(x: 0, y: 0, width: 120, height: 96), Self.pangram)
            let singleInk = try #require(inkBox(renderImage(single, width: 120, height: 96)))
            #expect(singleInk.maxY <= 26 && singleInk.maxX >= 118, "one clipped line: \(singleInk)")

            let wrapped = makeText(CGRect(x: 0, y: 0, width: 120, height: 96), Self.pangram) { $0.isWrapped = true }
            let image = renderImage(wrapped, width: 120, height: 96)
            let wrappedInk = try #require(inkBox(image))
            #expect(wrappedInk.maxY > 50 && wrappedInk.maxX < 120, "several lines inside the width: \(wrappedInk)")
            try expectGolden(image, "wrapped", suite: Self.suite)
        }
    }

    @Test("Truncation replaces what does not fit with an ellipsis instead of clipping it")
    func truncation() throws {
        try withTestEnvironment { _ in
            let end = makeText(CGRect(x: 0, y: 0, width: 120, height: 32), Self.pangram) { $0.truncationMode = .end }
            let endInk = try #require(inkBox(renderImage(end, width: 120, height: 32)))
            #expect(endInk.maxX < 119, "the ellipsis fits inside: \(endInk)")

            let root = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 160))
            for (i, mode) in [CATextLayerTruncationMode.start, .middle, .end].enumerated() {
                root.addSublayer(
                    makeText(CGRect(x: 0, y: CGFloat(24 * i), width: 120, height: 24), Self.pangram) {
                        $0.truncationMode = mode
                    })
            }
            // Wrapped and truncated: the last line that fits in the height ends with the ellipsis.
            root.addSublayer(
                makeText(CGRect(x: 0, y: 80, width: 120, height: 50), Self.pangram) {
                    $0.isWrapped = true
                    $0.truncationMode = .end
                })
            let image = renderImage(root, width: 120, height: 160)
            let lastBlock = try #require(inkBox(image, in: CGRect(x: 0, y: 80, width: 120, height: 80)))
            #expect(lastBlock.maxY <= 130, "no line below the bounds: \(lastBlock)")
            try expectGolden(image, "truncation", suite: Self.suite)
        }
    }

    @Test("An attributed string draws each run in its own colour and ignores the layer's text properties")
    func attributed() throws {
        try withTestEnvironment { _ in
            let string = NSMutableAttributedString(
                string: "Red ",
                attributes: [
                    NSAttributedString.Key("NSColor"): Palette.red, NSAttributedString.Key("NSFont"): "Helvetica-Bold",
                ])
            string.append(
                NSAttributedString(
                    string: "Blue",
                    attributes: [
                        NSAttributedString.Key("NSColor"): Palette.blue, NSAttributedString.Key("NSUnderline"): 1,
                    ]))
            let text = makeText(CGRect(x: 0, y: 0, width: 96, height: 24), string) { $0.fontSize = 60 }
            let image = renderImage(text, width: 96, height: 24)
            let red = try #require(inkBox(image) { $0.r > 200 && $0.g < 80 && $0.b < 80 })
            let blue = try #require(inkBox(image) { $0.b > 200 && $0.r < 80 && $0.g < 80 })
            #expect(red.maxX < blue.minX, "red \(red) before blue \(blue)")
            #expect(blue.maxY <= 20, "12-point runs, not the layer's 60: \(blue)")
            try expectGolden(image, "attributed", suite: Self.suite)
        }
    }

    @Test("Font names resolve through the font set: Courier is monospaced, Helvetica is not")
    func fontNames() throws {
        try withTestEnvironment { _ in
            func width(_ string: String, font: String) throws -> CGFloat {
                let text = makeText(CGRect(x: 0, y: 0, width: 200, height: 32), string) { $0.font = font }
                return try #require(inkBox(renderImage(text, width: 200, height: 32))).width
            }
            let courierI = try width("iiiiii", font: "Courier"), courierM = try width("mmmmmm", font: "Courier")
            let helveticaI = try width("iiiiii", font: "Helvetica"), helveticaM = try width("mmmmmm", font: "Helvetica")
            #expect(abs(courierI - courierM) < 14)
            #expect(helveticaM > 2 * helveticaI)
            // Unknown names fall back to Helvetica rather than drawing nothing.
            #expect(try width("mmmmmm", font: "No Such Font") == helveticaM)
        }
    }

    @Test("A nil foreground colour draws black; an empty or nil string draws nothing")
    func colourAndEmpty() throws {
        try withTestEnvironment { _ in
            let black = makeText(CGRect(x: 0, y: 0, width: 64, height: 32), "Hm") { $0.foregroundColor = nil }
            #expect(inkBox(renderImage(black, width: 64, height: 32)) { $0.r < 40 && $0.g < 40 && $0.b < 40 } != nil)
            for string: Any? in [nil, "", NSAttributedString(string: "")] {
                #expect(inkBox(renderImage(makeText(CGRect(x: 0, y: 0, width: 64, height: 32), string))) == nil)
            }
        }
    }

    @Test("An animation of fontSize draws intermediate sizes")
    func fontSizeAnimation() throws {
        try withTestEnvironment { _ in
            let text = makeText(CGRect(x: 0, y: 0, width: 200, height: 64), "HHH") { $0.fontSize = 10 }
            animate(text, "fontSize", from: 10, to: 50)
            let start = try #require(inkBox(renderImage(text, width: 200, height: 64, time: 0)))
            let middle = try #require(inkBox(renderImage(text, width: 200, height: 64, time: 0.5)))
            let end = try #require(inkBox(renderImage(text, width: 200, height: 64, time: 0.999)))
            #expect(start.height < middle.height && middle.height < end.height)
            #expect(abs(middle.height - (start.height + end.height) / 2) <= 3)
        }
    }
}
