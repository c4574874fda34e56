// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `day` `month` 2026 at 14:35 UTC (27 November 2026 is a Friday; 1 November a Sunday).
private func date2026(month: Int = 11, day: Int = 27, hour: Int = 14, minute: Int = 35) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
}

/// The year, month, day, hour and minute of `date` in UTC.
private func parts(_ date: Date) -> [Int] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return [p.year!, p.month!, p.day!, p.hour!, p.minute!]
}

/// A launched device (the modern profile unless given) whose window holds an en_US, UTC, Gregorian date picker in
/// `mode` and `style` at `frame`, showing 27 November 2026 14:35.
@MainActor
private func launchedStyledPicker(_ mode: UIDatePicker.Mode, style: UIDatePickerStyle,
                                  frame: CGRect = CGRect(x: 0, y: 100, width: 393, height: 388),
                                  profile: DeviceProfile = .modernPhone, locale: String = "en_US")
    throws -> (HeadlessDevice, UIWindow, UIDatePicker)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let picker = UIDatePicker(frame: frame)
    picker.locale = Locale(identifier: locale)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = date2026()
    window.addSubview(picker)
    device.advance(by: 1.0 / 60)
    return (device, window, picker)
}

/// Counts `.valueChanged` actions.
@MainActor
private final class ValueChanges {
    var count = 0
    init(_ control: UIControl) {
        control.addAction(UIAction { [unowned self] _ in count += 1 }, for: .valueChanged)
    }
}

/// The window point at the middle of `rect` in `view`.
@MainActor
private func centre(of rect: CGRect, in view: UIView) -> CGPoint {
    view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
}

