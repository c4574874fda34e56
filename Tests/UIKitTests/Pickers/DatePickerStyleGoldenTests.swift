// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// 14 March 2030 (a Thursday), 9:41 UTC: far from the headless clock's "today", so no day is drawn as today.
private let march14: Date = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2030, month: 3, day: 14, hour: 9, minute: 41))!
}()

/// An en_US, UTC, Gregorian date picker in `mode` and `style` at `frame` in `window`, showing 14 March 2030.
@MainActor
private func addPicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, frame: CGRect,
                       to window: UIWindow) -> UIDatePicker {
    let picker = UIDatePicker(frame: frame)
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = TimeZone(identifier: "UTC")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    picker.calendar = calendar
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = march14
    window.addSubview(picker)
    return picker
}

@MainActor
@Suite("Date picker styles rendering")
struct DatePickerStyleGoldenTests {
    @Test("Golden: the inline calendar in .dateAndTime mode (days before the 5th greyed) and compact labels")
    func inlineAndCompact() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        let inline = addPicker(.dateAndTime, .inline, frame: CGRect(x: 0, y: 60, width: 393, height: 388), to: window)
        inline.minimumDate = march14.addingTimeInterval(-9 * 86_400)
        let compact = addPicker(.dateAndTime, .compact, frame: CGRect(x: 0, y: 470, width: 393, height: 44), to: window)
        let compactDate = addPicker(.date, .compact, frame: CGRect(x: 0, y: 520, width: 393, height: 44), to: window)
        compactDate.contentHorizontalAlignment = .leading
        device.advance(by: 1.0 / 60)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 393
        let crop = { (rect: CGRect) in rect.applying(CGAffineTransform(scaleX: scale, y: scale)) }
        try assertGolden(try #require(shot.cropping(to: crop(inline.frame))), named: "date-picker-inline",
                         suite: "Pickers", filePath: uikitTestsRootFile())
        try assertGolden(try #require(shot.cropping(to: crop(compact.frame.union(compactDate.frame)))),
                         named: "date-picker-compact", suite: "Pickers", filePath: uikitTestsRootFile())
    }

    @Test("Golden: a compact picker's calendar card open below its label over the dimmed window")
    func compactCard() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        let picker = addPicker(.dateAndTime, .compact, frame: CGRect(x: 0, y: 100, width: 393, height: 44), to: window)
        device.advance(by: 1.0 / 60)
        let compact = try #require(picker.compactView)
        let label = compact.convert(compact.frame(of: .date), to: nil)
        device.tap(at: CGPoint(x: label.midX, y: label.midY))
        device.advance(by: 0.1)
        #expect(picker.compactCard != nil)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 393
        let rect = CGRect(x: 0, y: 90, width: 393, height: 420).applying(CGAffineTransform(scaleX: scale, y: scale))
        try assertGolden(try #require(shot.cropping(to: rect)), named: "date-picker-compact-card", suite: "Pickers",
                         filePath: uikitTestsRootFile())
    }
}
