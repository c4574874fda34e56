// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// UIImagePickerController over the simulated photo library (guide §8.6, §8.7). Serialized: one test sets the
/// process's `TOUCHSTONE_PHOTO_LIBRARY`, which pickers without a library of their own read.
@MainActor
@Suite("UIImagePickerController", .serialized)
struct ImagePickerTests {
    @Test("The library sources are available, the camera is not (as in Apple's Simulator)")
    func sourceAvailability() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear))
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.front))
        #expect(!UIImagePickerController.isFlashAvailable(for: .rear))
        #expect(UIImagePickerController.availableCaptureModes(for: .front) == nil)
    }

    @Test("Defaults are Apple's; bad mediaTypes are logged and ignored; allowsImageEditing is allowsEditing")
    func defaults() {
        let picker = UIImagePickerController()

        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing && picker.showsCameraControls)
        #expect(picker.videoMaximumDuration == 600 && picker.videoQuality == .typeMedium)
        #expect(picker.cameraDevice == .rear && picker.cameraFlashMode == .auto && picker.cameraCaptureMode == .photo)
        #expect(picker.cameraViewTransform == .identity && picker.cameraOverlayView == nil)

        let (_, lines) = UIKitDiagnostics.capturing {
            picker.mediaTypes = []
            picker.mediaTypes = ["public.movie"]
        }
        #expect(picker.mediaTypes == ["public.image"])
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("mediaTypes") })
        picker.allowsImageEditing = true
        #expect(picker.allowsEditing)
    }

    @Test("Presenting shows a Photos grid with a Cancel button and one thumbnail per picture")
    func presentingShowsTheGrid() throws {
        let folder = try makeLibraryFolder([(40, 30), (20, 50), (64, 64)])
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: folder)
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate

        let (device, root) = try presentPicker(picker)
        defer { withExtendedLifetime(device) {} }

        #expect(root.presentedViewController === picker)
        let grid = try grid(of: picker)
        #expect(picker.topViewController === grid && grid.title == "Photos")
        #expect(picker.navigationBar.topItem?.title == "Photos")
        #expect(grid.navigationItem.rightBarButtonItem?.systemItem == .cancel)
        #expect(grid.cells.count == 3)
        #expect(grid.cells.allSatisfy { $0.superview === grid.scrollView && $0.window != nil })
        #expect(grid.cells.map(\.accessibilityLabel) == ["IMG_0001.PNG", "IMG_0002.PNG", "IMG_0003.PNG"])
        // Four square columns across the 320-point screen.
        #expect(grid.cells[0].frame.width == grid.cells[0].frame.height && grid.cells[0].frame.width >= 70)
        #expect(grid.cells[1].frame.minX > grid.cells[0].frame.maxX && grid.cells[1].frame.minY == 0)
        #expect(grid.cells[0].image(for: .normal) != nil)
    }

    @Test("Tapping a thumbnail delivers the media type, the original image at its pixel size and the file URL")
    func tappingAThumbnailPicks() throws {
        let folder = try makeLibraryFolder([(40, 30), (20, 50)])
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: folder)
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, root) = try presentPicker(picker)

        tapCentre(of: try grid(of: picker).cells[1], on: device)

        let info = try #require(delegate.picks.first)
        #expect(delegate.picks.count == 1)
        #expect(Set(info.keys) == [.mediaType, .originalImage, .imageURL])
        #expect(info[.mediaType] as? String == "public.image")
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 50)
        #expect((info[.imageURL] as? URL)?.lastPathComponent == "IMG_0002.PNG")
        #expect(root.presentedViewController == nil)  // the delegate dismissed it
    }

    @Test("With allowsEditing the info adds the centred square crop as editedImage and cropRect")
    func editingAddsTheCrop() throws {
        let folder = try makeLibraryFolder([(40, 30)])
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: folder)
        picker.allowsEditing = true
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, _) = try presentPicker(picker)

        tapCentre(of: try grid(of: picker).cells[0], on: device)

        let info = try #require(delegate.picks.first)
        #expect(Set(info.keys) == [.mediaType, .originalImage, .imageURL, .editedImage, .cropRect])
        let edited = try #require(info[.editedImage] as? UIImage)
        #expect(edited.cgImage?.width == 30 && edited.cgImage?.height == 30)
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 5, y: 0, width: 30, height: 30))
    }

    @Test("Cancel calls imagePickerControllerDidCancel")
    func cancelTellsTheDelegate() throws {
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: try makeLibraryFolder())
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, root) = try presentPicker(picker)

        tapCentre(of: try cancelButton(of: picker), on: device)

        #expect(delegate.cancels == 1 && delegate.picks.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test("Cancel with a delegate that does not implement didCancel dismisses the picker")
    func cancelWithoutDidCancelDismisses() throws {
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: try makeLibraryFolder())
        let delegate = PickOnlyDelegate()
        picker.delegate = delegate
        let (device, root) = try presentPicker(picker)
        #expect(root.presentedViewController === picker)

        tapCentre(of: try cancelButton(of: picker), on: device)

        #expect(root.presentedViewController == nil)
        #expect(delegate.picks == 0)
    }

    @Test("A delegate with only the iPhone OS 2 method gets didFinishPickingImage, with editingInfo when editing")
    func deprecatedDelegateMethod() throws {
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: try makeLibraryFolder([(40, 30)]))
        let delegate = LegacyPickerDelegate()
        picker.delegate = delegate
        let (device, _) = try presentPicker(picker)

        tapCentre(of: try grid(of: picker).cells[0], on: device)
        picker.allowsEditing = true
        tapCentre(of: try grid(of: picker).cells[0], on: device)

        #expect(delegate.images.map { $0.cgImage?.width } == [40, 30])
        #expect(delegate.editingInfos.first! == nil)
        let editing = try #require(delegate.editingInfos.last ?? nil)
        #expect(Set(editing.keys) == ["UIImagePickerControllerOriginalImage", "UIImagePickerControllerCropRect"])
        #expect((editing["UIImagePickerControllerOriginalImage"] as? UIImage)?.cgImage?.width == 40)
    }

    @Test("A corrupt file is skipped with a log line; a missing folder gives an empty grid")
    func badFilesAreSkipped() throws {
        let folder = try makeLibraryFolder([(40, 30), (20, 50)])
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("IMG_0002.PNG"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("IMG_0003.PNG"))
        // A header that reads, pixel data cut off: caught when the thumbnail decodes.
        let whole = try Data(contentsOf: folder.appendingPathComponent("IMG_0001.PNG"))
        try whole.prefix(40).write(to: folder.appendingPathComponent("IMG_0004.PNG"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Subfolder"),
                                                withIntermediateDirectories: true)
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: folder)
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate

        let (result, lines) = try UIKitDiagnostics.capturing { try presentPicker(picker) }
        defer { withExtendedLifetime((result, delegate)) {} }

        #expect(try grid(of: picker).cells.map(\.accessibilityLabel) == ["IMG_0001.PNG"])
        #expect(lines.contains { $0.contains("skipping IMG_0002.PNG") })
        #expect(lines.contains { $0.contains("skipping IMG_0003.PNG") })
        #expect(lines.contains { $0.contains("skipping IMG_0004.PNG") })
        #expect(!lines.contains { $0.contains("without a delegate") })

        let missing = UIImagePickerController()
        missing.library = SimulatedPhotoLibrary(directory: folder.appendingPathComponent("nothing-here"))
        missing.delegate = delegate
        let (device, root) = try presentPicker(missing)
        defer { withExtendedLifetime(device) {} }
        #expect(try grid(of: missing).cells.isEmpty)
        #expect(root.presentedViewController === missing)
    }

    @Test("TOUCHSTONE_PHOTO_LIBRARY names the library folder, used as it is")
    func environmentOverride() throws {
        let folder = try makeLibraryFolder([(12, 34)])
        let resolved = SimulatedPhotoLibrary.resolve(environment: ["TOUCHSTONE_PHOTO_LIBRARY": folder.path],
                                                     container: nil)
        #expect(resolved.directory == folder.standardizedFileURL && !resolved.seedsSamples)

        setenv("TOUCHSTONE_PHOTO_LIBRARY", folder.path, 1)
        defer { unsetenv("TOUCHSTONE_PHOTO_LIBRARY") }
        let picker = UIImagePickerController()
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, _) = try presentPicker(picker)
        tapCentre(of: try grid(of: picker).cells[0], on: device)

        #expect(try grid(of: picker).cells.count == 1)
        #expect((delegate.picks.first?[.imageURL] as? URL)?.standardizedFileURL
                == folder.appendingPathComponent("IMG_0001.PNG").standardizedFileURL)
    }

    @Test("The default library is seeded once with the same sample pictures, in the app's container")
    func defaultLibraryIsSeeded() throws {
        let picker = UIImagePickerController()
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, root) = try presentPicker(picker)
        #expect(root.presentedViewController === picker)
        let container = try #require(device.containerURL)

        let folder = container.appendingPathComponent("Media/DCIM/100APPLE")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == SimulatedPhotoLibrary.sampleCount && files.first == "IMG_0001.PNG")
        #expect(try grid(of: picker).cells.count == SimulatedPhotoLibrary.sampleCount)
        let first = try #require(UIImage(contentsOfFile: folder.appendingPathComponent(files[0]).path))
        #expect(first.cgImage?.width == 640 && first.cgImage?.height == 480)
        #expect(SimulatedPhotoLibrary.samplePicture(1)?.pngData() == SimulatedPhotoLibrary.samplePicture(1)?.pngData())
    }

    @Test("UIImageWriteToSavedPhotosAlbum adds the image to the library the picker shows")
    func savingAddsToTheLibrary() throws {
        let folder = try makeLibraryFolder([(10, 10)])
        setenv("TOUCHSTONE_PHOTO_LIBRARY", folder.path, 1)
        defer { unsetenv("TOUCHSTONE_PHOTO_LIBRARY") }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 9), format: pickerTestFormat()).image { _ in }

        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)

        let saved = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("IMG_0002.PNG").path))
        #expect(saved.cgImage?.width == 7 && saved.cgImage?.height == 9)
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum("/tmp/movie.mov"))
    }

    @Test("The camera source is logged, shows only Cancel, and captures nothing")
    func cameraIsUnavailable() throws {
        let picker = UIImagePickerController()
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (_, setLines) = UIKitDiagnostics.capturing { picker.sourceType = .camera }
        #expect(setLines.contains { $0.contains("not available") })

        let (device, root) = try presentPicker(picker)
        #expect(picker.viewControllers.first is SourceUnavailableViewController)
        let (started, lines) = UIKitDiagnostics.capturing { () -> Bool in
            picker.takePicture()
            return picker.startVideoCapture()
        }
        picker.stopVideoCapture()
        #expect(!started && lines.count == 2 && delegate.picks.isEmpty)

        tapCentre(of: try cancelButton(of: picker), on: device)
        #expect(delegate.cancels == 1 && root.presentedViewController == nil)
    }

    @Test("A picker presented without a delegate dismisses itself")
    func noDelegateDismisses() throws {
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: try makeLibraryFolder())

        let (result, lines) = try UIKitDiagnostics.capturing { try presentPicker(picker) }

        #expect(result.1.presentedViewController == nil)
        #expect(lines.contains { $0.contains("without a delegate") })
    }

    @Test("The app sandbox allows an outside TOUCHSTONE_PHOTO_LIBRARY read-write; a relative path is not allowed")
    func sandboxAllowsTheLibrary() {
        let container = AppContainer(bundleIdentifier: "com.example.App", dataRoot: URL(fileURLWithPath: "/d"))
        let policy = SandboxPolicy.forApp(container: container, bundle: nil, executable: nil,
                                          environment: ["TOUCHSTONE_PHOTO_LIBRARY": "/srv/photos"])
        let relative = SandboxPolicy.forApp(container: container, bundle: nil, executable: nil,
                                            environment: ["TOUCHSTONE_PHOTO_LIBRARY": "photos"])

        #expect(policy.readWrite.contains("/srv/photos"))
        #expect(!(relative.readWrite + relative.readOnly).contains("photos"))
    }

    @Test("Golden: the Photos grid of the sample library under its navigation bar")
    func gridGolden() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("picker-golden-\(UUID().uuidString)", isDirectory: true)
        let picker = UIImagePickerController()
        picker.library = SimulatedPhotoLibrary(directory: folder, seedsSamples: true)
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let (device, _) = try presentPicker(picker)
        defer { withExtendedLifetime(delegate) {} }

        #expect(try grid(of: picker).cells.count == SimulatedPhotoLibrary.sampleCount)
        try assertGolden(device.screenshot(), named: "photos-grid", suite: "ImagePicker",
                         filePath: uikitTestsRootFile())
    }

    @Test("The picker's delegate is its navigation controller delegate too")
    func delegateIsShared() {
        let picker = UIImagePickerController()
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        let navigation: UINavigationController = picker
        #expect(navigation.delegate === delegate)
    }
}
