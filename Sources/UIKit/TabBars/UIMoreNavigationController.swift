// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The navigation controller of a tab bar controller's More tab: the More list at its root, the chosen
/// controller pushed above it. Apps see it as a `UINavigationController` (``UITabBarController/moreNavigationController``)
/// and may set its delegate or bar style.
@preconcurrency @MainActor
package final class UIMoreNavigationController: UINavigationController {
    /// Creates the More navigation controller with `list` at the root of its stack.
    package init(list: UIMoreListController) {
        super.init(rootViewController: list)
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }
}
