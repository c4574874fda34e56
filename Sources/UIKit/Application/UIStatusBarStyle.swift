// SPDX-License-Identifier: Apache-2.0

/// The look of the status bar, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light bar (iPhone OS 3's grey bar).
    case `default` = 0
    /// Light content on a dark bar.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3

    /// iPhone OS 3's black opaque bar: drawn as `.lightContent`.
    public static let blackOpaque = UIStatusBarStyle.lightContent
    /// iPhone OS 3's black translucent bar (the same value as `.lightContent` in UIKit).
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

extension UIApplication {
    /// Touchstone's earlier nested spelling of ``UIStatusBarStyle``, kept for existing code.
    public typealias StatusBarStyle = UIStatusBarStyle

    /// Sets the status bar's style (iPhone OS 3). The bar is redrawn in the new style at the next frame; the
    /// simulator does not cross-fade it.
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }

    /// Shows or hides the status bar (iPhone OS 3.2). The change takes effect at the next frame; the simulator
    /// does not fade or slide the bar.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) { isStatusBarHidden = hidden }
}
