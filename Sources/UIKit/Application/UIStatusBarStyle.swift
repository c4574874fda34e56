// SPDX-License-Identifier: Apache-2.0

/// The look of the status bar, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light bar (iPhone OS 3's grey bar).
    case `default` = 0
    /// Light content on a dark bar.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3

    /// iPhone OS 3's opaque black bar with white content (deprecated in iOS 7, where it draws as
    /// `.lightContent`; the iPhone OS 3 profiles draw it opaque).
    case blackOpaque = 2

    /// iPhone OS 3's translucent black bar (the same value as `.lightContent` in UIKit: the iPhone OS 3 profiles
    /// draw `.lightContent` as the translucent black bar).
    public static let blackTranslucent = UIStatusBarStyle.lightContent
}

/// How the status bar appears or disappears when its visibility changes.
public enum UIStatusBarAnimation: Int, Sendable {
    /// At once.
    case none = 0
    /// Fading in or out.
    case fade = 1
    /// Sliding in or out.
    case slide = 2
}
