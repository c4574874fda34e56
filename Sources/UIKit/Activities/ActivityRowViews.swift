// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One action in the share sheet's list: the title on the left, the icon on the right, highlighted while
/// touched.
@MainActor
package final class ActivityActionRow: UIControl {
    package let activity: UIActivity
    private let titleLabel = UILabel()
    private let iconView = UIImageView()
    private let separator = UIView()
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        iconView.image = activity.activityImage?.withRenderingMode(.alwaysTemplate)
        iconView.tintColor = .label
        iconView.contentMode = .scaleAspectFit
        separator.backgroundColor = .separator
        adoptActivityParts([titleLabel, iconView, separator], title: activity.activityTitle)
    }

    /// Rows are made in code only.
    required init?(coder: NSCoder) { return nil }

    package override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 64), height: bounds.height)
        iconView.frame = CGRect(x: bounds.width - 40, y: (bounds.height - 24) / 2, width: 24, height: 24)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: 16, y: bounds.height - hairline, width: bounds.width - 16, height: hairline)
    }
}

/// One share activity in the share sheet's row: a rounded square icon with the title under it.
@MainActor
package final class ActivityShareButton: UIControl {
    package let activity: UIActivity
    private let tile = UIView()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        tile.backgroundColor = .secondarySystemGroupedBackground
        tile.layer.cornerRadius = 14
        iconView.image = activity.activityImage ?? UIImage(systemName: "square.and.arrow.up")
        iconView.tintColor = .systemBlue
        iconView.contentMode = .scaleAspectFit
        titleLabel.text = activity.activityTitle
        titleLabel.font = .systemFont(ofSize: 11)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        adoptActivityParts([tile, iconView, titleLabel], title: activity.activityTitle)
    }

    /// Buttons are made in code only.
    required init?(coder: NSCoder) { return nil }

    package override var isHighlighted: Bool {
        didSet { tile.alpha = isHighlighted ? 0.5 : 1 }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 60
        tile.frame = CGRect(x: (bounds.width - side) / 2, y: 4, width: side, height: side)
        iconView.frame = tile.frame.insetBy(dx: 14, dy: 14)
        titleLabel.frame = CGRect(x: 0, y: tile.frame.maxY + 4, width: bounds.width, height: 28)
    }
}

extension UIControl {
    /// Adds `parts` as touch-transparent subviews and makes the control one accessibility button named `title`.
    fileprivate func adoptActivityParts(_ parts: [UIView], title: String?) {
        for part in parts {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .button
    }
}
