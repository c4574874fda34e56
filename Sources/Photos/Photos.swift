// SPDX-License-Identifier: Apache-2.0

/// Photos for Linux: the photo library (`PHPhotoLibrary`), its assets and image requests, over Touchstone's
/// simulated photo library (a folder of pictures; docs/ARCHITECTURE.md, "Photos and the photo picker").
///
/// As on iOS, Photos sits on UIKit (`PHImageManager` hands out `UIImage`s) and `import Photos` makes UIKit's names
/// visible.
@_exported import UIKit
