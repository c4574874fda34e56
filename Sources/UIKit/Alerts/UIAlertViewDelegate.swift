// SPDX-License-Identifier: Apache-2.0

/// What an alert view tells its delegate (iPhone OS 2 to iOS 8); every method is optional.
///
/// A button tap calls, in order: ``alertView(_:clickedButtonAt:)``, ``alertView(_:willDismissWithButtonIndex:)``
/// as the dismissal animation starts, and ``alertView(_:didDismissWithButtonIndex:)`` when the alert has gone.
/// `dismiss(withClickedButtonIndex:animated:)` from code sends only the two dismissal messages. Showing calls
/// ``willPresent(_:)`` before the alert appears and ``didPresent(_:)`` when its animation ends.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: NSObjectProtocol {
    /// The user tapped the button at `buttonIndex`; the alert is dismissed after this returns.
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The system is cancelling the alert. The default (what UIKit does for a delegate without this method)
    /// acts as a tap on the cancel button, or dismisses with index -1 when there is none.
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to appear.
    func willPresent(_ alertView: UIAlertView)
    /// The alert appeared (its animation ended).
    func didPresent(_ alertView: UIAlertView)
    /// The alert is about to be dismissed, because of the button at `buttonIndex`.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert was dismissed and is off screen.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first button that is not the cancel button is enabled, asked when an alert with text fields
    /// shows and whenever their text changes (default true).
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    /// Does nothing: the alert still dismisses after the tap, with the tapped button's index.
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    /// Acts as a tap on ``UIAlertView/cancelButtonIndex``, or dismisses with index -1 when the alert has no cancel
    /// button, as UIKit does for a delegate that does not implement this method.
    public func alertViewCancel(_ alertView: UIAlertView) { alertView.cancelAsSystem() }
    /// Does nothing.
    public func willPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    public func didPresent(_ alertView: UIAlertView) {}
    /// Does nothing.
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    /// Does nothing.
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    /// Returns `true`: the first other button stays enabled whatever the text fields hold.
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
