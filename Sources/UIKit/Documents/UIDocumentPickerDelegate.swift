// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a document picker calls when the user picks documents (or an export destination) or cancels.
///
/// Every method is optional, as in Apple's Objective-C protocol: the defaults in the extension do what UIKit does
/// for a delegate without the method. After calling either method the picker has already dismissed itself.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Tells the delegate the user picked `urls`: the documents opened (the originals, or copies in the app's
    /// temporary `Inbox` folder when opened as a copy) or, for an export, the exported files in their new place.
    /// The default calls the iOS 8 ``documentPicker(_:didPickDocumentAt:)`` with the first URL.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])

    /// Tells the delegate the user cancelled (Cancel, or a transfer that produced nothing). The default does
    /// nothing.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)

    /// The iOS 8 form of ``documentPicker(_:didPickDocumentsAt:)``, for one document (deprecated in iOS 11). The
    /// default does nothing.
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Implement documentPicker:didPickDocumentsAtURLs: instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls the deprecated single-document method with the first URL, as UIKit does for a delegate that
    /// implements only that one.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        guard let first = urls.first else { return }
        documentPicker(controller, didPickDocumentAt: first)
    }

    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

    /// Does nothing.
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Implement documentPicker:didPickDocumentsAtURLs: instead")
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
