// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITabBar {
    /// The tab bar's look now.
    package var look: BarLook {
        var look = BarLook(kind: .tabBar, bar: self, style: barStyle, barTintColor: barTintColor,
                           isTranslucent: isTranslucent)
        if let choice = appearanceChoice() {
            look.appearance = choice.appearance
            look.appearanceKey = choice.key
        }
        return look
    }

    /// `sizeThatFits(_:)`: the width offered, 49 points high (plus the bottom safe area on the modern profile).
    package func tabBarFittingSize(_ size: CGSize) -> CGSize {
        CGSize(width: BarMetrics.fittingWidth(size), height: BarMetrics.tabBarHeight + BarMetrics.bottomSafeArea)
    }

    /// Makes one button view per item (keeping the views of items that stay) and marks the selected one.
    package func rebuildTabButtons() {
        let items = self.items ?? []
        let currentLook = look
        var old = tabButtons
        tabButtons = items.map { item in
            if let index = old.firstIndex(where: { $0.item === item }) {
                let view = old.remove(at: index)
                view.look = currentLook
                view.refresh()
                return view
            }
            let view = TabBarButtonView(item: item, look: currentLook)
            view.onSelect = { [weak self, weak item] in
                guard let self, let item else { return }
                self.selectByUser(item)
            }
            addSubview(view)
            return view
        }
        old.forEach { $0.removeFromSuperview() }
        updateTabButtonStates()
        setNeedsLayout()
    }

    /// Gives each button view the selection, unselected tint and selection image.
    package func updateTabButtonStates() {
        for view in tabButtons {
            view.isItemSelected = view.item === selectedItem
            view.unselectedTint = unselectedItemTintColor
            view.selectionIndicatorImage = selectionIndicatorImage
        }
    }

    /// The width of each item and where the row starts: items share the whole width (`.fill`, and `.automatic`
    /// on iPhone); `.centered` uses ``itemWidth`` (0: 76 points) and ``itemSpacing`` (0: 34 points), centred.
    package func tabItemFrames() -> [CGRect] {
        let count = tabButtons.count
        guard count > 0 else { return [] }
        let height = bounds.height
        // An appearance's stacked positioning replaces the legacy properties.
        let appearance = look.appearance as? UITabBarAppearance
        let positioning = appearance?.stackedItemPositioning ?? itemPositioning
        let itemWidth = appearance?.stackedItemWidth ?? self.itemWidth
        let itemSpacing = appearance?.stackedItemSpacing ?? self.itemSpacing
        if positioning == .centered {
            let width = itemWidth > 0 ? itemWidth : 76
            let spacing = itemSpacing > 0 ? itemSpacing : 34
            let total = CGFloat(count) * width + CGFloat(count - 1) * spacing
            let start = ((bounds.width - total) / 2).rounded(.down)
            return (0..<count).map { CGRect(x: start + CGFloat($0) * (width + spacing), y: 0, width: width, height: height) }
        }
        // Fill: whole points, the remainder spread over the first items so the row spans the bar exactly.
        let inset: CGFloat = UIScreen.main.profile.isClassic ? 2 : 0
        let available = max(0, bounds.width - 2 * inset)
        let base = floor(available / CGFloat(count))
        var extra = Int(available - base * CGFloat(count))
        var x = inset
        return (0..<count).map { _ in
            let width = base + (extra > 0 ? 1 : 0)
            extra -= 1
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: height)
        }
    }

    /// `layoutSubviews()`: the item views side by side.
    package func layoutTabItems() {
        let currentLook = look
        if BarAppearanceCrossfade.update(self, shown: &shownLook, look: currentLook, frame: bounds, hairlineEdge: .top,
                                         at: 0) {
            setNeedsDisplay()
            for view in tabButtons { view.look = currentLook }
        }
        for (view, frame) in zip(tabButtons, tabItemFrames()) { view.frame = frame }
        updateTabButtonStates()
    }

    /// `draw(_:)`: the background (image, else the style's) and the top edge line.
    package func drawTabBarBackground() {
        BarDrawing.drawBackground(bounds, look: look, hairlineEdge: .top, backgroundImage: backgroundImage,
                                  shadowImage: shadowImage)
    }
}
