// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// 27 November 2026 (a Friday), `hour`:`minute` UTC.
private func november27(hour: Int = 14, minute: Int = 35, second: Int = 0, day: Int = 27, month: Int = 11) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute,
                                              second: second))!
}

/// A launched iPhone 3GS window with an en_US, UTC, Gregorian date picker at (0, 100, 320 × 216) in `mode`.
@MainActor
private func launchedDatePicker(_ mode: UIDatePicker.Mode, date: Date = november27(),
                                locale: String = "en_US") throws -> (HeadlessDevice, UIDatePicker, [String]) {
    let (device, window) = try launchedTestWindow()
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    picker.locale = Locale(identifier: locale)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.datePickerMode = mode
    picker.date = date
    window.addSubview(picker)
    device.advance(by: 1.0 / 60)
    return (device, picker, [])
}

/// The text of each wheel's selected row.
@MainActor
private func shownValues(_ picker: UIDatePicker) -> [String] {
    picker.pickerView.wheels.map { wheel in
        (wheel.shownView(row: wheel.selectedRow) as? DatePickerRowView)?.label.text ?? "—"
    }
}

/// Counts `.valueChanged` actions.
@MainActor
private final class ChangeCounter {
    var count = 0
    init(_ control: UIControl) {
        control.addAction(UIAction { [unowned self] _ in count += 1 }, for: .valueChanged)
    }
}

@MainActor
@Suite("UIDatePicker: modes, values, limits and actions")
struct DatePickerTests {
    @Test("Each mode shows its wheels in en_US order with the date's values")
    func modes() throws {
        let (device, picker, _) = try launchedDatePicker(.date)
        #expect(picker.columns.map(\.kind) == [.month, .day, .year])
        #expect(shownValues(picker) == ["November", "27", "2026"])

        picker.datePickerMode = .time
        device.advance(by: 1.0 / 60)
        #expect(picker.columns.map(\.kind) == [.hour12, .minute, .meridiem])
        #expect(shownValues(picker) == ["2", "35", "PM"])

        picker.datePickerMode = .dateAndTime
        device.advance(by: 1.0 / 60)
        #expect(picker.columns.map(\.kind) == [.dayOfEra, .hour12, .minute, .meridiem])
        #expect(shownValues(picker) == ["Fri Nov 27", "2", "35", "PM"])

        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_400
        device.advance(by: 1.0 / 60)
        #expect(picker.columns.map(\.kind) == [.countdownHours, .countdownMinutes])
        #expect(shownValues(picker) == ["1", "30"])
        #expect(picker.countdownLabels.map { $0.text ?? "" } == ["hour", "min"])
        #expect(picker.countdownLabels.allSatisfy { !$0.isHidden })
    }

    @Test("The day wheel says Today for the device's today (Date() on the device clock)")
    func today() throws {
        let (device, picker, _) = try launchedDatePicker(.dateAndTime)
        picker.date = Date()  // the device's clock: 1 January 2026, 09:41 UTC plus the time run
        device.advance(by: 1.0 / 60)
        #expect(shownValues(picker) == ["Today", "9", "41", "AM"])
        picker.date = november27()
        device.advance(by: 1.0 / 60)
        #expect(shownValues(picker).first == "Fri Nov 27")
    }

    @Test("Locales choose the order and the clock: en_GB has a 24-hour clock, de_DE puts the day first")
    func locales() throws {
        let (_, british, _) = try launchedDatePicker(.time, locale: "en_GB")
        #expect(british.columns.map(\.kind) == [.hour24, .minute])
        #expect(shownValues(british) == ["14", "35"])
        let (_, german, _) = try launchedDatePicker(.date, locale: "de_DE")
        #expect(german.columns.map(\.kind) == [.day, .month, .year])
        #expect(shownValues(german) == ["27", "November", "2026"])
    }

    @Test("Setting the date by code moves the wheels and sends no action")
    func codeSendsNoAction() throws {
        let (device, picker, _) = try launchedDatePicker(.date)
        let counter = ChangeCounter(picker)
        picker.setDate(november27(day: 3, month: 2), animated: true)
        device.advance(by: 0.5)
        #expect(shownValues(picker) == ["February", "3", "2026"])
        picker.date = november27(day: 9)
        device.advance(by: 1.0 / 60)
        #expect(shownValues(picker) == ["November", "9", "2026"])
        #expect(counter.count == 0)
    }

    @Test("Turning the minute wheel changes the date and sends one valueChanged")
    func userChangeSendsAction() throws {
        let (device, picker, _) = try launchedDatePicker(.time)
        let counter = ChangeCounter(picker)
        let minuteWheel = picker.pickerView.wheels[1]
        turnAndRest(device, at: bandCentre(of: minuteWheel), by: -64)
        #expect(picker.date == november27(hour: 14, minute: 37))
        #expect(shownValues(picker) == ["2", "37", "PM"])
        #expect(counter.count == 1)
    }

