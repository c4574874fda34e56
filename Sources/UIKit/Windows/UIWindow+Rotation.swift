// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// Gives the window and its root view their geometry for the interface in `orientation`
    /// (docs/ARCHITECTURE.md, "Rotation and the status bar"):
    /// - **Modern profile** (iOS 8 and later): the screen's bounds turn with the interface, so a window that filled
    ///   the screen (`oldScreenBounds`) takes the new screen bounds, and its root view fills it; the window and the
    ///   root view keep an identity transform.
    /// - **iPhone OS 3 profiles**: the window stays portrait; its root view is centred in it, turned by
    ///   ``InterfaceOrientationGeometry/angle(of:)`` and given the window's size turned for the orientation (480 × 320
    ///   in landscape), as iPhone OS 3 turned the root view.
    ///
    /// Bounds changes resize the subviews by their autoresizing masks. Called inside the rotation's animation
    /// block, so the changes animate.
    package func applyInterfaceGeometry(for orientation: UIInterfaceOrientation, oldScreenBounds: CGRect,
                                        modern: Bool)
    {
        if modern {
            let screenBounds = UIScreen.main.bounds
            if frame == oldScreenBounds || frame == CGRect(origin: .zero, size: oldScreenBounds.size) {
                frame = screenBounds
            }
            if let root = rootViewController?.viewIfLoaded, root.superview === self {
                if root.transform != .identity { root.transform = .identity }
                root.frame = bounds
            }
        } else if let root = rootViewController?.viewIfLoaded, root.superview === self {
            let size = InterfaceOrientationGeometry.size(bounds.size, in: orientation)
            root.transform = CGAffineTransform(rotationAngle: InterfaceOrientationGeometry.angle(of: orientation))
            root.bounds = CGRect(origin: root.bounds.origin, size: size)
            root.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        PresentationContainerView.applyInterfaceGeometry(in: self, orientation: orientation, modern: modern)
    }
}
