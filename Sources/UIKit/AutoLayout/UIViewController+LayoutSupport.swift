// SPDX-License-Identifier: Apache-2.0

/// The iOS 7–10 layout guides of a view controller (`topLayoutGuide`, `bottomLayoutGuide`): how far the top and
/// bottom bars reach into its view. Deprecated by Apple in favour of the safe area, which they follow here.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's height, in points: the top bars' extent for the top guide, the bottom bars' for the bottom one.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height, from the last layout pass.
    public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The area above the content: from the top of the view to the top of its safe area (the status bar, the
    /// sensor housing), as a guide whose `bottomAnchor` content is pinned below. Deprecated since iOS 11: use
    /// `view.safeAreaLayoutGuide.topAnchor`.
    @available(
        iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
    )
    public var topLayoutGuide: UILayoutSupport {
        view.systemGuide(\.topSupportGuide, .topLayoutSupport, "UIViewControllerTopLayoutGuide")
    }

    /// The area below the content: from the bottom of the view's safe area (the home indicator, a tab bar) to the
    /// bottom of the view. Deprecated since iOS 11: use `view.safeAreaLayoutGuide.bottomAnchor`.
    @available(
        iOS, deprecated: 11.0,
        message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: UILayoutSupport {
        view.systemGuide(\.bottomSupportGuide, .bottomLayoutSupport, "UIViewControllerBottomLayoutGuide")
    }
}
