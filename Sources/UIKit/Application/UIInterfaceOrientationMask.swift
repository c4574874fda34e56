// SPDX-License-Identifier: Apache-2.0

/// A set of interface orientations (`supportedInterfaceOrientations`), with UIKit's bit values: each
/// orientation's bit is `1 << UIInterfaceOrientation.rawValue`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The option bits, with Apple's values.
    public let rawValue: UInt
    /// Creates the options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Home button at the bottom.
    public static let portrait = Self(rawValue: 1 << 1)
    /// Home button on the right.
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    /// Home button on the left.
    public static let landscapeRight = Self(rawValue: 1 << 3)
    /// Home button at the top.
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    /// All four orientations.
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// All but upside-down portrait (the iPhone default).
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}
