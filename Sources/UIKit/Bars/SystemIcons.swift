// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The icons bars draw for system items (Apple draws these from private artwork): simple vector shapes on a
/// 24 × 24 design grid, scaled to any size and drawn in one colour (the bar's tint), like template images.
///
/// Each icon is a path plus how to paint it: filled, or stroked with a line width in grid units (round caps and
/// joins). ``draw(_:in:color:)`` fits the 24-unit square into the centre of a rectangle.
@MainActor
package enum SystemIcons {
    /// One icon: what to draw on the 24-unit grid.
    package struct Icon {
        /// The shape, in grid units (0…24 on both axes, y down).
        package var path: UIBezierPath
        /// The stroke width in grid units; nil fills the path.
        package var strokeWidth: CGFloat?
        /// A second part filled even when the first is stroked (a play triangle's head, a pencil's tip).
        package var filledPart: UIBezierPath?
    }

    /// The icon of a bar button system item, or nil for the titled items (Done, Cancel, Edit, Save) and spaces.
    package static func icon(for item: UIBarButtonItem.SystemItem) -> Icon? {
        switch item {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: return nil
        case .add: return stroked(2.2) { p in line(p, (12, 4), (12, 20)); line(p, (4, 12), (20, 12)) }
        case .compose: return compose()
        case .reply: return arrow(back: true, corner: false)
        case .action: return action()
        case .organize: return folder()
        case .bookmarks: return book()
        case .search: return magnifier()
        case .refresh: return refresh()
        case .stop, .close: return stroked(2.2) { p in line(p, (5, 5), (19, 19)); line(p, (19, 5), (5, 19)) }
        case .camera: return camera()
        case .trash: return trash()
        case .play: return filled { p in poly(p, [(6, 4), (20, 12), (6, 20)]) }
        case .pause: return filled { p in rect(p, 6, 4, 4, 16); rect(p, 14, 4, 4, 16) }
        case .rewind: return filled { p in poly(p, [(12, 6), (12, 18), (3, 12)]); poly(p, [(21, 6), (21, 18), (12, 12)]) }
        case .fastForward: return filled { p in poly(p, [(3, 6), (3, 18), (12, 12)]); poly(p, [(12, 6), (12, 18), (21, 12)]) }
        case .undo: return arrow(back: true, corner: true)
        case .redo: return arrow(back: false, corner: true)
        case .pageCurl: return pageCurl()
        }
    }

    /// What VoiceOver reads for an icon system item (iOS's English names), nil for titled items and spaces.
    package static func spokenName(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }

    /// The icon of a tab bar system item.
    package static func icon(for item: UITabBarItem.SystemItem) -> Icon {
        switch item {
        case .more:
            return filled { p in for x in [5.0, 12, 19] { p.append(UIBezierPath(ovalIn: CGRect(x: x - 2, y: 10, width: 4, height: 4))) } }
        case .favorites, .topRated: return star(filled: true)
        case .featured: return star(filled: false)
        case .recents, .history, .mostRecent: return clock()
        case .contacts: return person()
        case .bookmarks: return book()
        case .search: return magnifier()
        case .downloads: return downloads()
        case .mostViewed:
            return filled { p in rect(p, 3, 5, 18, 3); rect(p, 3, 10.5, 18, 3); rect(p, 3, 16, 18, 3) }
        }
    }

    /// The back button's chevron of the modern look, on a grid 12 units wide and 24 high (drawn stroked).
    package static var backChevron: Icon {
        stroked(3) { p in p.move(to: CGPoint(x: 10, y: 2)); p.addLine(to: CGPoint(x: 2, y: 12)); p.addLine(to: CGPoint(x: 10, y: 22)) }
    }

    /// Draws `icon` in `color`, its 24-unit square scaled to fit `rect` and centred in it.
    package static func draw(_ icon: Icon, in rect: CGRect, color: UIColor) {
        draw(icon, in: rect, color: color, gridSize: CGSize(width: 24, height: 24))
    }

    /// Draws `icon` designed on a `gridSize` grid, scaled to fit `rect` and centred in it.
    package static func draw(_ icon: Icon, in rect: CGRect, color: UIColor, gridSize: CGSize) {
        guard rect.width > 0, rect.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let scale = min(rect.width / gridSize.width, rect.height / gridSize.height)
        let origin = CGPoint(x: rect.midX - gridSize.width * scale / 2, y: rect.midY - gridSize.height * scale / 2)
        let transform = CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: scale, y: scale)
        context.saveGState()
        defer { context.restoreGState() }
        color.setFill()
        color.setStroke()
        // Icons are built fresh by each `icon(for:)` call, so their paths can be transformed in place.
        let path = icon.path
        path.apply(transform)
        if let width = icon.strokeWidth {
            path.lineWidth = width * scale
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        } else {
            path.fill()
        }
        if let part = icon.filledPart {
            part.apply(transform)
            part.fill()
        }
    }

    // MARK: Shapes

    private typealias P = (CGFloat, CGFloat)

    private static func pt(_ p: P) -> CGPoint { CGPoint(x: p.0, y: p.1) }

    private static func line(_ path: UIBezierPath, _ a: P, _ b: P) {
        path.move(to: pt(a))
        path.addLine(to: pt(b))
    }

    private static func poly(_ path: UIBezierPath, _ points: [P], close: Bool = true) {
        guard let first = points.first else { return }
        path.move(to: pt(first))
        for point in points.dropFirst() { path.addLine(to: pt(point)) }
        if close { path.close() }
    }

    private static func rect(_ path: UIBezierPath, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        path.append(UIBezierPath(rect: CGRect(x: x, y: y, width: w, height: h)))
    }

    private static func filled(_ build: (UIBezierPath) -> Void) -> Icon {
        let path = UIBezierPath()
        build(path)
        return Icon(path: path, strokeWidth: nil)
    }

    private static func stroked(_ width: CGFloat, _ build: (UIBezierPath) -> Void) -> Icon {
        let path = UIBezierPath()
        build(path)
        return Icon(path: path, strokeWidth: width)
    }

    private static func compose() -> Icon {
        var icon = stroked(1.8) { p in
            poly(p, [(13, 4), (4, 4), (4, 20), (20, 20), (20, 11)], close: false)
            line(p, (10, 14), (20, 4))
        }
        icon.filledPart = UIBezierPath()
        poly(icon.filledPart!, [(9, 15), (10, 12.5), (11.5, 14)])
        return icon
    }

    private static func action() -> Icon {
        stroked(1.8) { p in
            poly(p, [(8, 9), (5, 9), (5, 21), (19, 21), (19, 9), (16, 9)], close: false)
            line(p, (12, 2.5), (12, 14))
            poly(p, [(8, 6.5), (12, 2.5), (16, 6.5)], close: false)
        }
    }

    private static func folder() -> Icon {
        stroked(1.8) { p in
            poly(p, [(3, 6), (9, 6), (11, 8), (21, 8), (21, 19), (3, 19)])
            line(p, (3, 11), (21, 11))
        }
    }

    private static func book() -> Icon {
        stroked(1.8) { p in
            poly(p, [(12, 6), (8, 4.5), (3, 4.5), (3, 18), (8, 18), (12, 19.5), (16, 18), (21, 18), (21, 4.5), (16, 4.5)])
            line(p, (12, 6), (12, 19.5))
        }
    }

    private static func magnifier() -> Icon {
        stroked(2.2) { p in
            p.append(UIBezierPath(ovalIn: CGRect(x: 3.5, y: 3.5, width: 12, height: 12)))
            line(p, (14, 14), (20.5, 20.5))
        }
    }

    private static func refresh() -> Icon {
        var icon = stroked(2) { p in
            p.addArc(withCenter: CGPoint(x: 12, y: 13), radius: 7.5, startAngle: -.pi / 2, endAngle: .pi * 1.25,
                     clockwise: true)
        }
        icon.filledPart = UIBezierPath()
        poly(icon.filledPart!, [(10, 1.5), (15, 5.5), (10, 9.5)])
        return icon
    }

    private static func camera() -> Icon {
        let path = UIBezierPath(roundedRect: CGRect(x: 2, y: 7, width: 20, height: 13), cornerRadius: 2.5)
        poly(path, [(8, 7), (9.5, 4), (14.5, 4), (16, 7)])
        let lens = UIBezierPath(ovalIn: CGRect(x: 7.5, y: 9, width: 9, height: 9))
        path.append(lens.reversing())
        path.usesEvenOddFillRule = true
        return Icon(path: path, strokeWidth: nil)
    }

    private static func trash() -> Icon {
        stroked(1.8) { p in
            line(p, (3, 6), (21, 6))
            poly(p, [(9, 6), (9.5, 3), (14.5, 3), (15, 6)], close: false)
            poly(p, [(5.5, 6), (7, 21), (17, 21), (18.5, 6)], close: false)
            line(p, (10, 10), (10, 17))
            line(p, (14, 10), (14, 17))
        }
    }

    /// A curved arrow: reply (back, no corner: bends down from the arrow head), undo/redo (a U-turn).
    private static func arrow(back: Bool, corner: Bool) -> Icon {
        var icon = stroked(2) { p in
            if corner {
                p.move(to: CGPoint(x: 7, y: 9))
                p.addLine(to: CGPoint(x: 15, y: 9))
                p.addArc(withCenter: CGPoint(x: 15, y: 14), radius: 5, startAngle: -.pi / 2, endAngle: .pi / 2,
                         clockwise: true)
                p.addLine(to: CGPoint(x: 9, y: 19))
            } else {
                p.move(to: CGPoint(x: 8, y: 10))
                p.addCurve(to: CGPoint(x: 21, y: 19), controlPoint1: CGPoint(x: 16, y: 10),
                           controlPoint2: CGPoint(x: 21, y: 12))
            }
        }
        let head = UIBezierPath()
        poly(head, corner ? [(3, 9), (9, 4), (9, 14)] : [(2, 10), (9, 4), (9, 16)])
        icon.filledPart = head
        if !back {
            let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 24, ty: 0)
            icon.path.apply(mirror)
            head.apply(mirror)
        }
        return icon
    }

    private static func pageCurl() -> Icon {
        stroked(1.8) { p in
            poly(p, [(4, 3), (20, 3), (20, 13), (13, 21), (4, 21)])
            poly(p, [(20, 13), (14, 14), (13, 21)], close: false)
        }
    }

    private static func star(filled fill: Bool) -> Icon {
        let path = UIBezierPath()
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius: CGFloat = index.isMultiple(of: 2) ? 10.5 : 4.5
            let point = CGPoint(x: 12 + radius * cos(angle), y: 13 + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return Icon(path: path, strokeWidth: fill ? nil : 1.8)
    }

    private static func clock() -> Icon {
        stroked(2) { p in
            p.append(UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 19, height: 19)))
            poly(p, [(12, 6.5), (12, 12), (16, 14.5)], close: false)
        }
    }

    private static func person() -> Icon {
        let path = UIBezierPath(ovalIn: CGRect(x: 7.5, y: 2.5, width: 9, height: 9))
        path.move(to: CGPoint(x: 3, y: 21.5))
        path.addCurve(to: CGPoint(x: 21, y: 21.5), controlPoint1: CGPoint(x: 3, y: 11), controlPoint2: CGPoint(x: 21, y: 11))
        path.close()
        return Icon(path: path, strokeWidth: nil)
    }

    private static func downloads() -> Icon {
        var icon = stroked(2) { p in
            line(p, (12, 3), (12, 14))
            poly(p, [(4, 15), (4, 20), (20, 20), (20, 15)], close: false)
        }
        icon.filledPart = UIBezierPath()
        poly(icon.filledPart!, [(7, 11), (17, 11), (12, 17)])
        return icon
    }
}
