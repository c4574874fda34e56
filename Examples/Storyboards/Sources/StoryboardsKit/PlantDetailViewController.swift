// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The detail scene, reached from a list cell: the plant's picture, name and care notes.
public final class PlantDetailViewController: UIViewController {
    /// The plant shown (set by the list's `prepare(for:sender:)` before the view loads).
    public var plant: Plant?
    /// The plant's picture (the storyboard's image view, 100×100 points).
    public weak var pictureView: UIImageView!
    /// The plant's name.
    public weak var nameLabel: UILabel!
    /// How to look after it.
    public weak var careLabel: UILabel!

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let plant else { return }
        title = plant.name
        pictureView.image = UIImage(named: plant.kind.imageName)
        nameLabel.text = plant.name
        careLabel.text = plant.kind.care
    }

    /// The storyboard's outlets (what `@IBOutlet` gives on iOS; the `touchstone-port` command generates this).
    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "pictureView": pictureView = value as? UIImageView
        case "nameLabel": nameLabel = value as? UILabel
        case "careLabel": careLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
