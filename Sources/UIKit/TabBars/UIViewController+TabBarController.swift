// SPDX-License-Identifier: Apache-2.0

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller (not the controller itself), or nil: a tab's controller,
    /// a controller pushed inside a tab's navigation controller or the More navigation controller, and so on.
    public var tabBarController: UITabBarController? { nearestAncestor(ofType: UITabBarController.self) }
}
