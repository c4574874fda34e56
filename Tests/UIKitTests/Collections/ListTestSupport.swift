// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device whose window shows a list collection view filling the screen below the status bar, fed by a
/// diffable data source of string items whose cells are list cells showing the item's text.
@MainActor
final class ListScene {
    let device: HeadlessDevice
    let window: UIWindow
    let collection: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    /// Accessories given to every cell (by item), and the cells' registration.
    var accessories: [String: [UICellAccessory]] = [:]

    init(_ configuration: UICollectionLayoutListConfiguration, profile: DeviceProfile = .iPhone3GS) throws {
        device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        window = try #require(device.application?.keyWindow)
        let top = profile.statusBarHeight
        collection = UICollectionView(frame: CGRect(x: 0, y: top, width: profile.pointSize.width,
                                                    height: profile.pointSize.height - top),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        var accessoriesByItem: () -> [String: [UICellAccessory]] = { [:] }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessoriesByItem()[item] ?? []
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        window.addSubview(collection)
        accessoriesByItem = { [unowned self] in self.accessories }
    }

    /// Shows `sections` (name and items) and lays out.
    func show(_ sections: [(String, [String])]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (name, items) in sections {
            snapshot.appendSections([name])
            snapshot.appendItems(items, toSection: name)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        device.advance(by: 1.0 / 60)
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    /// The centre of a point in the collection view, on screen.
    func screenPoint(_ point: CGPoint) -> CGPoint {
        collection.convert(point, to: nil)
    }
}
