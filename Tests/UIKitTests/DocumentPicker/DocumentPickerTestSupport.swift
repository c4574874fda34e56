// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A document picker delegate that records every call, in order.
final class RecordingDocumentDelegate: NSObject, UIDocumentPickerDelegate {
    var picks: [[URL]] = []
    var cancels = 0
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picks.append(urls)
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancels += 1 }
}

/// A delegate written for iOS 8: only the single-document method.
final class LegacyDocumentDelegate: NSObject, UIDocumentPickerDelegate {
    var urls: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { urls.append(url) }
}

/// A fresh temporary folder holding `files` (name → contents).
func makeFilesFolder(_ files: [String: String] = ["Report.pdf": "%PDF-1.4", "Notes.txt": "hello",
                                                   "Photo.png": "png", "Data.bin": "raw"]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("documents-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, contents) in files {
        try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
}

/// A launched phone whose key window's root is a plain controller, settled for a frame.
@MainActor
func launchWithPlainRoot() throws -> (HeadlessDevice, UIViewController) {
    let device = try HeadlessDevice(profile: .iPhone4)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let root = UIViewController()
    window.rootViewController = root
    device.advance(by: 1.0 / 60)
    return (device, root)
}

/// A launched phone whose root controller presents `controller` (not animated) and lets it settle.
@MainActor
func presentOnDevice(_ controller: UIViewController) throws -> (HeadlessDevice, UIViewController) {
    let (device, root) = try launchWithPlainRoot()
    root.present(controller, animated: false)
    device.advance(by: 0.1)
    return (device, root)
}

/// A picker over `folder`, with its Inbox in a fresh temporary folder, and a recording delegate.
@MainActor
func makePicker(_ picker: UIDocumentPickerViewController, folder: URL) -> (UIDocumentPickerViewController, RecordingDocumentDelegate) {
    picker.filesFolder = SimulatedFilesFolder(directory: folder)
    picker.inboxFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inbox-\(UUID().uuidString)", isDirectory: true)
    let delegate = RecordingDocumentDelegate()
    picker.delegate = delegate
    return (picker, delegate)
}
