// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an image picker tells its delegate: the user picked an image, or cancelled (guide §8.6, §8.7).
///
/// Every method is optional on Apple's; here each has a default in an extension that does what UIKit does for a
/// delegate without that method, so a delegate implements only the ones it needs:
/// - ``imagePickerController(_:didFinishPickingMediaWithInfo:)``'s default calls the iPhone OS 2 method
///   ``imagePickerController(_:didFinishPickingImage:editingInfo:)``, so an app written for iPhone OS 2 gets that.
/// - ``imagePickerControllerDidCancel(_:)``'s default dismisses the picker.
///
/// The picker does not dismiss itself after a pick: the delegate does, with `picker.dismiss(animated:)` (or the
/// guide's `dismissModalViewControllerAnimated:` on the presenter).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked an image; `info` holds ``UIImagePickerController/InfoKey/mediaType``,
    /// ``UIImagePickerController/InfoKey/originalImage`` and ``UIImagePickerController/InfoKey/imageURL``, plus
    /// ``UIImagePickerController/InfoKey/editedImage`` and ``UIImagePickerController/InfoKey/cropRect`` when
    /// ``UIImagePickerController/allowsEditing`` is true. Dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel. Dismiss the picker here; a delegate without this method gets a picker that
    /// dismisses itself.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
    /// The user picked `image` (iPhone OS 2; deprecated in iPhone OS 3 for
    /// ``imagePickerController(_:didFinishPickingMediaWithInfo:)``, whose default calls this). With editing
    /// allowed, `image` is the edited image and `editingInfo` holds the original image and the crop rectangle
    /// (keys `"UIImagePickerControllerOriginalImage"` and `"UIImagePickerControllerCropRect"`); without, nil.
    @available(iOS, introduced: 2.0, deprecated: 3.0, message: "Use imagePickerController(_:didFinishPickingMediaWithInfo:)")
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage,
                               editingInfo: [String: AnyObject]?)
}

extension UIImagePickerControllerDelegate {
    /// Calls the iPhone OS 2 method ``imagePickerController(_:didFinishPickingImage:editingInfo:)`` with the edited
    /// image (the original without editing), as UIKit does for a delegate that implements only that.
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    {
        let edited = info[.editedImage] as? UIImage
        guard let image = edited ?? info[.originalImage] as? UIImage else {
            UIKitDiagnostics.log("UIImagePickerController: the pick has no image; the delegate is not told")
            return
        }
        var editingInfo: [String: AnyObject]?
        if edited != nil {
            var entries: [String: AnyObject] = [:]
            if let original = info[.originalImage] as? UIImage {
                entries[UIImagePickerController.InfoKey.originalImage.rawValue] = original
            }
            if let crop = info[.cropRect] as? NSValue { entries[UIImagePickerController.InfoKey.cropRect.rawValue] = crop }
            editingInfo = entries
        }
        imagePickerController(picker, didFinishPickingImage: image, editingInfo: editingInfo)
    }

    /// Dismisses the picker (animated), as UIKit does for a delegate that does not implement this method.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }

    /// Does nothing: a delegate that implements neither pick method is not told about picks.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage,
                                      editingInfo: [String: AnyObject]?) {}
}
