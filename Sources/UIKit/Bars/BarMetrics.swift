// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The sizes of bars (points), as iOS uses them on iPhone.
@MainActor
package enum BarMetrics {
    /// A navigation bar or toolbar: 44 points; 32 in landscape on iPhone.
    package static func barHeight(compact: Bool) -> CGFloat { compact ? 32 : 44 }
    /// What a prompt adds to a navigation bar (30 points).
    package static let promptHeight: CGFloat = 30
    /// What a large title adds to a navigation bar on the modern profile (52 points).
    package static let largeTitleHeight: CGFloat = 52
    /// A tab bar's height above the bottom safe area (49 points).
    package static let tabBarHeight: CGFloat = 49
    /// How long a navigation bar's push or pop animation lasts (0.35 s); navigation controllers match it.
    package static let transitionDuration: TimeInterval = 0.35

    /// Whether the interface is in landscape, where iPhone bars are short.
    package static var isLandscape: Bool { UIApplication.sharedIfPresent?.statusBarOrientation.isLandscape ?? false }

    /// The bottom safe-area inset a modern tab bar grows by (0 on the classic profiles).
    package static var bottomSafeArea: CGFloat {
        UIScreen.main.profile.isClassic ? 0 : UIView.windowSafeAreaInsets().bottom
    }

    /// `size` limited to a finite, non-negative width for bars' `sizeThatFits(_:)`: a bar takes the width offered
    /// (the screen's when the offer is zero, infinite or invalid).
    package static func fittingWidth(_ size: CGSize) -> CGFloat {
        size.width.isFinite && size.width > 0 ? size.width : UIScreen.main.bounds.width
    }
}
