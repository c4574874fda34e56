// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

/// Gray from 0 (black) to 1 (white), opaque: one input, two outputs (gray, alpha).
private let grayRamp: CGFunctionEvaluateCallback = { _, input, output in
    output[0] = input[0]
    output[1] = 1
}

/// Red rising, blue falling, alpha 1, in RGB: four outputs.
private let redToBlue: CGFunctionEvaluateCallback = { _, input, output in
    output[0] = input[0]
    output[1] = 0
    output[2] = 1 - input[0]
    output[3] = 1
}

private func makeFunction(
    _ evaluate: @escaping CGFunctionEvaluateCallback, outputs: Int, domain: [CGFloat] = [0, 1], info: UnsafeMutableRawPointer? = nil,
    release: CGFunctionReleaseInfoCallback? = nil
) -> CGFunction? {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: evaluate, releaseInfo: release)
    let range: [CGFloat] = Array(repeating: [0, 1], count: outputs).flatMap { $0 }
    return CGFunction(info: info, domainDimension: 1, domain: domain, rangeDimension: outputs, range: range,
                      callbacks: &callbacks)
}

private let suite = "CGShadingTests"

@Suite("Shadings and functions")
struct CGShadingTests {
    @Test("An axial shading takes its colours from the function along the axis, constant across it")
    func axialFollowsTheFunction() throws {
        let ctx = makeCanvas(width: 64, height: 32)
        let function = try #require(makeFunction(grayRamp, outputs: 2))
        let shading = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceGray(), start: CGPoint(x: 0, y: 0),
                                             end: CGPoint(x: 64, y: 0), function: function, extendStart: false,
                                             extendEnd: false))

        ctx.drawShading(shading)

        #expect(probe(ctx, 0, 10).r < 6, "black at the start")
        #expect(probe(ctx, 16, 10).isClose(to: RGBA8(64, 64, 64), tolerance: 5), "a quarter of the way")
        #expect(probe(ctx, 48, 20).isClose(to: RGBA8(191, 191, 191), tolerance: 5))
        #expect(probe(ctx, 63, 5).r > 249, "white at the end")
        #expect(probe(ctx, 40, 0) == probe(ctx, 40, 31))
    }

    @Test("Without extension nothing is painted beyond the ends; with it the end colours continue")
    func extendsEnds() throws {
        let function = try #require(makeFunction(redToBlue, outputs: 4))
        let plain = makeCanvas(width: 64, height: 16), extended = makeCanvas(width: 64, height: 16)
        for (ctx, extend) in [(plain, false), (extended, true)] {
            let shading = try #require(CGShading(
                axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0),
                function: function, extendStart: extend, extendEnd: extend))
            ctx.drawShading(shading)
        }

        #expect(probe(plain, 4, 8) == .white, "before the start: the canvas")
        #expect(probe(plain, 60, 8) == .white, "after the end: the canvas")
        #expect(probe(extended, 4, 8).isClose(to: .blue, tolerance: 4), "the start colour (red 0, blue 1) continues")
        #expect(probe(extended, 60, 8).isClose(to: .red, tolerance: 4), "the end colour continues")
        #expect(probe(plain, 32, 8).isClose(to: RGBA8(128, 0, 127), tolerance: 6), "half way in both")
    }

    @Test("Golden: axial and radial shadings in RGB, with alpha from the function")
    func golden() throws {
        let ctx = makeCanvas(width: 96, height: 48)
        let function = try #require(makeFunction(redToBlue, outputs: 4))
        let translucent: CGFunctionEvaluateCallback = { _, input, output in
            output[0] = 0; output[1] = 0.6; output[2] = 0; output[3] = 1 - input[0]
        }
        let fading = try #require(makeFunction(translucent, outputs: 4))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 48, height: 48))
        ctx.drawShading(try #require(CGShading(
            axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 48, y: 48),
            function: function, extendStart: true, extendEnd: true)))
        ctx.restoreGState()
        ctx.drawShading(try #require(CGShading(
            radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 72, y: 24), startRadius: 0,
            end: CGPoint(x: 72, y: 24), endRadius: 22, function: fading, extendStart: false, extendEnd: false)))

        #expect(probe(ctx, 72, 24).isClose(to: RGBA8(6, 155, 6), tolerance: 6), "nearly opaque green at the centre")
        #expect(probe(ctx, 94, 2) == .white, "outside the end circle: untouched")
        try expectGolden(ctx, "axial-and-radial", suite: suite)
    }

    @Test("The function's domain maps to the axis: a domain of 2…4 is sampled from 2 at the start to 4 at the end")
    func domainMapsToTheAxis() throws {
        let halfOfInput: CGFunctionEvaluateCallback = { _, input, output in
            output[0] = (input[0] - 2) / 2
            output[1] = 1
        }
        let function = try #require(makeFunction(halfOfInput, outputs: 2, domain: [2, 4]))
        let ctx = makeCanvas(width: 64, height: 8)
        ctx.drawShading(try #require(CGShading(
            axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 64, y: 0), function: function,
            extendStart: false, extendEnd: false)))

        #expect(probe(ctx, 32, 4).isClose(to: RGBA8(128, 128, 128), tolerance: 5))
    }

    @Test("A function releases its info when it goes away")
    func releasesInfo() throws {
        let flag = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { flag.deallocate() }
        flag.pointee = 0
        do {
            let function = makeFunction(grayRamp, outputs: 2, info: UnsafeMutableRawPointer(flag)) { info in
                info?.assumingMemoryBound(to: Int.self).pointee += 1
            }
            #expect(function != nil)
        }
        #expect(flag.pointee == 1)
    }

    @Test("Bad input: no evaluator, two inputs, too few outputs or NaN points give nil; NaN outputs draw as 0")
    func badInput() throws {
        var empty = CGFunctionCallbacks()
        #expect(CGFunction(info: nil, domainDimension: 1, domain: nil, rangeDimension: 1, range: nil,
                           callbacks: &empty) == nil)
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: grayRamp, releaseInfo: nil)
        let twoInputs = try #require(CGFunction(info: nil, domainDimension: 2, domain: nil, rangeDimension: 2,
                                                range: nil, callbacks: &callbacks))
        #expect(CGShading(axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 1, y: 0),
                          function: twoInputs, extendStart: false, extendEnd: false) == nil)
        let grayOnly = try #require(makeFunction(grayRamp, outputs: 2))
        #expect(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero, end: CGPoint(x: 1, y: 0),
                          function: grayOnly, extendStart: false, extendEnd: false) == nil, "2 outputs for RGB")
        #expect(CGShading(radialSpace: CGColorSpaceCreateDeviceGray(), start: CGPoint(x: CGFloat.nan, y: 0),
                          startRadius: 0, end: .zero, endRadius: 4, function: grayOnly, extendStart: false,
                          extendEnd: false) == nil)

        let garbage: CGFunctionEvaluateCallback = { _, _, output in
            output[0] = .nan
            output[1] = .infinity
        }
        let nanFunction = try #require(CGFunction(info: nil, domainDimension: 1, domain: nil, rangeDimension: 2,
                                                  range: nil, callbacks: [CGFunctionCallbacks(version: 0, evaluate: garbage, releaseInfo: nil)]))
        let ctx = makeCanvas(width: 8, height: 8)
        ctx.drawShading(try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero,
                                               end: CGPoint(x: 8, y: 0), function: nanFunction, extendStart: true,
                                               extendEnd: true)))
        #expect(probe(ctx, 4, 4).a == 255, "drawn, without a crash")
    }
}