@MainActor
@Suite("UIDatePicker: styles")
struct DatePickerStyleTests {
    @Test("The style shown: automatic is compact on the modern profile for date modes, wheels for the countdown and year-and-month and on iPhone OS 3")
    func resolution() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .automatic)
        for mode in [UIDatePicker.Mode.date, .time, .dateAndTime] {
            picker.datePickerMode = mode
            for (preferred, shown) in [(UIDatePickerStyle.automatic, UIDatePickerStyle.compact), (.wheels, .wheels),
                                       (.compact, .compact), (.inline, .inline)] {
                picker.preferredDatePickerStyle = preferred
                #expect(picker.preferredDatePickerStyle == preferred)
                #expect(picker.datePickerStyle == shown)
            }
        }
        for mode in [UIDatePicker.Mode.countDownTimer, .yearAndMonth] {
            picker.datePickerMode = mode
            for preferred in [UIDatePickerStyle.automatic, .wheels, .compact, .inline] {
                picker.preferredDatePickerStyle = preferred
                #expect(picker.datePickerStyle == .wheels)
            }
        }
        _ = device

        let (_, _, classic) = try launchedStyledPicker(.date, style: .automatic, profile: .iPhone3GS)
        for mode in [UIDatePicker.Mode.date, .time, .dateAndTime, .countDownTimer] {
            classic.datePickerMode = mode
            for preferred in [UIDatePickerStyle.automatic, .wheels, .compact, .inline] {
                classic.preferredDatePickerStyle = preferred
                #expect(classic.datePickerStyle == .wheels)
                #expect(!classic.pickerView.isHidden)
            }
        }
    }

    @Test("Each style shows its own views: wheels, the calendar, or the compact labels")
    func views() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .inline)
        #expect(picker.pickerView.isHidden)
        #expect(picker.calendarView?.superview === picker)
        #expect(picker.compactView?.superview == nil)
        picker.preferredDatePickerStyle = .compact
        device.advance(by: 1.0 / 60)
        #expect(picker.pickerView.isHidden)
        #expect(picker.calendarView?.superview == nil)
        #expect(picker.compactView?.superview === picker)
        picker.preferredDatePickerStyle = .wheels
        device.advance(by: 1.0 / 60)
        #expect(!picker.pickerView.isHidden)
        #expect(picker.calendarView?.superview == nil)
        #expect(picker.compactView?.superview == nil)
        // .inline in .time mode shows the compact time label, as iOS does.
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .inline
        device.advance(by: 1.0 / 60)
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.compactView?.superview === picker)
        #expect(picker.compactView?.shownParts == [.time])
    }

    @Test("Sizes per style: wheels 216 tall, the calendar 320 × 336 (388 with a time row), compact labels their text")
    func sizes() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 336))
        #expect(picker.sizeThatFits(CGSize(width: 393, height: 100)) == CGSize(width: 393, height: 336))
        #expect(picker.sizeThatFits(CGSize(width: 200, height: 100)) == CGSize(width: 280, height: 336))
        picker.datePickerMode = .dateAndTime
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 388))
        picker.preferredDatePickerStyle = .compact
        device.advance(by: 1.0 / 60)
        let compact = try #require(picker.compactView)
        let size = picker.intrinsicContentSize
        #expect(size.height == 34)
        #expect(size == compact.fittingSize)
        #expect(picker.sizeThatFits(CGSize(width: 393, height: 500)) == size)
        // Two labels with a 6-point gap: wider than the date label alone.
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize.width < size.width - 6)
        #expect(picker.intrinsicContentSize.width > 60)
    }

    @Test("The calendar names the month and weekdays in the picker's locale, from its first weekday")
    func calendarText() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .inline)
        let calendarView = try #require(picker.calendarView)
        #expect(calendarView.monthTitle == "November 2026")
        #expect(calendarView.weekdaySymbols == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(calendarView.dayCount == 30)
        #expect(calendarView.leadingBlanks == 0)
        #expect(calendarView.selectedDay == 27)
        var monday = Calendar(identifier: .gregorian)
        monday.firstWeekday = 2
        picker.calendar = monday
        device.advance(by: 1.0 / 60)
        #expect(calendarView.weekdaySymbols.first == "MON")
        #expect(calendarView.leadingBlanks == 6)
        picker.locale = Locale(identifier: "fr_FR")
        #expect(calendarView.monthTitle.lowercased() == "novembre 2026")
    }

    @Test("A tap on a day picks it, keeping the time of day, and sends one .valueChanged; the same day again sends none")
    func tapDay() throws {
        let (device, _, picker) = try launchedStyledPicker(.dateAndTime, style: .inline)
        let changes = ValueChanges(picker)
        let calendarView = try #require(picker.calendarView)
        device.tap(at: centre(of: calendarView.frame(ofDay: 10), in: calendarView))
        device.advance(by: 0.1)
        #expect(parts(picker.date) == [2026, 11, 10, 14, 35])
        #expect(changes.count == 1)
        #expect(calendarView.selectedDay == 10)
        device.tap(at: centre(of: calendarView.frame(ofDay: 10), in: calendarView))
        device.advance(by: 0.1)
        #expect(changes.count == 1)
        // Taps on the weekday row or a blank cell pick nothing.
        device.tap(at: calendarView.convert(CGPoint(x: 100, y: 54), to: nil))
        device.advance(by: 0.1)
        #expect(changes.count == 1)
    }

    @Test("The chevrons turn the month; a day tapped there is picked; setting the date by code shows its month")
    func chevrons() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .inline)
        let changes = ValueChanges(picker)
        let calendarView = try #require(picker.calendarView)
        device.tap(at: centre(of: calendarView.nextChevronFrame, in: calendarView))
        device.advance(by: 0.1)
        #expect(calendarView.monthTitle == "December 2026")
        #expect(calendarView.selectedDay == nil)
        #expect(changes.count == 0)
        device.tap(at: centre(of: calendarView.frame(ofDay: 5), in: calendarView))
        device.advance(by: 0.1)
        #expect(parts(picker.date) == [2026, 12, 5, 14, 35])
        #expect(changes.count == 1)
        for _ in 0..<3 {
            device.tap(at: centre(of: calendarView.previousChevronFrame, in: calendarView))
            device.advance(by: 0.4)
        }
        #expect(calendarView.monthTitle == "September 2026")
        picker.date = date2026(month: 2, day: 3)
        #expect(calendarView.monthTitle == "February 2026")
        #expect(calendarView.selectedDay == 3)
        #expect(changes.count == 1)
    }

    @Test("Days outside the limits are greyed and ignore taps; chevrons stop at months wholly outside them")
    func limits() throws {
        let (device, _, picker) = try launchedStyledPicker(.date, style: .inline)
        picker.minimumDate = date2026(month: 11, day: 20, hour: 9)
        picker.maximumDate = date2026(month: 12, day: 10, hour: 9)
        let changes = ValueChanges(picker)
        let calendarView = try #require(picker.calendarView)
        #expect(!calendarView.isDayEnabled(19))
        #expect(calendarView.isDayEnabled(20))
        device.tap(at: centre(of: calendarView.frame(ofDay: 15), in: calendarView))
        device.advance(by: 0.1)
        #expect(parts(picker.date) == [2026, 11, 27, 14, 35])
        #expect(changes.count == 0)
        #expect(!calendarView.canTurn(by: -1))
        device.tap(at: centre(of: calendarView.previousChevronFrame, in: calendarView))
        device.advance(by: 0.4)
        #expect(calendarView.monthTitle == "November 2026")
        device.tap(at: centre(of: calendarView.nextChevronFrame, in: calendarView))
        device.advance(by: 0.4)
        #expect(calendarView.monthTitle == "December 2026")
        #expect(calendarView.isDayEnabled(10))
        #expect(!calendarView.isDayEnabled(11))
        device.tap(at: centre(of: calendarView.nextChevronFrame, in: calendarView))
        device.advance(by: 0.4)
        #expect(calendarView.monthTitle == "December 2026")
        // The limit's own day is picked and clamped to the limit's time.
        device.tap(at: centre(of: calendarView.frame(ofDay: 10), in: calendarView))
        device.advance(by: 0.1)
        #expect(parts(picker.date) == [2026, 12, 10, 9, 35])
        #expect(changes.count == 1)
    }

    @Test("Compact: the labels show the formatted date and time; a tap opens the calendar card, a day updates the label, the dimmed background closes it")
    func compactCalendarCard() throws {
        let (device, window, picker) = try launchedStyledPicker(.dateAndTime, style: .compact,
                                                                frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        let changes = ValueChanges(picker)
        let compact = try #require(picker.compactView)
        #expect(compact.shownParts == [.date, .time])
        #expect(compact.text(of: .date) == "Nov 27, 2026")
        #expect(compact.text(of: .time).replacingOccurrences(of: "\u{202F}", with: " ") == "2:35 PM")
        // A tap beside the labels does nothing.
        device.tap(at: CGPoint(x: 5, y: 122))
        device.advance(by: 0.1)
        #expect(picker.compactCard == nil)

        device.tap(at: centre(of: compact.frame(of: .date), in: compact))
        device.advance(by: 0.1)
        let card = try #require(picker.compactCard)
        #expect(card.superview === window)
        #expect(card.frame == window.bounds)
        #expect(card.panel.frame.minY >= compact.convert(compact.frame(of: .date), to: nil).maxY)
        let calendarView = try #require(card.calendarView)
        #expect(calendarView.monthTitle == "November 2026")
        device.tap(at: centre(of: calendarView.frame(ofDay: 3), in: calendarView))
        device.advance(by: 0.1)
        #expect(parts(picker.date) == [2026, 11, 3, 14, 35])
        #expect(changes.count == 1)
        #expect(compact.text(of: .date) == "Nov 3, 2026")
        #expect(picker.compactCard === card)

        device.tap(at: CGPoint(x: 20, y: window.bounds.height - 60))
        device.advance(by: 0.1)
        #expect(picker.compactCard == nil)
        #expect(card.superview == nil)
        #expect(changes.count == 1)
    }

    @Test("Compact: the time label opens time wheels; turning the hour wheel changes the time and keeps the day")
    func compactTimeCard() throws {
        let (device, _, picker) = try launchedStyledPicker(.dateAndTime, style: .compact,
                                                           frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        let changes = ValueChanges(picker)
        let compact = try #require(picker.compactView)
        device.tap(at: centre(of: compact.frame(of: .time), in: compact))
        device.advance(by: 0.1)
        let wheels = try #require(picker.compactCard?.timeWheels)
        #expect(wheels.datePickerStyle == .wheels)
        #expect(wheels.datePickerMode == .time)
        let hourWheel = wheels.pickerView.wheels[0]
        turnAndRest(device, at: bandCentre(of: hourWheel), by: -64, settle: 1)
        #expect(changes.count == 1)
        #expect(parts(picker.date) == [2026, 11, 27, 16, 35])
        #expect(compact.text(of: .time).replacingOccurrences(of: "\u{202F}", with: " ") == "4:35 PM")
        // A second tap on the same label closes the card.
        device.tap(at: centre(of: compact.frame(of: .time), in: compact))
        device.advance(by: 0.1)
        #expect(picker.compactCard == nil)
    }

    @Test("Inline .dateAndTime: the time row's label opens the time wheels card; leaving the window closes it")
    func inlineTimeRow() throws {
        let (device, _, picker) = try launchedStyledPicker(.dateAndTime, style: .inline)
        let calendarView = try #require(picker.calendarView)
        let timeLabel = try #require(calendarView.timeLabel)
        #expect(timeLabel.shownParts == [.time])
        #expect(timeLabel.frame.minY >= 336)
        device.tap(at: centre(of: timeLabel.frame(of: .time), in: timeLabel))
        device.advance(by: 0.1)
        let card = try #require(picker.compactCard)
        #expect(card.timeWheels != nil)
        picker.removeFromSuperview()
        #expect(picker.compactCard == nil)
        #expect(card.superview == nil)
    }
}
