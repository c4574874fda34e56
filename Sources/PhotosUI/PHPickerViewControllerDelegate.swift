// SPDX-License-Identifier: Apache-2.0

/// What a photo picker tells its delegate: the user finished picking.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user tapped Add, picked with a single-selection picker, or cancelled (`results` is then empty). Called
    /// on the main thread. The picker does not dismiss itself: dismiss it here.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
