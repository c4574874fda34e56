// SPDX-License-Identifier: Apache-2.0
//
// The values a trait collection holds (UITraitCollection.swift), with UIKit's raw values.

/// A size class: how much room the interface has in one dimension. iPhones are compact in width; in height
/// they are regular in portrait and compact in landscape.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified (a trait collection that says nothing about this dimension).
    case unspecified = 0
    /// Constrained space.
    case compact = 1
    /// Expansive space.
    case regular = 2
}

/// The kind of device the interface runs on. Touchstone simulates iPhones: always `.phone`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Light or dark appearance: the device's (`--appearance dark`, `HeadlessDevice.userInterfaceStyle`) unless an
/// `overrideUserInterfaceStyle` up the tree says otherwise.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The layout direction a trait collection specifies (the app's, from its language).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right (English, French, …).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew, Persian, Urdu, …).
    case rightToLeft = 1
}

/// The direction an app's or a view's interface is laid out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: leading is left.
    case leftToRight = 0
    /// Right to left: leading is right.
    case rightToLeft = 1
}

/// The colour gamut of the display: sRGB on the iPhone 3GS and 4, Display P3 on modern phones.
public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The Display P3 gamut.
    case P3 = 1
}

/// Whether 3D Touch is available. It never is on Touchstone (`.unavailable`).
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// The device has no force-sensitive touch.
    case unavailable = 1
    /// The device has force-sensitive touch.
    case available = 2
}

/// Whether the user asked for increased contrast. Touchstone environments are `.normal`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Whether the user asked for bold text. Touchstone environments are `.regular`.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}
