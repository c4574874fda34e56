// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The month calendar of a date picker's `.inline` style (and of the compact style's card): a header with the
/// month and year and previous/next chevrons, a row of weekday names, six rows of day cells, and, in
/// `.dateAndTime` mode when asked, a time row with the compact time label.
///
/// Names and the first weekday come from the picker's ``UIDatePicker/locale`` and ``UIDatePicker/calendar``.
/// The selected day sits in a tinted circle (filled with the tint, white digits, when it is today); today's
/// digits are otherwise in the tint colour; days wholly outside the picker's limits are greyed and ignore taps,
/// and a chevron whose month lies wholly outside them is greyed and ignored too.
@MainActor
final class DatePickerCalendarView: UIView {
    /// Heights of the parts, in points, top to bottom.
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayRowHeight: CGFloat = 44
    static let bottomPadding: CGFloat = 8
    static let timeRowHeight: CGFloat = 52
    /// The side margin of the header and time row, and of the day grid.
    static let margin: CGFloat = 16
    static let gridMargin: CGFloat = 8

    /// The height of a calendar, with or without the time row.
    static func height(showsTimeRow: Bool) -> CGFloat {
        headerHeight + weekdayHeight + 6 * dayRowHeight + bottomPadding + (showsTimeRow ? timeRowHeight : 0)
    }

    private unowned let datePicker: UIDatePicker
    private let allowsTimeRow: Bool
    /// The month on show: its first day's year and month in the picker's calendar.
    private(set) var shownYear = 2001
    private(set) var shownMonth = 1
    /// The time row's compact time label (`.dateAndTime` only).
    private(set) var timeLabel: DatePickerCompactView?

