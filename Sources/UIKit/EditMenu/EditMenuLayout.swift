// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The two looks of the edit menu: iPhone OS 3's black glossy callout, and the modern rounded bar (iOS 16).
package enum EditMenuStyle: Equatable, Sendable {
    case classic, modern

    /// The style for `screen`: classic on the iPhone OS 3 profiles (a 20-point status bar), else modern.
    @MainActor
    package static func of(_ screen: UIScreen) -> EditMenuStyle {
        AlertAppearance.of(screen) == .classic ? .classic : .modern
    }

    /// The height of the menu's body, without the arrow.
    package var bodyHeight: CGFloat { self == .classic ? 38 : 40 }
    /// How far the arrow sticks out of the body.
    package var arrowHeight: CGFloat { self == .classic ? 11 : 8 }
    /// Half the arrow's base.
    package var arrowHalfWidth: CGFloat { self == .classic ? 11 : 9 }
    /// The body's corner radius.
    package var cornerRadius: CGFloat { self == .classic ? 8 : 10 }
    /// The space left and right of a command's title.
    package var titlePadding: CGFloat { self == .classic ? 11 : 14 }
    /// The width of a paging arrow's button.
    package var pagingWidth: CGFloat { 32 }
    /// The commands' font.
    @MainActor
    package var font: UIFont { self == .classic ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 15) }
}

/// Where the edit menu goes: above the target rectangle with the arrow pointing down at it, or below it with the
/// arrow pointing up when there is no room above (the rectangle is near the top of the screen), as the guide
/// says (§2.3.8); centred on the rectangle and kept inside the screen.
package struct EditMenuPlacement: Equatable {
    /// The body's frame (screen points).
    package var body: CGRect
    /// Whether the arrow points down (the menu is above the target).
    package var pointsDown: Bool
    /// The arrow tip's x (screen points).
    package var arrowX: CGFloat

    /// The frame of the whole menu, arrow included.
    package func frame(_ style: EditMenuStyle) -> CGRect {
        pointsDown ? CGRect(x: body.minX, y: body.minY, width: body.width, height: body.height + style.arrowHeight)
            : CGRect(x: body.minX, y: body.minY - style.arrowHeight, width: body.width,
                     height: body.height + style.arrowHeight)
    }

    /// The placement of a menu `width` wide for `target` (screen points) on a screen of `bounds` whose top
    /// `topInset` points the status bar covers; `direction` forces up or down (`.default`, `.left` and `.right`
    /// choose by the room above).
    package static func place(width: CGFloat, target: CGRect, in bounds: CGRect, topInset: CGFloat,
                              direction: UIMenuController.ArrowDirection, style: EditMenuStyle) -> EditMenuPlacement
    {
        let margin: CGFloat = 2
        let height = style.bodyHeight + style.arrowHeight
        let x = min(max(target.midX - width / 2, bounds.minX + margin), bounds.maxX - margin - width)
        let roomAbove = target.minY - height >= bounds.minY + topInset
        let pointsDown: Bool
        switch direction {
        case .down: pointsDown = true
        case .up: pointsDown = false
        default: pointsDown = roomAbove || target.maxY + height > bounds.maxY
        }
        var y: CGFloat
        if pointsDown {
            y = target.minY - height
        } else {
            y = target.maxY + style.arrowHeight
        }
        // A target taller than the screen: keep the menu on screen.
        let lowest = bounds.maxY - (pointsDown ? height : style.bodyHeight)
        y = min(max(y, bounds.minY + topInset + (pointsDown ? 0 : style.arrowHeight)), lowest)
        let inset = style.cornerRadius + style.arrowHalfWidth
        let arrowX = min(max(target.midX, x + inset), x + width - inset)
        return EditMenuPlacement(body: CGRect(x: x, y: y, width: width, height: style.bodyHeight),
                                 pointsDown: pointsDown, arrowX: arrowX)
    }
}
