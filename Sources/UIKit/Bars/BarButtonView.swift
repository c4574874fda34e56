// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The view a navigation bar or toolbar shows for one bar button item (or for the navigation bar's back
/// button): its title, image or system icon, or its custom view.
///
/// The view is highlighted while a finger is down in it and runs the item's tap (``UIBarButtonItem/performTap(event:)``)
/// when the finger lifts inside; an item with a ``UIBarButtonItem/menu`` and nothing else to run shows the menu
/// (``MenuCardView``). A disabled item is drawn dimmed and takes no touches. On the classic profiles titled items
/// in a navigation bar (and `.bordered`/`.done` items anywhere) are drawn as iPhone OS 3's bordered buttons and the
/// back button as the arrow-shaped one; on the modern profile everything is plain text or icons in the tint colour,
/// and the back button is a chevron and title.
@MainActor
package final class BarButtonView: UIControl {
    /// The item shown (nil for a navigation bar's synthesised back button).
    package let item: UIBarButtonItem?
    /// Whether this is a navigation bar's back button.
    package let isBackButton: Bool
    /// The back button's title (ignored for other buttons).
    package var backTitle: String { didSet { if backTitle != oldValue { updateAccessibility(); setNeedsDisplay() } } }
    /// The bar's look.
    package var look: BarLook { didSet { setNeedsDisplay() } }
    /// Whether the bar is the short landscape bar (iPhone: 32 points).
    package var compact = false { didSet { setNeedsDisplay() } }
    /// Run instead of the item's action when the view is tapped (the back button's pop).
    package var onTap: (() -> Void)?
    /// The bar's `backIndicatorImage`, drawn (as a template) instead of the modern chevron.
    package var indicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    /// Creates the view for `item`, or a back button titled `backTitle` when `isBackButton`.
    package init(item: UIBarButtonItem?, isBackButton: Bool = false, backTitle: String = "", look: BarLook) {
        self.item = item
        self.isBackButton = isBackButton
        self.backTitle = backTitle
        self.look = look
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        refresh()
    }

    package required init?(coder: NSCoder) { nil }

    /// Takes the item's current state: enabled flag, custom view, and a redraw.
    package func refresh() {
        isEnabled = item?.isEnabled ?? true
        if let custom = item?.customView, custom.superview !== self {
            addSubview(custom)
        }
        for subview in subviews where subview !== item?.customView { subview.removeFromSuperview() }
        updateAccessibility()
        setNeedsLayout()
        setNeedsDisplay()
    }

    override package var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    override package var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateAccessibility(); setNeedsDisplay() } }
    }

    /// A button element read by its title, the back title ("Back" when empty), or the system icon's name; a
    /// custom view speaks for itself.
    private func updateAccessibility() {
        isAccessibilityElement = item?.customView == nil && item?.isSpace != true
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        if isBackButton {
            accessibilityLabel = backTitle.isEmpty ? "Back" : backTitle
        } else {
            accessibilityLabel = item?.accessibilityLabel ?? item?.title
                ?? item?.systemItem.flatMap(SystemIcons.spokenName(for:))
        }
    }

    private func tapped() {
        if let onTap { return onTap() }
        guard let item else { return }
        if item.primaryAction == nil, item.action == nil, let menu = item.menu {
            MenuCardView.present(menu, sender: item, from: self, alignment: .centre)
            return
        }
        item.performTap(event: nil)
    }

    // MARK: Metrics

    /// Whether the view draws iPhone OS 3's bordered button behind its content.
    package var isBordered: Bool {
        guard look.classic, item?.customView == nil else { return false }
        if isBackButton { return true }
        guard let item, !item.isSpace else { return false }
        if item.style != .plain { return true }
        // iPhone OS 3 draws every navigation bar button bordered; toolbar buttons only when asked.
        return look.kind == .navigation
    }

    private var isDone: Bool { item?.style == .done }

    /// The bar appearance's look for this button (modern look with an appearance): the navigation bar's back,
    /// done or plain button appearance, or the toolbar's done or plain one.
    package var buttonAppearance: UIBarButtonItemAppearance? {
        guard !look.classic else { return nil }
        if let navigation = look.appearance as? UINavigationBarAppearance {
            if isBackButton { return navigation.backButtonAppearance }
            return isDone ? navigation.doneButtonAppearance : navigation.buttonAppearance
        }
        if let toolbar = look.appearance as? UIToolbarAppearance {
            return isDone ? toolbar.doneButtonAppearance : toolbar.buttonAppearance
        }
        return nil
    }

    /// The state appearance that applies now (disabled, highlighted or normal), if the bar has an appearance.
    package var stateAppearance: UIBarButtonItemStateAppearance? {
        buttonAppearance?.state(enabled: isEnabled, highlighted: isHighlighted)
    }

    /// The title font: classic 12-point bold; modern 17-point (semibold for `.done`); an appearance's normal-state
    /// `.font` wins on the modern look.
    package var titleFont: UIFont {
        if look.classic { return .boldSystemFont(ofSize: 12) }
        if let font = buttonAppearance?.normal.titleTextAttributes[.font] as? UIFont { return font }
        return isDone ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    /// The system icon, if the item is an icon system item.
    private var systemIcon: SystemIcons.Icon? { item?.systemItem.flatMap(SystemIcons.icon(for:)) }

    /// The icon side: classic 20, modern 24 (20 on a short landscape bar).
    private var iconSide: CGFloat { look.classic ? 20 : (compact ? 20 : 24) }

    /// The classic bordered button's height (30; 24 on a short bar).
    private var borderHeight: CGFloat { compact ? 24 : 30 }

    /// The modern chevron's size.
    private var chevronSize: CGSize { compact ? CGSize(width: 9, height: 17) : CGSize(width: 11, height: 21) }

    private var titleText: String? {
        if isBackButton { return backTitle }
        guard systemIcon == nil, item?.image == nil else { return nil }
        return item?.title
    }

    /// The width the content needs (before the item's fixed ``UIBarButtonItem/width``).
    private func contentWidth() -> CGFloat {
        let font = titleFont
        if isBackButton {
            let text = BarDrawing.textWidth(backTitle, font: font)
            if look.classic { return max(50, text + 14 + 12) }
            return 8 + chevronSize.width + (text > 0 ? 6 + text : 0) + 8
        }
        guard let item else { return 0 }
        if let custom = item.customView { return custom.frame.width }
        var inner: CGFloat
        if systemIcon != nil {
            inner = iconSide
        } else if let image = item.image {
            inner = min(image.size.width, 40)
        } else {
            let titles = [item.title ?? ""] + Array(item.possibleTitles ?? [])
            inner = titles.map { BarDrawing.textWidth($0, font: font) }.max() ?? 0
        }
        if isBordered { return max(look.classic && titleText != nil ? 48 : 36, inner + 20) }
        return inner + (look.classic ? 12 : 16)
    }

    /// The view's size in a bar `barHeight` points high: the content width (or the item's `width`), full height.
    package func preferredSize(barHeight: CGFloat) -> CGSize {
        if let custom = item?.customView {
            let width = (item?.width ?? 0) > 0 ? item!.width : custom.frame.width
            return CGSize(width: width, height: max(custom.frame.height, min(barHeight, borderHeight)))
        }
        let width = (item?.width ?? 0) > 0 ? item!.width : contentWidth()
        return CGSize(width: ceil(width), height: barHeight)
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item?.customView {
            let size = custom.frame.size
            custom.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                  width: size.width, height: size.height)
        }
    }

    // MARK: Drawing

    override package func draw(_ rect: CGRect) {
        guard item?.customView == nil, let context = UIGraphicsGetCurrentContext() else { return }
        let box = CGRect(x: 0, y: (bounds.height - borderHeight) / 2, width: bounds.width, height: borderHeight)
        if isBordered {
            BarDrawing.drawClassicButton(box, base: BarDrawing.classicButtonBase(look: look, done: isDone),
                                         back: isBackButton, highlighted: isHighlighted)
        }
        context.saveGState()
        defer { context.restoreGState() }
        let state = stateAppearance
        if let background = state?.backgroundImage {
            let offset = state?.backgroundImagePositionAdjustment ?? UIOffset(horizontal: 0, vertical: 0)
            background.draw(in: bounds.offsetBy(dx: offset.horizontal, dy: offset.vertical))
        }
        // A state with its own colour is drawn in it; otherwise disabled and highlighted buttons are dimmed.
        let stateColor = state?.titleTextAttributes[.foregroundColor] as? UIColor
        if !isEnabled, stateColor == nil { context.setAlpha(look.classic ? 0.45 : 0.35) }
        if isHighlighted, !isBordered, stateColor == nil { context.setAlpha(look.classic ? 0.5 : 0.25) }
        let color = contentColor
        let textColor = stateColor ?? color
        let textOffset = state?.titlePositionAdjustment ?? UIOffset(horizontal: 0, vertical: 0)
        if isBackButton, !look.classic {
            let chevron = CGRect(x: 8, y: (bounds.height - chevronSize.height) / 2, width: chevronSize.width,
                                 height: chevronSize.height)
            if let indicatorImage {
                BarDrawing.drawTemplate(indicatorImage, in: chevron, color: color)
            } else {
                SystemIcons.draw(SystemIcons.backChevron, in: chevron, color: color, gridSize: CGSize(width: 12, height: 24))
            }
            let textRect = CGRect(x: chevron.maxX + 6, y: 0, width: max(0, bounds.width - chevron.maxX - 6), height: bounds.height)
            BarDrawing.drawText(backTitle, in: textRect.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical),
                                font: titleFont, color: textColor, alignment: .left)
            return
        }
        let content = isBackButton ? box.inset(by: UIEdgeInsets(top: 0, left: 14, bottom: 0, right: 6)) : box.insetBy(dx: 4, dy: 0)
        if let icon = systemIcon {
            let side = iconSide
            SystemIcons.draw(icon, in: CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
                             color: color)
        } else if let image = (compact ? item?.landscapeImagePhone : nil) ?? item?.image {
            let insets = item?.imageInsets ?? .zero
            BarDrawing.drawTemplate(image, in: bounds.inset(by: insets).insetBy(dx: 2, dy: 4), color: color)
        } else if let title = titleText {
            BarDrawing.drawText(title, in: content.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical),
                                font: titleFont, color: textColor, embossed: look.classic)
        }
    }

    /// The colour of the title and icon: white on the classic bars, else the item's tint, else the bar's.
    private var contentColor: UIColor {
        if let tint = item?.tintColor, !look.classic { return tint }
        if look.classic { return .white }
        return look.tintColor
    }
}
