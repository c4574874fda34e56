// SPDX-License-Identifier: Apache-2.0
//
// Reference formulas for every CGBlendMode, written from Apple's CGBlendMode documentation (Porter-Duff modes:
// "R is the premultiplied result, S the source, D the destination, Sa and Da their alphas") and, for the
// separable and non-separable modes Apple defers to the PDF reference, the W3C Compositing and Blending formulas:
//   co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs),   ao = as + ab·(1 − as).

import CoreGraphics

/// A colour as four doubles in 0…1: premultiplied or straight, as each use says.
struct RGBAf: Equatable {
    var r, g, b, a: Double

    var rgb: [Double] { [r, g, b] }

    /// The premultiplied colour of an 8-bit premultiplied pixel.
    init(_ p: Pixel) {
        self.init(r: Double(p.r) / 255, g: Double(p.g) / 255, b: Double(p.b) / 255, a: Double(p.a) / 255)
    }

    init(r: Double, g: Double, b: Double, a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// The straight colour of this premultiplied one (black when transparent).
    var unpremultiplied: [Double] { a == 0 ? [0, 0, 0] : rgb.map { min(1, $0 / a) } }

    /// The nearest 8-bit premultiplied pixel.
    var pixel: Pixel {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        return Pixel(byte(r), byte(g), byte(b), byte(a))
    }
}

enum BlendFormulas {
    /// The premultiplied result of compositing premultiplied `s` onto premultiplied `d` in `mode`, as Quartz
    /// defines it (`.plusDarker` included, though Touchstone draws it as `.normal`).
    static func composite(_ s: RGBAf, over d: RGBAf, mode: CGBlendMode) -> RGBAf {
        func porterDuff(_ fs: Double, _ fd: Double) -> RGBAf {
            RGBAf(r: s.r * fs + d.r * fd, g: s.g * fs + d.g * fd, b: s.b * fs + d.b * fd, a: s.a * fs + d.a * fd)
        }
        switch mode {
        case .normal: return porterDuff(1, 1 - s.a)
        case .clear: return RGBAf(r: 0, g: 0, b: 0, a: 0)
        case .copy: return s
        case .sourceIn: return porterDuff(d.a, 0)
        case .sourceOut: return porterDuff(1 - d.a, 0)
        case .sourceAtop: return porterDuff(d.a, 1 - s.a)
        case .destinationOver: return porterDuff(1 - d.a, 1)
        case .destinationIn: return porterDuff(0, s.a)
        case .destinationOut: return porterDuff(0, 1 - s.a)
        case .destinationAtop: return porterDuff(1 - d.a, s.a)
        case .xor: return porterDuff(1 - d.a, 1 - s.a)
        case .plusLighter:
            return RGBAf(r: min(1, s.r + d.r), g: min(1, s.g + d.g), b: min(1, s.b + d.b), a: min(1, s.a + d.a))
        case .plusDarker:
            // Apple: R = MAX(0, 1 − ((1 − D) + (1 − S))).
            func dark(_ x: Double, _ y: Double) -> Double { max(0, 1 - ((1 - y) + (1 - x))) }
            return RGBAf(r: dark(s.r, d.r), g: dark(s.g, d.g), b: dark(s.b, d.b), a: dark(s.a, d.a))
        default:
            let blended = blend(mode, backdrop: d.unpremultiplied, source: s.unpremultiplied)
            let c = (0..<3).map { i in s.rgb[i] * (1 - d.a) + d.rgb[i] * (1 - s.a) + s.a * d.a * blended[i] }
            return RGBAf(r: c[0], g: c[1], b: c[2], a: s.a + d.a * (1 - s.a))
        }
    }

    /// B(Cb, Cs) for the separable and non-separable modes, on straight colours.
    static func blend(_ mode: CGBlendMode, backdrop cb: [Double], source cs: [Double]) -> [Double] {
        func each(_ f: (Double, Double) -> Double) -> [Double] { (0..<3).map { f(cb[$0], cs[$0]) } }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each(screen)
        case .overlay: return each { b, s in hardLight(s, b) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { b, s in b + s - 2 * b * s }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: preconditionFailure("\(mode) is not a blend function mode")
        }
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = (0..<3).sorted { c[$0] < c[$1] }
        let (minI, midI, maxI) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[maxI] > c[minI] {
            out[midI] = (c[midI] - c[minI]) * s / (c[maxI] - c[minI])
            out[maxI] = s
        }
        return out
    }
}
