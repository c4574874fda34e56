// SPDX-License-Identifier: Apache-2.0

/// The methods a popover's delegate implements to prepare the popover and decide about its dismissal; all
/// optional. It inherits the adaptive methods: return `.none` from `adaptivePresentationStyle(for:traitCollection:)`
/// to keep a real popover on iPhone (compact width) instead of a sheet.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last chance to set its source and arrow directions.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover dismisses it (true). Deprecated by Apple in iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`; both are asked.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (not sent for `dismiss(animated:)` from code).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Returns `true`: a tap outside dismisses the popover (unless
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` refuses).
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Something a popover can point at (iOS 16): a bar button item, or (iOS 17) a view.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates, or nil when the item is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates (nil when the two are in different windows).
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view showing this item (its custom view, or the bar's button for it) in `referenceView`'s
    /// coordinates; nil when the item is not in a bar on screen in `referenceView`'s window.
    public func frame(in referenceView: UIView) -> CGRect? {
        if let custom = customView { return custom.frame(in: referenceView) }
        guard let window = referenceView.window, let view = Self.findView(for: self, in: window) else { return nil }
        return view.frame(in: referenceView)
    }

    private static func findView(for item: UIBarButtonItem, in view: UIView) -> UIView? {
        if let button = view as? BarButtonView, button.item === item, !button.isHidden { return button }
        for subview in view.subviews.reversed() where !subview.isHidden {
            if let found = findView(for: item, in: subview) { return found }
        }
        return nil
    }
}
