// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit
@testable import Photos
@testable import PhotosUI

/// A picker delegate that records each call and, like a typical app, dismisses the picker.
final class RecordingPHPickerDelegate: NSObject, PHPickerViewControllerDelegate {
    var calls: [[PHPickerResult]] = []
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        calls.append(results)
        picker.dismiss(animated: true)
    }
}

/// PHPickerViewController over the simulated library: the grid, selection limit and order, filters, cancel, and
/// results whose item providers load the picked pictures.
@MainActor
@Suite("PHPickerViewController")
struct PickerTests {
    /// A picker over `folder` configured by `configure`, with a recording delegate.
    func makePicker(_ folder: URL, _ configure: (inout PHPickerConfiguration) -> Void = { _ in })
        -> (PHPickerViewController, RecordingPHPickerDelegate) {
        var configuration = PHPickerConfiguration()
        configure(&configuration)
        let picker = PHPickerViewController(configuration: configuration)
        picker.library = SimulatedPhotoLibrary(directory: folder)
        let delegate = RecordingPHPickerDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    @Test("Presented, the picker shows a Photos grid with Cancel; a tap picks with the default limit of 1")
    func presentedTapPicks() throws {
        let (picker, delegate) = makePicker(try makeLibraryFolder([(40, 30), (20, 50), (64, 64)]))

        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        let grid = try #require(picker.grid)
        #expect(root.presentedViewController === picker)
        #expect(grid.title == "Photos" && grid.cells.count == 3 && grid.cells.allSatisfy { $0.window != nil })
        #expect(grid.navigationItem.leftBarButtonItem?.systemItem == .cancel)
        #expect(grid.navigationItem.rightBarButtonItem == nil)
        let cell = grid.cells[1]
        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.advance(by: 0.6)

        #expect(delegate.calls.count == 1)
        #expect(delegate.calls.first?.first?.itemProvider.suggestedName == "IMG_0002")
        #expect(delegate.calls.first?.first?.assetIdentifier == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test("Cancel calls didFinishPicking with no results, as iOS does")
    func cancelGivesNoResults() throws {
        let (picker, delegate) = makePicker(try makeLibraryFolder())

        picker.simulateUserCancelling()

        #expect(delegate.calls.count == 1 && delegate.calls[0].isEmpty)
    }

    @Test("A result's provider loads the picked picture as a UIImage, and as PNG data and file")
    func resultsLoadTheImage() async throws {
        let (picker, delegate) = makePicker(try makeLibraryFolder([(40, 30), (20, 50)]))
        picker.simulateUserPicking(named: ["IMG_0002.PNG"])
        let provider = try #require(delegate.calls.first?.first?.itemProvider)
        let image = Delivered<CGSize?>()
        let data = Delivered<Data?>()
        let file = Delivered<String?>()

        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.canLoadObject(ofClass: UIImage.self) && provider.hasItemConformingToTypeIdentifier("public.image"))
        provider.loadObject(ofClass: UIImage.self) { object, _ in image.set((object as? UIImage)?.size) }
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { value, _ in data.set(value) }
        provider.loadFileRepresentation(forTypeIdentifier: "public.image") { url, _ in file.set(url?.lastPathComponent) }

        #expect(await image.wait() == CGSize(width: 20, height: 50))
        #expect(await (data.wait() ?? nil)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(await file.wait() == "IMG_0002.png")
    }

    @Test("The selection limit caps the picks; Add returns them in library order by default")
    func limitAndDefaultOrder() throws {
        let (picker, delegate) = makePicker(try makeLibraryFolder([(4, 4), (5, 5), (6, 6), (7, 7)])) {
            $0.selectionLimit = 2
        }
        picker.loadViewIfNeeded()
        #expect(picker.grid?.navigationItem.rightBarButtonItem?.title == "Add")

        picker.simulateUserPicking(at: [3, 1, 0])

        #expect(delegate.calls.count == 1)
        #expect(delegate.calls[0].map { $0.itemProvider.suggestedName } == ["IMG_0002", "IMG_0004"])
    }

    @Test("Ordered selection returns the picks in the order tapped; a limit of 0 is unlimited")
    func orderedUnlimited() throws {
        let (picker, delegate) = makePicker(try makeLibraryFolder([(4, 4), (5, 5), (6, 6)])) {
            $0.selectionLimit = 0
            $0.selection = .ordered
        }

        picker.simulateUserPicking(at: [2, 0, 1])

        #expect(delegate.calls.first?.map { $0.itemProvider.suggestedName } == ["IMG_0003", "IMG_0001", "IMG_0002"])
    }

    @Test("Filters: images and combinations offering still images show them; videos and not(images) show none")
    func filters() throws {
        let folder = try makeLibraryFolder([(4, 4), (5, 5)])
        let cases: [(PHPickerFilter?, Int)] = [
            (nil, 2), (.images, 2), (.videos, 0), (.livePhotos, 0), (.any(of: [.videos, .images]), 2),
            (.all(of: [.images, .livePhotos]), 0), (.not(.videos), 2), (.not(.images), 0), (.any(of: []), 0),
        ]

        for (filter, count) in cases {
            let (picker, _) = makePicker(folder) { $0.filter = filter }
            picker.loadViewIfNeeded()
            #expect(picker.photos.count == count, "\(String(describing: filter))")
        }
    }

    @Test("With a library configuration results carry asset identifiers and preselected assets start selected")
    func libraryConfiguration() throws {
        let folder = try makeLibraryFolder([(4, 4), (5, 5), (6, 6)])
        let library = PHPhotoLibrary(library: SimulatedPhotoLibrary(directory: folder),
                                     authorization: PhotoLibraryAuthorization())
        var configuration = PHPickerConfiguration(photoLibrary: library)
        configuration.selectionLimit = 3
        configuration.selection = .ordered
        configuration.preselectedAssetIdentifiers = ["IMG_0003/L0/001"]
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = RecordingPHPickerDelegate()
        picker.delegate = delegate

        picker.simulateUserPicking(at: [0])

        #expect(delegate.calls.first?.map(\.assetIdentifier) == ["IMG_0003/L0/001", "IMG_0001/L0/001"])
    }

    @Test("deselectAssets and moveAsset change the ordered selection of a library configuration")
    func deselectAndMove() throws {
        let folder = try makeLibraryFolder([(4, 4), (5, 5), (6, 6)])
        let library = PHPhotoLibrary(library: SimulatedPhotoLibrary(directory: folder),
                                     authorization: PhotoLibraryAuthorization())
        var configuration = PHPickerConfiguration(photoLibrary: library)
        configuration.selectionLimit = 0
        configuration.selection = .ordered
        configuration.preselectedAssetIdentifiers = ["IMG_0001/L0/001", "IMG_0002/L0/001", "IMG_0003/L0/001"]
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = RecordingPHPickerDelegate()
        picker.delegate = delegate
        picker.loadViewIfNeeded()

        picker.deselectAssets(withIdentifiers: ["IMG_0002/L0/001", "unknown"])
        picker.moveAsset(withIdentifier: "IMG_0003/L0/001", afterAssetWithIdentifier: nil)
        picker.simulateUserPicking(at: [])

        #expect(delegate.calls.first?.map(\.assetIdentifier) == ["IMG_0003/L0/001", "IMG_0001/L0/001"])
    }
}
