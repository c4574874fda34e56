// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The inline calendar as assistive technologies see it (``DatePickerCalendarView/accessibilityElements``), in
/// VoiceOver's order: the month header ("November 2026", a heading), the "Previous Month" and "Next Month"
/// buttons, one button per day of the shown month, then, in `.dateAndTime` mode, "Time" and the time label.
///
/// A day reads as iOS reads it: the weekday, day and month in the picker's locale ("Friday, 27 November" in
/// en_GB, "Friday, November 27" in en_US), with "Today, " before it for today; it is a button, `.selected` on the
/// picker's date and `.notEnabled` outside the picker's limits. Activating a day picks it (sending `.valueChanged`
/// as a tap does); activating a chevron turns the month. The element objects are kept from one reading to the
/// next (a day's element stands for that day number in whatever month shows), so a screen reader's cursor stays
/// on its element when the month turns or the date changes.
@MainActor
final class DatePickerCalendarAccessibility {
    private unowned let calendarView: DatePickerCalendarView
    private lazy var header = Element(calendar: calendarView, role: .header)
    private lazy var previous = Element(calendar: calendarView, role: .turn(-1))
    private lazy var next = Element(calendar: calendarView, role: .turn(1))
    private lazy var timeCaption = Element(calendar: calendarView, role: .timeCaption)
    private var days: [Element] = []

    init(calendarView: DatePickerCalendarView) {
        self.calendarView = calendarView
    }

    /// The calendar's elements in reading order, their labels, traits and frames brought up to date.
    func elements() -> [Any] {
        let view = calendarView
        header.accessibilityLabel = view.monthTitle
        header.accessibilityTraits = .header
        header.accessibilityFrameInContainerSpace = CGRect(
            x: DatePickerCalendarView.margin, y: 0,
            width: max(1, view.previousChevronFrame.minX - DatePickerCalendarView.margin),
            height: DatePickerCalendarView.headerHeight)
        for (element, delta, frame) in [(previous, -1, view.previousChevronFrame), (next, 1, view.nextChevronFrame)] {
            element.accessibilityLabel = delta < 0 ? "Previous Month" : "Next Month"
            element.accessibilityTraits = view.canTurn(by: delta) ? .button : [.button, .notEnabled]
            element.accessibilityFrameInContainerSpace = frame
        }
        var result: [Any] = [header, previous, next]
        let count = view.dayCount
        while days.count < count { days.append(Element(calendar: view, role: .day(days.count + 1))) }
        let selected = view.selectedDay, today = view.today
        let formatter = dayFormatter()
        for day in 0 < count ? Array(1...count) : [] {
            let element = days[day - 1]
            let name = view.date(ofDay: day).map(formatter.string(from:)) ?? String(day)
            element.accessibilityLabel = day == today ? "Today, " + name : name
            var traits: UIAccessibilityTraits = .button
            if day == selected { traits.insert(.selected) }
            if !view.isDayEnabled(day) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = view.frame(ofDay: day)
            result.append(element)
        }
        if let timeLabel = view.timeLabel, timeLabel.superview === view {
            timeCaption.accessibilityLabel = "Time"
            timeCaption.accessibilityTraits = .staticText
            timeCaption.accessibilityFrameInContainerSpace = CGRect(
                x: DatePickerCalendarView.margin, y: view.timeRowTop, width: 60,
                height: DatePickerCalendarView.timeRowHeight)
            result.append(timeCaption)
            result.append(timeLabel)
        }
        return result
    }

    /// Formats a day as iOS's calendar reads it: weekday, day and month in the picker's locale.
    private func dayFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendarView.pickerCalendar
        formatter.locale = calendarView.pickerLocale
        formatter.timeZone = calendarView.pickerCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
        return formatter
    }

    /// One part of the calendar: the header, a chevron, the time caption or a day.
    final class Element: UIAccessibilityElement {
        enum Role {
            case header
            case turn(Int)
            case timeCaption
            case day(Int)
        }

        let role: Role
        private unowned let calendar: DatePickerCalendarView

        init(calendar: DatePickerCalendarView, role: Role) {
            self.calendar = calendar
            self.role = role
            super.init(accessibilityContainer: calendar)
        }

        /// A day picks itself (when within the limits) and a chevron turns the month; the header and the time
        /// caption decline, as static elements do.
        override func accessibilityActivate() -> Bool {
            switch role {
            case .header, .timeCaption:
                return false
            case .turn(let delta):
                calendar.turnMonth(by: delta)
                return true
            case .day(let day):
                calendar.pickDay(day)
                return true
            }
        }
    }
}
