// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The rounded grey labels of a date picker's `.compact` style: the formatted date ("Nov 27, 2026" in en_US),
/// the time ("2:35 PM"), or both side by side, per the picker's mode. A tap on a label opens the picker's card
/// for it (the calendar for the date, time wheels for the time); while its card is open the label's text is in
/// the tint colour. The labels sit in the view's bounds per ``UIControl/contentHorizontalAlignment`` of the
/// picker (centred by default), vertically centred.
@MainActor
final class DatePickerCompactView: UIView {
    /// What one label shows.
    enum Part: Equatable {
        case date
        case time
    }

    /// Which labels show: those of the picker's mode, or the time alone (the inline calendar's time row).
    enum Parts {
        case both
        case time
    }

    /// The label's height, corner radius, side padding and the gap between two labels, in points.
    static let labelHeight: CGFloat = 34
    static let cornerRadius: CGFloat = 6
    static let padding: CGFloat = 11
    static let gap: CGFloat = 6
    static let font = UIFont.systemFont(ofSize: 17)

    private unowned let datePicker: UIDatePicker
    private let parts: Parts
    /// Whether the labels sit at the trailing edge whatever the picker's alignment (the calendar's time row).
    var alignsTrailing = false

    init(datePicker: UIDatePicker, parts: Parts) {
        self.datePicker = datePicker
        self.parts = parts
        super.init(frame: .zero)
        backgroundColor = .clear
        contentMode = .redraw
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] recognizer in
            guard let self else { return }
            self.handleTap(at: recognizer.location(in: self))
        })
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// One button element per label, kept so a screen reader's cursor stays on it as the text changes.
    private var labelElements: [Part: LabelElement] = [:]

    /// A button per shown label, labelled with its text, framed on it, `.notEnabled` while the picker is
    /// disabled; activating one opens (or closes) its card as a tap does. Setting it is ignored with a log line.
    override var accessibilityElements: [Any]? {
        get {
            shownParts.map { part in
                let element = labelElements[part] ?? LabelElement(view: self, part: part)
                labelElements[part] = element
                element.accessibilityLabel = text(of: part)
                element.accessibilityTraits = datePicker.isEnabled ? .button : [.button, .notEnabled]
                element.accessibilityFrameInContainerSpace = frame(of: part)
                return element
            }
        }
        set { UIKitDiagnostics.log("DatePickerCompactView: accessibilityElements is derived from the labels; ignored") }
    }

    /// The element of `part`'s label (made on first use), for moving a screen reader's cursor back to it.
    func accessibilityElement(for part: Part) -> UIAccessibilityElement? {
        guard shownParts.contains(part) else { return nil }
        return (accessibilityElements ?? []).lazy.compactMap { $0 as? LabelElement }.first { $0.part == part }
    }

    /// A compact label as assistive technologies see it.
    private final class LabelElement: UIAccessibilityElement {
        private unowned let view: DatePickerCompactView
        let part: Part

        init(view: DatePickerCompactView, part: Part) {
            self.view = view
            self.part = part
            super.init(accessibilityContainer: view)
        }

        override func accessibilityActivate() -> Bool {
            view.toggleCard(for: part)
            return true
        }
    }

    /// The labels shown, left to right.
    var shownParts: [Part] {
        if parts == .time { return [.time] }
        switch datePicker.datePickerMode {
        case .time: return [.time]
        case .dateAndTime: return [.date, .time]
        default: return [.date]
        }
    }

    /// The text of `part`'s label, formatted with the picker's locale, calendar and time zone (medium date style,
    /// short time style).
    func text(of part: Part) -> String {
        let formatter = DateFormatter()
        formatter.locale = datePicker.workingLocale
        formatter.calendar = datePicker.workingCalendar
        formatter.timeZone = datePicker.workingCalendar.timeZone
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: datePicker.date)
    }

    private var attributes: [NSAttributedString.Key: Any] { [.font: Self.font] }

    /// The size of `part`'s label: its text plus padding, whole points.
    private func size(of part: Part) -> CGSize {
        let textSize = text(of: part).size(withAttributes: attributes)
        return CGSize(width: (textSize.width + 2 * Self.padding).rounded(.up), height: Self.labelHeight)
    }

    /// The size of all the labels with the gaps between them.
    var fittingSize: CGSize {
        let sizes = shownParts.map(size(of:))
        let width = sizes.reduce(0) { $0 + $1.width } + Self.gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: Self.labelHeight)
    }

    /// The frame of `part`'s label in the view's coordinates (`.zero` when not shown).
    func frame(of part: Part) -> CGRect {
        let total = fittingSize.width
        var x: CGFloat
        switch alignsTrailing ? .trailing : datePicker.contentHorizontalAlignment {
        case .left, .leading: x = 0
        case .right, .trailing: x = bounds.width - total
        default: x = ((bounds.width - total) / 2).rounded(.down)
        }
        let y = ((bounds.height - Self.labelHeight) / 2).rounded(.down)
        for shown in shownParts {
            let width = size(of: shown).width
            if shown == part { return CGRect(x: x, y: y, width: width, height: Self.labelHeight) }
            x += width + Self.gap
        }
        return .zero
    }

    /// Redraws for the picker's values and card.
    func refresh() {
        setNeedsDisplay()
    }

    /// Only the labels take touches.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        shownParts.contains { frame(of: $0).contains(point) }
    }

    private func handleTap(at point: CGPoint) {
        guard let part = shownParts.first(where: { frame(of: $0).contains(point) }) else { return }
        toggleCard(for: part)
    }

    /// Opens `part`'s card, or closes it when it is the one open; nothing while the picker is disabled.
    private func toggleCard(for part: Part) {
        guard datePicker.isEnabled, shownParts.contains(part) else { return }
        if datePicker.compactCard?.part == part, datePicker.compactCard?.anchorView === self {
            return datePicker.dismissCompactCard()
        }
        datePicker.presentCompactCard(for: part, from: convert(frame(of: part), to: nil), anchorView: self)
    }

    override func draw(_ rect: CGRect) {
        let tint = tintColor ?? .systemBlue
        for part in shownParts {
            let frame = frame(of: part)
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: Self.cornerRadius).fill()
            let open = datePicker.compactCard?.part == part && datePicker.compactCard?.anchorView === self
            let color: UIColor = !datePicker.isEnabled ? .tertiaryLabel : open ? tint : .label
            let text = text(of: part)
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
                      withAttributes: attributes)
        }
    }
}
