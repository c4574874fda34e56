// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The customising sheet More's Edit button opens: it lists the customizable view controllers' items under a
/// "Configure" bar with a Done button, and tells the delegate when it opens and closes. Dragging an item onto one
/// of the bar's tabs (not More) swaps the two view controllers in ``UITabBarController/viewControllers``, as iOS
/// does, and so does dragging one of the bar's own tabs onto another (``TabBarCustomizeBarOverlay``); Done then
/// reports `changed: true`. Only customizable controllers move: a drop onto a tab whose controller is not in
/// ``UITabBarController/customizableViewControllers`` changes nothing.
extension UITabBarController {
    /// Opens the customising sheet over the content area (the tab bar stays visible): the delegate hears
    /// `willBeginCustomizing`, then the bar starts customising (its own delegate calls) and the sheet shows.
    /// Does nothing while it is open or when nothing is customizable.
    package func beginCustomizing() {
        guard customizeSheet == nil, !bar.isCustomizing, let container = viewIfLoaded as? TabBarControllerView else {
            return
        }
        let customizable = customizableViewControllers ?? []
        guard !customizable.isEmpty else { return }
        delegate?.tabBarController(self, willBeginCustomizing: controllerList ?? [])
        bar.onBeginCustomizing = { [weak self, weak container] items in
            guard let self, let container else { return }
            let sheet = TabBarCustomizeView(frame: container.bounds)
            sheet.onDone = { [weak self, weak sheet] in self?.endCustomizing(changed: sheet?.changed ?? false) }
            sheet.onDrop = { [weak self] item, point in self?.customizeDrop(item, at: point) ?? false }
            sheet.show(items: items, topInset: container.safeAreaInsets.top,
                       bottomInset: container.bounds.maxY - self.bar.frame.minY)
            container.insertSubview(sheet, belowSubview: self.bar)
            let overlay = TabBarCustomizeBarOverlay(tabs: self, sheet: sheet)
            container.insertSubview(overlay, aboveSubview: self.bar)
            sheet.barOverlay = overlay
            self.customizeSheet = sheet
        }
        bar.beginCustomizingItems(customizable.map { $0.tabBarItem ?? $0.makeTabBarItem() })
        bar.onBeginCustomizing = nil
    }

    /// Closes the customising sheet: the delegate hears `willEndCustomizing`, the bar ends customising, the sheet
    /// goes, then `didEndCustomizing`, each with whether the order changed.
    package func endCustomizing(changed: Bool) {
        guard let sheet = customizeSheet else { return }
        let all = controllerList ?? []
        delegate?.tabBarController(self, willEndCustomizing: all, changed: changed)
        bar.endCustomizing(animated: true)
        sheet.removeFromSuperview()
        customizeSheet = nil
        delegate?.tabBarController(self, didEndCustomizing: all, changed: changed)
    }
}

extension UITabBarController {
    /// The customising sheet dropped `item` at `point` (the container view's coordinates): when the point is on
    /// one of the bar's customizable tabs other than More and `item` is not already that tab, the two view controllers trade
    /// places in ``viewControllers`` and the bar shows the new order. Returns whether anything changed.
    package func customizeDrop(_ item: UITabBarItem, at point: CGPoint) -> Bool {
        guard var list = controllerList, let container = viewIfLoaded,
            let dragged = list.firstIndex(where: { ($0.tabBarItem ?? nil) === item }),
            let slot = tabSlot(at: point, in: container), slot != dragged,
            (customizableViewControllers ?? []).contains(where: { $0 === list[slot] })
        else { return false }
        list.swapAt(dragged, slot)
        controllerList = list
        bar.customizingChanged = true
        // A controller that now has a tab comes back from the More navigation controller's stack.
        for controller in tabControllers where isInMoreStack(controller) { releaseFromMore(controller) }
        moreStackDidChange()
        refreshBarItems()
        moreList?.reloadList()
        return true
    }

    /// The index of the bar's tab (not More) under `point`, in `container`'s coordinates.
    private func tabSlot(at point: CGPoint, in container: UIView) -> Int? {
        let tabs = tabControllers.count
        for (index, button) in bar.tabButtons.enumerated() where index < tabs {
            if button.convert(button.bounds, to: container).contains(point) { return index }
        }
        return nil
    }
}
