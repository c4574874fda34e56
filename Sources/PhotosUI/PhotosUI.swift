// SPDX-License-Identifier: Apache-2.0

/// PhotosUI for Linux: the photo picker (`PHPickerViewController`, iOS 14) over Touchstone's simulated photo
/// library (docs/ARCHITECTURE.md, "Photos and the photo picker").
///
/// As on iOS, `import PhotosUI` makes Photos' and UIKit's names visible, and with them `NSItemProvider`.
@_exported import Photos
