// SPDX-License-Identifier: Apache-2.0

/// A direction of VoiceOver's three-finger scroll gesture, passed to `accessibilityScroll(_:)`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Content moves right (the user swiped right: show what is on the left).
    case right = 1
    /// Content moves left (show what is on the right).
    case left = 2
    /// Content moves up (show what is below).
    case up = 3
    /// Content moves down (show what is above).
    case down = 4
    /// The next page.
    case next = 5
    /// The previous page.
    case previous = 6
}

/// What kind of container an element groups its children as, which VoiceOver announces on entering it.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// No particular kind (the default).
    case none = 0
    /// A table of rows and columns.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark region.
    case landmark = 3
    /// A group of related elements.
    case semanticGroup = 4
}

/// How assistive technologies navigate an element's children.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// As the technology decides (the default).
    case automatic = 0
    /// Each child separately.
    case separate = 1
    /// The children as one.
    case combined = 2
}
