// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Adds `image` to the Camera Roll: on Touchstone, writes it as the next `IMG_nnnn.PNG` of the simulated photo
/// library (`SimulatedPhotoLibrary`), where pickers then show it.
///
/// On iOS the completion selector (`image:didFinishSavingWithError:contextInfo:`) is sent to `completionTarget`
/// when the save ends. Touchstone's selectors carry a sender and an event, not three arguments, so that message is
/// not sent: a non-nil `completionSelector` is logged. A failed write (an empty image, a folder that cannot be
/// written) is logged. `contextInfo` is not used.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?,
                                           _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?)
{
    if let data = image.pngData() {
        SimulatedPhotoLibrary.current.add(data, pathExtension: "PNG")
    } else {
        UIKitDiagnostics.log("UIImageWriteToSavedPhotosAlbum: the image has no bitmap; nothing saved")
    }
    if let completionSelector {
        UIKitDiagnostics.log("UIImageWriteToSavedPhotosAlbum: the completion \(completionSelector) is not sent on Touchstone")
    }
}

/// Whether the movie at `videoPath` can be saved to the Camera Roll: false on Touchstone, whose simulated library
/// holds still images only.
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool { false }

/// Adds the movie at `videoPath` to the Camera Roll. Touchstone's simulated library holds still images only: this
/// logs and saves nothing (the completion selector is not sent).
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?,
                                                _ completionSelector: Selector?,
                                                _ contextInfo: UnsafeMutableRawPointer?)
{
    UIKitDiagnostics.log("UISaveVideoAtPathToSavedPhotosAlbum: the simulated photo library holds no movies; \(videoPath) not saved")
}
