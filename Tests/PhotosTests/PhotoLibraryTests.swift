// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit
@testable import Photos

/// PHPhotoLibrary's simulated authorization and saving, PHAsset fetching and PHImageManager's requests. Serialized:
/// each test installs its own shared library (`PHPhotoLibrary.setShared`), which the class methods read.
@Suite("Photos", .serialized)
struct PhotoLibraryTests {
    /// A shared library over `folder` whose user answers `answer`, with `info` as the Info.plist.
    @discardableResult
    func install(_ folder: URL, answer: PhotoLibraryAuthorization.Answer = .allow,
                 info: [String: String] = infoWithUsageDescriptions) -> PHPhotoLibrary {
        let library = PHPhotoLibrary(library: SimulatedPhotoLibrary(directory: folder),
                                     authorization: PhotoLibraryAuthorization(answer: answer) { info })
        PHPhotoLibrary.setShared(library)
        return library
    }

    @Test("Authorization starts undetermined; the simulated user's answer is kept per access level")
    func authorizationAnswers() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        install(try makeLibraryFolder([]), answer: .limited)
        let status = Delivered<PHAuthorizationStatus>()

        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status.set($0) }

        #expect(await status.wait() == .limited)
        #expect(!status.onMainThread)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited)
        #expect(PHPhotoLibrary.authorizationStatus() == .authorized)  // the iOS 13 API sees limited as authorized
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
    }

    @Test("Without the usage description in the Info.plist the request is denied (iOS terminates the app)")
    func missingUsageDescriptionDenies() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        install(try makeLibraryFolder([]), answer: .allow, info: ["NSPhotoLibraryAddUsageDescription": "Save"])

        let readWrite = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        let addOnly = await PHPhotoLibrary.requestAuthorization(for: .addOnly)

        #expect(readWrite == .denied)
        #expect(addOnly == .authorized)
    }

    @Test("TOUCHSTONE_PHOTOS_AUTHORIZATION picks the answer; malformed values allow")
    func environmentAnswer() {
        #expect(PhotoLibraryAuthorization.configuredAnswer([:]) == .allow)
        #expect(PhotoLibraryAuthorization.configuredAnswer(["TOUCHSTONE_PHOTOS_AUTHORIZATION": "Deny"]) == .deny)
        #expect(PhotoLibraryAuthorization.configuredAnswer(["TOUCHSTONE_PHOTOS_AUTHORIZATION": "maybe"]) == .allow)
    }

    @Test("performChanges saves a created image into the simulated library and fills the placeholder")
    func savingAnImage() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        let folder = try makeLibraryFolder([(40, 30)])
        let library = install(folder)
        let done = Delivered<(Bool, (any Error)?, String)>()
        let placeholder = Delivered<PHObjectPlaceholder?>()

        library.performChanges({
            let request = PHAssetChangeRequest.creationRequestForAsset(from: testImage(width: 16, height: 9))
            request.creationDate = Date(timeIntervalSince1970: 1_600_000_000)
            placeholder.set(request.placeholderForCreatedAsset)
        }, completionHandler: { success, error in
            done.set((success, error, ""))
        })

        let (success, error, _) = try #require(await done.wait())
        #expect(success && error == nil)
        #expect(await placeholder.wait()??.localIdentifier == "IMG_0002/L0/001")
        let assets = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(assets.count == 2)
        #expect(assets.lastObject?.pixelWidth == 16 && assets.lastObject?.pixelHeight == 9)
        #expect(assets.lastObject?.creationDate == Date(timeIntervalSince1970: 1_600_000_000))
    }

    @Test("A denied app's changes fail with PHPhotosErrorDomain's access-denied error and save nothing")
    func deniedSavingFails() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        let folder = try makeLibraryFolder([])
        let library = install(folder, answer: .deny)

        #expect(throws: NSError.self) {
            try library.performChangesAndWait { _ = PHAssetChangeRequest.creationRequestForAsset(from: testImage(width: 2, height: 2)) }
        }
        let error = Delivered<NSError?>()
        library.performChanges({}, completionHandler: { _, failure in error.set(failure as NSError?) })

        let failure = try #require(await error.wait() ?? nil)
        #expect(failure.domain == PHPhotosErrorDomain && failure.code == PHPhotosError.Code.accessUserDenied.rawValue)
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
    }

    @Test("Fetching lists the library's images with identifiers, sizes and dates; options sort and limit")
    func fetchingAssets() throws {
        defer { PHPhotoLibrary.setShared(nil) }
        install(try makeLibraryFolder([(40, 30), (20, 50), (64, 64)]))
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 2

        let all = PHAsset.fetchAssets(with: .image, options: nil)
        let newest = PHAsset.fetchAssets(with: options)
        let videos = PHAsset.fetchAssets(with: .video, options: nil)

        #expect(all.count == 3 && videos.count == 0 && all.countOfAssets(with: .image) == 3)
        #expect(all.firstObject?.localIdentifier == "IMG_0001/L0/001")
        #expect(all.object(at: 1).pixelWidth == 20 && all[1].pixelHeight == 50 && all[1].mediaType == .image)
        #expect(all[2].creationDate == Date(timeIntervalSince1970: 1_577_836_920))
        #expect(newest.count == 2)
        #expect(newest[0].localIdentifier == "IMG_0003/L0/001" && newest[1].localIdentifier == "IMG_0002/L0/001")
        var seen: [Int] = []
        all.enumerateObjects { _, index, stop in
            seen.append(index)
            if index == 1 { stop.pointee = true }
        }
        #expect(seen == [0, 1])
        let byID = PHAsset.fetchAssets(withLocalIdentifiers: ["IMG_0003/L0/001", "nope", "IMG_0001/L0/001"], options: nil)
        #expect(byID.count == 2 && byID[0].pixelWidth == 64)
    }

    @Test("Synchronous image requests fit the target size by content mode, never enlarging")
    func synchronousRequests() throws {
        defer { PHPhotoLibrary.setShared(nil) }
        install(try makeLibraryFolder([(40, 30)]))
        let asset = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        options.deliveryMode = .highQualityFormat
        nonisolated(unsafe) var results: [(CGSize?, Bool)] = []

        for (size, mode) in [(CGSize(width: 20, height: 20), PHImageContentMode.aspectFit),
                             (CGSize(width: 20, height: 20), .aspectFill), (PHImageManagerMaximumSize, .default),
                             (CGSize(width: 400, height: 400), .aspectFit)] {
            PHImageManager.default().requestImage(for: asset, targetSize: size, contentMode: mode, options: options) {
                image, info in
                results.append((image?.size, info?[PHImageResultIsDegradedKey] as? Bool ?? true))
            }
        }

        #expect(results.map(\.0) == [CGSize(width: 20, height: 15), CGSize(width: 27, height: 20),
                                     CGSize(width: 40, height: 30), CGSize(width: 40, height: 30)])
        #expect(results.allSatisfy { !$0.1 })
    }

    @Test("Opportunistic asynchronous requests deliver a degraded image, then the final one, on the delivery queue")
    func opportunisticRequests() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        install(try makeLibraryFolder([(80, 40)]))
        let asset = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        // The default manager delivers on the main queue, as on iOS; this one on its own queue, because the whole
        // test run keeps the main queue busy with other suites' main-actor tests.
        let queue = DispatchQueue(label: "PhotoLibraryTests.delivery")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let manager = PHImageManager(deliveryQueue: queue)
        let degraded = Delivered<CGSize?>()
        let final = Delivered<(CGSize?, Bool)>()

        let id = manager.requestImage(for: asset, targetSize: CGSize(width: 40, height: 40), contentMode: .aspectFit,
                                      options: nil) { image, info in
            if info?[PHImageResultIsDegradedKey] as? Bool == true {
                degraded.set(image?.size)
            } else {
                final.set((image?.size, DispatchQueue.getSpecific(key: key) == true))
            }
        }

        #expect(PHImageManager.default().deliveryQueue.label == DispatchQueue.main.label)
        #expect(id != PHInvalidImageRequestID)
        #expect(await degraded.wait() == CGSize(width: 10, height: 5))
        let (size, onQueue) = try #require(await final.wait())
        #expect(size == CGSize(width: 40, height: 20) && onQueue)
    }

    @Test("Registered change observers hear of a save; change details list the inserted asset of a fetch")
    func changeObservers() async throws {
        defer { PHPhotoLibrary.setShared(nil) }
        let library = install(try makeLibraryFolder([(40, 30), (20, 50)]))
        let images = PHAsset.fetchAssets(with: .image, options: nil)
        let videos = PHAsset.fetchAssets(with: .video, options: nil)
        let observer = RecordingChangeObserver()
        library.register(observer)

        try await library.performChanges { PHAssetChangeRequest.creationRequestForAsset(from: testImage(width: 3, height: 3)) }

        let change = try #require(await observer.change.wait())
        let details = try #require(change.changeDetails(for: images))
        #expect(details.insertedIndexes == IndexSet([2]) && details.removedIndexes == IndexSet())
        #expect(details.fetchResultAfterChanges.count == 3 && details.fetchResultBeforeChanges === images)
        #expect(details.insertedObjects.first?.pixelWidth == 3 && details.hasIncrementalChanges && !details.hasMoves)
        #expect(change.changeDetails(for: videos) == nil)
    }
}

/// A change observer that records the first change it hears of.
final class RecordingChangeObserver: NSObject, PHPhotoLibraryChangeObserver, @unchecked Sendable {
    let change = Delivered<PHChange>()
    func photoLibraryDidChange(_ changeInstance: PHChange) { change.set(changeInstance) }
}
