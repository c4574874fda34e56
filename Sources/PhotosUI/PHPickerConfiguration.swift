// SPDX-License-Identifier: Apache-2.0

/// What a photo picker offers and how the user selects.
public struct PHPickerConfiguration: @unchecked Sendable {
    /// The form in which picked assets' item providers deliver them.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The system decides (the default).
        case automatic = 0
        /// The asset's current form.
        case current = 1
        /// The most compatible form.
        case compatible = 2
    }

    /// How the user selects.
    public enum Selection: Int, Sendable {
        /// Results come back in library order (the default).
        case `default` = 0
        /// Selections are numbered and results come back in the order the user selected them.
        case ordered = 1
        /// Every selection change is delivered at once (iOS 17; Touchstone delivers on Add as `.default` does).
        case continuous = 2
        /// Continuous and ordered (iOS 17; delivered on Add as `.ordered`).
        case continuousAndOrdered = 3
    }

    /// The library whose assets the results identify (nil: results have no ``PHPickerResult/assetIdentifier``).
    package let photoLibrary: PHPhotoLibrary?

    /// Which assets are offered (nil, the default: all).
    public var filter: PHPickerFilter?
    /// The most assets the user may pick: 1 by default (a tap picks), 0 for no limit.
    public var selectionLimit = 1
    /// The form of the delivered assets (stored: Touchstone delivers the library file's own format).
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the user selects (default `.default`).
    public var selection: Selection = .default
    /// The assets selected when the picker appears (only with ``init(photoLibrary:)``; identifiers not in the
    /// library are ignored).
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration whose results carry no asset identifiers (no library access needed).
    public init() { photoLibrary = nil }

    /// A configuration whose results carry `photoLibrary`'s asset identifiers.
    public init(photoLibrary: PHPhotoLibrary) { self.photoLibrary = photoLibrary }
}
