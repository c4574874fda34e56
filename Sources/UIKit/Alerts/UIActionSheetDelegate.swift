// SPDX-License-Identifier: Apache-2.0

/// What an action sheet tells its delegate (iPhone OS 2 to iOS 8.3); every method is optional.
///
/// A button tap calls, in order: ``actionSheet(_:clickedButtonAt:)``,
/// ``actionSheet(_:willDismissWithButtonIndex:)`` as the sheet starts sliding away, and
/// ``actionSheet(_:didDismissWithButtonIndex:)`` when it has gone. Showing calls ``willPresent(_:)`` before the
/// sheet appears and ``didPresent(_:)`` when it has slid up.
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: NSObjectProtocol {
    /// The user tapped the button at `buttonIndex`; the sheet is dismissed after this returns.
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system is cancelling the sheet. The default (what UIKit does for a delegate without this method) acts
    /// as a tap on the cancel button, or dismisses with index -1 when there is none.
    func actionSheetCancel(_ actionSheet: UIActionSheet)
    /// The sheet is about to appear.
    func willPresent(_ actionSheet: UIActionSheet)
    /// The sheet appeared (its animation ended).
    func didPresent(_ actionSheet: UIActionSheet)
    /// The sheet is about to be dismissed, because of the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet was dismissed and is off screen.
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
    /// Does nothing: the sheet still dismisses after the tap, with the tapped button's index.
    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    /// Acts as a tap on ``UIActionSheet/cancelButtonIndex``, or dismisses with index -1 when the sheet has no cancel
    /// button, as UIKit does for a delegate that does not implement this method.
    public func actionSheetCancel(_ actionSheet: UIActionSheet) { actionSheet.cancelAsSystem() }
    /// Does nothing.
    public func willPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    public func didPresent(_ actionSheet: UIActionSheet) {}
    /// Does nothing.
    public func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    public func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}
