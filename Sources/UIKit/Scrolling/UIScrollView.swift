// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view whose content is larger than its bounds: the user drags it to see the rest (guide §2.2, "Scroll Views").
///
/// The content offset *is* `bounds.origin`: scrolling moves the bounds over the content, so subviews keep their
/// frames and the ones outside the bounds are clipped (`clipsToBounds` is true by default). Every change of the
/// offset, however made (``contentOffset``, `bounds`, a drag, an animation), calls the delegate's
/// `scrollViewDidScroll(_:)` and schedules `layoutSubviews()`, which table and collection views use to place the
/// rows that scrolled in.
@preconcurrency @MainActor
open class UIScrollView: UIView, _ScrollViewDelegateHolding {
    /// The delegate, held weakly; table, collection and text views read the same storage with their own protocol.
    public weak var _delegateStorage: AnyObject?

    /// The size of the content, in points (the scrollable area before insets). Negative or non-finite sizes are
    /// logged and ignored.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite,
                  contentSize.width >= 0, contentSize.height >= 0 else {
                UIKitDiagnostics.log("UIScrollView.contentSize: invalid \(contentSize) ignored")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { contentSizeDidChange(from: oldValue) }
        }
    }

    /// The inset the app adds around the content (points; the area the user can scroll into past the content).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange(from: adjustedContentInset(contentInset: oldValue))
        }
    }

    /// Creates a scroll view with `frame`; it clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The point of the content shown at the bounds' top-left corner: `bounds.origin`. Setting it scrolls at once
    /// (no animation, no bounce) and calls `scrollViewDidScroll(_:)`; non-finite values are logged and ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitDiagnostics.log("UIScrollView.contentOffset: non-finite \(newValue) ignored")
            }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }

    /// The bounds; a change of origin is a scroll (see ``contentOffset``).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            let newOrigin = super.bounds.origin
            if newOrigin != oldOrigin { contentOffsetDidChange(from: oldOrigin) }
        }
    }

    /// The insets the content is scrolled within: ``contentInset`` plus the safe area where
    /// `contentInsetAdjustmentBehavior` asks for it.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInset(contentInset: contentInset) }

    /// Called by UIKit when ``adjustedContentInset`` changes; the default does nothing. Call super.
    open func adjustedContentInsetDidChange() {}

    // MARK: Hooks for the scrolling machinery

    /// The adjusted inset for a given app inset.
    package func adjustedContentInset(contentInset: UIEdgeInsets) -> UIEdgeInsets { contentInset }

    /// After every change of the offset: lay out again and tell the delegate.
    package func contentOffsetDidChange(from oldOffset: CGPoint) {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    package func contentSizeDidChange(from oldSize: CGSize) {}

    package func adjustedContentInsetDidChange(from oldInset: UIEdgeInsets) {
        guard adjustedContentInset != oldInset else { return }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}

/// Lets ``UIScrollView``'s subclasses declare `delegate` with their own protocol, as Apple's headers do
/// (`UITableView.delegate: UITableViewDelegate?`).
///
/// Swift cannot override a property with a narrower type, so ``UIScrollView/delegate`` lives in this protocol's
/// extension, and a subclass's own `delegate` shadows it; both read and write the same weak storage. Not API.
@MainActor
public protocol _ScrollViewDelegateHolding: AnyObject {
    /// The delegate, stored once for the scroll view and its subclasses' typed `delegate` properties.
    var _delegateStorage: AnyObject? { get set }
}

extension _ScrollViewDelegateHolding where Self: UIScrollView {
    /// The scroll view's delegate, held weakly (nil: none).
    public var delegate: UIScrollViewDelegate? {
        get { _delegateStorage as? UIScrollViewDelegate }
        set { _delegateStorage = newValue }
    }
}