    @Test("Switching AM to PM adds 12 hours")
    func meridiem() throws {
        let (device, picker, _) = try launchedDatePicker(.time, date: november27(hour: 9, minute: 5))
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[2]), by: -32)
        #expect(picker.date == november27(hour: 21, minute: 5))
    }

    @Test("The minute interval rounds the date down and steps the minute wheel; invalid intervals are ignored")
    func minuteInterval() throws {
        let (device, picker, _) = try launchedDatePicker(.time, date: november27(hour: 10, minute: 7, second: 30))
        #expect(picker.date == november27(hour: 10, minute: 7))
        picker.minuteInterval = 15
        device.advance(by: 1.0 / 60)
        #expect(picker.date == november27(hour: 10, minute: 0))
        #expect(picker.columns[1].valueCount == 4)
        #expect(shownValues(picker) == ["10", "00", "AM"])
        picker.date = november27(hour: 10, minute: 44)
        #expect(picker.date == november27(hour: 10, minute: 30))
        for bad in [0, 7, 31, 45, -5] { picker.minuteInterval = bad }
        #expect(picker.minuteInterval == 15)
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[1]), by: -32)
        #expect(picker.date == november27(hour: 10, minute: 45))

        picker.roundsToMinuteInterval = false
        picker.date = november27(hour: 10, minute: 44)
        #expect(picker.date == november27(hour: 10, minute: 44))
    }

    @Test("Turning below the minimum springs back to it: the date is the minimum, announced once")
    func minimumDate() throws {
        let (device, picker, _) = try launchedDatePicker(.date, date: november27(day: 20))
        let counter = ChangeCounter(picker)
        picker.minimumDate = november27(day: 15)
        picker.maximumDate = november27(day: 25)
        let dayWheel = picker.pickerView.wheels[1]
        turnAndRest(device, at: bandCentre(of: dayWheel), by: 32 * 8, settle: 1)
        #expect(picker.date == november27(day: 15))
        #expect(shownValues(picker) == ["November", "15", "2026"])
        #expect(counter.count == 1)

        turnAndRest(device, at: bandCentre(of: dayWheel), by: -32 * 14, settle: 1)
        #expect(picker.date == november27(day: 25))
        #expect(shownValues(picker)[1] == "25")
        #expect(counter.count == 2)
    }

    @Test("Limits set by code clamp the current date")
    func limitsClampCode() throws {
        let (_, picker, _) = try launchedDatePicker(.date, date: november27(day: 20))
        picker.maximumDate = november27(day: 10)
        #expect(picker.date == november27(day: 10))
        picker.date = november27(day: 30)
        #expect(picker.date == november27(day: 10))
    }

    @Test("A day past the month's end becomes its last day (30 January → February → 28 February)")
    func dayClamp() throws {
        let (device, picker, _) = try launchedDatePicker(.date, date: november27(day: 30, month: 1))
        let counter = ChangeCounter(picker)
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[0]), by: -32, settle: 1)
        #expect(picker.date == november27(day: 28, month: 2))
        #expect(shownValues(picker) == ["February", "28", "2026"])
        #expect(counter.count == 1)
    }

    @Test("Cyclic wheels wrap: turning the minute wheel back from 00 reaches 59")
    func cyclic() throws {
        let (device, picker, _) = try launchedDatePicker(.time, date: november27(hour: 8, minute: 0))
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[1]), by: 32)
        #expect(picker.date == november27(hour: 8, minute: 59))
        let wheel = picker.pickerView.wheels[1]
        #expect(wheel.selectedRow == 60 * 50 + 59)
    }

    @Test("The countdown sends its duration; 0 hours 0 minutes springs to one interval")
    func countdown() throws {
        let (device, picker, _) = try launchedDatePicker(.countDownTimer)
        let counter = ChangeCounter(picker)
        picker.countDownDuration = 120
        device.advance(by: 1.0 / 60)
        #expect(shownValues(picker) == ["0", "2"])
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[1]), by: 32)
        #expect(picker.countDownDuration == 60)
        #expect(counter.count == 1)
        turnAndRest(device, at: bandCentre(of: picker.pickerView.wheels[1]), by: 32, settle: 1)
        #expect(picker.countDownDuration == 60)
        #expect(shownValues(picker) == ["0", "1"])
        #expect(counter.count == 1)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
    }

    @Test("Days the chosen month lacks are greyed: February shows 29–31 in tertiaryLabel")
    func greyedDays() throws {
        let (device, picker, _) = try launchedDatePicker(.date, date: november27(day: 27, month: 2))
        device.advance(by: 1.0 / 60)
        let dayWheel = picker.pickerView.wheels[1]
        let selected = dayWheel.selectedRow
        let shown = { (offset: Int) in (dayWheel.shownView(row: selected + offset) as? DatePickerRowView)?.label.textColor }
        #expect(shown(1) == .label)  // 28
        #expect(shown(2) == .tertiaryLabel)  // 29
        #expect(shown(4) == .tertiaryLabel)  // 31
    }

    @Test("Values wholly outside the limits are greyed: days before the minimum, months before its month")
    func greyedOutsideLimits() throws {
        let (device, picker, _) = try launchedDatePicker(.date, date: november27(day: 20))
        picker.minimumDate = november27(hour: 12, day: 17)
        device.advance(by: 1.0 / 60)
        let monthWheel = picker.pickerView.wheels[0], dayWheel = picker.pickerView.wheels[1]
        let color = { (wheel: PickerWheel, offset: Int) in
            (wheel.shownView(row: wheel.selectedRow + offset) as? DatePickerRowView)?.label.textColor
        }
        #expect(color(dayWheel, -3) == .label)  // 17 November: its afternoon is within the limits
        #expect(color(dayWheel, -4) == .tertiaryLabel)  // 16
        #expect(color(dayWheel, -5) == .tertiaryLabel)  // 15
        #expect(color(monthWheel, -1) == .tertiaryLabel)  // October
        #expect(color(monthWheel, 1) == .label)  // December
    }
}
