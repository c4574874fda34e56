// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import Testing
import TouchstoneTesting
@testable import UIKit

/// What VoiceOver reads and does on the date picker's inline calendar and compact labels (issue 16,
/// "Accessibility"): each day a button named as iOS names it, the month header and chevrons, the time row, and the
/// compact card as a modal the scrub closes.
@MainActor
@Suite("UIDatePicker: accessibility")
struct DatePickerAccessibilityTests {
    /// A controller showing one en_US (unless given), UTC, Gregorian picker at the top of its view.
    private final class Screen: UIViewController {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 393, height: 388))
        var changes = 0

        init(mode: UIDatePicker.Mode, style: UIDatePickerStyle, locale: String) {
            super.init(nibName: nil, bundle: nil)
            picker.locale = Locale(identifier: locale)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.calendar = Calendar(identifier: .gregorian)
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = style
            picker.date = DatePickerAccessibilityTests.utc(month: 11, day: 27)
            picker.addAction(UIAction { [unowned self] _ in changes += 1 }, for: .valueChanged)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.addSubview(picker)
        }
    }

    /// `day` `month` 2026 at 14:35 UTC (27 November 2026 is a Friday).
    fileprivate static func utc(month: Int, day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: 14, minute: 35))!
    }

    /// What VoiceOver reads, with the narrow and non-breaking spaces ICU puts in times and dates made plain.
    private static func spoken(_ device: HeadlessDevice) -> [String] {
        device.spokenScreen().map(plain)
    }

    private static func plain(_ text: String?) -> String {
        (text ?? "").replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private static func launch(_ mode: UIDatePicker.Mode = .date, style: UIDatePickerStyle = .inline,
                               locale: String = "en_US", today: Date = ManualHostClock.defaultStartDate,
                               configure: (UIDatePicker) -> Void = { _ in })
        throws -> (HeadlessDevice, Screen)
    {
        let screen = Screen(mode: mode, style: style, locale: locale)
        configure(screen.picker)
        let device = try HeadlessDevice(profile: .modernPhone, startDate: today)
        try device.launch(delegate: AccessibilityTestApp(root: screen))
        device.advance(by: 1.0 / 60)
        return (device, screen)
    }

    @Test("The inline calendar reads its month, the chevrons, then every day as a button, the picked one selected")
    func readingOrder() throws {
        let (device, _) = try Self.launch()
        let spoken = device.spokenScreen()
        #expect(spoken.prefix(5) == [
            "November 2026, heading", "Previous Month, button", "Next Month, button",
            "Sunday, November 1, button", "Monday, November 2, button",
        ])
        #expect(spoken.contains("Selected, Friday, November 27, button"))
        #expect(spoken.last == "Monday, November 30, button")
        #expect(spoken.count == 3 + 30)
    }

    @Test("Day names follow the picker's locale, and today is announced as today")
    func localeAndToday() throws {
        let (device, _) = try Self.launch(locale: "en_GB", today: Self.utc(month: 11, day: 3))
        let labels = device.accessibilityElements().compactMap(\.label)
        #expect(labels.first == "November 2026")
        #expect(labels.contains { $0.hasPrefix("Friday") && $0.contains("27 November") })
        #expect(labels.contains { $0.hasPrefix("Today, Tuesday") && $0.contains("3 November") })
        #expect(labels.filter { $0.hasPrefix("Today") }.count == 1)
    }

    @Test("Each day's element is framed on its cell, so touch exploration finds it")
    func frames() throws {
        let (device, screen) = try Self.launch()
        let calendar = try #require(screen.picker.calendarView)
        let cell = calendar.convert(calendar.frame(ofDay: 18), to: nil)
        let node = try #require(device.voiceOver.focus(at: CGPoint(x: cell.midX, y: cell.midY)))
        #expect(node.label == "Wednesday, November 18")
        #expect(node.frame == cell)
    }

    @Test("Double-tapping a day picks it once; the element turns selected and the old day does not")
    func activateDay() throws {
        let (device, screen) = try Self.launch()
        let voiceOver = device.voiceOver
        #expect(voiceOver.focus(label: "Tuesday, November 10") != nil)
        #expect(voiceOver.activate())
        #expect(screen.picker.date == Self.utc(month: 11, day: 10))
        #expect(screen.changes == 1)
        #expect(voiceOver.spokenText == "Selected, Tuesday, November 10, button")
        #expect(device.spokenScreen().filter { $0.hasPrefix("Selected") } == ["Selected, Tuesday, November 10, button"])
    }

    @Test("The chevrons turn the month under a cursor that stays on them; moving on reads the new month's days")
    func turnMonths() throws {
        let (device, screen) = try Self.launch()
        let voiceOver = device.voiceOver
        voiceOver.moveToFirst()
        #expect(voiceOver.moveNext()?.label == "Previous Month")
        #expect(voiceOver.moveNext()?.label == "Next Month")
        #expect(voiceOver.activate())
        #expect(voiceOver.spokenText == "Next Month, button")
        #expect(device.spokenScreen().first == "December 2026, heading")
        #expect(voiceOver.moveNext()?.spokenText == "Tuesday, December 1, button")
        #expect(!device.spokenScreen().contains { $0.hasPrefix("Selected") })
        #expect(voiceOver.activate())
        #expect(screen.picker.date == Self.utc(month: 12, day: 1))
        #expect(voiceOver.spokenText == "Selected, Tuesday, December 1, button")
        voiceOver.focus(label: "Previous Month")
        voiceOver.activate()
        voiceOver.activate()
        #expect(device.spokenScreen().first == "October 2026, heading")
    }

    @Test("Days and months outside the limits are dimmed and ignore activation")
    func limits() throws {
        let (device, screen) = try Self.launch { picker in
            picker.minimumDate = Self.utc(month: 11, day: 10)
            picker.maximumDate = Self.utc(month: 11, day: 29)
        }
        let spoken = device.spokenScreen()
        #expect(spoken.contains("Previous Month, button, dimmed"))
        #expect(spoken.contains("Next Month, button, dimmed"))
        #expect(spoken.contains("Monday, November 9, button, dimmed"))
        #expect(spoken.contains("Tuesday, November 10, button"))
        #expect(spoken.contains("Monday, November 30, button, dimmed"))
        let voiceOver = device.voiceOver
        voiceOver.focus(label: "Thursday, November 5")
        voiceOver.activate()
        voiceOver.focus(label: "Previous Month")
        voiceOver.activate()
        #expect(screen.picker.date == Self.utc(month: 11, day: 27))
        #expect(screen.changes == 0)
        #expect(device.spokenScreen().first == "November 2026, heading")
    }

    @Test("In date-and-time mode the time row follows the days: a caption, then the time as a button")
    func timeRow() throws {
        let (device, _) = try Self.launch(.dateAndTime)
        #expect(Self.spoken(device).suffix(3) == ["Monday, November 30, button", "Time", "2:35 PM, button"])
    }

    @Test("Compact labels are buttons; one opens its card, read alone as a modal, and the scrub closes it")
    func compactCard() throws {
        let (device, screen) = try Self.launch(.dateAndTime, style: .compact)
        #expect(Self.spoken(device) == ["Nov 27, 2026, button", "2:35 PM, button"])
        let voiceOver = device.voiceOver
        voiceOver.focus(label: "Nov 27, 2026")
        #expect(voiceOver.activate())
        device.advance(by: 0.5)
        #expect(screen.picker.compactCard != nil)
        let card = device.spokenScreen()
        #expect(card.first == "November 2026, heading")
        #expect(card.count == 3 + 30)
        #expect(voiceOver.spokenText == "November 2026, heading")

        voiceOver.focus(label: "Saturday, November 14")
        voiceOver.activate()
        #expect(screen.picker.date == Self.utc(month: 11, day: 14))
        #expect(voiceOver.escape())
        device.advance(by: 0.5)
        #expect(screen.picker.compactCard == nil)
        #expect(Self.plain(voiceOver.spokenText) == "Nov 14, 2026, button")
        #expect(Self.spoken(device) == ["Nov 14, 2026, button", "2:35 PM, button"])
    }

    @Test("Setting the calendar's elements is ignored: they always follow the month")
    func elementsAreDerived() throws {
        let (_, screen) = try Self.launch()
        let calendar = try #require(screen.picker.calendarView)
        calendar.accessibilityElements = []
        #expect(calendar.accessibilityElements?.count == 33)
    }
}
