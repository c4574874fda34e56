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

/// How a date picker presents itself.
///
/// Touchstone draws every style as wheels: `.compact` (a button that opens a calendar on iOS) and `.inline` (a
/// calendar grid on iOS) show the same wheels as `.wheels`, so an app built for them still works; their look is
/// a documented difference.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks the style (wheels on Touchstone).
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact button on iOS; wheels on Touchstone.
    case compact = 2
    /// An inline calendar on iOS; wheels on Touchstone.
    case inline = 3
}
