// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One wheel of a date picker: what it stands for, how many values it has and how they read.
///
/// Cyclic columns (months, days, hours, minutes) repeat their values ``cycles`` times so they seem endless, as
/// iOS's do; after each settle the date picker moves the wheel back to the middle copy without animation.
struct DatePickerColumn {
    enum Kind: Equatable {
        case month, day, year, hour12, hour24, minute, meridiem, dayOfEra, countdownHours, countdownMinutes
    }

    let kind: Kind
    /// The number of distinct values (for cyclic columns, one cycle).
    let valueCount: Int
    /// Whether the values repeat.
    let isCyclic: Bool
    /// The column's width in points before scaling to fit.
    let width: CGFloat
    /// How values align in their rows.
    let alignment: NSTextAlignment
    /// The text of value `index`.
    let title: (Int) -> String

    /// How many times cyclic columns repeat their values.
    static let cycles = 100

    /// Rows on the wheel.
    var rowCount: Int { isCyclic ? valueCount * Self.cycles : valueCount }

    /// The value index shown by `row`.
    func valueIndex(ofRow row: Int) -> Int {
        guard valueCount > 0 else { return 0 }
        return isCyclic ? ((row % valueCount) + valueCount) % valueCount : min(max(0, row), valueCount - 1)
    }

    /// The row that shows `index` in the middle copy (cyclic) or the row itself.
    func row(forValueIndex index: Int) -> Int {
        let clamped = min(max(0, index), max(0, valueCount - 1))
        return isCyclic ? valueCount * (Self.cycles / 2) + clamped : clamped
    }
}

/// Builds the columns of a mode for a locale and calendar.
@MainActor
enum DatePickerColumnLayout {
    /// The first day of the `.dateAndTime` day wheel: 1 January 1900 in the picker's calendar.
    static let firstDayComponents = DateComponents(year: 1900, month: 1, day: 1)
    /// Days on the `.dateAndTime` day wheel (1900 through 2099).
    static let dayOfEraCount = 73_049
    /// Years on the year wheel: 1 through 9999.
    static let yearCount = 9_999

    /// Whether `locale` writes times with AM/PM.
    static func uses12HourClock(_ locale: Locale) -> Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
    }

    /// The columns for `mode`, in the locale's order.
    static func columns(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int,
                        today: Date) -> [DatePickerColumn]
    {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        let months = formatter.standaloneMonthSymbols
        let month = DatePickerColumn(kind: .month, valueCount: months.count, isCyclic: true, width: 130,
                                     alignment: .left) { months.indices.contains($0) ? months[$0] : "" }
        let day = DatePickerColumn(kind: .day, valueCount: 31, isCyclic: true, width: 56, alignment: .center) {
            String($0 + 1)
        }
        let year = DatePickerColumn(kind: .year, valueCount: yearCount, isCyclic: false, width: 80,
                                    alignment: .left) { String($0 + 1) }
        switch mode {
        case .date:
            return ordered([("M", month), ("d", day), ("y", year)], template: "yMMMMd", locale: locale)
        case .yearAndMonth:
            return ordered([("M", month), ("y", year)], template: "yMMMM", locale: locale)
        case .time:
            return timeColumns(formatter: formatter, locale: locale, minuteInterval: minuteInterval, wide: true)
        case .dateAndTime:
            let dayFormatter = DateFormatter()
            dayFormatter.locale = locale
            dayFormatter.calendar = calendar
            dayFormatter.timeZone = calendar.timeZone
            dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            let first = calendar.date(from: firstDayComponents) ?? Date(timeIntervalSince1970: 0)
            let todayIndex = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: today)).day
            let english = locale.identifier.hasPrefix("en")
            let days = DatePickerColumn(kind: .dayOfEra, valueCount: dayOfEraCount, isCyclic: false, width: 130,
                                        alignment: .right) { index in
                if english && index == todayIndex { return "Today" }
                guard let date = calendar.date(byAdding: .day, value: index, to: first) else { return "" }
                return dayFormatter.string(from: date).replacingOccurrences(of: ",", with: "")
            }
            return [days] + timeColumns(formatter: formatter, locale: locale, minuteInterval: minuteInterval,
                                        wide: false)
        case .countDownTimer:
            let step = max(1, minuteInterval)
            return [
                DatePickerColumn(kind: .countdownHours, valueCount: 24, isCyclic: true, width: 110,
                                 alignment: .right) { String($0) },
                DatePickerColumn(kind: .countdownMinutes, valueCount: 60 / step, isCyclic: true, width: 110,
                                 alignment: .right) { String($0 * step) },
            ]
        }
    }

    private static func timeColumns(formatter: DateFormatter, locale: Locale, minuteInterval: Int, wide: Bool)
        -> [DatePickerColumn]
    {
        let step = max(1, minuteInterval)
        let width: CGFloat = wide ? 64 : 50
        let minute = DatePickerColumn(kind: .minute, valueCount: 60 / step, isCyclic: true, width: width,
                                      alignment: .center) { String(format: "%02d", $0 * step) }
        guard uses12HourClock(locale) else {
            let hour = DatePickerColumn(kind: .hour24, valueCount: 24, isCyclic: true, width: width,
                                        alignment: .right) { String(format: "%02d", $0) }
            return [hour, minute]
        }
        let hour = DatePickerColumn(kind: .hour12, valueCount: 12, isCyclic: true, width: width,
                                    alignment: .right) { String($0 == 0 ? 12 : $0) }
        let symbols = [formatter.amSymbol, formatter.pmSymbol]
        let meridiem = DatePickerColumn(kind: .meridiem, valueCount: 2, isCyclic: false, width: width,
                                        alignment: .center) { symbols[min(1, max(0, $0))] }
        let format = DateFormatter.dateFormat(fromTemplate: "hm a", options: 0, locale: locale) ?? "h:mm a"
        // Some 12-hour locales put AM/PM first ("a h:mm").
        if let a = format.firstIndex(of: "a"), let h = format.firstIndex(of: "h"), a < h {
            return [meridiem, hour, minute]
        }
        return [hour, minute, meridiem]
    }

    /// `columns` sorted by where each field's letter first appears in the locale's format for `template`.
    private static func ordered(_ columns: [(Character, DatePickerColumn)], template: String, locale: Locale)
        -> [DatePickerColumn]
    {
        let format = Array(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "")
        return columns.sorted { a, b in
            (format.firstIndex(of: a.0) ?? Int.max) < (format.firstIndex(of: b.0) ?? Int.max)
        }.map(\.1)
    }
}
