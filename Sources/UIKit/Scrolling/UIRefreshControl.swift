// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A control that starts a refresh when the user pulls a scroll view's content down past its top (iOS 6; set it as
/// `scrollView.refreshControl`, iOS 10).
///
/// While the user drags, pulling the content more than `UIRefreshControl/triggerDistance` (80 points, after
/// rubber-banding) past the top begins refreshing and sends `.valueChanged`. While refreshing, the scroll view's
/// adjusted top inset grows by the control's `UIRefreshControl/height` (60 points; when the refresh began in a
/// drag, once the finger lifts), so the content settles below the control; `endRefreshing()` removes that inset and scrolls back up (animated, 0.3 s) if the content showed it.
/// The control sits above the content (`y = −60`), behind the other subviews.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, points (also the inset added while refreshing).
    package static let height: CGFloat = 60
    /// How far past the top the content must be pulled to begin refreshing, points.
    package static let triggerDistance: CGFloat = 80

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    /// The title shown under the spinner (nil by default).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    package let titleLabel = UILabel()
    package let spinner = UIView()
    private var triggeredInThisDrag = false

    /// Creates a refresh control (size it by adding it to a scroll view).
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        refreshControlSetUp()
    }

    /// Creates a refresh control (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshControlSetUp()
    }

    private func refreshControlSetUp() {
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 12)
        spinner.layer.cornerRadius = 10
        spinner.isHidden = true
        addSubview(spinner)
        addSubview(titleLabel)
        tintColorDidChange()
    }

    /// Starts refreshing (programmatically: no `.valueChanged` is sent): the scroll view's top inset grows.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.isHidden = false
        (superview as? UIScrollView)?.refreshStateDidChange(refreshing: true)
    }

    /// Ends the refresh: the extra inset goes and the content scrolls back up if it showed the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.isHidden = true
        (superview as? UIScrollView)?.refreshStateDidChange(refreshing: false)
    }

    /// Colours the spinner and the title in the new tint colour (grey without one).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.backgroundColor = tintColor ?? UIColor.gray
        titleLabel.textColor = tintColor ?? UIColor.gray
    }

    /// Places the 20-point spinner centred at the top (lower when there is no title) and the title beneath it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = attributedTitle != nil
        spinner.frame = CGRect(x: bounds.midX - 10, y: hasTitle ? 8 : 20, width: 20, height: 20)
        titleLabel.frame = CGRect(x: 0, y: 34, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }

    // MARK: Following the scroll view

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        if frame != CGRect(x: 0, y: -Self.height, width: width, height: Self.height) {
            frame = CGRect(x: 0, y: -Self.height, width: width, height: Self.height)
        }
    }

    package func scrollViewDidDrag(_ scrollView: UIScrollView) {
        let pull = scrollView.minimumContentOffset.y - scrollView.contentOffset.y
        guard !isRefreshing, !triggeredInThisDrag, pull >= Self.triggerDistance else { return }
        triggeredInThisDrag = true
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    package func scrollViewDidEndDragging(_ scrollView: UIScrollView) {
        triggeredInThisDrag = false
        if isRefreshing, scrollView.refreshInsetTop == 0 { scrollView.refreshStateDidChange(refreshing: true, lifting: true) }
    }
}

extension UIScrollView {
    package func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old {
            old.removeFromSuperview()
            if old.isRefreshing { refreshStateDidChange(refreshing: false) }
        }
        guard let control = refreshControl else { return }
        insertSubview(control, at: 0)
        control.scrollViewDidScroll(self)
        if control.isRefreshing { refreshStateDidChange(refreshing: true) }
    }

    /// The refresh control began or ended refreshing: its height joins or leaves the adjusted top inset.
    package func refreshStateDidChange(refreshing: Bool, lifting: Bool = false) {
        // While the user drags, the inset waits for the finger to lift (the content would jump under it).
        if refreshing, isDragging, !lifting { return }
        let wasAtTop = contentOffset.y <= minimumContentOffset.y + 0.5
        refreshInsetTop = refreshing ? UIRefreshControl.height : 0
        updateAdjustedContentInset()
        guard !refreshing, !isDragging, contentOffset.y < minimumContentOffset.y || wasAtTop else { return }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        if top != contentOffset, !isDecelerating { motion.animate(to: top, purpose: .silent) }
    }
}
