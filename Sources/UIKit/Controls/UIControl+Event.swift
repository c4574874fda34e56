// SPDX-License-Identifier: Apache-2.0

extension UIControl {
    /// The kinds of events a control sends actions for, with Apple's bit values (`UIControlEvents`).
    ///
    /// Touch events (`allTouchEvents`, the low 12 bits) come from tracking (see `UIControl+Tracking.swift`);
    /// `valueChanged` and the editing events are sent by subclasses; `applicationReserved` is free for apps.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, with Apple's `UIControlEvents` values (touchDown 1 … touchCancel 1 << 8, valueChanged 1 <<
        /// 12, editing events from 1 << 16).
        public let rawValue: UInt
        /// Creates a set of events from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession (`tapCount` > 1); sent together with `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved within the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved while outside the touch area (after `touchDragExit`).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger moved from outside back into the touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger moved from inside out of the touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the touch area: a tap or click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (an incoming call, a removed window).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (for a button: a touch up inside).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action happened.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for UIKit.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state flags, with Apple's bit values (`UIControlState`); `normal` is the empty set.
    ///
    /// Per-state properties (a button's titles and images) are looked up by the exact combination and fall back to
    /// `normal`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits, with Apple's `UIControlState` values (highlighted 1, disabled 2, selected 4, focused 8;
        /// normal is 0).
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (never set on Touchstone, which has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content horizontally within its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Against the leading edge (the left: Touchstone lays out left to right).
        case leading = 4
        /// Against the trailing edge (the right).
        case trailing = 5
    }

    /// How a control places its content vertically within its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}
