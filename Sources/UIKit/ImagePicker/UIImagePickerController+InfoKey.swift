// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIImagePickerController {
    /// The keys of the dictionary a picker passes to
    /// ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)``.
    ///
    /// The raw values are Apple's string constants (`"UIImagePickerControllerOriginalImage"`, …), so the
    /// deprecated `editingInfo` dictionary, keyed by strings, uses the same names.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's string, Apple's constant name.
        public let rawValue: String
        /// Wraps `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps `rawValue` (Apple's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The uniform type identifier of the picked media (a `String`: `"public.image"` for a still image).
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// The picked image as it is in the library (a ``UIImage``).
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The image after the editing step (a ``UIImage``); present only when
        /// ``UIImagePickerController/allowsEditing`` is true.
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The rectangle of the original image, in its pixels, that the edited image shows (an `NSValue` holding a
        /// `CGRect`; read it with `cgRectValue`); present only when editing is allowed.
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// The file URL of a picked or recorded movie (never set on Touchstone, which has no movies).
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// The assets-library URL of the picked item (deprecated in iOS 11; never set on Touchstone).
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
        /// The metadata of a newly captured photo (set only for camera captures, which Touchstone has none of).
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        /// The Live Photo of the pick (never set on Touchstone).
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        /// The `PHAsset` of the pick (deprecated in iOS 11; never set on Touchstone, which has no Photos framework).
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        /// The file URL of the picked image (a `URL`); on Touchstone, the file in the simulated photo library.
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    }
}
