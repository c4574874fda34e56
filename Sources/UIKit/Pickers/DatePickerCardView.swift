// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The card a compact date picker's label opens above the window's content: a rounded panel holding the month
/// calendar (for the date label) or time wheels (for the time label), over a dimmed background covering the
/// window. A tap on the background closes the card; picks inside it change the picker's date at once (sending
/// `.valueChanged`) and the card stays open, as on iOS.
///
/// The panel sits below its label when it fits in the window's safe area, else above it, else as low as fits;
/// horizontally it is centred on the label and kept 8 points inside the window's edges.
@MainActor
final class DatePickerCardView: UIView {
    /// The panel's corner radius and its margin from the window's edges and from the label, in points.
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 8
    /// The time wheels' size in the card.
    static let wheelsSize = CGSize(width: 280, height: 216)

    private unowned let datePicker: UIDatePicker
    /// Which label opened the card.
    let part: DatePickerCompactView.Part
    /// The compact view whose label opened the card.
    private(set) weak var anchorView: UIView?
    /// The rounded panel.
    let panel = UIView()
    /// The calendar in the panel (date card).
    private(set) var calendarView: DatePickerCalendarView?
    /// The time wheels in the panel (time card): a wheels-style date picker in `.time` mode.
    private(set) var timeWheels: UIDatePicker?

    init(datePicker: UIDatePicker, part: DatePickerCompactView.Part, anchorView: UIView) {
        self.datePicker = datePicker
        self.part = part
        self.anchorView = anchorView
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.2)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = Self.cornerRadius
        panel.layer.shadowColor = UIColor.black.cgColor
        panel.layer.shadowOpacity = 0.15
        panel.layer.shadowRadius = 12
        panel.layer.shadowOffset = CGSize(width: 0, height: 4)
        addSubview(panel)
        let content: UIView
        if part == .date {
            let calendarView = DatePickerCalendarView(datePicker: datePicker, showsTimeRow: false)
            calendarView.tintColor = datePicker.tintColor
            self.calendarView = calendarView
            content = calendarView
        } else {
            let wheels = UIDatePicker(frame: CGRect(origin: .zero, size: Self.wheelsSize))
            wheels.preferredDatePickerStyle = .wheels
            wheels.datePickerMode = .time
            wheels.locale = datePicker.locale
            wheels.calendar = datePicker.calendar
            wheels.timeZone = datePicker.timeZone
            wheels.minuteInterval = datePicker.minuteInterval
            wheels.date = datePicker.date
            wheels.addAction(UIAction { [weak self, weak wheels] _ in
                guard let self, let wheels else { return }
                self.datePicker.userDidPickTime(wheels.date)
            }, for: .valueChanged)
            timeWheels = wheels
            content = wheels
        }
        panel.addSubview(content)
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] recognizer in
            guard let self, !self.panel.frame.contains(recognizer.location(in: self)) else { return }
            self.datePicker.dismissCompactCard()
        })
        // As on iOS, a screen reader reads only the card while it is open, and its scrub closes it.
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// VoiceOver's two-finger scrub closes the card.
    override func accessibilityPerformEscape() -> Bool {
        datePicker.dismissCompactCard()
        return true
    }

    /// The panel's size: the calendar's (at most 320 points wide, within the window) or the time wheels'.
    private var panelSize: CGSize {
        let available = max(0, bounds.width - 2 * Self.margin)
        if part == .date {
            return CGSize(width: min(320, available), height: DatePickerCalendarView.height(showsTimeRow: false))
        }
        return CGSize(width: min(Self.wheelsSize.width, available), height: Self.wheelsSize.height)
    }

    /// Places the panel next to `anchor` (window coordinates; the card covers the window).
    func placeCard(near anchor: CGRect) {
        let size = panelSize
        let safe = bounds.inset(by: window?.safeAreaInsets ?? .zero)
        var y = anchor.maxY + Self.margin
        if y + size.height > safe.maxY - Self.margin {
            let above = anchor.minY - Self.margin - size.height
            y = above >= safe.minY + Self.margin ? above : max(safe.minY + Self.margin, safe.maxY - Self.margin - size.height)
        }
        let x = min(max(Self.margin, anchor.midX - size.width / 2), bounds.width - Self.margin - size.width)
        panel.frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        panel.subviews.first?.frame = panel.bounds
    }

    /// Shows the picker's current values.
    func refresh() {
        if let timeWheels, timeWheels.date != datePicker.date { timeWheels.date = datePicker.date }
    }
}
