// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One press of a physical button: on Touchstone, a key of the hardware keyboard (the computer's keyboard in the
/// simulator window, `HeadlessDevice.pressKey` headless), delivered to `pressesBegan(_:with:)` and its siblings.
///
/// The same object follows the key from down (`.began`) to up (`.ended`); it goes to the responder that got the
/// began phase, even if the first responder changed meanwhile.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The force or value changed (analog buttons; keys never send it).
        case changed
        /// Still down, unchanged.
        case stationary
        /// The button went up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// Which button: the Apple TV remote's and game controllers' buttons; the keyboard's arrows and page keys map
    /// to theirs and return to `.select`. Like the C enumeration iOS imports, it holds values without a name:
    /// other keys report `1000 + ` their HID code, so test ``key`` for them and keep a `default:` in a `switch`.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// The button's number: Apple's values for the named buttons (arrows 0–3, select 4, …), `1000 +` the HID code
        /// for other keyboard keys.
        public let rawValue: Int
        /// Creates a type from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// The select button (the keyboard's return).
        public static let select = PressType(rawValue: 4)
        /// The menu button.
        public static let menu = PressType(rawValue: 5)
        /// The play/pause button.
        public static let playPause = PressType(rawValue: 6)
        /// The page-up button.
        public static let pageUp = PressType(rawValue: 30)
        /// The page-down button.
        public static let pageDown = PressType(rawValue: 31)
        /// The TV remote's 1-2-3 button.
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        /// The TV remote's four-colours button.
        public static let tvRemoteFourColors = PressType(rawValue: 33)
    }

    /// When the phase last changed, in seconds of the device clock.
    open internal(set) var timestamp: TimeInterval
    /// The phase.
    open internal(set) var phase: Phase
    /// The button.
    open private(set) var type: PressType
    /// The window of the responder the press went to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press went to.
    open internal(set) weak var responder: UIResponder?
    /// Gesture recognizers receiving the press (none: Touchstone's recognizers take touches only).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// How hard the button is pressed, 0 or 1 for keys.
    open internal(set) var force: CGFloat
    /// The keyboard key, for a key press.
    open private(set) var key: UIKey?

    package init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
        self.phase = .began
        self.force = 1
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        case .keyboardPageUp: type = .pageUp
        case .keyboardPageDown: type = .pageDown
        case .keyboardReturnOrEnter, .keypadEnter: type = .select
        default: type = PressType(rawValue: 1000 + key.keyCode.rawValue)
        }
        super.init()
    }
}

/// An event carrying presses (``UIEvent/EventType/presses``): the presses that changed go to
/// `pressesBegan`/`pressesEnded`; ``allPresses`` holds every press down now.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press the event tracks: those that changed in it and those still held.
    open internal(set) var allPresses: Set<UIPress> = []
    /// The presses that changed in this event, as delivered.
    package var changedPresses: Set<UIPress> = []
    /// Set when the presses ran off the end of the responder chain without a responder handling them.
    package var isUnhandled = false

    package init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses that a gesture recognizer receives (none: recognizers take touches only on Touchstone).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
