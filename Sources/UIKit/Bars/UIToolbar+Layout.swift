// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIToolbar {
    /// The space at each end of the row of items (classic 6, modern 8 points; a button's own padding is inside it).
    package var edgeMargin: CGFloat { UIScreen.main.profile.isClassic ? 6 : 8 }
    /// The space between two items when neither is a flexible space (classic 10, modern 8 points).
    package var interItemSpacing: CGFloat { UIScreen.main.profile.isClassic ? 10 : 8 }

    /// The toolbar's look now.
    package var look: BarLook {
        var look = BarLook(kind: .toolbar, bar: self, style: barStyle, barTintColor: barTintColor,
                           isTranslucent: isTranslucent)
        if let choice = appearanceChoice() {
            look.appearance = choice.appearance
            look.appearanceKey = choice.key
        }
        return look
    }

    /// The items shown: ``items`` without hidden ones.
    package var visibleItems: [UIBarButtonItem] { (items ?? []).filter { !$0.isHidden } }

    /// `sizeThatFits(_:)`: the width offered, 44 points high (32 in landscape on iPhone).
    package func toolbarFittingSize(_ size: CGSize) -> CGSize {
        CGSize(width: BarMetrics.fittingWidth(size), height: BarMetrics.barHeight(compact: BarMetrics.isLandscape))
    }

    /// Makes one button view per visible item (keeping the views of items that stay), cross-fading views that come
    /// and go when `animated`.
    package func rebuildButtonViews(animated: Bool) {
        let visible = visibleItems
        var kept: [BarButtonView] = []
        var removed: [BarButtonView] = []
        for view in buttonViews {
            if let item = view.item, visible.contains(where: { $0 === item }) { kept.append(view) } else { removed.append(view) }
        }
        let currentLook = look
        var added: [BarButtonView] = []
        buttonViews = visible.map { item in
            if let view = kept.first(where: { $0.item === item }) {
                view.look = currentLook
                view.refresh()
                return view
            }
            let view = BarButtonView(item: item, look: currentLook)
            view.isHidden = item.isSpace
            addSubview(view)
            added.append(view)
            return view
        }
        layoutToolbarItems()
        guard animated, UIView.areAnimationsEnabled else {
            removed.forEach { $0.removeFromSuperview() }
            return
        }
        added.forEach { $0.alpha = 0 }
        UIView.animate(withDuration: 0.25, animations: {
            added.forEach { $0.alpha = 1 }
            removed.forEach { $0.alpha = 0 }
        }, completion: { _ in removed.forEach { $0.removeFromSuperview() } })
    }

    /// `layoutSubviews()`: the items left to right from ``edgeMargin``, ``interItemSpacing`` apart (no spacing
    /// beside a flexible space); flexible spaces share the free width equally, fixed spaces take their `width`.
    /// Each button view is as high as the bar's row (44 points, or the bar's height when shorter).
    package func layoutToolbarItems() {
        let currentLook = look
        if BarAppearanceCrossfade.update(self, shown: &shownLook, look: currentLook, frame: bounds,
                                         hairlineEdge: barPosition == .top ? .bottom : .top, at: 0) {
            setNeedsDisplay()
            for view in buttonViews { view.look = currentLook }
        }
        // A toolbar made taller (over the home indicator) keeps its items in the top 44 points.
        let compact = bounds.height < 44
        let height = min(bounds.height, BarMetrics.barHeight(compact: compact))
        let sizes = buttonViews.map { view -> CGFloat in
            view.compact = compact
            guard let item = view.item else { return 0 }
            switch item.systemItem {
            case .flexibleSpace: return 0
            case .fixedSpace: return item.width
            default: return view.preferredSize(barHeight: height).width
            }
        }
        let flexible = buttonViews.map { $0.item?.systemItem == .flexibleSpace }
        var gaps: CGFloat = 0
        for index in buttonViews.indices.dropFirst() where !flexible[index] && !flexible[index - 1] {
            gaps += interItemSpacing
        }
        let used = sizes.reduce(0, +) + gaps + 2 * edgeMargin
        let flexibleCount = flexible.filter { $0 }.count
        let share = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = edgeMargin
        for (index, view) in buttonViews.enumerated() {
            if index > 0, !flexible[index], !flexible[index - 1] { x += interItemSpacing }
            let width = flexible[index] ? share : sizes[index]
            view.frame = CGRect(x: x, y: 0, width: width, height: height)
            x += width
        }
    }

    /// `draw(_:)`: the background (a background image for the position, else the style's) and the top edge line.
    package func drawToolbarBackground() {
        let position = barPosition
        let metrics: UIBarMetrics = bounds.height < 44 ? .compact : .default
        let image = backgroundImage(forToolbarPosition: position, barMetrics: metrics)
            ?? backgroundImage(forToolbarPosition: .any, barMetrics: metrics)
        BarDrawing.drawBackground(bounds, look: look, hairlineEdge: position == .top ? .bottom : .top,
                                  backgroundImage: image,
                                  shadowImage: shadowImage(forToolbarPosition: position) ?? shadowImage(forToolbarPosition: .any))
    }
}
