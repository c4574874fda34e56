// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The edit menu on screen: a row of commands in a callout whose arrow points at the target rectangle, paged
/// with ◂/▸ buttons when the commands do not fit the screen's width.
///
/// The view draws the whole callout (``EditMenuPainter``); each command is an ``EditMenuButton``, a transparent
/// control that tracks the finger and is an accessibility button.
@MainActor
package final class EditMenuView: UIView {
    package let style: EditMenuStyle
    /// All commands, and the pages they are split into (indexes into ``commands``).
    package private(set) var commands: [EditMenuCommand] = []
    package private(set) var pages: [Range<Int>] = []
    package private(set) var page = 0
    /// Where the arrow points and the body lies, in this view's coordinates.
    package var bodyRect: CGRect = .zero
    package var pointsDown = true
    package var arrowX: CGFloat = 0
    /// Called with the command the user tapped.
    package var onChoose: ((EditMenuCommand) -> Void)?
    /// The buttons of the current page, paging buttons included, left to right.
    package private(set) var buttons: [EditMenuButton] = []

    package init(style: EditMenuStyle) {
        self.style = style
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The width `title` takes as a command.
    package func width(of title: String) -> CGFloat {
        ceil(title.size(withAttributes: [.font: style.font]).width) + 2 * style.titlePadding
    }

    /// Shows `commands`, split into pages no wider than `maxWidth`, from the first page.
    package func configure(commands: [EditMenuCommand], maxWidth: CGFloat) {
        self.commands = commands
        pages = []
        var start = 0
        while start < commands.count {
            let arrows = (start > 0 ? style.pagingWidth : 0)
            var end = start, used = arrows
            while end < commands.count {
                let w = width(of: commands[end].title)
                let needsNext = end + 1 < commands.count
                if used + w + (needsNext ? style.pagingWidth : 0) > maxWidth, end > start { break }
                used += w
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        show(page: 0)
    }

    /// The width of the current page.
    package var pageWidth: CGFloat { buttons.reduce(0) { $0 + $1.bounds.width } }

    /// Switches to page `index` (clamped) and rebuilds its buttons.
    package func show(page index: Int) {
        page = min(max(index, 0), max(pages.count - 1, 0))
        buttons.forEach { $0.removeFromSuperview() }
        buttons = []
        guard pages.indices.contains(page) else { return }
        if page > 0 { buttons.append(EditMenuButton(kind: .previous, menu: self)) }
        for index in pages[page] { buttons.append(EditMenuButton(kind: .command(commands[index]), menu: self)) }
        if page < pages.count - 1 { buttons.append(EditMenuButton(kind: .next, menu: self)) }
        var x: CGFloat = 0
        for button in buttons {
            let w: CGFloat
            switch button.kind {
            case .command(let command): w = width(of: command.title)
            case .previous, .next: w = style.pagingWidth
            }
            button.frame = CGRect(x: x, y: 0, width: w, height: style.bodyHeight)
            x += w
            addSubview(button)
        }
        setNeedsDisplay()
    }

    /// Lays the buttons over the body.
    package override func layoutSubviews() {
        super.layoutSubviews()
        var x = bodyRect.minX
        for button in buttons {
            button.frame = CGRect(x: x, y: bodyRect.minY, width: button.bounds.width, height: bodyRect.height)
            x += button.bounds.width
        }
    }

    /// A button was tapped.
    fileprivate func activate(_ button: EditMenuButton) {
        switch button.kind {
        case .command(let command): onChoose?(command)
        case .previous: show(page: page - 1); (superview as? EditMenuWindow)?.relayoutMenu()
        case .next: show(page: page + 1); (superview as? EditMenuWindow)?.relayoutMenu()
        }
    }

    package override func draw(_ rect: CGRect) {
        EditMenuPainter(view: self).draw()
    }

    /// Only the callout takes touches.
    package override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bodyRect.contains(point)
    }
}

/// A command (or paging arrow) of the edit menu: it tracks the finger (highlighted while it is inside) and
/// reports a tap on release, and reads as a button to accessibility.
@MainActor
package final class EditMenuButton: UIControl {
    package enum Kind: Equatable {
        case command(EditMenuCommand)
        case previous
        case next
    }

    package let kind: Kind
    private unowned let menu: EditMenuView

    fileprivate init(kind: Kind, menu: EditMenuView) {
        self.kind = kind
        self.menu = menu
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = title
        addAction(UIAction { [unowned self] _ in self.menu.activate(self) }, for: .touchUpInside)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The title drawn (and read by VoiceOver): the command's, or "Previous"/"Next" for the arrows.
    package var title: String {
        switch kind {
        case .command(let command): command.title
        case .previous: "Previous"
        case .next: "Next"
        }
    }

    package override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { menu.setNeedsDisplay() } }
    }
}
