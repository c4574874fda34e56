// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A cell of a collection view: a content view the app fills, an optional background view behind it and an
/// optional selected background view shown while the cell is selected or highlighted.
///
/// The collection view sets ``isSelected`` and ``isHighlighted``; apps read them (or override them to restyle)
/// rather than set them, and select through the collection view (`selectItem(at:animated:scrollPosition:)`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds the cell's content to; it fills the cell, above the background views.
    public private(set) lazy var contentView: UIView = makeContentView()

    /// A view shown behind the content (nil by default); it fills the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }

    /// A view shown behind the content, above ``backgroundView``, while the cell is selected or highlighted (nil
    /// by default); it fills the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }

    /// Whether the cell is selected. The collection view sets it; setting it shows or hides the
    /// ``selectedBackgroundView``.
    open var isSelected = false {
        didSet { if isSelected != oldValue { arrangeBackgroundViews() } }
    }

    /// Whether the cell is highlighted (a finger is down on it). The collection view sets it while tracking a
    /// touch; it shows the ``selectedBackgroundView`` like selection does.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { arrangeBackgroundViews() } }
    }

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = contentView
    }

    /// Creates a cell with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = contentView
    }

    /// Called before the cell is handed out again; the default does nothing more than super (the collection view
    /// sets the new item's selection and highlight after the data source returns the cell). Call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Sizes the content and background views to the cell; call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = bounds
        contentView.frame = rect
        backgroundView?.frame = rect
        selectedBackgroundView?.frame = rect
    }

    /// For self-sizing: the cell's Auto Layout fitting size when its content view has constraints, otherwise the
    /// proposed size, returned in a copy of `layoutAttributes`.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard !contentView.constraints.isEmpty else { return layoutAttributes }
        let fitted = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else {
            return layoutAttributes
        }
        let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        copy.size = fitted
        return copy
    }

    private func makeContentView() -> UIView {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }

    /// Background at the back, then the selected background (while selected or highlighted), then the content.
    private func arrangeBackgroundViews() {
        var index = 0
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: index)
            index += 1
        }
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                selected.frame = bounds
                insertSubview(selected, at: index)
            } else {
                selected.removeFromSuperview()
            }
        }
    }
}
