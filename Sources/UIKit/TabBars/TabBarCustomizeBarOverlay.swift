// SPDX-License-Identifier: Apache-2.0

import Foundation

/// While the Configure sheet is open, a transparent view over the tab bar that lets the user rearrange the tabs
/// already on the bar, as iOS allows: a finger put down on a tab (not More) picks its item up — the tab fades and
/// a copy follows the finger, through the sheet's own drag — and lifting it on another tab swaps the two view
/// controllers (``UITabBarController/customizeDrop(_:at:)``). Only customizable controllers' tabs move. The
/// overlay takes every touch on the bar, so a tap does not select a tab while customising (iOS ignores them too).
@MainActor
package final class TabBarCustomizeBarOverlay: UIView {
    private weak var tabs: UITabBarController?
    private weak var sheet: TabBarCustomizeView?

    /// An overlay over `tabs`' bar, dragging through `sheet`.
    package init(tabs: UITabBarController, sheet: TabBarCustomizeView) {
        self.tabs = tabs
        self.sheet = sheet
        super.init(frame: tabs.tabBar.frame)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tabs, let sheet, let container = superview, let touch = touches.first,
            let (item, button) = tabs.customizableTab(at: touch.location(in: container), in: container)
        else { return }
        sheet.startDrag(item, size: button.bounds.size, at: touch.location(in: container), dimming: [button])
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let container = superview, let touch = touches.first else { return }
        sheet?.moveDrag(to: touch.location(in: container))
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let container = superview, let touch = touches.first else { return }
        sheet?.endDrag(at: touch.location(in: container))
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        sheet?.finishDrag()
    }
}

extension UITabBarController {
    /// The item and button of the customizable tab (not More) under `point`, in `container`'s coordinates.
    package func customizableTab(at point: CGPoint, in container: UIView) -> (UITabBarItem, UIView)? {
        let controllers = tabControllers
        let customizable = customizableViewControllers ?? []
        for (index, button) in bar.tabButtons.enumerated() where index < controllers.count {
            guard button.convert(button.bounds, to: container).contains(point) else { continue }
            let controller = controllers[index]
            guard customizable.contains(where: { $0 === controller }), let item = controller.tabBarItem else {
                return nil
            }
            return (item, button)
        }
        return nil
    }
}
