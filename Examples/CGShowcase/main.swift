// SPDX-License-Identifier: Apache-2.0
//
// `make demo` (until the MoveMe sample lands): draws a Core Graphics showcase with Touchstone's Quartz 2D and
// writes it as PNG and PDF into the folder given as the first argument (default: out/showcase).

import CoreGraphics

let outputDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/showcase")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)

let width = 640, height = 480
let canvasSize = CGSize(width: width, height: height)

/// Draws the whole showcase into `ctx` (Quartz space: origin bottom-left, y up).
func drawShowcase(in ctx: CGContext) {
    let space = CGColorSpaceCreateDeviceRGB()
    // Background: a vertical gradient.
    let background = CGGradient(
        colorSpace: space, colorComponents: [0.10, 0.14, 0.22, 1, 0.28, 0.36, 0.52, 1], locations: [0, 1])!
    ctx.drawLinearGradient(background, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: canvasSize.height),
                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])

    // Cards with soft shadows and rounded corners.
    ctx.saveGState()
    ctx.setShadow(offset: CGSize(width: 0, height: -6), blur: 12, color: CGColor(gray: 0, alpha: 0.5))
    let colors: [(CGFloat, CGFloat, CGFloat)] = [(0.95, 0.35, 0.30), (0.98, 0.75, 0.25), (0.30, 0.78, 0.55)]
    for (i, c) in colors.enumerated() {
        ctx.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
        ctx.addPath(CGPath(roundedRect: CGRect(x: 40 + CGFloat(i) * 190, y: 300, width: 170, height: 130),
                           cornerWidth: 18, cornerHeight: 18))
        ctx.fillPath()
    }
    ctx.restoreGState()

    // A dashed, even-odd filled star.
    let star = CGMutablePath()
    let centre = CGPoint(x: 130, y: 160)
    for i in 0..<5 {
        let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let p = CGPoint(x: centre.x + 90 * cos(angle), y: centre.y + 90 * sin(angle))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    ctx.addPath(star)
    ctx.setFillColor(red: 1, green: 0.85, blue: 0.3, alpha: 0.9)
    ctx.setStrokeColor(gray: 1, alpha: 1)
    ctx.setLineWidth(4)
    ctx.setLineJoin(.round)
    ctx.setLineDash(phase: 0, lengths: [14, 8])
    ctx.drawPath(using: .eoFillStroke)
    ctx.setLineDash(phase: 0, lengths: [])

    // Blend modes over a radial gradient.
    let radial = CGGradient(
        colorSpace: space, colorComponents: [1, 1, 1, 1, 0.2, 0.4, 0.9, 1], locations: [0, 1])!
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 260, y: 60, width: 340, height: 200))
    ctx.drawRadialGradient(radial, startCenter: CGPoint(x: 430, y: 160), startRadius: 0,
                           endCenter: CGPoint(x: 430, y: 160), endRadius: 190, options: [.drawsAfterEndLocation])
    let modes: [CGBlendMode] = [.multiply, .screen, .overlay, .difference]
    for (i, mode) in modes.enumerated() {
        ctx.setBlendMode(mode)
        ctx.setFillColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 275 + CGFloat(i) * 80, y: 110, width: 70, height: 70))
    }
    ctx.restoreGState()

    // Text, drawn in a flipped (UIKit-style) space so it reads upright.
    ctx.saveGState()
    ctx.translateBy(x: 0, y: canvasSize.height)
    ctx.scaleBy(x: 1, y: -1)
    TextLayout(text: "Touchstone · Quartz 2D on Linux", font: .system(size: 26, bold: true),
               color: CGColor(gray: 1, alpha: 1)).draw(in: ctx, at: CGPoint(x: 40, y: 14))
    TextLayout(text: "Paths · gradients · shadows · blend modes · שלום · 你好", font: .system(size: 15),
               color: CGColor(gray: 1, alpha: 0.85)).draw(in: ctx, at: CGPoint(x: 40, y: 450))
    ctx.restoreGState()
}

let bitmap = CGContext(
    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
drawShowcase(in: bitmap)
let pngURL = outputDirectory.appendingPathComponent("showcase.png")
guard let png = bitmap.makeImage()?.pngData() else {
    FileHandle.standardError.write(Data("showcase: PNG encoding failed\n".utf8))
    exit(1)
}
try png.write(to: pngURL)

var mediaBox = CGRect(origin: .zero, size: canvasSize)
let pdfURL = outputDirectory.appendingPathComponent("showcase.pdf")
if let pdf = CGContext(pdfURL, mediaBox: &mediaBox) {
    pdf.beginPDFPage(nil)
    drawShowcase(in: pdf)
    pdf.endPDFPage()
    pdf.closePDF()
}
print("Core Graphics showcase written to:")
print("  \(pngURL.path)")
print("  \(pdfURL.path)")
