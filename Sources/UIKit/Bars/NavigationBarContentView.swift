// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a navigation bar shows for one navigation item: the back button, the left and right buttons, the title
/// (or title view), the prompt and the large title, laid out across the bar.
///
/// The bar keeps one for its top item; during a push or pop it keeps the outgoing one too and animates the two
/// (see `UINavigationBar+Transition.swift`). The view covers the bar's bounds and is otherwise transparent.
@MainActor
package final class NavigationBarContentView: UIView {
    /// The item shown.
    package let item: UINavigationItem
    /// The back button (nil when there is no item beneath, or the item hides it or replaces it).
    package private(set) var backButton: BarButtonView?
    /// The left buttons, leading first.
    package private(set) var leftViews: [BarButtonView] = []
    /// The right buttons, trailing first (as ``UINavigationItem/rightBarButtonItems`` lists them).
    package private(set) var rightViews: [BarButtonView] = []
    /// The title label (hidden when a title view or the large title shows instead).
    package let titleLabel = UILabel()
    /// The prompt label (nil without a prompt).
    package private(set) var promptLabel: UILabel?
    /// The large title label (nil unless the item's title shows large).
    package private(set) var largeTitleLabel: UILabel?
    /// The back title before shortening ("Back" or the chevron alone when space is short).
    private var fullBackTitle = ""
    /// Where the bar's appearance came from when the views were built (nil: the legacy look).
    package let appearanceKey: String?
    /// How far the title moves from its centred place (the appearance's `titlePositionAdjustment`).
    private var titleOffset = UIOffset(horizontal: 0, vertical: 0)

    /// Builds the views for `item` on `bar`, with a back button for `backItem` when one shows.
    package init(item: UINavigationItem, backItem: UINavigationItem?, bar: UINavigationBar, largeTitle: Bool) {
        self.item = item
        let look = bar.look
        appearanceKey = look.appearanceKey
        super.init(frame: bar.bounds)
        backgroundColor = .clear
        isOpaque = false
        let appearance = look.classic ? nil : look.appearance as? UINavigationBarAppearance
        if let backItem, !item.hidesBackButton,
           (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton {
            fullBackTitle = backItem.backTitle
            let back = BarButtonView(item: nil, isBackButton: true, backTitle: fullBackTitle, look: look)
            back.onTap = { [weak bar] in bar?.backButtonTapped() }
            back.indicatorImage = appearance?.backIndicatorImage ?? bar.backIndicatorImage
            backButton = back
            addSubview(back)
        }
        leftViews = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map { BarButtonView(item: $0, look: look) }
        rightViews = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map { BarButtonView(item: $0, look: look) }
        (leftViews + rightViews).forEach { addSubview($0) }

        titleLabel.text = item.title
        titleLabel.accessibilityTraits = [.staticText, .header]  // VoiceOver reads the title as a heading
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        let attributes = appearance?.titleTextAttributes ?? bar.titleTextAttributes ?? [:]
        if let appearance {
            titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            titleOffset = appearance.titlePositionAdjustment
        } else if look.classic {
            titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 20)
            titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .white
            titleLabel.shadowColor = UIColor(white: 0, alpha: 0.5)
            titleLabel.shadowOffset = CGSize(width: 0, height: -1)
        } else {
            titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? look.modernTextColor
        }
        if let titleView = item.titleView {
            addSubview(titleView)
        } else {
            addSubview(titleLabel)
        }
        if let prompt = item.prompt {
            let label = UILabel()
            label.text = prompt
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13)
            label.textColor = look.classic || look.isDark ? .white : UIColor(white: 0.25, alpha: 1)
            if look.classic { label.shadowColor = UIColor(white: 0, alpha: 0.5) }
            promptLabel = label
            addSubview(label)
        }
        if largeTitle {
            let label = UILabel()
            label.text = item.title
            label.accessibilityTraits = [.staticText, .header]
            let large = appearance?.largeTitleTextAttributes ?? bar.largeTitleTextAttributes ?? [:]
            label.font = large[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
            label.textColor = large[.foregroundColor] as? UIColor ?? (appearance != nil ? .label : look.modernTextColor)
            label.lineBreakMode = .byTruncatingTail
            largeTitleLabel = label
            addSubview(label)
            titleLabel.alpha = 0
        }
    }

    package required init?(coder: NSCoder) { nil }

    /// Every button view, for looks and tests.
    package var buttonViews: [BarButtonView] { [backButton].compactMap { $0 } + leftViews + rightViews }

    /// The view in the middle: the item's title view, else the title label.
    package var titleContentView: UIView { item.titleView ?? titleLabel }

    /// Lays the views out in `bounds`: a prompt row (30 points) on top when there is a prompt, then the bar row
    /// (`rowHeight`), then the large title row. Buttons go from the edges inwards; the title is centred in the
    /// bar, moved inwards (and truncated) so it never overlaps a button.
    package func layoutContent(rowHeight: CGFloat, classic: Bool) {
        let rowY = promptLabel == nil ? 0 : BarMetrics.promptHeight
        let compact = rowHeight < 44
        let margin: CGFloat = classic ? 5 : 8
        let gap: CGFloat = classic ? 5 : 0
        if let promptLabel {
            promptLabel.frame = CGRect(x: margin, y: 4, width: max(0, bounds.width - 2 * margin), height: 22)
        }
        buttonViews.forEach { $0.compact = compact }
        func place(_ view: BarButtonView, x: CGFloat) -> CGRect {
            let size = view.preferredSize(barHeight: rowHeight)
            return CGRect(x: x, y: rowY + (rowHeight - size.height) / 2, width: size.width, height: size.height)
        }
        var right = bounds.width - margin
        for view in rightViews {
            let frame = place(view, x: 0)
            view.frame = frame.offsetBy(dx: right - frame.width, dy: 0)
            right = view.frame.minX - gap
        }
        // The title's width decides how much room the back button has: too long a back title becomes "Back",
        // then the chevron (modern) or an arrow with "Back" (classic) alone.
        let titleWidth = titleNeededWidth()
        if let backButton {
            let limit = max(0, (bounds.width - titleWidth) / 2 - margin - 6)
            var candidates = [fullBackTitle]
            if fullBackTitle != "Back" { candidates.append("Back") }
            if !classic { candidates.append("") }
            backButton.backTitle = candidates.first { title in
                backButton.backTitle = title
                return backButton.preferredSize(barHeight: rowHeight).width <= limit
            } ?? candidates.last ?? ""
        }
        var left = margin
        for view in [backButton].compactMap({ $0 }) + leftViews {
            view.frame = place(view, x: left)
            left = view.frame.maxX + gap
        }
        let inset: CGFloat = classic ? 5 : 8
        let minX = left + (left > margin ? inset : 0), maxX = right - (right < bounds.width - margin ? inset : 0)
        let available = max(0, maxX - minX)
        let width = min(titleWidth, available)
        var x = (bounds.width - width) / 2
        x = min(max(x, minX), maxX - width)
        let height = item.titleView.map { min($0.frame.height, rowHeight) } ?? rowHeight
        titleContentView.frame = CGRect(x: x + titleOffset.horizontal, y: rowY + (rowHeight - height) / 2 + titleOffset.vertical,
                                        width: width, height: height)
        if let largeTitleLabel {
            largeTitleLabel.frame = CGRect(x: 16, y: rowY + rowHeight, width: max(0, bounds.width - 32),
                                           height: BarMetrics.largeTitleHeight - 4)
        }
    }

    /// The width the middle view wants: the title view's, else the title's text width.
    private func titleNeededWidth() -> CGFloat {
        if let titleView = item.titleView { return titleView.frame.width }
        return ceil(titleLabel.intrinsicContentSize.width)
    }
}
