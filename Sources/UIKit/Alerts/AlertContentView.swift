// SPDX-License-Identifier: Apache-2.0

/// The panel of an alert or action sheet: title, message and buttons, drawn in one view for either appearance.
///
/// `UIAlertController`, `UIAlertView`, `UIActionSheet` and the shake-to-undo alert all show one of these; they
/// differ only in what they do when a button is chosen (``onSelect``). The view sizes nothing itself: its owner asks
/// ``layout(width:)`` for the panel's size and sets the frame.
///
/// Touches follow iOS: a finger down on a button highlights it; sliding onto another button moves the highlight
/// (sliding off all buttons clears it); lifting on a highlighted, enabled button chooses it. Buttons are drawn, not
/// subviews, so a highlight change redraws this view only.
@MainActor
package final class AlertContentView: UIView {
    package let kind: AlertKind
    /// The era whose look the panel draws.
    package var appearance: AlertAppearance { didSet { contentDidChange() } }
    /// The iPhone OS 3 sheet's colours (`UIActionSheetStyle`).
    package var sheetTint: AlertSheetTint = .standard { didSet { setNeedsDisplay() } }
    package var title: String? { didSet { contentDidChange() } }
    package var message: String? { didSet { contentDidChange() } }
    /// The buttons, in the order their owner numbers them.
    package var buttons: [AlertButtonSpec] = [] { didSet { contentDidChange() } }
    /// How many text fields the panel leaves room for (alerts only); the owner places them at ``fieldFrames``.
    package var fieldCount = 0 { didSet { contentDidChange() } }
    /// Text fields shown in the panel (an alert controller's): the panel makes room for them and places each at
    /// its frame of the layout, inside a hairline box on the modern appearance.
    package var fields: [UITextField] = [] {
        didSet {
            guard fields.map(ObjectIdentifier.init) != oldValue.map(ObjectIdentifier.init) else { return }
            for box in fieldBoxes { box.removeFromSuperview() }
            fieldBoxes = fields.map { AlertTextFields.box(for: $0, classic: appearance == .classic) }
            for box in fieldBoxes { addSubview(box) }
            fieldCount = fields.count
        }
    }
    private var fieldBoxes: [UIView] = []
    /// Called with a button's index when the user chooses it.
    package var onSelect: ((Int) -> Void)?
    /// Called when the panel's size may have changed (new text or buttons), so the owner can lay it out again.
    package var onContentChange: (() -> Void)?
    /// The button under the finger, if any.
    package private(set) var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }
    /// Whether touches choose buttons (false while the panel animates away).
    package var acceptsChoices = true
    private var cachedLayout: AlertLayout?

    package init(kind: AlertKind, appearance: AlertAppearance) {
        self.kind = kind
        self.appearance = appearance
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    @available(*, unavailable)
    convenience init() { self.init(kind: .alert, appearance: .modern) }

    @available(*, unavailable)
    required convenience init?(coder: NSCoder) { self.init(kind: .alert, appearance: .modern) }

    private func contentDidChange() {
        cachedLayout = nil
        setNeedsDisplay()
        setNeedsLayout()
        while buttonViews.count > buttons.count { buttonViews.removeLast().removeFromSuperview() }
        while buttonViews.count < buttons.count {
            let view = AlertButtonView()
            buttonViews.append(view)
            addSubview(view)
        }
        for (view, button) in zip(buttonViews, buttons) {
            view.accessibilityLabel = button.title
            view.accessibilityTraits = button.isEnabled ? .button : [.button, .notEnabled]
        }
        onContentChange?()
    }

    /// One invisible view per button, over the drawn button: what assistive technologies and tests find (its
    /// label is the title, its traits `.button`). It takes no touches; the panel handles them.
    package private(set) var buttonViews: [UIView] = []

    /// The layout of the panel `width` points wide.
    package func layout(width: CGFloat) -> AlertLayout {
        if let cachedLayout, cachedLayout.size.width == width { return cachedLayout }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let layout = AlertLayout.compute(
            kind: kind, appearance: appearance, title: title, message: message, buttons: buttons,
            fieldCount: fieldCount, width: width, hairline: 1 / max(1, scale))
        cachedLayout = layout
        return layout
    }

    /// The layout at the current width.
    package var currentLayout: AlertLayout { layout(width: bounds.width) }

    /// The frame of button `index` in this view's coordinates (nil when out of range).
    package func buttonFrame(at index: Int) -> CGRect? {
        let frames = currentLayout.buttonFrames
        return frames.indices.contains(index) ? frames[index] : nil
    }

    /// The index of the enabled button under `point` (this view's coordinates), if any.
    package func buttonIndex(at point: CGPoint) -> Int? {
        currentLayout.buttonFrames.indices.first {
            currentLayout.buttonFrames[$0].contains(point) && buttons[$0].isEnabled
        }
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        if cachedLayout?.size.width != bounds.width { setNeedsDisplay() }
        for (view, frame) in zip(buttonViews, currentLayout.buttonFrames) { view.frame = frame }
        for (box, frame) in zip(fieldBoxes, currentLayout.fieldFrames) { AlertTextFields.place(box, in: frame) }
    }

    override package func draw(_ rect: CGRect) {
        AlertPainter(view: self, layout: currentLayout).draw()
    }

    // MARK: Touches

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard acceptsChoices, let touch = touches.first else { return }
        highlightedIndex = buttonIndex(at: touch.location(in: self))
    }

    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard acceptsChoices, let touch = touches.first else { return }
        highlightedIndex = buttonIndex(at: touch.location(in: self))
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let chosen = highlightedIndex
        highlightedIndex = nil
        guard acceptsChoices, let chosen, let touch = touches.first,
            buttonIndex(at: touch.location(in: self)) == chosen
        else { return }
        onSelect?(chosen)
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightedIndex = nil
    }
}

/// The accessible stand-in for one drawn button (see ``AlertContentView/buttonViews``).
@MainActor
private final class AlertButtonView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        backgroundColor = nil
        isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
