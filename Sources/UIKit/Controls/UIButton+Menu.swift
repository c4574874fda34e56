// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIButton {
    /// The events of a tap inside, after its primary-action side effects: with ``UIControl/showsMenuAsPrimaryAction``
    /// and a ``menu`` the menu card opens and `menuActionTriggered` is sent instead of `primaryActionTriggered`;
    /// with ``changesSelectionAsPrimaryAction`` the selection toggles first.
    package func primaryTapEvents() -> UIControl.Event {
        if showsMenuAsPrimaryAction, let menu {
            MenuCardView.present(menu, sender: self, from: self, alignment: .leading)
            return [.touchUpInside, .menuActionTriggered]
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return UIControl.Event.touchUpInside.union(touchUpInsideCompanions)
    }
}
