// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A control for picking a date, a time, both, or a duration: on spinning wheels, in a month calendar, or in
/// compact labels that open a calendar (see ``datePickerStyle``).
///
/// In the wheels style the date picker is built on a ``UIPickerView`` of its own (its wheels turn and settle exactly as a picker's
/// do). Its ``datePickerMode`` chooses the wheels (see ``Mode``; for en_US: `.date` month, day, year; `.time` hour,
/// minute, AM/PM; `.dateAndTime` a "Fri Nov 27" day, hour, minute, AM/PM; `.countDownTimer` hours and minutes
/// labelled "hours" and "min"), in the order and with the names of ``locale`` and ``calendar``.
///
/// **Values.** ``date`` changes when code sets it (rounded down to ``minuteInterval`` when
/// ``roundsToMinuteInterval`` and the mode shows a time; clamped to ``minimumDate``...``maximumDate``) and when
/// the user brings a wheel to rest on a new value: then the wheels' values make the new date (keeping the parts
/// the mode does not show; seconds become 0 in time modes), a day past the end of its month becomes the month's
/// last day, a date outside the limits becomes the nearest limit, the wheels spring back to show the result, and
/// `.valueChanged` is sent if the date differs from before. Setting values from code never sends `.valueChanged`.
/// In `.countDownTimer` mode the same goes for ``countDownDuration`` (0 hours 0 minutes springs to one interval).
/// Rows that cannot be picked (days the month lacks, values wholly outside the limits) are drawn greyed.
///
/// **Time.** The default ``date`` is `Date()` when the picker is made, which follows the device clock in app code;
/// "Today" on the `.dateAndTime` wheel is read the same way when the wheels are built. The picker never reads the
/// wall clock itself.
///
/// **Styles.** ``datePickerStyle`` resolves ``preferredDatePickerStyle`` (see ``UIDatePickerStyle``): `.inline`
/// draws a month calendar (a tap on a day picks it, keeping the time of day; chevrons turn the month; days
/// outside the limits are greyed) with a time row in `.dateAndTime` mode; `.compact` draws rounded labels with
/// the formatted date and time, and a tap on one shows a card above the window's content (the calendar, or time
/// wheels) until a tap on the dimmed background around it. Picks in the calendar and the card send
/// `.valueChanged` as the wheels do.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// Which wheels show (`.dateAndTime` by default). Changing it rebuilds the wheels for the current values.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            rebuildWheels()
            applyStyle()
        }
    }
    /// The locale for names, orders and the 12/24-hour clock; nil (the default) uses the current locale.
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }
    /// The calendar the wheels count in; setting nil restores the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? Calendar.current
            rebuildWheels()
        }
    }
    /// The time zone the wheels show ``date`` in; nil (the default) uses the current time zone.
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }
    /// The date shown. Setting it is ``setDate(_:animated:)`` without animation.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user can pick (nil: no limit). The current date is clamped when it changes.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }
    /// The latest date the user can pick (nil: no limit). The current date is clamped when it changes.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }
    /// The duration, in seconds, shown in `.countDownTimer` mode: clamped to 0...86,340 (23 h 59 min) and rounded
    /// down to whole intervals of ``minuteInterval`` minutes. Ignored by the other modes.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else {
                return UIKitDiagnostics.log("UIDatePicker.countDownDuration: \(newValue) is not finite; ignored")
            }
            storedDuration = roundedDuration(newValue)
            if datePickerMode == .countDownTimer { showValues(animated: false) }
        }
    }
    /// The step of the minute wheel, 1 (default) to 30, dividing 60. Other values are ignored (logged), keeping
    /// the current interval, as iOS falls back to its default.
    open var minuteInterval: Int {
        get { storedInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                return UIKitDiagnostics.log("UIDatePicker.minuteInterval: \(newValue) must be 1...30 and divide 60; ignored")
            }
            storedInterval = newValue
            storedDate = clamped(rounded(storedDate))
            storedDuration = roundedDuration(storedDuration)
            rebuildWheels()
        }
    }
    /// Whether ``date`` is rounded down to ``minuteInterval`` (true by default; time modes only).
    open var roundsToMinuteInterval = true
    /// The style the app asks for (`.automatic` by default); the picker shows ``datePickerStyle``.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { applyStyle() }
    }
    /// The style shown, resolved from ``preferredDatePickerStyle`` and ``datePickerMode``: `.wheels` for
    /// `.countDownTimer` and `.yearAndMonth` and on the iPhone OS 3 profiles; otherwise the preferred style,
    /// `.automatic` meaning `.compact`. Never `.automatic`.
    open var datePickerStyle: UIDatePickerStyle {
        Self.resolvedStyle(preferred: preferredDatePickerStyle, mode: datePickerMode,
                           classic: UIScreen.main.profile.isClassic)
    }

    /// The wheels.
    let pickerView = UIPickerView()
    /// The wheels' data source and delegate.
    private(set) lazy var wheels = DatePickerWheels(datePicker: self)
    /// The wheels of the current mode.
    var columns: [DatePickerColumn] = []
    /// The "hours" and "min" labels of `.countDownTimer` mode.
    let countdownLabels = [UILabel(), UILabel()]
    /// The style whose views show (re-resolved at layout, since the screen's profile can change).
    var appliedStyle: UIDatePickerStyle?
    /// The month calendar of `.inline` style (made on first use).
    var calendarView: DatePickerCalendarView?
    /// The rounded labels of `.compact` style (made on first use).
    var compactView: DatePickerCompactView?
    /// The compact style's open card, if any.
    var compactCard: DatePickerCardView?

    private var storedCalendar = Calendar.current
    private var storedDate: Date
    private var storedDuration: TimeInterval = 0
    private var storedInterval = 1

    // MARK: Creation

    /// Creates a date picker with `frame` (a zero size becomes 320 × 216 points) showing `Date()`.
    public override init(frame: CGRect) {
        storedDate = Date()
        let sized = frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: 216)) : frame
        super.init(frame: sized)
        setUpDatePicker()
    }

    /// Creates a date picker of the default size showing `Date()` (archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
        frame.size = CGSize(width: 320, height: 216)
        setUpDatePicker()
    }

    private func setUpDatePicker() {
        pickerView.frame = bounds
        pickerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pickerView)
        for label in countdownLabels {
            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        storedDate = rounded(storedDate)
        rebuildWheels()
        applyStyle()
    }

    /// The style's natural size: wheels are 216 points tall (no intrinsic width); the inline calendar 320 × 336
    /// points (388 with `.dateAndTime`'s time row); compact labels their text plus padding, 34 points tall.
    open override var intrinsicContentSize: CGSize {
        let style = datePickerStyle
        if style == .wheels { return CGSize(width: UIView.noIntrinsicMetric, height: 216) }
        return styleSize(fitting: CGSize(width: 320, height: 0))
    }

    /// For wheels the given width (320 when 0) and 216 points; for the calendar the given width (at least 280,
    /// 320 when 0) and its height; for compact labels their own size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        styleSize(fitting: size)
    }

    // MARK: Setting values

    /// Shows `date` (rounded and clamped as ``date`` describes), turning the wheels to it over 0.3 s when
    /// `animated`. Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(rounded(date))
        showValues(animated: animated)
        wheels.refreshAvailability()
    }

    private func limitsDidChange() {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            UIKitDiagnostics.log("UIDatePicker: minimumDate is after maximumDate; the maximum wins where they conflict")
        }
        storedDate = clamped(storedDate)
        showValues(animated: false)
        wheels.refreshAvailability()
    }

    /// The calendar the wheels count in: ``calendar`` in ``timeZone`` with ``locale``.
    var workingCalendar: Calendar {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? TimeZone.current
        calendar.locale = workingLocale
        return calendar
    }

    /// ``locale``, or the current locale.
    var workingLocale: Locale { locale ?? Locale.current }

    /// Whether the mode shows a time of day.
    var showsTime: Bool { datePickerMode == .time || datePickerMode == .dateAndTime }

    /// `date` rounded down to the minute interval (seconds 0) when rounding applies.
    func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, showsTime else { return date }
        let calendar = workingCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        parts.minute = (parts.minute ?? 0) / storedInterval * storedInterval
        parts.second = 0
        return calendar.date(from: parts) ?? date
    }

    /// `date` clamped to the limits (the maximum wins when they conflict).
    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// `duration` clamped to 0...23:59 and rounded down to whole intervals.
    func roundedDuration(_ duration: TimeInterval) -> TimeInterval {
        let minutes = Int(min(max(0, duration), 86_340) / 60)
        return TimeInterval(minutes / storedInterval * storedInterval * 60)
    }

    // MARK: The user's changes

    /// A wheel came to rest on a row by the user's hand: read the wheels, repair the value, spring the wheels
    /// back if it was repaired, and send `.valueChanged` when the value changed.
    func userDidSettle(component: Int) {
        wheels.recentre(component: component)
        if datePickerMode == .countDownTimer {
            var duration = wheels.durationFromWheels()
            if duration < 60 { duration = TimeInterval(storedInterval * 60) }
            let changed = duration != storedDuration
            storedDuration = duration
            showValues(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let candidate = clamped(wheels.dateFromWheels(current: storedDate))
        let changed = candidate != storedDate
        storedDate = candidate
        showValues(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Wheels

    /// Rebuilds the columns for the mode, locale, calendar and interval, and shows the current values.
    func rebuildWheels() {
        columns = DatePickerColumnLayout.columns(mode: datePickerMode, calendar: workingCalendar,
                                                 locale: workingLocale, minuteInterval: storedInterval,
                                                 today: Date())
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        pickerView.reloadAllComponents()
        showValues(animated: false)
        setNeedsLayout()
    }

    /// Turns the wheels to the current date or duration.
    func showValues(animated: Bool) {
        wheels.show(date: storedDate, duration: storedDuration, animated: animated && window != nil)
        if datePickerMode == .countDownTimer { updateCountdownLabels() }
        refreshStyleViews(followDate: true)
    }

    /// Closes the compact card when the picker leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { dismissCompactCard() }
    }

    /// Applies a changed ``UIDatePicker/preferredDatePickerStyle``, sizes the wheels (or the inline calendar or the
    /// compact field) to the bounds, and places the "hours" and "min" labels beside their wheels in count-down mode.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if appliedStyle != datePickerStyle { applyStyle() }
        calendarView?.frame = bounds
        if let compactView { compactView.frame = bounds }
        pickerView.frame = bounds
        pickerView.layoutIfNeeded()
        let countdown = datePickerMode == .countDownTimer && datePickerStyle == .wheels
        for (index, label) in countdownLabels.enumerated() {
            label.isHidden = !countdown || index >= pickerView.numberOfComponents
            guard !label.isHidden else { continue }
            let wheel = pickerView.wheels[index].frame
            label.sizeToFit()
            label.center = CGPoint(x: wheel.midX + 4 + label.bounds.width / 2, y: bounds.midY)
        }
    }

    private func updateCountdownLabels() {
        let hours = Int(storedDuration) / 3600
        countdownLabels[0].text = hours == 1 ? "hour" : "hours"
        countdownLabels[1].text = "min"
        setNeedsLayout()
    }
}
