// SPDX-License-Identifier: Apache-2.0

/// The physical orientation of the device, with UIKit's raw values. Unlike ``UIInterfaceOrientation``,
/// `landscapeLeft` here means the home button is on the right (the device turned left), and the device can lie
/// flat.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down, home button at the top.
    case portraitUpsideDown = 2
    /// On its side, home button on the right.
    case landscapeLeft = 3
    /// On its side, home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one the interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
