// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a document interaction controller calls to present its preview and to report its menus.
///
/// Every method is optional, as in Apple's Objective-C protocol; the defaults in the extension do what UIKit does
/// for a delegate without the method. A preview needs
/// ``documentInteractionControllerViewControllerForPreview(_:)``: without it
/// ``UIDocumentInteractionController/presentPreview(animated:)`` returns false.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: NSObjectProtocol {
    /// The view controller that presents the preview modally. The default stands for "not implemented": the
    /// preview is refused.
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController
    /// The rectangle the preview zooms from, in ``documentInteractionControllerViewForPreview(_:)``'s
    /// coordinates. Stored only on Touchstone (the preview slides up); the default is `.zero`.
    func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect
    /// The view the preview zooms from (default nil). Stored only on Touchstone.
    func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView?
    /// Tells the delegate the preview is about to be presented. The default does nothing.
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the preview has been dismissed. The default does nothing.
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the options menu is about to be presented. The default does nothing.
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the options menu has been dismissed. The default does nothing.
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the Open In menu is about to be presented. The default does nothing.
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the Open In menu has been dismissed. The default does nothing.
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    /// Tells the delegate the document is about to be handed to `application` (a bundle identifier; Touchstone's
    /// "Save to Files" is `com.apple.DocumentsApp`). The default does nothing.
    func documentInteractionController(_ controller: UIDocumentInteractionController,
                                       willBeginSendingToApplication application: String?)
    /// Tells the delegate the document has been handed to `application`. The default does nothing.
    func documentInteractionController(_ controller: UIDocumentInteractionController,
                                       didEndSendingToApplication application: String?)
}

/// The controller the default ``UIDocumentInteractionControllerDelegate`` answers with: it stands for "the
/// delegate does not implement the method", so the preview is refused. Not API.
final class NoPreviewPresenter: UIViewController {}

extension UIDocumentInteractionControllerDelegate {
    /// Answers "not implemented" (the preview is refused, as on iOS).
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        NoPreviewPresenter()
    }
    /// Answers `.zero`.
    public func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect { .zero }
    /// Answers nil.
    public func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? { nil }
    /// Does nothing.
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionController(_ controller: UIDocumentInteractionController,
                                              willBeginSendingToApplication application: String?) {}
    /// Does nothing.
    public func documentInteractionController(_ controller: UIDocumentInteractionController,
                                              didEndSendingToApplication application: String?) {}
}
