// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Pickers rendering")
struct PickerGoldenTests {
    @Test("Golden: a two-component picker, and date pickers in .date and .time modes, on the modern profile")
    func golden() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white

        let source = RecordingPickerSource([
            ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum"],
            (1...20).map { "\($0) kg" },
        ])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 60, width: 393, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        window.addSubview(picker)

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 14, minute: 35))!
        var datePickers: [UIDatePicker] = []
        for (index, mode) in [UIDatePicker.Mode.date, .time].enumerated() {
            let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 290 + CGFloat(index) * 230, width: 393, height: 216))
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.timeZone = TimeZone(identifier: "UTC")
            datePicker.calendar = calendar
            datePicker.datePickerMode = mode
            datePicker.preferredDatePickerStyle = .wheels
            datePicker.date = date
            window.addSubview(datePicker)
            datePickers.append(datePicker)
        }
        // Part-way through a turn: the picker's first wheel is dragged 10 points, between rows.
        device.advance(by: 1.0 / 60)
        device.touchDown(at: CGPoint(x: 100, y: 168))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 100, y: 178))
        device.advance(by: 1.0 / 60)

        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 393
        for (name, view) in [("picker-two-components", picker as UIView), ("date-picker-date", datePickers[0]),
                             ("date-picker-time", datePickers[1])] {
            let crop = view.frame.applying(CGAffineTransform(scaleX: scale, y: scale))
            let image = try #require(shot.cropping(to: crop))
            try assertGolden(image, named: name, suite: "Pickers", filePath: uikitTestsRootFile())
        }
        device.touchUp()
    }

    @Test("Golden: date pickers in .dateAndTime and .countDownTimer modes, on the modern profile")
    func goldenOtherModes() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 14, minute: 35))!
        var pickers: [UIDatePicker] = []
        for (index, mode) in [UIDatePicker.Mode.dateAndTime, .countDownTimer].enumerated() {
            let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 80 + CGFloat(index) * 240, width: 393, height: 216))
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.timeZone = TimeZone(identifier: "UTC")
            datePicker.calendar = calendar
            datePicker.datePickerMode = mode
            datePicker.preferredDatePickerStyle = .wheels
            datePicker.date = date
            datePicker.countDownDuration = 2 * 3600 + 15 * 60
            window.addSubview(datePicker)
            pickers.append(datePicker)
        }
        device.advance(by: 1.0 / 60)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 393
        for (name, view) in [("date-picker-date-and-time", pickers[0]), ("date-picker-countdown", pickers[1])] {
            let crop = view.frame.applying(CGAffineTransform(scaleX: scale, y: scale))
            let image = try #require(shot.cropping(to: crop))
            try assertGolden(image, named: name, suite: "Pickers", filePath: uikitTestsRootFile())
        }
    }
}
