// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The system photo picker (iOS 14): a grid of the library's photos from which the user picks one or several.
///
/// Present it modally; the delegate's ``PHPickerViewControllerDelegate/picker(_:didFinishPicking:)`` gets the
/// results (empty when the user cancels) and dismisses it. The picker needs no photo-library authorization.
///
/// The picker shows "Photos" with Cancel on the left and, unless ``PHPickerConfiguration/selectionLimit`` is 1,
/// Add on the right. With a limit of 1 a tap picks; otherwise taps select and deselect (up to the limit) and Add
/// finishes. Results come in library order, or selection order with `.ordered` selection.
///
/// On Touchstone the grid shows the simulated photo library (the one `UIImagePickerController` shows), filtered by
/// ``PHPickerConfiguration/filter``; each result's item provider offers the library file (its own type,
/// `public.png` or `public.jpeg`), suggesting the file's name. Tests act as the user through
/// `simulateUserPicking(at:)`, `simulateUserPicking(named:)` and `simulateUserCancelling()` (package API).
@preconcurrency @MainActor
public class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The object told when picking ends, held weakly.
    public weak var delegate: PHPickerViewControllerDelegate?

    /// The simulated library shown (nil: the configuration's library, else the app's). Tests set their own.
    package var library: SimulatedPhotoLibrary?
    /// The navigation controller inside the picker, holding the grid.
    package let navigation = UINavigationController()
    /// The grid of photos (made when the view loads).
    package private(set) var grid: PhotoGridViewController?
    /// The photos offered, in library order (filtered by the configuration).
    package private(set) var photos: [LibraryPhoto] = []
    /// The indexes into ``photos`` selected so far, in selection order.
    package private(set) var selectedIndexes: [Int] = []
    private var finished = false

    /// A picker configured by `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: make pickers with ``init(configuration:)`` (Apple's is unavailable too).
    public required init?(coder: NSCoder) { nil }

    /// Loads the grid inside a navigation bar with Cancel (and Add for multiple selection).
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let source = library ?? configuration.photoLibrary?.library ?? SimulatedPhotoLibrary.current
        let offered = configuration.filter?.matchesStillImage ?? true
        photos = offered ? PhotoGridViewController.load(source, showingImages: true) : []
        let grid = PhotoGridViewController(library: source, title: "Photos", photos: photos) { [weak self] index in
            self?.userTapped(index)
        }
        grid.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.simulateUserCancelling() })
        if configuration.selectionLimit != 1 {
            let add = UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in self?.finishPicking() })
            grid.navigationItem.rightBarButtonItem = add
        }
        self.grid = grid
        navigation.setViewControllers([grid], animated: false)
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        preselect(photos)
    }

    /// Marks the selected thumbnails once the grid has laid them out.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateCells()
    }

    private func updateCells() {
        for (index, cell) in (grid?.cells ?? []).enumerated() { cell.isSelected = selectedIndexes.contains(index) }
    }

    /// Selects the configuration's preselected assets (with a library configuration only; logged otherwise).
    private func preselect(_ photos: [LibraryPhoto]) {
        let wanted = configuration.preselectedAssetIdentifiers
        guard !wanted.isEmpty else { return }
        guard configuration.photoLibrary != nil else {
            PhotoLibraryAuthorization.log.warning("PHPickerConfiguration.preselectedAssetIdentifiers needs init(photoLibrary:); ignored")
            return
        }
        for identifier in wanted {
            if let index = photos.firstIndex(where: { Self.identifier(of: $0) == identifier }) { toggle(index) }
        }
    }

    // MARK: Selecting

    /// The user tapped the thumbnail at `index`: with a limit of 1 it is picked; otherwise it is selected or
    /// deselected.
    private func userTapped(_ index: Int) {
        if configuration.selectionLimit == 1 {
            selectedIndexes = [index]
            finishPicking()
        } else {
            toggle(index)
        }
    }

    /// Selects `index`, or deselects it when selected; a selection past the limit is ignored.
    private func toggle(_ index: Int) {
        guard photos.indices.contains(index) else { return }
        if let position = selectedIndexes.firstIndex(of: index) {
            selectedIndexes.remove(at: position)
        } else if configuration.selectionLimit == 0 || selectedIndexes.count < configuration.selectionLimit {
            selectedIndexes.append(index)
        }
        updateCells()
    }

    /// Tells the delegate the selected photos (in library or selection order), once.
    func finishPicking() {
        guard !finished else { return }
        finished = true
        let order = configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
            ? selectedIndexes : selectedIndexes.sorted()
        let results = order.filter(photos.indices.contains).map { result(for: photos[$0]) }
        delegate?.picker(self, didFinishPicking: results)
    }

    /// The result for `photo`: a provider of its file, with its identifier for a library configuration.
    private func result(for photo: LibraryPhoto) -> PHPickerResult {
        let provider = NSItemProvider()
        let type = UTType(filenameExtension: photo.url.pathExtension, conformingTo: .image) ?? .image
        let url = photo.url
        provider.registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: [], visibility: .all) {
            completion in
            completion(url, false, nil)
            return nil
        }
        provider.suggestedName = url.deletingPathExtension().lastPathComponent
        return PHPickerResult(itemProvider: provider,
                              assetIdentifier: configuration.photoLibrary == nil ? nil : Self.identifier(of: photo))
    }

    /// The local identifier of `photo`'s asset (as `PHAsset` names it).
    static func identifier(of photo: LibraryPhoto) -> String {
        photo.url.deletingPathExtension().lastPathComponent + "/L0/001"
    }

    /// Deselects the selected assets with `identifiers` (iOS 16); does nothing for identifiers not selected, or
    /// without a library configuration (as on iOS).
    public func deselectAssets(withIdentifiers identifiers: [String]) {
        guard configuration.photoLibrary != nil else { return }
        selectedIndexes.removeAll { identifiers.contains(Self.identifier(of: photos[$0])) }
        updateCells()
    }

    /// Moves the selected asset `identifier` after the selected asset `afterIdentifier` (nil: to the front) in the
    /// selection order (iOS 16); does nothing when either is not selected, or without a library configuration.
    public func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {
        guard configuration.photoLibrary != nil,
            let from = selectedIndexes.firstIndex(where: { Self.identifier(of: photos[$0]) == identifier })
        else { return }
        let moved = selectedIndexes.remove(at: from)
        if let afterIdentifier {
            guard let after = selectedIndexes.firstIndex(where: { Self.identifier(of: photos[$0]) == afterIdentifier })
            else { return selectedIndexes.insert(moved, at: from) }
            selectedIndexes.insert(moved, at: after + 1)
        } else {
            selectedIndexes.insert(moved, at: 0)
        }
    }

    // MARK: The simulated user

    /// The user taps the thumbnails at `indexes` (in the grid's order), then Add when the picker selects several.
    /// Indexes out of range are ignored. Loads the view first if needed. For tests.
    package func simulateUserPicking(at indexes: [Int]) {
        loadViewIfNeeded()
        for index in indexes where photos.indices.contains(index) && !finished { userTapped(index) }
        if configuration.selectionLimit != 1 { finishPicking() }
    }

    /// The user taps the thumbnails of the files named `names` (`IMG_0002.PNG`), then Add; unknown names are
    /// ignored. For tests.
    package func simulateUserPicking(named names: [String]) {
        loadViewIfNeeded()
        simulateUserPicking(at: names.compactMap { name in photos.firstIndex { $0.url.lastPathComponent == name } })
    }

    /// The user taps Cancel: the delegate gets no results, as on iOS.
    package func simulateUserCancelling() {
        guard !finished else { return }
        finished = true
        delegate?.picker(self, didFinishPicking: [])
    }
}
