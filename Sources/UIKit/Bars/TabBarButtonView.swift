// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The view a tab bar shows for one tab bar item: its icon above its title, tinted when selected, with the item's
/// badge at the icon's top-right corner.
///
/// A tap (finger lifted inside) selects the item through the bar (`UITabBar.selectByUser(_:)`). Classic profiles
/// draw iPhone OS 3's look (a 30-point icon, white when selected over a light rounded highlight, gray otherwise;
/// a 10-point bold title); the modern profile a 25-point icon and a 10-point title in the tint colour when
/// selected, gray otherwise.
@MainActor
package final class TabBarButtonView: UIControl {
    /// The item shown.
    package let item: UITabBarItem
    /// Whether the item is the bar's selected one.
    package var isItemSelected = false {
        didSet { if isItemSelected != oldValue { refresh() } }
    }
    /// The bar's look.
    package var look: BarLook { didSet { setNeedsDisplay() } }
    /// The colour of unselected items (nil: gray).
    package var unselectedTint: UIColor? { didSet { setNeedsDisplay() } }
    /// The image behind the selected item (nil: the style's highlight on classic profiles, none on modern).
    package var selectionIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Run when the view is tapped.
    package var onSelect: (() -> Void)?

    package init(item: UITabBarItem, look: BarLook) {
        self.item = item
        self.look = look
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.onSelect?() }, for: .touchUpInside)
        refresh()
    }

    package required init?(coder: NSCoder) { nil }

    /// Takes the item's current state.
    package func refresh() {
        isEnabled = item.isEnabled
        isAccessibilityElement = true
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityValue = item.badgeValue
        var traits: UIAccessibilityTraits = .button
        if isItemSelected { traits.insert(.selected) }
        if !item.isEnabled { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        setNeedsDisplay()
    }

    override package var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    // MARK: Geometry

    /// The icon's side: classic 30, modern 25 points.
    private var iconSide: CGFloat { look.classic ? 30 : 25 }

    /// Where the icon is drawn, in the view's coordinates (the top 49 points are the item's area).
    package var iconRect: CGRect {
        let side = iconSide
        var rect = CGRect(x: (bounds.width - side) / 2, y: look.classic ? 4 : 5, width: side, height: side)
        rect = rect.inset(by: item.imageInsets)
        return rect
    }

    /// The tab bar appearance's look for the item's state now (modern look with an appearance): the compact
    /// inline layout's in landscape, the stacked layout's otherwise.
    package var stateAppearance: UITabBarItemStateAppearance? {
        guard !look.classic, let appearance = look.appearance as? UITabBarAppearance else { return nil }
        return appearance.itemAppearance(compact: BarMetrics.isLandscape)
            .state(enabled: item.isEnabled, selected: isItemSelected)
    }

    /// Where the title is drawn (moved by the item's and the state appearance's title adjustments).
    package var titleRect: CGRect {
        let offset = item.titlePositionAdjustment
        let extra = stateAppearance?.titlePositionAdjustment ?? UIOffset(horizontal: 0, vertical: 0)
        return CGRect(x: 2 + offset.horizontal + extra.horizontal, y: (look.classic ? 35 : 33) + offset.vertical + extra.vertical,
                      width: bounds.width - 4, height: 12)
    }

    /// The badge's rectangle (nil without a badge): a pill centred on the icon's top-right corner; an empty
    /// value gives a 10-point dot.
    package var badgeRect: CGRect? {
        guard let value = item.badgeValue else { return nil }
        let icon = iconRect
        if value.isEmpty {
            return CGRect(x: icon.maxX - 5, y: max(2, icon.minY - 2), width: 10, height: 10)
        }
        let height: CGFloat = look.classic ? 20 : 18
        let width = max(height, BarDrawing.textWidth(value, font: badgeFont) + (look.classic ? 12 : 10))
        let offset = stateAppearance?.badgePositionAdjustment ?? UIOffset(horizontal: 0, vertical: 0)
        // Kept inside the bar (iOS does not let the badge cross the bar's top edge).
        return CGRect(x: icon.maxX - height / 2 - 2 + offset.horizontal, y: max(2, icon.minY - height / 2 + 2) + offset.vertical,
                      width: width, height: height)
    }

    private var badgeFont: UIFont {
        if let font = stateAppearance?.badgeTextAttributes[.font] as? UIFont { return font }
        return look.classic ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 13)
    }

    // MARK: Drawing

    /// The colour of the icon and title now.
    package var contentColor: UIColor {
        if let iconColor = stateAppearance?.iconColor { return iconColor }
        if isItemSelected { return look.classic ? UIColor(red: 0.25, green: 0.63, blue: 1, alpha: 1) : look.tintColor }
        return unselectedTint ?? (look.classic ? UIColor(white: 0.6, alpha: 1) : UIColor(white: 0.6, alpha: 1))
    }

    override package func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tabAppearance = look.classic ? nil : look.appearance as? UITabBarAppearance
        if isItemSelected, let tabAppearance {
            if let image = tabAppearance.selectionIndicatorImage {
                let target = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 49))
                if let tint = tabAppearance.selectionIndicatorTintColor, image.renderingMode == .alwaysTemplate {
                    BarDrawing.drawTemplate(image, in: target, color: tint)
                } else {
                    image.draw(in: target)
                }
            }
        } else if isItemSelected {
            if let selectionIndicatorImage {
                selectionIndicatorImage.draw(in: CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 49)))
            } else if look.classic {
                UIColor(white: 1, alpha: 0.14).setFill()
                UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: bounds.width - 4, height: 45), cornerRadius: 4).fill()
            }
        }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.4) }
        let color = contentColor
        let icon = iconRect
        if let system = item.systemItem {
            SystemIcons.draw(SystemIcons.icon(for: system), in: icon.insetBy(dx: 1, dy: 1), color: color)
        } else if let image = (isItemSelected ? item.selectedImage : nil) ?? item.image {
            BarDrawing.drawTemplate(image, in: icon, color: color)
        }
        let state = stateAppearance
        // The item's own title attributes (`setTitleTextAttributes(_:for:)`, or a UITabBarItem appearance proxy's)
        // for its state, the selected state falling back to the normal one, as UIKit does.
        let own = (isItemSelected ? item.titleTextAttributes(for: .selected) : nil)
            ?? item.titleTextAttributes(for: .normal)
        let titleColor = state?.titleTextAttributes[.foregroundColor] as? UIColor
            ?? own?[.foregroundColor] as? UIColor ?? (isItemSelected && look.classic ? UIColor.white : color)
        let font: UIFont = state?.titleTextAttributes[.font] as? UIFont ?? own?[.font] as? UIFont
            ?? (look.classic ? .boldSystemFont(ofSize: 10) : .systemFont(ofSize: 10, weight: .medium))
        BarDrawing.drawText(item.title ?? "", in: titleRect, font: font, color: titleColor)
        context.restoreGState()
        drawBadge()
    }

    private func drawBadge() {
        guard let badge = badgeRect, let value = item.badgeValue else { return }
        let state = stateAppearance
        let red = item.badgeColor ?? state?.badgeBackgroundColor ?? UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        if look.classic {
            UIColor.white.setFill()
            UIBezierPath(roundedRect: badge.insetBy(dx: -2, dy: -2), cornerRadius: badge.height / 2 + 2).fill()
        }
        red.setFill()
        UIBezierPath(roundedRect: badge, cornerRadius: badge.height / 2).fill()
        let textOffset = state?.badgeTitlePositionAdjustment ?? UIOffset(horizontal: 0, vertical: 0)
        BarDrawing.drawText(value, in: badge.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical), font: badgeFont,
                            color: state?.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white)
    }
}