    /// A calendar for `datePicker`; `showsTimeRow` allows the time row in `.dateAndTime` mode.
    init(datePicker: UIDatePicker, showsTimeRow: Bool) {
        self.datePicker = datePicker
        allowsTimeRow = showsTimeRow
        super.init(frame: .zero)
        backgroundColor = .clear
        contentMode = .redraw
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] recognizer in
            guard let self else { return }
            self.handleTap(at: recognizer.location(in: self))
        })
        showMonth(of: datePicker.date)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The elements assistive technologies see (see ``DatePickerCalendarAccessibility``).
    private lazy var accessibility = DatePickerCalendarAccessibility(calendarView: self)

    /// The header, the month chevrons, one element per day and the time row, in reading order; derived from the
    /// calendar, so setting it is ignored with a log line.
    override var accessibilityElements: [Any]? {
        get { accessibility.elements() }
        set { UIKitDiagnostics.log("DatePickerCalendarView: accessibilityElements is derived from the month; ignored") }
    }

    private var calendar: Calendar { datePicker.workingCalendar }
    /// The picker's calendar and locale, for the accessibility labels.
    var pickerCalendar: Calendar { calendar }
    var pickerLocale: Locale { datePicker.workingLocale }
    private var showsTimeRow: Bool { allowsTimeRow && datePicker.datePickerMode == .dateAndTime }

    // MARK: Month

    /// Shows the month of `date`.
    func showMonth(of date: Date) {
        let parts = calendar.dateComponents([.year, .month], from: date)
        shownYear = parts.year ?? shownYear
        shownMonth = parts.month ?? shownMonth
        setNeedsDisplay()
    }

    /// Turns the calendar `delta` months forward (negative: back), unless that month lies wholly outside the
    /// picker's limits.
    func turnMonth(by delta: Int) {
        guard canTurn(by: delta), let first = firstOfMonth(offset: delta) else { return }
        showMonth(of: first)
    }

    /// Whether the month `delta` months from the shown one has any day within the limits.
    func canTurn(by delta: Int) -> Bool {
        guard let first = firstOfMonth(offset: delta),
              let next = calendar.date(byAdding: .month, value: 1, to: first) else { return false }
        if let minimum = datePicker.minimumDate, next <= minimum { return false }
        if let maximum = datePicker.maximumDate, first > maximum { return false }
        return true
    }

    /// The first moment of the month `offset` months from the shown one.
    private func firstOfMonth(offset: Int = 0) -> Date? {
        guard let first = calendar.date(from: DateComponents(year: shownYear, month: shownMonth, day: 1)) else {
            return nil
        }
        return offset == 0 ? first : calendar.date(byAdding: .month, value: offset, to: first)
    }

    /// The number of days in the shown month.
    var dayCount: Int {
        guard let first = firstOfMonth() else { return 0 }
        return calendar.range(of: .day, in: .month, for: first)?.count ?? 0
    }

    /// The column (0 = the calendar's first weekday) of the shown month's first day.
    var leadingBlanks: Int {
        guard let first = firstOfMonth() else { return 0 }
        return (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    }

    /// Whether `day` of the shown month has any moment within the limits.
    func isDayEnabled(_ day: Int) -> Bool {
        guard let start = calendar.date(from: DateComponents(year: shownYear, month: shownMonth, day: day)),
              let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        if let minimum = datePicker.minimumDate, end <= minimum { return false }
        if let maximum = datePicker.maximumDate, start > maximum { return false }
        return true
    }

    /// The day of the shown month the picker's date falls on, if it does.
    var selectedDay: Int? {
        let parts = calendar.dateComponents([.year, .month, .day], from: datePicker.date)
        return parts.year == shownYear && parts.month == shownMonth ? parts.day : nil
    }

    /// The day of the shown month that is today (the device clock), if any.
    var today: Int? {
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return parts.year == shownYear && parts.month == shownMonth ? parts.day : nil
    }

    // MARK: Text

    /// The header's title, e.g. "November 2026" in en_US.
    var monthTitle: String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = datePicker.workingLocale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return firstOfMonth().map(formatter.string(from:)) ?? ""
    }

    /// The weekday row, from the calendar's first weekday: the locale's short names in capitals ("SUN", "MON"…
    /// in en_US).
    var weekdaySymbols: [String] {
        let formatter = DateFormatter()
        formatter.locale = datePicker.workingLocale
        formatter.calendar = calendar
        let symbols = formatter.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let start = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(start + $0) % 7].uppercased(with: datePicker.workingLocale) }
    }

    // MARK: Geometry

    private var columnWidth: CGFloat { max(0, bounds.width - 2 * Self.gridMargin) / 7 }

    /// The previous and next chevrons' touch areas.
    var previousChevronFrame: CGRect {
        CGRect(x: bounds.width - Self.margin - 72, y: 0, width: 36, height: Self.headerHeight)
    }
    var nextChevronFrame: CGRect {
        CGRect(x: bounds.width - Self.margin - 36, y: 0, width: 36, height: Self.headerHeight)
    }

    /// The cell of `day` of the shown month, in the view's coordinates.
    func frame(ofDay day: Int) -> CGRect {
        let index = leadingBlanks + day - 1
        return CGRect(x: Self.gridMargin + CGFloat(index % 7) * columnWidth,
                      y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.dayRowHeight,
                      width: columnWidth, height: Self.dayRowHeight)
    }

    /// The first moment of `day` of the shown month, nil when the calendar has no such day.
    func date(ofDay day: Int) -> Date? {
        calendar.date(from: DateComponents(year: shownYear, month: shownMonth, day: day))
    }

    /// Picks `day` of the shown month as a tap on it does: ignored when the day lies outside the limits.
    func pickDay(_ day: Int) {
        guard (1...max(1, dayCount)).contains(day), isDayEnabled(day) else { return }
        datePicker.userDidPickDay(year: shownYear, month: shownMonth, day: day)
    }

    /// The top of the time row.
    var timeRowTop: CGFloat { Self.height(showsTimeRow: false) }

    override func layoutSubviews() {
        super.layoutSubviews()
        if showsTimeRow {
            let label = timeLabel ?? DatePickerCompactView(datePicker: datePicker, parts: .time)
            if label.superview == nil { addSubview(label) }
            timeLabel = label
            label.alignsTrailing = true
            label.frame = CGRect(x: Self.margin, y: timeRowTop + 1, width: bounds.width - 2 * Self.margin,
                                 height: Self.timeRowHeight - 1)
        } else {
            timeLabel?.removeFromSuperview()
        }
    }

    /// Redraws for the picker's current values.
    func refresh() {
        setNeedsDisplay()
        setNeedsLayout()
        timeLabel?.refresh()
    }

    // MARK: Touches

    private func handleTap(at point: CGPoint) {
        if point.y < Self.headerHeight {
            if previousChevronFrame.contains(point) { turnMonth(by: -1) }
            if nextChevronFrame.contains(point) { turnMonth(by: 1) }
            return
        }
        for day in 1...max(1, dayCount) where frame(ofDay: day).contains(point) {
            return pickDay(day)
        }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let tint = tintColor ?? .systemBlue
        drawHeader(tint: tint)
        let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        for (index, symbol) in weekdaySymbols.enumerated() {
            let x = Self.gridMargin + CGFloat(index) * columnWidth
            drawCentred(symbol, in: CGRect(x: x, y: Self.headerHeight, width: columnWidth, height: Self.weekdayHeight),
                        font: weekdayFont, color: .secondaryLabel)
        }
        let selected = selectedDay, today = today
        for day in 1...max(1, dayCount) where dayCount > 0 {
            let cell = frame(ofDay: day)
            var color: UIColor = isDayEnabled(day) ? .label : .tertiaryLabel
            var font = UIFont.systemFont(ofSize: 20)
            if day == selected {
                let side = min(cell.width, cell.height) - 4
                let circle = CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
                (day == today ? tint : tint.withAlphaComponent(0.15)).setFill()
                UIBezierPath(ovalIn: circle).fill()
                color = day == today ? .white : tint
                font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            } else if day == today {
                color = tint
            }
            drawCentred(String(day), in: cell, font: font, color: color)
        }
        if showsTimeRow {
            UIColor.separator.setFill()
            UIRectFill(CGRect(x: Self.margin, y: timeRowTop, width: bounds.width - 2 * Self.margin, height: 0.5))
            drawCentred("Time", in: CGRect(x: Self.margin, y: timeRowTop, width: 60, height: Self.timeRowHeight),
                        font: .systemFont(ofSize: 17), color: .label, alignLeft: true)
        }
    }

    private func drawHeader(tint: UIColor) {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        drawCentred(monthTitle, in: CGRect(x: Self.margin, y: 0, width: bounds.width - 2 * Self.margin - 72,
                                           height: Self.headerHeight), font: font, color: .label, alignLeft: true)
        for (frame, delta) in [(previousChevronFrame, -1), (nextChevronFrame, 1)] {
            (canTurn(by: delta) ? tint : UIColor.tertiaryLabel).setStroke()
            let path = UIBezierPath()
            let x = frame.midX, y = frame.midY, d = CGFloat(delta)
            path.move(to: CGPoint(x: x - 3.5 * d, y: y - 7))
            path.addLine(to: CGPoint(x: x + 3.5 * d, y: y))
            path.addLine(to: CGPoint(x: x - 3.5 * d, y: y + 7))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        }
    }

    /// Draws `text` on one line centred vertically in `rect`, centred horizontally (or at its left edge).
    private func drawCentred(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignLeft: Bool = false) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = text.size(withAttributes: attributes)
        let x = alignLeft ? rect.minX : rect.midX - size.width / 2
        text.draw(at: CGPoint(x: x, y: rect.midY - size.height / 2), withAttributes: attributes)
    }
}
