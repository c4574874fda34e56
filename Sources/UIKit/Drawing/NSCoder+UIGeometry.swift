// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's string forms of geometry (what `NSStringFromCGPoint` and `CGPointFromString` became in Swift).
///
/// Formats, as Apple prints them: a point `"{1, 2}"`, a size `"{3, 4}"`, a rectangle `"{{1, 2}, {3, 4}}"`, a
/// vector `"{dx, dy}"`, edge insets `"{top, left, bottom, right}"`, an affine transform
/// `"[a, b, c, d, tx, ty]"`. Numbers use the shortest form that is exact to 17 significant digits (`%.17g`:
/// `0.5` prints as `0.5`, `0.1` as `0.10000000000000001`). Parsing accepts the same forms with any spacing and
/// integer or floating-point numbers; a string that is not well-formed gives the zero value (`.zero`, and for a
/// transform all zeros), as Apple documents.
extension NSCoder {
    /// `"{x, y}"`.
    public class func string(for point: CGPoint) -> String { GeometryString.format([[point.x, point.y]]) }

    /// `"{width, height}"`.
    public class func string(for size: CGSize) -> String { GeometryString.format([[size.width, size.height]]) }

    /// `"{{x, y}, {width, height}}"`.
    public class func string(for rect: CGRect) -> String {
        "{" + GeometryString.format([[rect.origin.x, rect.origin.y], [rect.size.width, rect.size.height]]) + "}"
    }

    /// `"{dx, dy}"`.
    public class func string(for vector: CGVector) -> String { GeometryString.format([[vector.dx, vector.dy]]) }

    /// `"{top, left, bottom, right}"`.
    public class func string(for insets: UIEdgeInsets) -> String {
        GeometryString.format([[insets.top, insets.left, insets.bottom, insets.right]])
    }

    /// `"[a, b, c, d, tx, ty]"`.
    public class func string(for transform: CGAffineTransform) -> String {
        let t = transform
        return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(GeometryString.number).joined(separator: ", ") + "]"
    }

    /// The point in `"{x, y}"`, or `.zero` when the string is not of that form.
    public class func cgPoint(for string: String) -> CGPoint {
        guard let v = GeometryString.parse(string, shape: [2]) else { return .zero }
        return CGPoint(x: v[0], y: v[1])
    }

    /// The size in `"{width, height}"`, or `.zero`.
    public class func cgSize(for string: String) -> CGSize {
        guard let v = GeometryString.parse(string, shape: [2]) else { return .zero }
        return CGSize(width: v[0], height: v[1])
    }

    /// The rectangle in `"{{x, y}, {width, height}}"`, or `.zero`.
    public class func cgRect(for string: String) -> CGRect {
        guard let v = GeometryString.parse(string, shape: [2, 2]) else { return .zero }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The vector in `"{dx, dy}"`, or `.zero`.
    public class func cgVector(for string: String) -> CGVector {
        guard let v = GeometryString.parse(string, shape: [2]) else { return .zero }
        return CGVector(dx: v[0], dy: v[1])
    }

    /// The insets in `"{top, left, bottom, right}"`, or `.zero`.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let v = GeometryString.parse(string, shape: [4]) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// The transform in `"[a, b, c, d, tx, ty]"`, or the all-zero matrix when the string is not of that form.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let v = GeometryString.parse(string, shape: [6], open: "[", close: "]") else {
            return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
}

/// Formatting and parsing for ``NSCoder``'s geometry strings.
enum GeometryString {
    /// `groups` as `"{a, b}, {c, d}"` (one group: `"{a, b}"`).
    static func format(_ groups: [[CGFloat]]) -> String {
        groups.map { "{" + $0.map(number).joined(separator: ", ") + "}" }.joined(separator: ", ")
    }

    /// `value` as `%.17g`.
    static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

    /// The numbers of `string` when it has the form `shape` describes: one group of `shape[0]` numbers in
    /// `open`…`close`, or for several groups, the groups themselves wrapped in one more pair of braces.
    static func parse(_ string: String, shape: [Int], open: Character = "{", close: Character = "}") -> [CGFloat]? {
        var scanner = Scanner(Array(string))
        var numbers: [CGFloat] = []
        if shape.count > 1 {
            guard scanner.take("{") else { return nil }
        }
        for (index, count) in shape.enumerated() {
            if index > 0 { guard scanner.take(",") else { return nil } }
            guard scanner.take(open) else { return nil }
            for i in 0..<count {
                if i > 0 { guard scanner.take(",") else { return nil } }
                guard let n = scanner.number() else { return nil }
                numbers.append(n)
            }
            guard scanner.take(close) else { return nil }
        }
        if shape.count > 1 {
            guard scanner.take("}") else { return nil }
        }
        return scanner.atEnd ? numbers : nil
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == characters.count
            }
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        /// Consumes `c` (after spaces); false when the next character is something else.
        mutating func take(_ c: Character) -> Bool {
            skipSpaces()
            guard index < characters.count, characters[index] == c else { return false }
            index += 1
            return true
        }

        /// Consumes a decimal number (sign, digits, fraction, exponent); nil when there is none or it is not finite.
        mutating func number() -> CGFloat? {
            skipSpaces()
            let start = index
            while index < characters.count, "+-.0123456789eE".contains(characters[index]) { index += 1 }
            guard let value = Double(String(characters[start..<index])), value.isFinite else { return nil }
            return CGFloat(value)
        }
    }
}
