// SPDX-License-Identifier: Apache-2.0

/// iPhone OS 2–5's modal API, deprecated in iOS 6 and kept for the apps that still call it.
///
/// The Objective-C selectors were `presentModalViewController:animated:` and `dismissModalViewControllerAnimated:`;
/// Swift 2's importer spelled them `presentModalViewController(_:animated:)` and
/// `dismissModalViewControllerAnimated(_:)`, Swift 3's `dismissModalViewController(animated:)`. All three
/// spellings are here and do what `present(_:animated:completion:)` and `dismiss(animated:completion:)` do, with
/// no completion handler. On the iPhone OS 3 profiles an `.automatic` style presents full screen, as these
/// methods always did.
extension UIViewController {
    /// Presents `modalViewController` over this controller's context (a vertical slide when `animated`).
    @available(iOS, introduced: 2.0, deprecated: 6.0, message: "Use present(_:animated:completion:)")
    public func presentModalViewController(_ modalViewController: UIViewController, animated: Bool) {
        presentController(modalViewController, animated: animated, completion: nil)
    }

    /// Dismisses the controller this one presented, or this controller when it presents none.
    @available(iOS, introduced: 2.0, deprecated: 6.0, message: "Use dismiss(animated:completion:)")
    public func dismissModalViewController(animated: Bool) {
        dismissController(animated: animated, completion: nil)
    }

    /// Swift 2's name of ``dismissModalViewController(animated:)``.
    @available(iOS, introduced: 2.0, deprecated: 6.0, message: "Use dismiss(animated:completion:)")
    public func dismissModalViewControllerAnimated(_ animated: Bool) {
        dismissController(animated: animated, completion: nil)
    }

    /// The controller this one presented (iPhone OS 2's name of `presentedViewController`), or nil.
    @available(iOS, introduced: 2.0, deprecated: 6.0, message: "Use presentedViewController")
    public var modalViewController: UIViewController? { presentedStorage }

    /// iPhone OS 2–4's parent: the container this controller is a child of, else the controller that presented
    /// it (as iPhone OS 3 answered for modal controllers), else nil.
    @available(iOS, introduced: 2.0, deprecated: 5.0, renamed: "parent")
    public var parentViewController: UIViewController? { parentStorage ?? presentingStorage }
}
