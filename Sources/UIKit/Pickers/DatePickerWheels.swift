// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The data source and delegate of a date picker's own ``UIPickerView``: it turns the picker's columns into rows,
/// dates into selected rows and selected rows back into dates.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    private unowned let datePicker: UIDatePicker

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    private var columns: [DatePickerColumn] { datePicker.columns }
    private var picker: UIPickerView { datePicker.pickerView }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return 0 }
        let total = columns.reduce(0) { $0 + $1.width }
            + UIPickerView.componentGap * CGFloat(columns.count - 1)
        let available = pickerView.bounds.width - 2 * UIPickerView.sideInset
        let scale = total > available && total > 0 ? max(0, available) / total : 1
        return (columns[component].width * scale).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        let rowView = (view as? DatePickerRowView) ?? DatePickerRowView()
        guard columns.indices.contains(component) else { return rowView }
        let column = columns[component]
        let index = column.valueIndex(ofRow: row)
        rowView.label.text = column.title(index)
        rowView.label.textAlignment = column.alignment
        rowView.label.textColor = isAvailable(column: column, index: index) ? .label : .tertiaryLabel
        rowView.trailingInset = column.kind == .countdownHours || column.kind == .countdownMinutes ? 0.5 : 0
        rowView.setNeedsLayout()
        return rowView
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker.userDidSettle(component: component)
        refreshAvailability()
    }

    /// Whether value `index` of `column` can be picked with the other wheels as they are: days past the month's
    /// end cannot, nor values whose whole span (a month, a day, an hour…) lies outside the date limits. Such rows
    /// are drawn in `tertiaryLabel`, as iOS greys them.
    private func isAvailable(column: DatePickerColumn, index: Int) -> Bool {
        let calendar = datePicker.workingCalendar
        let current = dateFromWheels(current: datePicker.date, clampingDay: false)
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: current)
        if column.kind == .day {
            var monthStart = parts
            monthStart.day = 1
            if let first = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: first),
               index + 1 > days.count { return false }
        }
        guard datePicker.minimumDate != nil || datePicker.maximumDate != nil else { return true }
        let unit: Calendar.Component
        switch column.kind {
        case .month: (parts.month, parts.day, unit) = (index + 1, 1, .month)
        case .day: (parts.day, unit) = (index + 1, .day)
        case .year: (parts.year, parts.month, parts.day, unit) = (index + 1, 1, 1, .year)
        case .hour12: (parts.hour, unit) = (index + ((parts.hour ?? 0) >= 12 ? 12 : 0), .hour)
        case .hour24: (parts.hour, unit) = (index, .hour)
        case .minute: (parts.minute, unit) = (index * datePicker.minuteInterval, .minute)
        case .meridiem: (parts.hour, parts.minute, unit) = (index * 12, 0, .day)
        case .dayOfEra:
            let first = calendar.date(from: DatePickerColumnLayout.firstDayComponents) ?? current
            guard let day = calendar.date(byAdding: .day, value: index, to: first) else { return true }
            parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
            unit = .day
        case .countdownHours, .countdownMinutes: return true
        }
        guard let date = calendar.date(from: parts), var span = calendar.dateInterval(of: unit, for: date) else {
            return true
        }
        if column.kind == .meridiem { span = DateInterval(start: date, duration: 12 * 3600) }
        if let minimum = datePicker.minimumDate, span.end <= minimum { return false }
        if let maximum = datePicker.maximumDate, span.start > maximum { return false }
        return true
    }

    /// Asks for every wheel's rows again so their greying follows the current choice and limits (turning wheels
    /// keep turning).
    func refreshAvailability() {
        for component in columns.indices where component < picker.numberOfComponents {
            picker.reloadComponent(component)
        }
    }

    // MARK: Values to rows

    /// Turns the wheels to `date` (or `duration` in `.countDownTimer` mode).
    func show(date: Date, duration: TimeInterval, animated: Bool) {
        let indices = valueIndices(date: date, duration: duration)
        for (component, column) in columns.enumerated() where component < picker.numberOfComponents {
            let current = picker.selectedRow(inComponent: component)
            let row = nearestRow(column: column, index: indices[component], near: current)
            if row != current || !animated { picker.selectRow(row, inComponent: component, animated: animated) }
        }
    }

    /// The value index each column shows for `date` / `duration`.
    func valueIndices(date: Date, duration: TimeInterval) -> [Int] {
        let calendar = datePicker.workingCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let step = datePicker.minuteInterval
        let minutes = Int(duration) / 60
        return columns.map { column in
            switch column.kind {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return (parts.year ?? 1) - 1
            case .hour12: return (parts.hour ?? 0) % 12
            case .hour24: return parts.hour ?? 0
            case .minute: return (parts.minute ?? 0) / step
            case .meridiem: return (parts.hour ?? 0) < 12 ? 0 : 1
            case .dayOfEra:
                let first = calendar.date(from: DatePickerColumnLayout.firstDayComponents) ?? date
                return calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
            case .countdownHours: return minutes / 60
            case .countdownMinutes: return (minutes % 60) / step
            }
        }
    }

    /// The row showing `index` closest to `current` (cyclic columns have many).
    private func nearestRow(column: DatePickerColumn, index: Int, near current: Int) -> Int {
        guard column.isCyclic, current >= 0, column.valueCount > 0 else { return column.row(forValueIndex: index) }
        let n = column.valueCount
        var row = current - column.valueIndex(ofRow: current) + index
        if row - current > n / 2 { row -= n }
        if current - row > n / 2 { row += n }
        return (0..<column.rowCount).contains(row) ? row : column.row(forValueIndex: index)
    }

    /// Moves a cyclic wheel that came to rest back to the middle copy of its values, without animation.
    func recentre(component: Int) {
        guard columns.indices.contains(component), columns[component].isCyclic else { return }
        let column = columns[component]
        let row = column.row(forValueIndex: column.valueIndex(ofRow: picker.selectedRow(inComponent: component)))
        picker.selectRow(row, inComponent: component, animated: false)
    }

    // MARK: Rows to values

    private func selectedIndex(_ component: Int) -> Int {
        columns[component].valueIndex(ofRow: picker.selectedRow(inComponent: component))
    }

    /// The date the wheels show: `current` with the shown fields replaced, a day past its month's end made the
    /// last day (unless `clampingDay` is false), seconds 0 when a time shows.
    func dateFromWheels(current: Date, clampingDay: Bool = true) -> Date {
        let calendar = datePicker.workingCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: current)
        var hour12: Int?
        var pm = (parts.hour ?? 0) >= 12
        let step = datePicker.minuteInterval
        for component in columns.indices where component < picker.numberOfComponents {
            let index = selectedIndex(component)
            switch columns[component].kind {
            case .month: parts.month = index + 1
            case .day: parts.day = index + 1
            case .year: parts.year = index + 1
            case .hour12: hour12 = index
            case .hour24: parts.hour = index
            case .minute: parts.minute = index * step
            case .meridiem: pm = index == 1
            case .dayOfEra:
                let first = calendar.date(from: DatePickerColumnLayout.firstDayComponents) ?? current
                if let day = calendar.date(byAdding: .day, value: index, to: first) {
                    let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                    (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month,
                                                                       dayParts.day)
                }
            case .countdownHours, .countdownMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + (pm ? 12 : 0) }
        if datePicker.showsTime { parts.second = 0 }
        if clampingDay {
            var monthStart = parts
            monthStart.day = 1
            if let first = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: first) {
                parts.day = min(parts.day ?? 1, days.count)
            }
        }
        return calendar.date(from: parts) ?? current
    }

    /// The duration the countdown wheels show, in seconds.
    func durationFromWheels() -> TimeInterval {
        var minutes = 0
        for component in columns.indices where component < picker.numberOfComponents {
            switch columns[component].kind {
            case .countdownHours: minutes += selectedIndex(component) * 60
            case .countdownMinutes: minutes += selectedIndex(component) * datePicker.minuteInterval
            default: break
            }
        }
        return TimeInterval(minutes * 60)
    }
}

/// A date picker row: a label, which countdown wheels keep in their left half (the unit label sits right of the
/// band's middle).
@MainActor
final class DatePickerRowView: UIView {
    let label = UILabel()
    /// The fraction of the width kept clear on the trailing side.
    var trailingInset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.systemFont(ofSize: 21)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 4
        let width = bounds.width * (1 - trailingInset) - 2 * inset
        label.frame = CGRect(x: inset, y: 0, width: max(0, width), height: bounds.height)
    }
}
