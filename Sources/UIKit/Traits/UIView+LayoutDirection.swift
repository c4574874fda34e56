// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The direction to lay out content with `attribute` in the app's interface: see
    /// ``userInterfaceLayoutDirection(for:relativeTo:)``, relative to `UIApplication.userInterfaceLayoutDirection`
    /// (left to right without a running app).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        let app = UIApplication.sharedIfPresent?.userInterfaceLayoutDirection ?? .leftToRight
        return userInterfaceLayoutDirection(for: attribute, relativeTo: app)
    }

    /// The direction content with `semanticContentAttribute` takes in an interface laid out in `layoutDirection`:
    /// unspecified content follows it, playback and spatial content and forced left-to-right content are left to
    /// right, forced right-to-left content is right to left.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// Whether the view lays out right to left (``effectiveUserInterfaceLayoutDirection``): where leading and
    /// trailing edges, anchors and margins are right and left.
    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `margins` by leading and trailing edge for this view's direction.
    package func directionalMargins(from margins: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rtl = isRightToLeft
        return NSDirectionalEdgeInsets(
            top: margins.top, leading: rtl ? margins.right : margins.left,
            bottom: margins.bottom, trailing: rtl ? margins.left : margins.right)
    }

    /// `margins` by left and right edge for this view's direction.
    package func absoluteMargins(from margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = isRightToLeft
        return UIEdgeInsets(
            top: margins.top, left: rtl ? margins.trailing : margins.leading,
            bottom: margins.bottom, right: rtl ? margins.leading : margins.trailing)
    }

    /// The view's layout direction may have changed (its semantic content attribute, or its traits): margins set
    /// by leading and trailing edge move to the new sides, and the view lays out again.
    package func layoutDirectionDidChange() {
        if let directional = directionalLayoutMarginsStorage {
            let margins = absoluteMargins(from: directional)
            if margins != layoutMarginsStorage {
                layoutMarginsStorage = margins
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
            }
        }
        // Leading and trailing constraints flip: the solver is made again with the new direction.
        if let host = layoutRoot.autoLayoutHostStorage {
            host.reset()
            host.markNeedsLayout()
        }
        setNeedsLayout()
    }
}
