// SPDX-License-Identifier: Apache-2.0

/// A controller's popover presentation controller, and the adaptation of a popover to the compact width of
/// iPhone.
extension UIViewController {
    /// The popover presentation controller that presents this controller when its `modalPresentationStyle` is
    /// `.popover` (nil for any other style). Available before presentation, so its source can be set first; it
    /// stays the same object while the popover is adapted to a sheet. An action-sheet `UIAlertController` has one
    /// too (iPhone ignores it: the sheet rises from the bottom).
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let alert = self as? UIAlertController { return alert.actionSheetPopover }
        guard modalPresentationStyle == .popover else { return nil }
        let controller = presentationControllerStorage ?? resolvedPresentationController
        return controller as? UIPopoverPresentationController ?? controller?.adaptedPopover
    }

    /// The style a `.popover` presentation shows in: the popover itself in regular width; in compact width the
    /// delegate's answer (`.none`/`.popover`: keep the popover; `.fullScreen`, `.overFullScreen`; the sheets:
    /// `.pageSheet` on the modern profile, full screen on the iPhone OS 3 ones), else the system's adaptation
    /// (a page sheet on the modern profile, full screen on the iPhone OS 3 ones).
    package func adaptedPopoverStyle(_ popover: UIPopoverPresentationController,
                                     traits: UITraitCollection) -> UIModalPresentationStyle {
        let classic = UIScreen.main.profile.isClassic
        let sheet: UIModalPresentationStyle = classic ? .fullScreen : .pageSheet
        guard traits.horizontalSizeClass != .regular else { return .popover }
        let answer = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits) ?? .automatic
        switch answer {
        case .none, .popover: return .popover
        case .fullScreen, .overFullScreen: return answer
        case .pageSheet, .formSheet: return sheet
        case .automatic: return sheet
        default:
            UIKitDiagnostics.log("adaptivePresentationStyle(for:traitCollection:) returned \(answer), which a popover cannot adapt to; using the default")
            return sheet
        }
    }
}
