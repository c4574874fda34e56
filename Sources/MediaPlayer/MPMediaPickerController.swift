// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// What a media picker tells its delegate. Both methods are optional: without them the picker is dismissed.
@preconcurrency @MainActor
public protocol MPMediaPickerControllerDelegate: NSObjectProtocol {
    /// The user picked `mediaItemCollection` (one item, or those marked before Done); dismiss the picker.
    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection)
    /// The user tapped Cancel; dismiss the picker.
    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController)
}

extension MPMediaPickerControllerDelegate {
    /// Dismisses the picker (what iOS does for a delegate without the method).
    public func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {
        mediaPicker.dismiss(animated: true)
    }

    /// Dismisses the picker.
    public func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) { mediaPicker.dismiss(animated: true) }
}

/// The iPod app's song chooser, presented modally (guide §2.7.4: "the media item picker").
///
/// It lists the library's songs of ``mediaTypes`` by title under a navigation bar with Cancel (and, when
/// ``allowsPickingMultipleItems``, Done) and the ``prompt``. A tap on a song picks it at once; when picking
/// several, taps mark songs and Done picks the marked ones in the order they were marked. The delegate dismisses
/// the picker.
@preconcurrency @MainActor
open class MPMediaPickerController: UIViewController {
    /// The kinds of media listed.
    public private(set) var mediaTypes: MPMediaType
    /// The object told what the user picked.
    open weak var delegate: (any MPMediaPickerControllerDelegate)?
    /// Whether the user may pick several songs (marking them, then Done).
    open var allowsPickingMultipleItems = false { didSet { list.updateBar() } }
    /// A line shown above the list.
    open var prompt: String? { didSet { list.updateBar() } }
    /// Whether items in the cloud show (there are none).
    open var showsCloudItems = true
    /// Whether items with protected assets show.
    open var showsItemsWithProtectedAssets = true

    /// The navigation stack inside the picker and its song list (infrastructure: tests drive them).
    package let navigation: UINavigationController
    package let list: MediaPickerListViewController

    /// A picker listing `mediaTypes`.
    public init(mediaTypes: MPMediaType) {
        self.mediaTypes = mediaTypes
        list = MediaPickerListViewController()
        navigation = UINavigationController(rootViewController: list)
        super.init(nibName: nil, bundle: nil)
        list.picker = self
        modalPresentationStyle = .fullScreen
    }

    /// A picker listing every kind of media.
    public convenience init() { self.init(mediaTypes: .any) }

    /// A picker listing every kind of media (nothing is decoded).
    public required init?(coder: NSCoder) {
        mediaTypes = .any
        list = MediaPickerListViewController()
        navigation = UINavigationController(rootViewController: list)
        super.init(coder: coder)
        list.picker = self
    }

    /// Embeds the navigation stack.
    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    package func picked(_ items: [MPMediaItem]) {
        let collection = MPMediaItemCollection(items: items)
        if let delegate { delegate.mediaPicker(self, didPickMediaItems: collection) } else { dismiss(animated: true) }
    }

    package func cancelled() {
        if let delegate { delegate.mediaPickerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// The picker's list of songs (infrastructure, not Apple API).
@MainActor
package final class MediaPickerListViewController: UITableViewController {
    package weak var picker: MPMediaPickerController?
    /// The songs listed, by title.
    package private(set) var songs: [MPMediaItem] = []
    /// The songs marked so far (multiple picking), in marking order.
    package private(set) var marked: [MPMediaItem] = []
    package private(set) var cancelItem: UIBarButtonItem!
    package private(set) var doneItem: UIBarButtonItem!

    package init() {
        super.init(style: .plain)
        title = "Songs"
        cancelItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in picker?.cancelled() })
        doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in picker?.picked(marked) })
        navigationItem.leftBarButtonItem = cancelItem
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    package func updateBar() {
        navigationItem.rightBarButtonItem = picker?.allowsPickingMultipleItems == true ? doneItem : nil
        navigationItem.prompt = picker?.prompt
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        updateBar()
        let types = picker?.mediaTypes ?? .any
        let query = MPMediaQuery()
        songs = (query.items ?? []).filter { !$0.mediaType.intersection(types).isEmpty }
        tableView.rowHeight = 56
    }

    package override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

    package override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "song")
        let song = songs[indexPath.row]
        cell.textLabel?.text = song.title
        cell.detailTextLabel?.text = [song.artist, song.albumTitle].compactMap { $0 }.joined(separator: " — ")
        cell.accessoryType = marked.contains(song) ? .checkmark : .none
        return cell
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let song = songs[indexPath.row]
        guard picker?.allowsPickingMultipleItems == true else { return picker?.picked([song]) ?? () }
        if let index = marked.firstIndex(of: song) { marked.remove(at: index) } else { marked.append(song) }
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}
