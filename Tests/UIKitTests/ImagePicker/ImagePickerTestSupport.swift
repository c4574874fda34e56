// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A picker delegate that records every call and, like a typical app, dismisses the picker after a pick or a
/// cancel.
final class RecordingPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picks: [[UIImagePickerController.InfoKey: Any]] = []
    var cancels = 0
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picks.append(info)
        picker.dismiss(animated: true)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancels += 1
        picker.dismiss(animated: true)
    }
}

/// A delegate that implements only the pick method, not cancel.
final class PickOnlyDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picks = 0
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picks += 1
    }
}

/// A delegate written for iPhone OS 2: only the deprecated image method (and cancel).
final class LegacyPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var images: [UIImage] = []
    var editingInfos: [[String: AnyObject]?] = []
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage,
                               editingInfo: [String: AnyObject]?) {
        images.append(image)
        editingInfos.append(editingInfo)
    }
}

/// A fresh temporary folder holding `pictures` PNG files `IMG_0001.PNG`… of the given pixel sizes.
func makeLibraryFolder(_ sizes: [(Int, Int)] = [(40, 30), (20, 50)]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("picker-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, (width, height)) in sizes.enumerated() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height),
                                            format: pickerTestFormat()).image { context in
            UIColor(hue: CGFloat(index) / 5, saturation: 1, brightness: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        let data = try #require(image.pngData())
        try data.write(to: folder.appendingPathComponent(String(format: "IMG_%04d.PNG", index + 1)))
    }
    return folder
}

/// An opaque renderer format at scale 1, so image sizes are pixel sizes.
func pickerTestFormat() -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    return format
}

/// A launched phone whose root controller presents `picker` (not animated) and lets it settle.
@MainActor
func presentPicker(_ picker: UIImagePickerController) throws -> (HeadlessDevice, UIViewController) {
    try presentOnDevice(picker)
}

/// The grid at the root of a presented library picker.
@MainActor
func grid(of picker: UIImagePickerController) throws -> PhotoGridViewController {
    try #require(picker.viewControllers.first as? PhotoGridViewController)
}

/// Taps the centre of `view` on the device.
@MainActor
func tapCentre(of view: UIView, on device: HeadlessDevice) {
    device.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    device.advance(by: 0.6)
}

/// The picker's Cancel button in its navigation bar.
@MainActor
func cancelButton(of picker: UIImagePickerController) throws -> UIView {
    let item = try #require(picker.topViewController?.navigationItem.rightBarButtonItem)
    func find(_ view: UIView) -> UIView? {
        if let button = view as? BarButtonView, button.item === item { return button }
        for subview in view.subviews { if let found = find(subview) { return found } }
        return nil
    }
    return try #require(find(picker.navigationBar))
}
