// SPDX-License-Identifier: Apache-2.0

extension UIView {
    // `intrinsicContentSize` is declared in UIView.swift (overridable); this is its "no size" value.

    /// The "no natural size" value of an ``intrinsicContentSize`` dimension (-1, as UIKit's).
    public static let noIntrinsicMetric: CGFloat = -1

    /// `endEditing(_:)`'s work: resigns the first responder when it is this view or inside it.
    package func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let responder = FirstResponderTracker.current as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        FirstResponderTracker.current = nil
        (responder as? UITextField)?.forceEndEditing()
        (responder as? UITextView)?.forceEndEditing()
        return true
    }
}
