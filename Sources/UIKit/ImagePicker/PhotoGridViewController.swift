// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One picture of the simulated library, read and decoded.
package struct LibraryPhoto {
    /// The library file.
    package let url: URL
    /// The picture, at scale 1.
    package let image: UIImage
    /// The picture fitted into a grid cell.
    package let thumbnail: UIImage
}

/// The root of a photo-library picker: a scrolling grid of thumbnails titled "Photos" with a Cancel button, as the
/// iOS picker's album grid. A tap on a thumbnail picks that photo; Cancel cancels (both through the picker). The
/// PhotosUI picker reuses it with its own tap handler (``init(library:title:photos:onTap:)``). Not API.
@MainActor
package final class PhotoGridViewController: UIViewController {
    /// The columns of the grid in portrait (more fit in a wider view: cells stay about 80 points).
    static let minimumColumns = 4
    /// The gap between cells, points.
    static let spacing: CGFloat = 2

    private weak var picker: UIImagePickerController?
    private let library: SimulatedPhotoLibrary
    /// The photos to show instead of the library's (set by another picker that filtered them).
    private let givenPhotos: [LibraryPhoto]?
    /// Called with the index of a tapped thumbnail, instead of picking through a `UIImagePickerController`.
    private let onTap: ((Int) -> Void)?
    /// The photos shown, in library order (files that could not be read are left out).
    package private(set) var photos: [LibraryPhoto] = []
    /// The scroll view holding the cells.
    package let scrollView = UIScrollView()
    /// One button per photo, in the order of ``photos``.
    package private(set) var cells: [UIButton] = []

    init(picker: UIImagePickerController, library: SimulatedPhotoLibrary, title: String) {
        self.picker = picker
        self.library = library
        self.givenPhotos = nil
        self.onTap = nil
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.rightBarButtonItem = picker.makeCancelItem()
    }

    /// A grid of `photos` (nil: the readable pictures of `library`) titled `title` whose taps call `onTap` with the
    /// photo's index; the caller sets the navigation items.
    package init(library: SimulatedPhotoLibrary, title: String, photos: [LibraryPhoto]? = nil,
                 onTap: @escaping (Int) -> Void) {
        self.picker = nil
        self.library = library
        self.givenPhotos = photos
        self.onTap = onTap
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        photos = givenPhotos ?? Self.load(library, showingImages: picker?.showsImages ?? true)
        for (index, photo) in photos.enumerated() {
            let cell = UIButton(type: .custom)
            cell.setImage(photo.thumbnail, for: .normal)
            cell.imageView?.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.accessibilityLabel = photo.url.lastPathComponent
            cell.addAction(UIAction { [weak self] _ in self?.pick(index) }, for: .touchUpInside)
            scrollView.addSubview(cell)
            cells.append(cell)
        }
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let columns = max(Self.minimumColumns, Int(width / 80))
        let side = ((width - Self.spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        for (index, cell) in cells.enumerated() {
            let column = index % columns, row = index / columns
            cell.frame = CGRect(x: CGFloat(column) * (side + Self.spacing), y: CGFloat(row) * (side + Self.spacing),
                                width: side, height: side)
        }
        let rows = (cells.count + columns - 1) / columns
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows) * (side + Self.spacing))
    }

    private func pick(_ index: Int) {
        guard photos.indices.contains(index) else { return }
        if let onTap { return onTap(index) }
        picker?.userPicked(photos[index])
    }

    /// The readable pictures of `library` (none when the picker shows no images); unreadable files are logged.
    package static func load(_ library: SimulatedPhotoLibrary, showingImages: Bool) -> [LibraryPhoto] {
        guard showingImages else { return [] }
        var photos: [LibraryPhoto] = []
        for url in library.fileURLs() {
            // Decoding the thumbnail decodes the pixels, so a file whose header reads but whose data is corrupt is
            // caught here, not when the cell first draws.
            guard let image = UIImage(contentsOfFile: url.path),
                let thumbnail = image.preparingThumbnail(of: CGSize(width: 160, height: 160))
            else {
                UIKitDiagnostics.log("photo library: skipping \(url.lastPathComponent): not a readable image")
                continue
            }
            photos.append(LibraryPhoto(url: url, image: image, thumbnail: thumbnail))
        }
        return photos
    }
}

/// The root of a picker whose source is not available (the camera): a Cancel button and a title saying so.
@MainActor
final class SourceUnavailableViewController: UIViewController {
    init(picker: UIImagePickerController, message: String) {
        super.init(nibName: nil, bundle: nil)
        title = message
        navigationItem.rightBarButtonItem = picker.makeCancelItem()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
