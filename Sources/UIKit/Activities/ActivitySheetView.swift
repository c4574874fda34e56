// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The share sheet's view: a dimmed backdrop and, at the bottom, a card with a header (what is shared, a close
/// button), a row of share activities' icons and a grouped list of actions.
///
/// Tapping the dimmed area or the close button calls ``onClose``; tapping an activity calls ``onChoose``.
@MainActor
package final class ActivitySheetView: UIView {
    package let dimming = UIView()
    package let card = UIView()
    package let titleLabel = UILabel()
    package let subtitleLabel = UILabel()
    package let closeButton = UIButton(type: .close)
    package private(set) var shareButtons: [ActivityShareButton] = []
    package private(set) var actionRows: [ActivityActionRow] = []
    private let actionGroup = UIView()
    package var onChoose: ((UIActivity) -> Void)?
    package var onClose: (() -> Void)?

    static let padding: CGFloat = 16
    static let headerHeight: CGFloat = 72
    static let shareRowHeight: CGFloat = 104
    static let actionRowHeight: CGFloat = 52

    init(summary: ActivitySummary, activities: [UIActivity]) {
        super.init(frame: .zero)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("closeTapped", ActivitySheetView.closeTapped)))
        addSubview(dimming)

        card.backgroundColor = .systemGroupedBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        addSubview(card)

        titleLabel.text = summary.title
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = .label
        titleLabel.lineBreakMode = .byTruncatingMiddle
        subtitleLabel.text = summary.subtitle
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        card.addSubview(titleLabel)
        card.addSubview(subtitleLabel)
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        closeButton.accessibilityLabel = "Close"
        card.addSubview(closeButton)

        actionGroup.backgroundColor = .secondarySystemGroupedBackground
        actionGroup.layer.cornerRadius = 10
        actionGroup.clipsToBounds = true
        card.addSubview(actionGroup)
        for activity in activities {
            if type(of: activity).activityCategory == .share {
                let button = ActivityShareButton(activity: activity)
                button.addAction(UIAction { [weak self] _ in self?.onChoose?(activity) }, for: .touchUpInside)
                shareButtons.append(button)
                card.addSubview(button)
            } else {
                let row = ActivityActionRow(activity: activity)
                row.addAction(UIAction { [weak self] _ in self?.onChoose?(activity) }, for: .touchUpInside)
                actionRows.append(row)
                actionGroup.addSubview(row)
            }
        }
        accessibilityViewIsModal = true
    }

    /// The sheet is made in code only.
    required init?(coder: NSCoder) { return nil }

    private func closeTapped() { onClose?() }

    /// The card's height for the current content and safe area.
    var cardHeight: CGFloat {
        let share = shareButtons.isEmpty ? 0 : Self.shareRowHeight
        let actions = actionRows.isEmpty ? 0 : CGFloat(actionRows.count) * Self.actionRowHeight + Self.padding
        return Self.headerHeight + share + actions + max(safeAreaInsets.bottom, Self.padding)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        let height = min(cardHeight, bounds.height * 0.9)
        card.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height + 12)
        let p = Self.padding, width = bounds.width
        closeButton.frame = CGRect(x: width - p - 30, y: 20, width: 30, height: 30)
        let textWidth = max(0, width - 3 * p - 30)
        titleLabel.frame = CGRect(x: p, y: subtitleLabel.text == nil ? 26 : 17, width: textWidth, height: 20)
        subtitleLabel.frame = CGRect(x: p, y: 38, width: textWidth, height: 18)
        var y = Self.headerHeight
        for (i, button) in shareButtons.enumerated() {
            button.frame = CGRect(x: p + CGFloat(i) * 76, y: y, width: 68, height: Self.shareRowHeight - 8)
        }
        if !shareButtons.isEmpty { y += Self.shareRowHeight }
        actionGroup.frame = CGRect(x: p, y: y, width: width - 2 * p,
                                   height: CGFloat(actionRows.count) * Self.actionRowHeight)
        for (i, row) in actionRows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.actionRowHeight, width: actionGroup.bounds.width,
                               height: Self.actionRowHeight)
            row.showsSeparator = i < actionRows.count - 1
        }
    }
}
