// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// Images go through item providers (pickers, drag and drop, the pasteboard) as PNG or JPEG data, as on iOS:
/// `NSItemProvider(object: image)`, `provider.loadObject(ofClass: UIImage.self) { image, error in … }`.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// Any image type (`public.image` and its subtypes: PNG, JPEG, …); the first image representation is read.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image"] }

    /// PNG (lossless), then JPEG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }

    /// The image `data` holds, at scale 1; throws ``NSItemProvider/ErrorCode/unexpectedValueClassError`` when it
    /// cannot be decoded (a format Touchstone does not read, corrupt bytes) or the receiver is a subclass, which
    /// Touchstone cannot create from data.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSError(domain: NSItemProvider.errorDomain,
                          code: NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "The data of type \(typeIdentifier) is not an image UIImage reads"])
        }
        return image
    }

    /// The image as JPEG for `public.jpeg` (and its subtypes), else as PNG; an image without a bitmap passes an
    /// error of ``NSItemProvider/errorDomain``.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        let jpeg = UTType(typeIdentifier)?.conforms(to: .jpeg) ?? false
        if let data = jpeg ? jpegData(compressionQuality: 1) : pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, NSError(domain: NSItemProvider.errorDomain,
                                           code: NSItemProvider.ErrorCode.unavailableCoercionError.rawValue,
                                           userInfo: [NSLocalizedDescriptionKey: "The image has no bitmap to encode"]))
        }
        return nil
    }
}
