// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The search bar's background: its image when set; nothing for `.minimal`; otherwise the modern bar material
/// with a bottom hairline, or iPhone OS 3's blue-grey gradient (black for dark styles, the tint's shades when
/// `barTintColor` is set).
@MainActor
package final class SearchBarBackgroundView: UIView {
    package weak var bar: UISearchBar?

    /// iPhone OS 3's search-bar blue-grey, the middle of its gradient.
    package static let classicBase = UIColor(red: 0.71, green: 0.76, blue: 0.82, alpha: 1)

    package init() {
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package override func draw(_ rect: CGRect) {
        guard let bar else { return }
        if let image = bar.backgroundImage { return image.draw(in: bounds) }
        // In a navigation bar the bar's own background is the navigation bar's.
        if bar.isInNavigationBar, bar.superview is UINavigationBar { return }
        if UIScreen.main.profile.isClassic { return drawClassic(bar) }
        guard bar.searchBarStyle != .minimal else { return }
        let dark = bar.barStyle != .default
        let base: UIColor = bar.barTintColor ?? (dark ? UIColor(white: 0.11, alpha: 1)
            : UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1) })
        base.withAlphaComponent(bar.isTranslucent && bar.barTintColor == nil ? 0.94 : 1).setFill()
        UIRectFill(bounds)
        let pixel = 1 / max(1, UIScreen.main.scale)
        (dark ? UIColor(white: 0, alpha: 0.6) : UIColor.separator).setFill()
        UIRectFill(CGRect(x: 0, y: bounds.maxY - pixel, width: bounds.width, height: pixel))
    }

    /// iPhone OS 3: a smooth gradient from a light top to a darker bottom, a light line along the top and a dark
    /// one along the bottom.
    private func drawClassic(_ bar: UISearchBar) {
        let base: UIColor
        if let tint = bar.barTintColor {
            base = tint
        } else if bar.barStyle != .default {
            base = UIColor(white: 0.12, alpha: 1)
        } else {
            base = Self.classicBase
        }
        let dark = bar.barStyle != .default && bar.barTintColor == nil
        BarDrawing.verticalGradient(bounds, [BarDrawing.shade(base, dark ? 0.25 : 0.3), BarDrawing.shade(base, dark ? -0.3 : -0.1)],
                                    [0, 1])
        BarDrawing.shade(base, dark ? 0.3 : 0.5).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        BarDrawing.shade(base, dark ? -0.7 : -0.45).setFill()
        UIRectFill(CGRect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1))
    }
}
