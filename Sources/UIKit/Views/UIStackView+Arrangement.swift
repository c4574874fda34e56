// SPDX-License-Identifier: Apache-2.0

// The arranged-view bookkeeping of a stack view, and what arranged views tell it: hidden or shown, leaving the
// stack view, a new intrinsic size.
extension UIStackView {
    /// `insertArrangedSubview(_:at:)`'s work (`addArrangedSubview(_:)` inserts at the end).
    package func insertArranged(_ view: UIView, at index: Int) {
        guard view !== self else {
            return UIKitDiagnostics.log("UIStackView: a stack view cannot arrange itself; ignored")
        }
        guard index >= 0, index <= arrangedList.count else {
            return UIKitDiagnostics.log(
                "UIStackView: insertArrangedSubview index \(index) is out of bounds (0…\(arrangedList.count)); ignored")
        }
        var target = index
        if let current = arrangedList.firstIndex(where: { $0 === view }) {
            arrangedList.remove(at: current)
            if index > current { target -= 1 }
        }
        if view.superviewStorage !== self { addSubview(view) }
        // `addSubview(_:)` may have failed (an ancestor of the stack view); arranged views are always subviews.
        guard view.superviewStorage === self else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedList.insert(view, at: min(target, arrangedList.count))
        setNeedsArrangement()
    }

    /// `removeArrangedSubview(_:)`'s work: forgets `view` (and its custom spacing) as an arranged view.
    package func removeArranged(_ view: UIView) {
        guard let index = arrangedList.firstIndex(where: { $0 === view }) else { return }
        arrangedList.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Asks for the arrangement's constraints to be made again in the next update-constraints pass.
    package func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    // MARK: What arranged views say

    /// An arranged view was hidden or shown (`UIView.isHidden`): it collapses or takes its place back. Inside an
    /// animation block the hierarchy lays out at once, so the change animates, as on iOS, where hiding an
    /// arranged view in `UIView.animate` animates without a `layoutIfNeeded()`.
    package func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedList.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
        if ViewAnimationContext.current != nil { layoutRoot.layoutIfNeeded() }
    }

    /// A subview is leaving the stack view: an arranged one stops being arranged, as on iOS.
    package func subviewWillLeave(_ view: UIView) { removeArranged(view) }

    /// An arranged view's intrinsic size changed: `.fillProportionally` takes its proportions from intrinsic
    /// sizes, so its constraints are made again.
    package func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedList.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
    }
}

extension UIView {
    /// Tells a stack view superview that this view was hidden or shown. A cast of the superview for other views.
    package func notifyStackOfVisibilityChange() {
        (superviewStorage as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }
}
