// SPDX-License-Identifier: Apache-2.0

/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen; the presenter's view is removed once covered.
    case fullScreen = 0
    /// The card of iOS 13 on iPhone: the presenter shrinks behind it and a downward swipe dismisses it.
    case pageSheet = 1
    /// A centred form; shown as `.pageSheet` on iPhone.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// Managed by the transitioning delegate's presentation controller and animators.
    case custom = 4
    /// Covers the whole screen, leaving the presenter's view in place beneath.
    case overFullScreen = 5
    /// Like `.currentContext`, leaving the covered view in place.
    case overCurrentContext = 6
    /// A popover; shown full screen on iPhone unless the delegate adapts it.
    case popover = 7
    /// No presentation style (used for transitions that are not presentations).
    case none = -1
    /// The system's choice: `.pageSheet` on the modern profiles, `.fullScreen` on the iPhone OS 3 ones.
    case automatic = -2
}

/// The animation of a modal presentation and its dismissal.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (and back down).
    case coverVertical = 0
    /// The views flip around the vertical axis.
    case flipHorizontal = 1
    /// The presented view fades in.
    case crossDissolve = 2
    /// The presenter's view curls up from the bottom corner, revealing the presented view.
    case partialCurl = 3
}
