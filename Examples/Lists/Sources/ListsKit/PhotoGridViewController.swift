// SPDX-License-Identifier: Apache-2.0

import UIKit

/// 1,000 "photos" (coloured squares) in a flow-layout grid, four to a row on a 320-point screen.
public final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {
    /// The number of photos.
    public static let photoCount = 1_000
    /// The reuse identifier of the photo cells.
    public static let reuseIdentifier = "Photo"

    /// The grid.
    public private(set) var collectionView: UICollectionView!

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Photos"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Photos"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 76, height: 76)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 4, left: 2, bottom: 4, right: 2)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    /// The colour of photo `item`: the hue goes round the colour wheel every 50 photos.
    public static func color(ofItem item: Int) -> UIColor {
        UIColor(hue: CGFloat(item % 50) / 50, saturation: 0.5 + CGFloat(item % 3) * 0.2, brightness: 0.9, alpha: 1)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    public func collectionView(_ collectionView: UICollectionView,
                               cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.contentView.backgroundColor = Self.color(ofItem: indexPath.item)
        return cell
    }
}
