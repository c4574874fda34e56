// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Dispatch
import Foundation
import Testing
import TouchstoneTesting

/// Recording contexts (`CGContext+Recording.swift`): drawing recorded now and played into pixels later, on any
/// thread, gives the pixels of drawing directly.
@Suite("Recording contexts")
struct RecordingContextTests {
    /// A drawing that exercises the context's paths: fills, strokes with dashes, a gradient under a clip, an
    /// image, a shadow, a transparency layer, an image-mask clip and text.
    private static func drawEverything(_ ctx: CGContext) {
        ctx.setFillColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 96, height: 96))
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: 4, y: 4, width: 40, height: 40))
        ctx.clip()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                           CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                  locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 4, y: 4), end: CGPoint(x: 44, y: 44), options: [])
        ctx.restoreGState()
        ctx.setStrokeColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        ctx.setLineWidth(3)
        ctx.setLineDash(phase: 0, lengths: [6, 3])
        ctx.stroke(CGRect(x: 50, y: 6, width: 40, height: 30))
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 3, height: -3), blur: 4, color: CGColor(gray: 0, alpha: 0.6))
        ctx.setFillColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 52, y: 50, width: 30, height: 30))
        ctx.restoreGState()
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 8, y: 56, width: 24, height: 24))
        ctx.fill(CGRect(x: 20, y: 68, width: 24, height: 24))
        ctx.endTransparencyLayer()
        ctx.setAlpha(1)
        let picture = makeCanvas(width: 8, height: 8, white: false)
        picture.setFillColor(red: 0, green: 0.7, blue: 0.7, alpha: 1)
        picture.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        ctx.interpolationQuality = .none
        ctx.draw(picture.makeImage()!, in: CGRect(x: 60, y: 84, width: 16, height: 8))
        let layout = TextLayout(runs: [TextLayout.Run("Touchstone", TextLayout.Attributes(
            font: TextFont.system(size: 11), color: CGColor(gray: 0, alpha: 1)))])
        ctx.saveGState()
        ctx.translateBy(x: 0, y: 96)
        ctx.scaleBy(x: 1, y: -1)
        layout.draw(in: ctx, at: CGPoint(x: 30, y: 40))
        ctx.restoreGState()
    }

    @Test("A recording plays into the pixels direct drawing makes")
    func samePixels() throws {
        let direct = makeCanvas(width: 96, height: 96, white: false)
        Self.drawEverything(direct)
        let recording = try #require(CGContext.recording(width: 96, height: 96))
        Self.drawEverything(recording)
        #expect(recording.width == 96 && recording.height == 96 && recording.data == nil)
        #expect(recording.bitsPerPixel == 32 && recording.alphaInfo == .premultipliedFirst)
        let played = try #require(recording.playRecording())
        let a = RGBAImage(try #require(direct.makeImage())), b = RGBAImage(played)
        #expect(a.pixels == b.pixels, "played pixels differ from direct drawing")
        #expect(RGBAImage(try #require(recording.makeImage())).pixels == a.pixels, "makeImage plays the recording")
    }

    @Test("Recordings play on several threads at once to the same pixels")
    func playsInParallel() throws {
        let contexts = (0..<8).compactMap { _ in CGContext.recording(width: 96, height: 96) }
        #expect(contexts.count == 8)
        for ctx in contexts { Self.drawEverything(ctx) }
        let expected = RGBAImage(try #require(contexts[0].playRecording())).pixels
        let results = ResultBox(count: contexts.count)
        DispatchQueue.concurrentPerform(iterations: contexts.count) { k in
            results.set(k, contexts[k].playRecording().map { RGBAImage($0).pixels })
        }
        for k in contexts.indices { #expect(results.get(k) == expected, "recording \(k)") }
    }

    @Test("Bad sizes give no recording; other contexts play nothing")
    func badInput() {
        #expect(CGContext.recording(width: 0, height: 10) == nil)
        #expect(CGContext.recording(width: 10, height: -1) == nil)
        #expect(CGContext.recording(width: 1 << 20, height: 10) == nil)
        #expect(makeCanvas().playRecording() == nil)
    }
}

/// Results written by concurrent iterations, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ value: [UInt8]?) { lock.withLock { values[k] = value } }

    func get(_ k: Int) -> [UInt8]? { lock.withLock { values[k] } }
}
