// SPDX-License-Identifier: Apache-2.0

/// The look of a navigation bar, toolbar or tab bar: light (`.default`) or dark.
public enum UIBarStyle: Int, Sendable {
    /// The light bar (gray-blue gradient on iPhone OS 3; translucent white on the modern profiles).
    case `default` = 0
    /// The dark bar (opaque black on iPhone OS 3; translucent black on the modern profiles).
    case black = 1
    /// iPhone OS 3's translucent black bar; the content shows through it.
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyle.black and set translucent to YES")
    case blackTranslucent = 2

    /// iPhone OS 3's opaque black bar (the same value as `.black`).
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyle.black")
    public static var blackOpaque: UIBarStyle { .black }
}

/// Where a bar sits, which decides how it draws its edges and background.
public enum UIBarPosition: Int, Sendable {
    /// Not yet known; the bar uses its default.
    case any = 0
    /// At the bottom of its container (a toolbar, a tab bar): the hairline is on top.
    case bottom = 1
    /// At the top of its container: the hairline is at the bottom.
    case top = 2
    /// At the top of the screen, its background extending up behind the status bar.
    case topAttached = 3
}

/// A bar that knows its position.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that can choose the bar's position.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar` (the default answers `.any`, letting the bar choose).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Returns `.any`, which lets the bar choose its own position.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// The sizes of bars a background image or title adjustment applies to.
public enum UIBarMetrics: Int, Sendable {
    /// Portrait (or any) size.
    case `default` = 0
    /// The shorter bar of an iPhone in landscape.
    case compact = 1
    /// The taller bar with a prompt.
    case defaultPrompt = 101
    /// The shorter bar with a prompt.
    case compactPrompt = 102
}
