// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The keyboard's notifications and their `userInfo` keys, as Apple's Swift overlay names them.
///
/// UIKit posts them on `NotificationCenter.default` with the object `nil` (docs/ARCHITECTURE.md, "The keyboard",
/// gives the order). Every notification's `userInfo` carries the frame keys (`NSValue` rectangles in the screen's
/// coordinates), the animation's duration (`NSNumber`, seconds) and curve (`NSNumber`, a
/// `UIView.AnimationCurve` raw value), ``keyboardIsLocalUserInfoKey`` (`NSNumber`, always true: one app owns the
/// screen), and iPhone OS 3's ``UIKeyboardBoundsUserInfoKey``, ``UIKeyboardCenterBeginUserInfoKey`` and
/// ``UIKeyboardCenterEndUserInfoKey``.
extension UIResponder {
    /// Posted just before the keyboard slides up, and when another responder takes it over (then without motion).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has slid up, and again each time a new responder takes it over (guide §2.5.3).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard slides down; on the iPhone OS 3 profiles also when its owner changes
    /// (then without a ``keyboardDidHideNotification``: the keyboard stays).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has slid away.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes (showing, hiding, a new height, rotation).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `NSValue` of a `CGRect`: the keyboard's frame in screen coordinates before the animation.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `NSValue` of a `CGRect`: the keyboard's frame in screen coordinates after the animation (off the bottom edge
    /// when hiding).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `NSNumber` of a `Double`: the animation's duration in seconds (0.25; 0 when nothing moves).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `NSNumber` of an `Int`: the animation curve, a `UIView.AnimationCurve` raw value (7, the keyboard's own curve,
    /// on the modern profile; `.easeInOut` on the iPhone OS 3 profiles).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `NSNumber` of a `Bool`: whether the keyboard belongs to this app (always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// iPhone OS 3's key: `NSValue` of a `CGRect` whose size is the keyboard's in the interface's orientation and
/// whose origin is always zero (guide §2.5.3: use only its size).
public let UIKeyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
/// iPhone OS 3's key: `NSValue` of a `CGPoint`, the keyboard's centre before the animation in the window's
/// coordinates (on the iPhone OS 3 profiles the window stays portrait, so landscape centres lie along its side).
public let UIKeyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
/// iPhone OS 3's key: `NSValue` of a `CGPoint`, the keyboard's centre after the animation in the window's
/// coordinates.
public let UIKeyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"

/// The Objective-C name of ``UIResponder/keyboardFrameBeginUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
/// The Objective-C name of ``UIResponder/keyboardFrameEndUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
/// The Objective-C name of ``UIResponder/keyboardAnimationDurationUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
/// The Objective-C name of ``UIResponder/keyboardAnimationCurveUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
/// The Objective-C name of ``UIResponder/keyboardIsLocalUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey

/// The Objective-C name of ``UIResponder/keyboardWillShowNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
public let UIKeyboardWillShowNotification = UIResponder.keyboardWillShowNotification
/// The Objective-C name of ``UIResponder/keyboardDidShowNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
public let UIKeyboardDidShowNotification = UIResponder.keyboardDidShowNotification
/// The Objective-C name of ``UIResponder/keyboardWillHideNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
public let UIKeyboardWillHideNotification = UIResponder.keyboardWillHideNotification
/// The Objective-C name of ``UIResponder/keyboardDidHideNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
public let UIKeyboardDidHideNotification = UIResponder.keyboardDidHideNotification
/// The Objective-C name of ``UIResponder/keyboardWillChangeFrameNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
public let UIKeyboardWillChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
/// The Objective-C name of ``UIResponder/keyboardDidChangeFrameNotification``.
@available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
public let UIKeyboardDidChangeFrameNotification = UIResponder.keyboardDidChangeFrameNotification

extension NSNotification.Name {
    /// Swift 4's name of ``UIResponder/keyboardWillShowNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// Swift 4's name of ``UIResponder/keyboardDidShowNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    /// Swift 4's name of ``UIResponder/keyboardWillHideNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// Swift 4's name of ``UIResponder/keyboardDidHideNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    /// Swift 4's name of ``UIResponder/keyboardWillChangeFrameNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    /// Swift 4's name of ``UIResponder/keyboardDidChangeFrameNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
}
