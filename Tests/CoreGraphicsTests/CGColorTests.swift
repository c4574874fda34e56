// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

@Suite("CGColor and CGColorSpace")
struct CGColorTests {
    // MARK: CGColor

    @Test("An RGB colour has four components, red green blue alpha, in an RGB space")
    func rgbInitialiser() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)

        #expect(color.components == [0.25, 0.5, 0.75, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test("A gray colour has two components, gray and alpha, in a monochrome space")
    func grayInitialiser() {
        let color = CGColor(gray: 0.4, alpha: 0.6)

        #expect(color.components == [0.4, 0.6])
        #expect(color.numberOfComponents == 2)
        #expect(color.alpha == 0.6)
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test("A colour from a space and a component pointer reads the space's components plus alpha")
    func colorSpaceAndComponents() {
        let rgb: [CGFloat] = [1, 0.5, 0, 0.25, 99]  // the trailing value is beyond the count and must be ignored
        let gray: [CGFloat] = [0.3, 1, 99]

        let c1 = rgb.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: $0.baseAddress!) }
        let c2 = gray.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: $0.baseAddress!) }

        #expect(c1?.components == [1, 0.5, 0, 0.25])
        #expect(c1?.colorSpace?.model == .rgb)
        #expect(c2?.components == [0.3, 1])
        #expect(c2?.colorSpace?.model == .monochrome)
    }

    @Test("A component array whose count does not match the colour space gives nil")
    func componentCountMismatch() {
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), componentArray: [1, 0, 0]) == nil)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), componentArray: [1, 0, 0, 1, 1]) == nil)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), componentArray: [1]) == nil)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), componentArray: [1, 1])?.components == [1, 1])
    }

    @Test("copy(alpha:) keeps the colour and space and replaces only alpha")
    func copyWithAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)

        let copy = color.copy(alpha: 0.5)

        #expect(copy?.components == [0.1, 0.2, 0.3, 0.5])
        #expect(copy?.colorSpace?.model == .rgb)
        #expect(color.alpha == 1, "the original is immutable")
        #expect(CGColor(gray: 0.7, alpha: 1).copy(alpha: 0)?.components == [0.7, 0])
    }

    @Test("The black, white and clear constants")
    func constants() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.clear.alpha == 0)
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.black != CGColor.white)
    }

    @Test("NaN components are replaced by 0")
    func nanComponents() {
        let rgb = CGColor(red: .nan, green: 1, blue: .nan, alpha: 1)
        let gray = CGColor(gray: 0.5, alpha: .nan)
        let viaArray = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), componentArray: [.nan, .nan, .nan, .nan])

        #expect(rgb.components == [0, 1, 0, 1])
        #expect(gray.components == [0.5, 0])
        #expect(viaArray?.components == [0, 0, 0, 0])
        #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 1).copy(alpha: .nan)?.alpha == 0)
    }

    // MARK: CGColorSpace

    @Test("Named RGB and gray colour spaces are created with their model")
    func supportedNames() {
        for name in [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.displayP3,
                     CGColorSpace.genericRGBLinear] {
            let space = CGColorSpace(name: name)
            #expect(space?.model == .rgb, "\(name)")
            #expect(space?.numberOfComponents == 3, "\(name)")
            #expect(space?.name == name)
        }
        for name in [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray] {
            let space = CGColorSpace(name: name)
            #expect(space?.model == .monochrome, "\(name)")
            #expect(space?.numberOfComponents == 1, "\(name)")
        }
    }

    @Test("An unknown colour space name gives nil")
    func unknownName() {
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
        #expect(CGColorSpace(name: "") == nil)
    }

    @Test("Device colour spaces: RGB has three components, gray one")
    func deviceSpaces() {
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpaceCreateDeviceGray())
    }

    // MARK: Colours on a context

    @Test("setFillColor(red:green:blue:alpha:) and setStrokeColor paint those colours")
    func rgbSetters() {
        let ctx = makeCanvas(width: 16, height: 16)

        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 12, y: 0), CGPoint(x: 12, y: 16)])

        #expect(probe(ctx, 3, 8) == .blue)
        #expect(probe(ctx, 12, 8) == .red)
        #expect(probe(ctx, 9, 8) == .white)
    }

    @Test("A gray fill colour paints equal red, green and blue; components above 1 are clamped when drawn")
    func graySetterAndClamping() {
        let ctx = makeCanvas(width: 16, height: 16)

        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        ctx.setFillColor(CGColor(red: 2, green: -1, blue: 0, alpha: 5))
        ctx.fill(CGRect(x: 8, y: 0, width: 8, height: 16))

        #expect(probe(ctx, 2, 2).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
        #expect(probe(ctx, 12, 2) == .red)
    }

    @Test("A fill colour's alpha blends it over the destination")
    func fillAlpha() {
        let ctx = makeCanvas(width: 8, height: 8)

        ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))

        #expect(probe(ctx, 4, 4).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    @Test("setFillColorSpace resets the fill colour to opaque black in that space")
    func fillColorSpaceResetsToBlack() {
        let ctx = makeCanvas(width: 8, height: 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)

        ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))

        #expect(probe(ctx, 4, 4) == .black)
    }

    @Test("setStrokeColorSpace resets the stroke colour to opaque black and leaves the fill colour alone")
    func strokeColorSpaceResetsToBlack() {
        let ctx = makeCanvas(width: 16, height: 16)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)

        ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 16)])
        ctx.fill(CGRect(x: 10, y: 0, width: 6, height: 16))

        #expect(probe(ctx, 4, 8) == .black)
        #expect(probe(ctx, 13, 8) == .green)
    }

    @Test("setFillColor(components) reads components in the current fill colour space")
    func fillColorFromComponents() {
        let ctx = makeCanvas(width: 16, height: 16)
        let gray: [CGFloat] = [0.2, 1]
        let rgb: [CGFloat] = [0, 0.5, 1, 1]

        ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        gray.withUnsafeBufferPointer { ctx.setFillColor($0.baseAddress!) }
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        rgb.withUnsafeBufferPointer { ctx.setFillColor($0.baseAddress!) }
        ctx.fill(CGRect(x: 8, y: 0, width: 8, height: 16))

        #expect(probe(ctx, 4, 8).isClose(to: RGBA8(51, 51, 51), tolerance: 1))
        #expect(probe(ctx, 12, 8).isClose(to: RGBA8(0, 128, 255), tolerance: 1))
    }

    @Test("setStrokeColor(components) reads components in the current stroke colour space, not the fill space")
    func strokeColorFromComponents() {
        let ctx = makeCanvas(width: 16, height: 16)
        // Read as gray: 50 % gray, opaque. Misread as RGB it would be a transparent colour and paint nothing.
        let components: [CGFloat] = [0.5, 1, 0, 0]

        ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceGray())
        components.withUnsafeBufferPointer { ctx.setStrokeColor($0.baseAddress!) }
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 16)])

        #expect(probe(ctx, 8, 8).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    @Test("Colours are part of the graphics state: restoreGState brings the saved colour back")
    func colorsAreSavedAndRestored() {
        let ctx = makeCanvas(width: 8, height: 8)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.saveGState()
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))

        #expect(probe(ctx, 4, 4) == .blue)
    }
}
