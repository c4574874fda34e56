// SPDX-License-Identifier: Apache-2.0

import Foundation

// UIKit's geometry string functions (UIGeometry.h): Apple's text forms, which keyed archives use for geometry and
// apps use for logging and plists. Numbers print as `%g` does ("1.5", "2"); the `…FromString` functions read every
// number in the string in order, so they accept what the `NSStringFrom…` functions write, and give zeros for
// numbers that are missing, as Apple's do.

/// `"{x, y}"`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(g(point.x)), \(g(point.y))}" }
/// `"{width, height}"`.
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(g(size.width)), \(g(size.height))}" }
/// `"{{x, y}, {width, height}}"`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
/// `"{dx, dy}"`.
public func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(g(vector.dx)), \(g(vector.dy))}" }
/// `"[a, b, c, d, tx, ty]"`.
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", ") + "]"
}
/// `"{top, left, bottom, right}"`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{" + [insets.top, insets.left, insets.bottom, insets.right].map(g).joined(separator: ", ") + "}"
}
/// `"{top, leading, bottom, trailing}"`.
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String {
    "{" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(g).joined(separator: ", ") + "}"
}
/// `"{horizontal, vertical}"`.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { "{\(g(offset.horizontal)), \(g(offset.vertical))}" }

/// The point `string` describes (`"{x, y}"`); missing numbers are 0.
public func CGPointFromString(_ string: String) -> CGPoint {
    let n = numbers(string, 2)
    return CGPoint(x: n[0], y: n[1])
}
/// The size `string` describes (`"{width, height}"`); missing numbers are 0.
public func CGSizeFromString(_ string: String) -> CGSize {
    let n = numbers(string, 2)
    return CGSize(width: n[0], height: n[1])
}
/// The rectangle `string` describes (`"{{x, y}, {width, height}}"`); missing numbers are 0.
public func CGRectFromString(_ string: String) -> CGRect {
    let n = numbers(string, 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
/// The vector `string` describes (`"{dx, dy}"`); missing numbers are 0.
public func CGVectorFromString(_ string: String) -> CGVector {
    let n = numbers(string, 2)
    return CGVector(dx: n[0], dy: n[1])
}
/// The transform `string` describes (`"[a, b, c, d, tx, ty]"`); missing numbers are 0.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let n = numbers(string, 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}
/// The insets `string` describes (`"{top, left, bottom, right}"`); missing numbers are 0.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = numbers(string, 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
/// The insets `string` describes (`"{top, leading, bottom, trailing}"`); missing numbers are 0.
public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets {
    let n = numbers(string, 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
}
/// The offset `string` describes (`"{horizontal, vertical}"`); missing numbers are 0.
public func UIOffsetFromString(_ string: String) -> UIOffset {
    let n = numbers(string, 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
}

/// `value` as `%g` prints it, except that Swift's shortest round-tripping digits are kept (so strings read back
/// exactly): `1` → "1", `1.5` → "1.5", `-0` → "0".
private func g(_ value: CGFloat) -> String {
    let d = Double(value)
    if d == 0 { return "0" }
    if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
}

/// The first `count` numbers in `string` (signed decimals with optional exponent, `inf`, `nan`), padded with 0.
private func numbers(_ string: String, _ count: Int) -> [CGFloat] {
    var result: [CGFloat] = []
    var token = ""
    func flush() {
        if !token.isEmpty, let d = Double(token) { result.append(CGFloat(d)) }
        token = ""
    }
    for ch in string {
        if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" || ch.isLetter {
            token.append(ch)
        } else {
            flush()
        }
    }
    flush()
    return (result + Array(repeating: 0, count: count)).prefix(count).map { $0 }
}
