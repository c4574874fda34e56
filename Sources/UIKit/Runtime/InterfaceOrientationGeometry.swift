// SPDX-License-Identifier: Apache-2.0

/// Where the interface lies on the physical screen in each orientation (docs/ARCHITECTURE.md, "Rotation and the
/// status bar").
///
/// The framebuffer is always the portrait panel (as the device's and the simulator's are); the interface is drawn
/// into it turned by ``angle(of:)``. On the modern profile (iOS 8 and later) the screen's coordinate space turns
/// with the interface: `UIScreen.bounds` and the windows become landscape and the whole screen layer is turned. On
/// the iPhone OS 3 profiles the screen and the windows stay portrait and each window's root view is turned and
/// given the landscape bounds, as iPhone OS 3 did.
package enum InterfaceOrientationGeometry {
    /// The angle (radians, positive clockwise on screen) by which content in `orientation` is turned on the
    /// portrait panel: 0 in portrait, −π/2 in landscape left (home button on the left: the interface's top is
    /// the panel's left edge), π/2 in landscape right, π upside down.
    package static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeLeft: return -.pi / 2
        case .landscapeRight: return .pi / 2
        case .portraitUpsideDown: return .pi
        case .portrait, .unknown: return 0
        }
    }

    /// `portrait` turned for `orientation`: swapped in landscape.
    package static func size(_ portrait: CGSize, in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The point of the portrait panel (size `panel`) where the interface point `p` is shown in `orientation`.
    package static func panelPoint(fromInterface p: CGPoint, panel: CGSize, orientation: UIInterfaceOrientation)
        -> CGPoint
    {
        let interface = size(panel, in: orientation)
        let dx = p.x - interface.width / 2, dy = p.y - interface.height / 2
        let a = angle(of: orientation)
        let c = cos(a).rounded(), s = sin(a).rounded()
        return CGPoint(x: panel.width / 2 + dx * c - dy * s, y: panel.height / 2 + dx * s + dy * c)
    }

    /// The interface point shown at the portrait panel's point `p` in `orientation` (the inverse of
    /// ``panelPoint(fromInterface:panel:orientation:)``).
    package static func interfacePoint(fromPanel p: CGPoint, panel: CGSize, orientation: UIInterfaceOrientation)
        -> CGPoint
    {
        let interface = size(panel, in: orientation)
        let dx = p.x - panel.width / 2, dy = p.y - panel.height / 2
        let a = -angle(of: orientation)
        let c = cos(a).rounded(), s = sin(a).rounded()
        return CGPoint(x: interface.width / 2 + dx * c - dy * s, y: interface.height / 2 + dx * s + dy * c)
    }

    /// The rectangle of the portrait panel covered by the interface rectangle `r` in `orientation`.
    package static func panelRect(fromInterface r: CGRect, panel: CGSize, orientation: UIInterfaceOrientation)
        -> CGRect
    {
        let a = panelPoint(fromInterface: r.origin, panel: panel, orientation: orientation)
        let b = panelPoint(fromInterface: CGPoint(x: r.maxX, y: r.maxY), panel: panel, orientation: orientation)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
}

extension DeviceProfile {
    /// Whether the profile runs the modern interface (iOS 8 and later: the screen's bounds turn with the
    /// interface, the status bar is transparent and hides in landscape) rather than iPhone OS 3's (a 20-point
    /// status bar, root views turned by a transform).
    package var hasModernInterface: Bool { statusBarHeight > 20 }
}
