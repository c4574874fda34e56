// SPDX-License-Identifier: Apache-2.0

import Foundation

/// X bitmaps (XBM): C source text, `#define name_width 8`, `#define name_height 8`, then
/// `static [unsigned] char name_bits[] = { 0x01, … };` (or X10's `short`), one bit per pixel, least significant
/// bit first, rows padded to whole bytes (X10: whole 16-bit words). Parsed here rather than by gdk-pixbuf, whose
/// reader reads the array line by line and so loses values written on the same line as the opening brace (a
/// one-line file gives nil).
/// Set bits are black, clear bits white; the result is opaque.
extension ImageCodec {
    /// Whether `data` starts like an XBM file.
    static func looksLikeXBM(_ data: Data) -> Bool { data.starts(with: Array("#define ".utf8)) }

    /// Width, height, whether values are 16-bit, and the offset just after `{`; nil when the text has no such
    /// header. Reads only the text before the brace.
    private static func xbmLayout(_ data: Data) -> (width: Int, height: Int, wide: Bool, body: Int)? {
        guard let brace = data.firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let text = String(decoding: data[data.startIndex..<brace], as: UTF8.self)
        let words = text.split(whereSeparator: \.isWhitespace)
        var width: Int?, height: Int?
        for (i, word) in words.enumerated() where word == "#define" && i + 2 < words.count {
            if words[i + 1].hasSuffix("_width") { width = Int(words[i + 2]) }
            if words[i + 1].hasSuffix("_height") { height = Int(words[i + 2]) }
        }
        guard let width, let height, width > 0, height > 0, words.contains(where: { $0.hasSuffix("_bits[]") })
        else { return nil }
        return (width, height, words.contains("short"), brace - data.startIndex + 1)
    }

    /// The XBM header (size only).
    static func probeXBM(_ data: Data) -> ImageHeader? {
        guard let layout = xbmLayout(data) else { return nil }
        var header = ImageHeader(format: .xbm, width: layout.width, height: layout.height)
        header.hasAlpha = false
        header.colorModel = "Gray"
        return header
    }

    /// Decodes an XBM file; nil (logged) when the header is missing, the size is over `budget`, or the array holds
    /// too few or malformed values.
    static func decodeXBM(_ data: Data, budget: Int = ImageBudget.pixels) -> Pixels? {
        guard let (w, h, wide, body) = xbmLayout(data) else {
            Diagnostics.log("XBM decode: no width, height or bits array; returning nil")
            return nil
        }
        guard ImageBudget.admits(width: w, height: h, budget: budget, what: "XBM decode") else { return nil }
        // X10 bitmaps pad rows to 16-bit words.
        let rowBytes = wide ? (w + 15) / 16 * 2 : (w + 7) / 8
        var bits = [UInt8]()
        bits.reserveCapacity(rowBytes * h)
        var value = 0, digits = 0, hex = false
        var index = data.startIndex + body
        scan: while index < data.endIndex, bits.count < rowBytes * h {
            let c = data[index]
            index += 1
            switch c {
            case UInt8(ascii: "x") where digits == 1 && value == 0, UInt8(ascii: "X") where digits == 1 && value == 0:
                hex = true
                digits = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                 UInt8(ascii: "A")...UInt8(ascii: "F"):
                guard let d = Int(String(UnicodeScalar(c)), radix: hex ? 16 : 10), digits < 8 else { break scan }
                value = value * (hex ? 16 : 10) + d
                digits += 1
            case UInt8(ascii: ","), UInt8(ascii: "}"):
                guard digits > 0 else { break scan }
                bits.append(UInt8(truncatingIfNeeded: value))
                if wide { bits.append(UInt8(truncatingIfNeeded: value >> 8)) }
                value = 0; digits = 0; hex = false
                if c == UInt8(ascii: "}") { break scan }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: break scan
            }
        }
        if digits > 0, bits.count < rowBytes * h { bits.append(UInt8(truncatingIfNeeded: value)) }
        guard bits.count >= rowBytes * h else {
            Diagnostics.log("XBM decode: \(bits.count) of \(rowBytes * h) bytes of bits; returning nil")
            return nil
        }
        var out = Data(count: w * h * 4)
        out.withUnsafeMutableBytes { dst in
            let words = dst.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for y in 0..<h {
                for x in 0..<w {
                    let set = bits[y * rowBytes + x / 8] >> (x % 8) & 1 == 1
                    words[y * w + x] = set ? 0xFF00_0000 : 0xFFFF_FFFF
                }
            }
        }
        return Pixels(width: w, height: h, bytes: out, opaque: true)
    }
}
