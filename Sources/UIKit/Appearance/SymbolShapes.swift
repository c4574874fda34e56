// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The shapes of the symbol images Touchstone ships (`UIImage(systemName:)`): Touchstone's own simple vector
/// drawings of the most used SF Symbols names, on a 24 × 24 design grid (y down), stroked with round caps and joins
/// at a width that follows the symbol weight, plus filled parts (dots, solid variants).
package struct SymbolShape {
    /// The stroked part, in grid units.
    package var stroke = CGMutablePath()
    /// The filled part, in grid units.
    package var fill = CGMutablePath()
    /// The stroke width at regular weight, in grid units.
    package var lineWidth: CGFloat = 1.7

    /// The shape named `name`, or nil for a name Touchstone does not ship.
    package static func named(_ name: String) -> SymbolShape? {
        guard let build = builders[name] else { return nil }
        var shape = SymbolShape()
        build(&shape)
        return shape
    }

    /// Every shipped name, sorted.
    package static var names: [String] { builders.keys.sorted() }

    // MARK: Pen

    private typealias P = (CGFloat, CGFloat)
    private static func pt(_ p: P) -> CGPoint { CGPoint(x: p.0, y: p.1) }

    private mutating func lines(_ points: P..., close: Bool = false) { Self.poly(stroke, points, close) }
    private mutating func solid(_ points: P...) { Self.poly(fill, points, true) }
    private static func poly(_ path: CGMutablePath, _ points: [P], _ close: Bool) {
        guard let first = points.first else { return }
        path.move(to: pt(first))
        for p in points.dropFirst() { path.addLine(to: pt(p)) }
        if close { path.closeSubpath() }
    }
    private mutating func circle(_ c: P, _ r: CGFloat, filled: Bool = false) {
        (filled ? fill : stroke).addEllipse(in: CGRect(x: c.0 - r, y: c.1 - r, width: 2 * r, height: 2 * r))
    }
    private mutating func roundRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat, filled: Bool = false) {
        (filled ? fill : stroke).addRoundedRect(in: CGRect(x: x, y: y, width: w, height: h), cornerWidth: r, cornerHeight: r)
    }
    private mutating func curve(_ from: P, _ segments: [(P, P, P)], close: Bool = false, filled: Bool = false) {
        let path = filled ? fill : stroke
        path.move(to: Self.pt(from))
        for (c1, c2, end) in segments { path.addCurve(to: Self.pt(end), control1: Self.pt(c1), control2: Self.pt(c2)) }
        if close || filled { path.closeSubpath() }
    }
    private mutating func arc(_ c: P, _ r: CGFloat, from start: CGFloat, to end: CGFloat) {
        stroke.addArc(center: Self.pt(c), radius: r, startAngle: start * .pi / 180, endAngle: end * .pi / 180, clockwise: false)
    }

    // MARK: Parts shared by several symbols

    private mutating func ring() { circle((12, 12), 10) }
    private mutating func chevron(_ points: P...) { lineWidth = 2.2; Self.poly(stroke, points, false) }
    private mutating func star(filled: Bool) {
        var points: [P] = []
        for i in 0..<10 {
            let angle = (-90 + CGFloat(i) * 36) * .pi / 180
            let r: CGFloat = i % 2 == 0 ? 10 : 4.2
            points.append((12 + r * cos(angle), 12.8 + r * sin(angle)))
        }
        Self.poly(filled ? fill : stroke, points, true)
        lineWidth = 1.5
    }
    private mutating func heart(filled: Bool) {
        curve((12, 20.5), [((5, 15.5), (2.5, 12), (2.5, 8.5)), ((2.5, 5.5), (4.8, 3.5), (7.3, 3.5)),
                           ((9.3, 3.5), (11, 4.7), (12, 6.5)), ((13, 4.7), (14.7, 3.5), (16.7, 3.5)),
                           ((19.2, 3.5), (21.5, 5.5), (21.5, 8.5)), ((21.5, 12), (19, 15.5), (12, 20.5))],
              close: true, filled: filled)
    }
    private mutating func person(filled: Bool) {
        circle((12, 7.5), 4, filled: filled)
        curve((4, 21), [((4, 16), (7.5, 13.5), (12, 13.5)), ((16.5, 13.5), (20, 16), (20, 21))], close: filled, filled: filled)
    }
    private mutating func house(filled: Bool) {
        lines((2.5, 12), (12, 3.5), (21.5, 12))
        if filled {
            solid((12, 4.8), (19, 11), (19, 21), (14, 21), (14, 15), (10, 15), (10, 21), (5, 21), (5, 11))
        } else {
            lines((5, 10), (5, 21), (10, 21), (10, 15), (14, 15), (14, 21), (19, 21), (19, 10))
        }
    }
    private mutating func gear() {
        var points: [P] = []
        for i in 0..<32 {
            let angle = (CGFloat(i) * 360 / 32 - 5.6) * .pi / 180
            let r: CGFloat = (i / 2) % 2 == 0 ? 10 : 7.8
            points.append((12 + r * cos(angle), 12 + r * sin(angle)))
        }
        Self.poly(stroke, points, true)
        circle((12, 12), 3.2)
        lineWidth = 1.5
    }
    private mutating func dots(_ centers: [P], _ r: CGFloat) { for c in centers { circle(c, r, filled: true) } }

    // MARK: The symbols

    private static let builders: [String: @Sendable (inout SymbolShape) -> Void] = [
        "chevron.left": { $0.chevron((15.5, 3.5), (7, 12), (15.5, 20.5)) },
        "chevron.right": { $0.chevron((8.5, 3.5), (17, 12), (8.5, 20.5)) },
        "chevron.up": { $0.chevron((3.5, 16), (12, 7.5), (20.5, 16)) },
        "chevron.down": { $0.chevron((3.5, 8), (12, 16.5), (20.5, 8)) },
        "arrow.left": { $0.lines((20, 12), (4, 12)); $0.lines((10.5, 5.5), (4, 12), (10.5, 18.5)); $0.lineWidth = 2 },
        "arrow.right": { $0.lines((4, 12), (20, 12)); $0.lines((13.5, 5.5), (20, 12), (13.5, 18.5)); $0.lineWidth = 2 },
        "arrow.up": { $0.lines((12, 20), (12, 4)); $0.lines((5.5, 10.5), (12, 4), (18.5, 10.5)); $0.lineWidth = 2 },
        "arrow.down": { $0.lines((12, 4), (12, 20)); $0.lines((5.5, 13.5), (12, 20), (18.5, 13.5)); $0.lineWidth = 2 },
        "arrow.clockwise": { $0.arc((12, 13), 8, from: -30, to: 270); $0.lines((9.5, 2), (12.5, 5), (9.5, 8)); $0.lineWidth = 2 },
        "plus": { $0.lines((12, 3.5), (12, 20.5)); $0.lines((3.5, 12), (20.5, 12)); $0.lineWidth = 2 },
        "minus": { $0.lines((3.5, 12), (20.5, 12)); $0.lineWidth = 2 },
        "xmark": { $0.lines((5, 5), (19, 19)); $0.lines((19, 5), (5, 19)); $0.lineWidth = 2 },
        "checkmark": { $0.lines((3.5, 12.5), (9.5, 18.5), (20.5, 5.5)); $0.lineWidth = 2.2 },
        "plus.circle": { $0.ring(); $0.lines((12, 7), (12, 17)); $0.lines((7, 12), (17, 12)) },
        "xmark.circle": { $0.ring(); $0.lines((8.5, 8.5), (15.5, 15.5)); $0.lines((15.5, 8.5), (8.5, 15.5)) },
        "checkmark.circle": { $0.ring(); $0.lines((7.5, 12.5), (10.7, 15.7), (16.5, 8.5)) },
        "circle": { $0.ring() },
        "circle.fill": { $0.circle((12, 12), 10, filled: true) },
        "square": { $0.roundRect(3, 3, 18, 18, 3) },
        "sidebar.left": { $0.roundRect(2.5, 4, 19, 16, 2.5); $0.lines((9, 4), (9, 20)) },
        "trash": {
            $0.lines((3.5, 6), (20.5, 6)); $0.lines((9, 6), (9, 3.5), (15, 3.5), (15, 6))
            $0.lines((5.8, 6), (7, 21), (17, 21), (18.2, 6)); $0.lines((10, 9.5), (10, 17.5)); $0.lines((14, 9.5), (14, 17.5))
            $0.lineWidth = 1.5
        },
        "gear": { $0.gear() },
        "gearshape": { $0.gear() },
        "magnifyingglass": { $0.circle((10, 10), 6.5); $0.lines((14.8, 14.8), (20.5, 20.5)); $0.lineWidth = 2.2 },
        "heart": { $0.heart(filled: false) },
        "heart.fill": { $0.heart(filled: true) },
        "star": { $0.star(filled: false) },
        "star.fill": { $0.star(filled: true) },
        "person": { $0.person(filled: false) },
        "person.fill": { $0.person(filled: true) },
        "person.circle": {
            $0.ring(); $0.circle((12, 9.5), 3.3)
            $0.curve((5.8, 18.8), [((7, 16), (9.3, 14.8), (12, 14.8)), ((14.7, 14.8), (17, 16), (18.2, 18.8))])
        },
        "square.and.arrow.up": {
            $0.lines((8.5, 9), (5, 9), (5, 21), (19, 21), (19, 9), (15.5, 9))
            $0.lines((12, 2.5), (12, 14.5)); $0.lines((8.5, 6), (12, 2.5), (15.5, 6))
        },
        "square.and.pencil": {
            $0.lines((12, 4), (4, 4), (4, 20), (20, 20), (20, 12))
            $0.lines((10, 14), (10.5, 11.5), (18.5, 3.5), (20.5, 5.5), (12.5, 13.5), (10, 14))
        },
        "pencil": { $0.lines((4, 20), (5, 16), (16, 5), (19, 8), (8, 19), (4, 20)); $0.lines((14, 7), (17, 10)) },
        "folder": {
            $0.lines((3, 19), (3, 5), (9, 5), (11, 7.5), (21, 7.5), (21, 19), (3, 19), close: true)
            $0.lines((3, 10), (21, 10))
        },
        "doc.on.doc": {
            $0.lines((9, 3), (16, 3), (20, 7), (20, 17), (9, 17), close: true); $0.lines((16, 3), (16, 7), (20, 7))
            $0.lines((9, 7), (5, 7), (5, 21), (15, 21), (15, 17))
        },
        "doc": { $0.lines((6, 3), (14, 3), (19, 8), (19, 21), (6, 21), close: true); $0.lines((14, 3), (14, 8), (19, 8)) },
        "photo": {
            $0.roundRect(2.5, 4.5, 19, 15, 2.5); $0.circle((8, 9.5), 1.6, filled: true)
            $0.lines((3, 17.5), (9, 12), (13, 16), (15.5, 13.5), (21, 18.5))
        },
        "camera": {
            $0.roundRect(2.5, 7, 19, 13, 2.5); $0.lines((8, 7), (9.5, 4.5), (14.5, 4.5), (16, 7))
            $0.circle((12, 13.5), 3.6)
        },
        "bell": {
            $0.curve((12, 3), [((8, 3), (6, 6), (6, 10))]); $0.lines((6, 10), (6, 15), (4, 18), (20, 18), (18, 15), (18, 10))
            $0.curve((18, 10), [((18, 6), (16, 3), (12, 3))]); $0.curve((9.5, 20), [((10.5, 22), (13.5, 22), (14.5, 20))])
        },
        "house": { $0.house(filled: false) },
        "house.fill": { $0.house(filled: true) },
        "info.circle": {
            $0.ring(); $0.circle((12, 7.3), 1.3, filled: true)
            $0.lines((10.3, 10.8), (12, 10.8), (12, 17.5)); $0.lines((10, 17.5), (14, 17.5))
        },
        "exclamationmark.triangle": {
            $0.lines((12, 3), (22, 20.5), (2, 20.5), close: true); $0.lines((12, 9), (12, 14.3))
            $0.circle((12, 17.4), 1.2, filled: true)
        },
        "questionmark.circle": {
            $0.ring()
            $0.curve((9, 9.5), [((9, 7.5), (10.5, 6.5), (12, 6.5)), ((13.7, 6.5), (15, 7.6), (15, 9.2)), ((15, 11.5), (12, 11.8), (12, 14))])
            $0.circle((12, 17.3), 1.2, filled: true)
        },
        "ellipsis": { $0.dots([(5, 12), (12, 12), (19, 12)], 1.9) },
        "ellipsis.circle": { $0.ring(); $0.dots([(7.5, 12), (12, 12), (16.5, 12)], 1.4) },
        "list.bullet": {
            $0.dots([(4.5, 6), (4.5, 12), (4.5, 18)], 1.5)
            $0.lines((9, 6), (21, 6)); $0.lines((9, 12), (21, 12)); $0.lines((9, 18), (21, 18))
        },
        "play.fill": { $0.solid((6.5, 3.5), (20, 12), (6.5, 20.5)) },
        "pause.fill": { $0.roundRect(5.5, 4, 4.5, 16, 1, filled: true); $0.roundRect(14, 4, 4.5, 16, 1, filled: true) },
        "envelope": { $0.roundRect(2.5, 5, 19, 14, 2); $0.lines((3, 6.5), (12, 13.5), (21, 6.5)) },
        "phone": {
            $0.curve((6.5, 3), [((5, 3), (3, 4.5), (3, 6.5)), ((3.5, 15), (9, 20.5), (17.5, 21)), ((19.5, 21), (21, 19.5), (21, 17.5))])
            $0.lines((21, 17.5), (21, 15), (16.5, 13.2), (14.5, 15.2)); $0.curve((14.5, 15.2), [((12, 14), (10, 12), (8.8, 9.5))])
            $0.lines((8.8, 9.5), (10.8, 7.5), (9.2, 3), (6.5, 3))
        },
        "calendar": {
            $0.roundRect(3, 4.5, 18, 16.5, 2.5); $0.lines((3, 9.5), (21, 9.5))
            $0.lines((8, 2.5), (8, 6.5)); $0.lines((16, 2.5), (16, 6.5))
        },
        "clock": { $0.ring(); $0.lines((12, 6.5), (12, 12), (16, 14.5)) },
        "lock": {
            $0.roundRect(4.5, 10.5, 15, 11, 2.5)
            $0.lines((8, 10.5), (8, 7.5)); $0.curve((8, 7.5), [((8, 5), (9.8, 3), (12, 3)), ((14.2, 3), (16, 5), (16, 7.5))])
            $0.lines((16, 7.5), (16, 10.5))
        },
        "cart": {
            $0.lines((2, 4), (5, 4), (7.5, 16), (18.5, 16)); $0.lines((5.7, 7), (20.8, 7), (19.2, 13), (7, 13))
            $0.dots([(9, 19.8), (17, 19.8)], 1.7)
        },
        "bookmark": { $0.lines((6, 3), (18, 3), (18, 21), (12, 16.5), (6, 21), close: true) },
        "paperplane": { $0.lines((2.5, 11), (21.5, 2.5), (14, 21.5), (11, 13), close: true); $0.lines((11, 13), (21.5, 2.5)) },
    ]
}
