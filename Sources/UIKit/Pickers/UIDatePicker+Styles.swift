// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The date picker's styles: which of the wheels, the inline calendar and the compact labels show, their sizes,
/// and the values the calendar and the compact card pick.
extension UIDatePicker {
    /// The style shown for `preferred` in `mode`: wheels for `.countDownTimer` and `.yearAndMonth` and on the
    /// iPhone OS 3 profiles (`classic`); otherwise `preferred`, `.automatic` resolving to `.compact`.
    static func resolvedStyle(preferred: UIDatePickerStyle, mode: Mode, classic: Bool) -> UIDatePickerStyle {
        if classic || mode == .countDownTimer || mode == .yearAndMonth { return .wheels }
        return preferred == .automatic ? .compact : preferred
    }

    /// Whether the inline calendar shows (`.inline` in a mode with a date).
    var showsCalendar: Bool { datePickerStyle == .inline && datePickerMode != .time }

    /// Whether the compact labels show (`.compact`, or `.inline` in `.time` mode, which iOS draws as the compact
    /// time label).
    var showsCompactLabels: Bool {
        datePickerStyle == .compact || (datePickerStyle == .inline && datePickerMode == .time)
    }

    /// Shows the views of the style now resolved (making the calendar or compact labels on first use), closing
    /// the compact card if its style went away.
    func applyStyle() {
        let style = datePickerStyle
        appliedStyle = style
        pickerView.isHidden = style != .wheels
        if showsCalendar {
            let calendarView = self.calendarView ?? DatePickerCalendarView(datePicker: self, showsTimeRow: true)
            if calendarView.superview == nil { addSubview(calendarView) }
            self.calendarView = calendarView
        } else {
            calendarView?.removeFromSuperview()
        }
        if showsCompactLabels {
            let compact = compactView ?? DatePickerCompactView(datePicker: self, parts: .both)
            if compact.superview == nil { addSubview(compact) }
            compactView = compact
        } else {
            compactView?.removeFromSuperview()
        }
        if style != .compact && !showsCompactLabels { dismissCompactCard() }
        refreshStyleViews(followDate: true)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Redraws the calendar, the compact labels and the open card for the current values; `followDate` turns
    /// the calendars to the month of ``date``.
    func refreshStyleViews(followDate: Bool) {
        for calendarView in [calendarView, compactCard?.calendarView].compactMap({ $0 }) {
            if followDate { calendarView.showMonth(of: date) }
            calendarView.refresh()
        }
        compactView?.refresh()
        compactCard?.refresh()
    }

    /// The size the style needs: the wheels' 216-point height at the given width (320 when 0); the calendar
    /// 320 × 336 points (388 with `.dateAndTime`'s time row), at least 280 wide; the compact labels' own size.
    func styleSize(fitting size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : 320
        if showsCalendar {
            return CGSize(width: max(280, width), height: DatePickerCalendarView.height(showsTimeRow: datePickerMode == .dateAndTime))
        }
        if showsCompactLabels, let compactView { return compactView.fittingSize }
        return CGSize(width: width, height: 216)
    }

    // MARK: Values picked in the calendar and the card

    /// The user tapped day `day` of `month` in `year` (in ``calendar``): the date moves to that day keeping its
    /// time of day, clamped to the limits, and `.valueChanged` is sent if it changed.
    func userDidPickDay(year: Int, month: Int, day: Int) {
        let calendar = workingCalendar
        var parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        parts.year = year
        parts.month = month
        parts.day = day
        guard let picked = calendar.date(from: parts) else { return }
        userDidPick(picked)
    }

    /// The user set the time of day on the card's wheels to that of `time`: the date keeps its day and takes
    /// the hour and minute, and `.valueChanged` is sent if it changed.
    func userDidPickTime(_ time: Date) {
        let calendar = workingCalendar
        let clock = calendar.dateComponents([.hour, .minute], from: time)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        parts.hour = clock.hour
        parts.minute = clock.minute
        parts.second = 0
        guard let picked = calendar.date(from: parts) else { return }
        userDidPick(picked)
    }

    /// Takes `candidate` (rounded and clamped) as the user's pick and sends `.valueChanged` if the date changed.
    private func userDidPick(_ candidate: Date) {
        let previous = date
        setDate(candidate, animated: false)
        if date != previous { sendActions(for: .valueChanged) }
    }

    // MARK: The compact card

    /// Shows `part`'s card (the calendar for `.date`, time wheels for `.time`) above the window's content, next
    /// to `anchor` (the tapped label's frame in window coordinates, in `anchorView`), over a dimmed background
    /// whose tap closes it. Replaces an open card.
    func presentCompactCard(for part: DatePickerCompactView.Part, from anchor: CGRect, anchorView: UIView) {
        dismissCompactCard()
        guard let window else { return }
        let card = DatePickerCardView(datePicker: self, part: part, anchorView: anchorView)
        compactCard = card
        card.frame = window.bounds
        window.addSubview(card)
        card.placeCard(near: anchor)
        refreshStyleViews(followDate: true)
        // The screen reader's cursor moves into the card, as iOS moves it.
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    /// Closes the compact card, if open.
    func dismissCompactCard() {
        guard let card = compactCard else { return }
        compactCard = nil
        card.removeFromSuperview()
        refreshStyleViews(followDate: false)
        // The screen reader's cursor returns to the label that opened the card.
        if let anchor = card.anchorView as? DatePickerCompactView, anchor.window != nil {
            UIAccessibility.post(notification: .layoutChanged, argument: anchor.accessibilityElement(for: card.part))
        }
    }
}
