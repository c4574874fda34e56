// SPDX-License-Identifier: Apache-2.0
//
// Picking and saving photos as iOS 14+ apps write it, in Swift 5 mode: a PHPickerViewController with the view
// controller as delegate, `loadObject(ofClass: UIImage.self)` hopping to the main queue, the photo library's
// authorization, a fetch sorted by creation date, an image request, and saving through a change request.

import PhotosUI
import UIKit

/// A gallery: Add opens the system picker; picked images are appended on the main queue.
final class GalleryViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()
    var images: [UIImage] = []
    var thumbnail: UIImage?
    var saved = false

    func presentPicker() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 0
        configuration.preferredAssetRepresentationMode = .current
        configuration.selection = .ordered
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results {
            let provider = result.itemProvider
            guard provider.canLoadObject(ofClass: UIImage.self) else { continue }
            provider.loadObject(ofClass: UIImage.self) { [weak self] image, error in
                DispatchQueue.main.async {
                    guard let self = self, let image = image as? UIImage else {
                        print("Could not load image: \(String(describing: error?.localizedDescription))")
                        return
                    }
                    self.imageView.image = image
                    self.images.append(image)
                }
            }
        }
    }

    func showNewestPhoto() {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            guard status == .authorized || status == .limited else { return }
            DispatchQueue.main.async {
                let options = PHFetchOptions()
                options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
                options.fetchLimit = 1
                let assets = PHAsset.fetchAssets(with: .image, options: options)
                guard let asset = assets.firstObject else { return }
                let requestOptions = PHImageRequestOptions()
                requestOptions.deliveryMode = .highQualityFormat
                requestOptions.isSynchronous = true
                PHImageManager.default().requestImage(for: asset, targetSize: CGSize(width: 100, height: 100),
                                                      contentMode: .aspectFill, options: requestOptions) { image, _ in
                    self.thumbnail = image
                }
            }
        }
    }

    func save(_ image: UIImage) {
        guard PHPhotoLibrary.authorizationStatus(for: .addOnly) != .denied else { return }
        PHPhotoLibrary.shared().performChanges({
            PHAssetChangeRequest.creationRequestForAsset(from: image)
        }) { success, error in
            DispatchQueue.main.async { self.saved = success }
        }
    }
}

/// A grid of the library's photos that follows the library's changes, as iOS apps write it.
final class LibraryGridViewController: UIViewController, PHPhotoLibraryChangeObserver {
    var fetchResult: PHFetchResult<PHAsset>?
    let imageManager = PHCachingImageManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: true)]
        fetchResult = PHAsset.fetchAssets(with: options)
        PHPhotoLibrary.shared().register(self)
    }

    deinit {
        PHPhotoLibrary.shared().unregisterChangeObserver(self)
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {
        DispatchQueue.main.async {
            guard let fetchResult = self.fetchResult,
                let changes = changeInstance.changeDetails(for: fetchResult)
            else { return }
            self.fetchResult = changes.fetchResultAfterChanges
            if changes.hasIncrementalChanges {
                if let inserted = changes.insertedIndexes, !inserted.isEmpty {
                    print("inserted \(inserted.count)")
                }
                changes.enumerateMoves { from, to in print(from, to) }
            }
        }
    }
}

