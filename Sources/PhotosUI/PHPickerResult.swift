// SPDX-License-Identifier: Apache-2.0

/// One asset the user picked: its item provider, and its identifier when the picker was configured with a library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the asset: `loadObject(ofClass: UIImage.self)`, or its data or file as `public.image` (the library
    /// file's own type, `public.png` or `public.jpeg`).
    public let itemProvider: NSItemProvider
    /// The asset's local identifier (`PHAsset.localIdentifier`), nil unless the configuration was made with
    /// `PHPickerConfiguration(photoLibrary:)`.
    public let assetIdentifier: String?

    /// A result for `itemProvider` and `assetIdentifier`.
    package init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    /// Whether both hold the same provider and identifier.
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
        a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
    }

    /// Hashes the provider's identity and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}
