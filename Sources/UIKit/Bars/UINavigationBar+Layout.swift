// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UINavigationBar {
    /// The bar's look now.
    package var look: BarLook {
        var look = BarLook(kind: .navigation, bar: self, style: barStyle, barTintColor: barTintColor,
                           isTranslucent: isTranslucent)
        if let choice = appearanceChoice() {
            look.appearance = choice.appearance
            look.appearanceKey = choice.key
        }
        return look
    }

    /// Whether `item` (at `index` in the stack) shows its title large: modern profile, ``prefersLargeTitles``, a
    /// tall (portrait) bar, and the item's mode `.always`/`.inline`, or `.automatic` following the item beneath
    /// (the first item is large).
    package func displaysLargeTitle(_ item: UINavigationItem, in stack: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles, !UIScreen.main.profile.isClassic, !BarMetrics.isLandscape else { return false }
        var index = stack.firstIndex { $0 === item } ?? stack.count
        var current: UINavigationItem? = item
        while let candidate = current {
            switch candidate.largeTitleDisplayMode {
            case .always, .inline: return true
            case .never: return false
            case .automatic:
                index -= 1
                current = index >= 0 && index < stack.count ? stack[index] : nil
            }
        }
        return true
    }

    /// `sizeThatFits(_:)`: the width offered; 44 points high (32 in landscape on iPhone), plus 30 with a prompt,
    /// plus 52 for a large title (modern).
    package func navigationBarFittingSize(_ size: CGSize) -> CGSize {
        var height = BarMetrics.barHeight(compact: BarMetrics.isLandscape)
        if let top = topItem {
            if top.prompt != nil { height += BarMetrics.promptHeight }
            if displaysLargeTitle(top, in: itemStack) { height += BarMetrics.largeTitleHeight }
            height += searchRowHeight(for: top)
        }
        return CGSize(width: BarMetrics.fittingWidth(size), height: height)
    }

    /// The height of the bar's button row: the bounds less the prompt and large-title rows (44 or 32).
    package var rowHeight: CGFloat {
        var height = boundsAboveSearchBar.height
        if let content = currentContent {
            if content.promptLabel != nil { height -= BarMetrics.promptHeight }
            if content.largeTitleLabel != nil { height -= BarMetrics.largeTitleHeight }
        }
        return max(0, min(height, BarMetrics.barHeight(compact: height < 44)))
    }

    /// Builds the content for the current top item (nil when the stack is empty).
    package func makeContent(for item: UINavigationItem?, in stack: [UINavigationItem]) -> NavigationBarContentView? {
        guard let item, let index = stack.firstIndex(where: { $0 === item }) else { return nil }
        let content = NavigationBarContentView(item: item, backItem: index > 0 ? stack[index - 1] : nil, bar: self,
                                               largeTitle: displaysLargeTitle(item, in: stack))
        content.frame = bounds
        return content
    }

    /// `layoutSubviews()`: the background (extended up under the status bar when `.topAttached`) and the
    /// contents of the top item (and of the outgoing item while a transition runs).
    package func layoutNavigationBar() {
        let extensionUp: CGFloat
        if barPosition == .topAttached {
            extensionUp = window.map { convert(CGPoint.zero, to: $0).y } ?? UIScreen.main.profile.statusBarHeight
        } else {
            extensionUp = 0
        }
        let look = self.look
        let backgroundFrame = CGRect(x: 0, y: -max(0, extensionUp), width: bounds.width,
                                     height: bounds.height + max(0, extensionUp))
        BarAppearanceCrossfade.update(self, shown: &shownLook, look: look, frame: backgroundFrame, hairlineEdge: .bottom,
                                      at: 1)
        backgroundView.look = look
        backgroundView.hairlineEdge = .bottom
        backgroundView.image = backgroundImage(for: bounds.height < 44 ? .compact : .default) ?? backgroundImage(for: .default)
        backgroundView.shadowImage = shadowImage
        backgroundView.frame = backgroundFrame
        guard transition == nil else { return }
        // The contents show the appearance's titles and buttons: rebuilt when the appearance changed.
        if let content = currentContent, content.appearanceKey != look.appearanceKey { rebuildContent() }
        if let content = currentContent {
            content.frame = boundsAboveSearchBar
            content.layoutContent(rowHeight: rowHeight, classic: look.classic)
        }
        layoutItemSearchBar()
    }

    /// Replaces the shown content with fresh views for the top item (after an item's properties changed); while a
    /// transition runs, the rebuild waits for its end.
    package func rebuildContent() {
        guard transition == nil else {
            contentIsStale = true
            return setNeedsLayout()
        }
        contentIsStale = false
        currentContent?.removeFromSuperview()
        currentContent = makeContent(for: topItem, in: itemStack)
        if let currentContent { addSubview(currentContent) }
        setNeedsLayout()
    }

    /// The back button's tap: the navigation controller's hook when it set one (``onBackButton``), else the bar
    /// pops its top item itself, animated, asking its delegate first (`navigationBar(_:shouldPop:)`).
    package func backButtonTapped() {
        if let onBackButton { return onBackButton() }
        _ = popItemUnchecked(animated: true)
    }
}
