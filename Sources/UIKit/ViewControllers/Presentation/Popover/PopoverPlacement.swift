// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a popover's card and arrow go: the result of placing a preferred size next to a source rectangle.
///
/// Sides are tried in the order up, down, left, right (arrow directions, among the permitted ones): the first where
/// the preferred size fits whole wins; otherwise the one whose clamped card is largest. The card is centred on the
/// source along that side and slid back inside the area; the arrow's tip points at the source's centre line,
/// kept clear of the card's rounded corners.
package struct PopoverPlacement: Equatable {
    /// The card's rounded corners (points).
    package static let cornerRadius: CGFloat = 13
    /// The arrow's height (from the card's edge to its tip) and base width (points).
    package static let arrowHeight: CGFloat = 13
    package static let arrowBase: CGFloat = 26

    /// The presented view's frame (the card without the arrow), in container coordinates.
    package var content: CGRect
    /// The arrow's direction (`.unknown`: no arrow).
    package var direction: UIPopoverArrowDirection
    /// The arrow's tip, in container coordinates.
    package var tip: CGPoint

    /// Places a card of `preferred` size next to `source` inside `area`, with the arrow in one of `permitted`.
    package static func compute(source: CGRect, area: CGRect, preferred: CGSize,
                                permitted: UIPopoverArrowDirection) -> PopoverPlacement {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = permitted == .unknown ? order : order.filter { permitted.contains($0) }
        guard !candidates.isEmpty, area.width > 0, area.height > 0 else {
            // No arrow: centred on the source, kept inside the area.
            let size = CGSize(width: min(preferred.width, max(0, area.width)),
                              height: min(preferred.height, max(0, area.height)))
            let origin = CGPoint(x: clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width),
                                 y: clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height))
            return PopoverPlacement(content: CGRect(origin: origin, size: size), direction: .unknown,
                                    tip: CGPoint(x: source.midX, y: source.midY))
        }
        var best: (placement: PopoverPlacement, area: CGFloat)?
        for direction in candidates {
            let room = self.room(for: direction, source: source, area: area)
            let size = CGSize(width: max(0, min(preferred.width, room.width)),
                              height: max(0, min(preferred.height, room.height)))
            let placed = place(size: size, direction: direction, source: source, area: area)
            if size == preferred { return placed }
            let value = size.width * size.height
            if best == nil || value > best!.area { best = (placed, value) }
        }
        return best!.placement
    }

    /// The room for a card (arrow excluded) on the side of `source` that `direction` implies.
    private static func room(for direction: UIPopoverArrowDirection, source: CGRect, area: CGRect) -> CGSize {
        switch direction {
        case .up: CGSize(width: area.width, height: area.maxY - max(source.maxY, area.minY) - arrowHeight)
        case .down: CGSize(width: area.width, height: min(source.minY, area.maxY) - area.minY - arrowHeight)
        case .left: CGSize(width: area.maxX - max(source.maxX, area.minX) - arrowHeight, height: area.height)
        default: CGSize(width: min(source.minX, area.maxX) - area.minX - arrowHeight, height: area.height)
        }
    }

    private static func place(size: CGSize, direction: UIPopoverArrowDirection, source: CGRect,
                              area: CGRect) -> PopoverPlacement {
        let inset = cornerRadius + arrowBase / 2
        switch direction {
        case .up, .down:
            let x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            let y = direction == .up ? max(source.maxY, area.minY) + arrowHeight
                : min(source.minY, area.maxY) - arrowHeight - size.height
            let tipX = size.width >= 2 * inset ? clamp(source.midX, x + inset, x + size.width - inset) : x + size.width / 2
            let tipY = direction == .up ? y - arrowHeight : y + size.height + arrowHeight
            return PopoverPlacement(content: CGRect(x: x, y: y, width: size.width, height: size.height),
                                    direction: direction, tip: CGPoint(x: tipX, y: tipY))
        default:
            let y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            let x = direction == .left ? max(source.maxX, area.minX) + arrowHeight
                : min(source.minX, area.maxX) - arrowHeight - size.width
            let tipY = size.height >= 2 * inset ? clamp(source.midY, y + inset, y + size.height - inset) : y + size.height / 2
            let tipX = direction == .left ? x - arrowHeight : x + size.width + arrowHeight
            return PopoverPlacement(content: CGRect(x: x, y: y, width: size.width, height: size.height),
                                    direction: direction, tip: CGPoint(x: tipX, y: tipY))
        }
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        high < low ? low : min(max(value, low), high)
    }

    /// The card-and-arrow outline in a coordinate space whose origin is `origin` (container coordinates).
    package func outline(relativeTo origin: CGPoint) -> CGPath {
        let rect = content.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: self.tip.x - origin.x, y: self.tip.y - origin.y)
        let r = min(Self.cornerRadius, rect.width / 2, rect.height / 2)
        let half = Self.arrowBase / 2
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        if direction == .up {
            path.addLine(to: CGPoint(x: tip.x - half, y: rect.minY))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: tip.x + half, y: rect.minY))
        }
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                    radius: r)
        if direction == .right {
            path.addLine(to: CGPoint(x: rect.maxX, y: tip.y - half))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: rect.maxX, y: tip.y + half))
        }
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                    radius: r)
        if direction == .down {
            path.addLine(to: CGPoint(x: tip.x + half, y: rect.maxY))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: tip.x - half, y: rect.maxY))
        }
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                    radius: r)
        if direction == .left {
            path.addLine(to: CGPoint(x: rect.minX, y: tip.y + half))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: rect.minX, y: tip.y - half))
        }
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                    radius: r)
        path.closeSubpath()
        return path
    }

    /// The card plus its arrow, in container coordinates.
    package var bounds: CGRect {
        content.union(CGRect(origin: tip, size: .zero))
    }
}
