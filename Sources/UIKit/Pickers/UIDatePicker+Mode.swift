// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIDatePicker {
    /// What a date picker lets the user pick, and so which wheels it shows (en_US order given).
    public enum Mode: Int, Sendable {
        /// Hour, minute and (in 12-hour locales) AM/PM.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A "Fri Nov 27" day wheel ("Today" for today), hour, minute and (in 12-hour locales) AM/PM.
        case dateAndTime = 2
        /// Hours and minutes of a duration, labelled "hours" and "min".
        case countDownTimer = 3
        /// Month and year, in the locale's order (iOS 17.4).
        case yearAndMonth = 4
    }
}

/// How a date picker presents itself (iOS 13.4).
///
/// A date picker shows the style ``UIDatePicker/datePickerStyle`` resolves from its
/// ``UIDatePicker/preferredDatePickerStyle`` and mode: wheels for `.countDownTimer` and `.yearAndMonth` and on the
/// iPhone OS 3 profiles (where only wheels existed); otherwise the preferred style, `.automatic` meaning
/// `.compact`.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks the style: `.compact` on the modern profile for date and time modes, `.wheels` otherwise.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// Small rounded labels showing the date and/or time; a tap shows a calendar (or time wheels) in a card above
    /// the window's content.
    case compact = 2
    /// A month calendar, with a time row below it in `.dateAndTime` mode (`.time` mode shows the compact time label).
    case inline = 3
}
