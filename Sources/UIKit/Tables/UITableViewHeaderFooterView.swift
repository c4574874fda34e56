// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A reusable section header or footer: a content view for the app's subviews, the standard title label, and
/// an optional background view.
///
/// The table uses one for every section that has a title but no custom view; apps register subclasses with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue them in `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let reuseIdentifierStorage: String?

    /// The view the app adds its subviews to; it fills the header.
    public private(set) lazy var contentView: UIView = makeSubview(UIView())

    /// The title label (created on first use), at the leading margin and vertically centred.
    open var textLabel: UILabel? { titleLabel }
    /// A secondary label below the title (created on first use; empty by default).
    open var detailTextLabel: UILabel? { detailLabel }

    private lazy var titleLabel: UILabel = {
        titleLabelMade = true
        return makeLabel(font: .systemFont(ofSize: 13), color: .darkGray)
    }()
    private lazy var detailLabel: UILabel = {
        detailLabelMade = true
        return makeLabel(font: .systemFont(ofSize: 11), color: .gray)
    }()
    private var titleLabelMade = false
    private var detailLabelMade = false

    /// A view behind the content view, sized to the header (nil: the table's style decides the background).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Creates a view reusable under `reuseIdentifier` (nil: not reused).
    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        _ = contentView
    }

    /// Creates a view with no reuse identifier and a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        super.init(coder: coder)
        _ = contentView
    }

    /// Creates a view with `frame` and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The identifier the table reuses the view under (nil: never reused).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before the table hands the view out again; the default clears nothing the app set. Call super.
    open func prepareForReuse() {}

    /// Places the background and content views over the bounds and the labels at the leading margin (16
    /// points), the title centred, or above the detail when there is one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let inset: CGFloat = 16
        let width = max(0, bounds.width - 2 * inset)
        let hasDetail = detailLabelMade && !(detailLabel.text ?? "").isEmpty
        if titleLabelMade {
            let height = titleLabel.sizeThatFits(CGSize(width: width, height: 0)).height
            let y = hasDetail ? bounds.midY - height : bounds.midY - height / 2
            titleLabel.frame = CGRect(x: inset, y: y.rounded(), width: width, height: height)
        }
        if detailLabelMade {
            let height = detailLabel.sizeThatFits(CGSize(width: width, height: 0)).height
            detailLabel.frame = CGRect(x: inset, y: bounds.midY.rounded(), width: width, height: height)
        }
    }

    private func makeLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    private func makeSubview(_ view: UIView) -> UIView {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
